package adjutant.cli;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.SocketFolder;
import adjutant.client.Wire;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The background command server: {@code CommandServer SOCKET JAR} runs the short commands thin
 * clients send on SOCKET with {@link Main#run}, one at a time, in a JVM that stays warm. There is
 * one per jar, working folder and environment the program reads ({@link ServerKey}, computed by
 * the server from its own start), so relative paths, the project home and the locale resolve as
 * in a direct run; a request with another key is refused and run directly. It exits after {@link #IDLE} without a request, when
 * its jar changes or its socket is removed, and removes its socket on exit.
 */
public final class CommandServer {
    /** Exit after this long without a request (docs/developers.md, "The background server"). */
    static final Duration IDLE = Duration.ofMinutes(15);
    /** Commands never served: running until stopped, or about the server itself ({@code build --watch} is not served either). */
    private static final List<String> DIRECT = List.of("serve", "server");

    private final Path socket;
    private final String key;
    private final Path jar;
    private final String jarStamp;
    private final Instant started = Instant.now();
    private volatile long lastRequest = System.nanoTime();
    private int served;
    private Object socketId;
    /** Held while a command runs: the watch thread never stops the server in the middle of one. */
    private final Object busy = new Object();
    /** The arguments of the command running now, if any: status shows them, and while a build runs another command is refused. */
    private volatile String[] running;
    /** Whether the heap was collected since the last request ({@link #release}). */
    private volatile boolean collected;
    /** How long a server waits without a request before it releases its memory. */
    static final Duration RELEASE = Duration.ofSeconds(Long.getLong("adjutant.server.release", 60));

    private final Switch stdout = new Switch(System.out);
    private final Switch stderr = new Switch(System.err);

    CommandServer(Path socket, Path jar) throws IOException {
        this.socket = socket.toAbsolutePath();
        this.key = ServerKey.text(jar);
        this.jar = jar;
        this.jarStamp = stamp(jar);
    }

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true"); // as Main.main
        String problem = SocketFolder.problem(Path.of(args[0]).toAbsolutePath().getParent());
        if (problem != null) {
            System.err.println("adjutant server: not started: " + problem);
            System.exit(ExitCodes.BAD_INPUT);
        }
        new CommandServer(Path.of(args[0]), Path.of(args[1])).serve();
        System.exit(0);
    }

    /** Whether a command with these arguments may be run by the server (the launcher applies the same rule). */
    static boolean serves(String[] args) {
        for (String a : args) if (DIRECT.contains(a) || a.startsWith("--watch")) return false;
        return true;
    }

    /** Serves until idle, the jar changes or a stop request; returns at once if another server holds the socket. */
    void serve() throws IOException {
        try (FileChannel lockFile =
                        FileChannel.open(sibling(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                var lock = lockFile.tryLock()) {
            if (lock == null) return; // another server is starting or running for this key
            ServerFolder.clean(socket.getParent(), socket);
            if (Files.exists(socket)) {
                if (Client.answers(socket)) return;
                Files.delete(socket); // left by a server that was killed
            }
            try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
                server.bind(UnixDomainSocketAddress.of(socket));
                socketId =
                        Files.readAttributes(socket, BasicFileAttributes.class).fileKey();
                Path pid = sibling(".pid");
                Path tmp = sibling(".pid.tmp");
                Files.writeString(tmp, ProcessHandle.current().pid() + "\n");
                Files.move(tmp, pid, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                Runtime.getRuntime().addShutdownHook(new Thread(this::removeFiles));
                ServerFolder.bound(socket.getParent(), socket);
                System.setOut(new PrintStream(stdout, true));
                System.setErr(new PrintStream(stderr, true));
                watch();
                while (true) {
                    SocketChannel c = server.accept();
                    Thread t = new Thread(() -> answerAndClose(c), "adjutant-request");
                    t.setDaemon(true);
                    t.start();
                }
            }
        }
    }

    /**
     * Answers one connection on a thread of its own, so that status, stop and the refusal of a second
     * command come at once while a command (a build) runs; stops the server when the answer says so.
     */
    private void answerAndClose(SocketChannel c) {
        boolean go = true;
        try (c) {
            go = answer(c);
        } catch (IOException broken) {
            // a client that went away: the next one is served as usual
        }
        if (!go) System.exit(0);
    }

    /** Answers one request; false when the server should stop. */
    private boolean answer(SocketChannel c) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(c)));
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(c), 1 << 16));
        if (in.readInt() != Wire.MAGIC) return true;
        int op = in.readInt();
        if (op == Wire.STATUS || op == Wire.STOP) {
            send(out, Wire.TEXT, op == Wire.STATUS ? status() : "stopped " + status());
            return op == Wire.STATUS;
        }
        if (op != Wire.RUN) return true;
        String requestKey = Wire.readString(in);
        int flags = in.readInt();
        String[] args = new String[Wire.length(in)];
        for (int i = 0; i < args.length; i++) args[i] = Wire.readString(in);
        boolean current = stamp(jar).equals(jarStamp);
        boolean here = current && inItsFolder();
        if (!current || !here || !requestKey.equals(key) || !serves(args)) {
            send(
                    out,
                    Wire.REFUSED,
                    !current
                            ? "the jar changed"
                            : !here
                                    ? "its working folder was moved, deleted or replaced"
                                    : !serves(args) ? "not served" : "another key");
            return current && here; // a server whose folder is gone can never serve again
        }
        String[] now = running;
        if (now != null && ServerKey.isBuild(now)) {
            send(
                    out,
                    Wire.REFUSED,
                    "busy with "
                            + String.join(
                                    " ", now)); // a short wait for a short command; a build is run directly instead
            return true;
        }
        synchronized (busy) {
            running = args;
            try {
                lastRequest = System.nanoTime();
                collected = false;
                ServerFolder.touch(
                        sibling(".pid")); // its last use, by which the least recently used server stops first
                served++;
                boolean sound = run(args, (flags & Wire.CONSOLE) != 0, c, out);
                lastRequest = System.nanoTime();
                return sound;
            } finally {
                running = null;
            }
        }
    }

    /**
     * Runs the command as {@link Main#main} would and sends its output and exit code; false after an
     * uncaught error. A client that goes away (Ctrl+C) interrupts the command: a build then stops
     * after the files being made are written whole.
     */
    private boolean run(String[] args, boolean console, SocketChannel client, DataOutputStream wire)
            throws IOException {
        Frames fo = new Frames(wire, Wire.OUT);
        Frames fe = new Frames(wire, Wire.ERR);
        Terminal.served(console);
        Thread command = Thread.currentThread();
        AtomicBoolean done = new AtomicBoolean();
        Thread hangUp = new Thread(
                () -> {
                    // the channel itself, not a stream of it: a channel's streams share one lock, so a blocked read
                    // would hold up the writes
                    ByteBuffer b = ByteBuffer.allocate(64);
                    try {
                        while (client.read(b.clear()) >= 0) {
                            // the client sends nothing more: only the end of the stream matters
                        }
                    } catch (IOException gone) {
                        // the same: the client is gone
                    }
                    synchronized (done) {
                        if (!done.get()) command.interrupt();
                    }
                },
                "adjutant-hang-up");
        hangUp.setDaemon(true);
        hangUp.start();
        stdout.target = fo;
        stderr.target = fe;
        int code;
        boolean sound = true;
        try {
            code = Main.run(args, new PrintWriter(fo, true), new PrintWriter(fe, true));
        } catch (Throwable t) {
            // reported as the JVM reports an uncaught exception of a direct run's main thread; the
            // server then stops, since such an error may have left it in a state a new JVM would not be
            PrintStream ps = new PrintStream(fe, true);
            ps.print("Exception in thread \"main\" ");
            t.printStackTrace(ps);
            code = 1;
            sound = false;
        } finally {
            synchronized (done) {
                done.set(true);
                Thread.interrupted(); // a hang-up that came as the command ended
            }
            stdout.target = stdout.idle;
            stderr.target = stderr.idle;
            Terminal.served(null);
        }
        wire.writeByte(Wire.EXIT);
        wire.writeInt(code);
        wire.flush();
        return sound;
    }

    private String status() throws IOException {
        long idle = Duration.ofNanos(System.nanoTime() - lastRequest).toSeconds();
        String[] now = running;
        return "pid " + ProcessHandle.current().pid() + ", since "
                + started.toString().substring(0, 19).replace('T', ' ') + " UTC, "
                + served + " commands run, folder " + Path.of("").toAbsolutePath() + ", jar " + jar + ", socket "
                + socket
                + (now != null ? ", running: " + String.join(" ", now) : idle > 0 ? ", idle " + idle + " s" : "");
    }

    /** An answer of one string: a {@link Wire#TEXT} or why the request is {@link Wire#REFUSED}. */
    private static void send(DataOutputStream out, byte type, String s) throws IOException {
        out.writeByte(type);
        Wire.writeString(out, s);
        out.flush();
    }

    /** A thread that ends the server between requests when it is idle too long, its jar changed or its socket is gone. */
    private void watch() {
        Thread t = new Thread(
                () -> {
                    while (true) {
                        try {
                            Thread.sleep(5_000);
                        } catch (InterruptedException e) {
                            return;
                        }
                        synchronized (busy) {
                            long quiet = System.nanoTime() - lastRequest;
                            boolean idle = quiet > IDLE.toNanos();
                            String why = idle
                                    ? "idle for " + IDLE.toMinutes() + " minutes"
                                    : !stamp(jar).equals(jarStamp)
                                            ? "its jar changed"
                                            : !ours()
                                                    ? "its socket is gone"
                                                    : !inItsFolder()
                                                            ? "its working folder was moved, deleted or replaced"
                                                            : null;
                            if (why == null && !collected && quiet > RELEASE.toNanos()) release();
                            if (why != null) {
                                stderr.idle.println("adjutant server: stopping, " + why);
                                System.exit(0);
                            }
                        }
                    }
                },
                "adjutant-server-watch");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Whether the server's working folder is still the folder its name gives (the one its key was
     * made for): a JVM cannot change its folder, so once the folder was moved, deleted or replaced by
     * another of the same name, every relative path would resolve in the wrong one.
     */
    private boolean inItsFolder() {
        try {
            return ServerKey.text(jar).equals(key);
        } catch (IOException | RuntimeException gone) {
            return false;
        }
    }

    /**
     * Gives the memory a command's work took back to the system once the server has been idle a while:
     * a full collection, after which the heap shrinks to the free-ratio bounds the server was started
     * with (the build server's heap grows to hundreds of MB during a build).
     */
    private void release() {
        // the free-ratio bounds are manageable flags: tight for this one collection, so that the heap is
        // given back, then as they were, so that the next build grows its heap as freely as ever
        var vm = ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        String min = vm.getVMOption("MinHeapFreeRatio").getValue(),
                max = vm.getVMOption("MaxHeapFreeRatio").getValue();
        long before = Runtime.getRuntime().totalMemory();
        try {
            vm.setVMOption("MinHeapFreeRatio", "0");
            vm.setVMOption("MaxHeapFreeRatio", "10");
            // Serial GC shrinks the old generation by steps (0, 10, 40, then 100 % of the excess) so that a
            // program calling System.gc() often does not thrash: four collections give it all back
            for (int i = 0; i < 4; i++) System.gc();
        } finally {
            vm.setVMOption("MaxHeapFreeRatio", max);
            vm.setVMOption("MinHeapFreeRatio", min);
        }
        collected = true;
        stderr.idle.println("adjutant server: idle, heap released: " + before / (1 << 20) + " MB committed before, "
                + Runtime.getRuntime().totalMemory() / (1 << 20) + " MB after, "
                + (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / (1 << 20)
                + " MB of it live");
    }

    /** Whether the socket file is still the one this server bound. */
    private boolean ours() {
        try {
            return socketId != null
                    && socketId.equals(Files.readAttributes(socket, BasicFileAttributes.class)
                            .fileKey());
        } catch (IOException e) {
            return false;
        }
    }

    private void removeFiles() {
        try {
            if (!ours()) return; // a newer server's files
            Files.deleteIfExists(socket);
            Files.deleteIfExists(sibling(".lock"));
            Files.deleteIfExists(sibling(".log"));
            Files.deleteIfExists(sibling(".pid"));
        } catch (IOException e) {
            // exiting anyway; a stale socket is detected and replaced by the next server
        }
    }

    private Path sibling(String suffix) {
        String name = socket.getFileName().toString();
        return socket.resolveSibling((name.endsWith(".sock") ? name.substring(0, name.length() - 5) : name) + suffix);
    }

    /** The jar's size and modification time: a rebuilt jar differs. */
    private static String stamp(Path jar) {
        try {
            return Files.size(jar) + " " + Files.getLastModifiedTime(jar).toMillis();
        } catch (IOException e) {
            return "missing";
        }
    }

    /** An output stream whose writes become frames of one type on the wire. */
    private static final class Frames extends OutputStream {
        private final DataOutputStream wire;
        private final byte type;

        Frames(DataOutputStream wire, byte type) {
            this.wire = wire;
            this.type = type;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len == 0) return;
            synchronized (wire) {
                wire.writeByte(type);
                wire.writeInt(len);
                wire.write(b, off, len);
            }
        }

        /** Sent on: a build's progress is shown as it goes (the command's writers flush at each line). */
        @Override
        public void flush() throws IOException {
            synchronized (wire) {
                wire.flush();
            }
        }
    }

    /** System.out or System.err: the running command's frames during a request, the server's log between requests. */
    private static final class Switch extends OutputStream {
        final PrintStream idle;
        volatile OutputStream target;

        Switch(PrintStream idle) {
            this.idle = idle;
            this.target = idle;
        }

        @Override
        public void write(int b) throws IOException {
            target.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            target.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            target.flush();
        }
    }
}
