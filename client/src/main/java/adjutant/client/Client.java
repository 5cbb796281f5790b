package adjutant.client;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The thin client: sends a command's arguments to the command server of this jar, working folder
 * and environment ({@link ServerKey}) and prints what the command printed, exiting with its code. It holds the whole answer
 * until the exit code arrives: when anything goes wrong before that (no server, a server of another
 * build or setting, a broken connection) it has printed nothing and exits {@link Wire#NOT_SERVED},
 * and the launcher runs the command itself — a result is never lost or printed twice.
 */
public final class Client {
    private Client() {}

    /**
     * {@code Client HOME JAR TELL ARGS…}: runs ARGS on the server of JAR for this process's key, or
     * exits {@link Wire#NOT_SERVED} having printed nothing, after starting a server when none
     * answered (TELL: 1 when stderr is a terminal, to say so once).
     */
    public static void main(String[] a) {
        int code = Wire.NOT_SERVED;
        try {
            Path jar = Path.of(a[1]);
            String key = ServerKey.text(jar);
            String[] args = Arrays.copyOfRange(a, 3, a.length);
            boolean build = ServerKey.isBuild(args);
            Path socket = ServerKey.folder().resolve(ServerKey.socketName(key, build));
            var out = new FileOutputStream(FileDescriptor.out);
            var err = new FileOutputStream(FileDescriptor.err);
            if (build) {
                // a build is long: worth waiting the moment a new server takes to start, so that this one is served too
                if (!answers(socket) && Starter.start(Path.of(a[0]), jar, socket, a[2].equals("1"), true))
                    awaitServer(socket);
                code = stream(socket, key, args, System.console() != null, out, err);
            } else {
                if (Files.exists(socket)) code = run(socket, key, args, System.console() != null, out, err);
                if (code == Wire.NOT_SERVED) Starter.start(Path.of(a[0]), jar, socket, a[2].equals("1"), false);
            }
        } catch (IOException | RuntimeException e) {
            // not served: the launcher runs the command directly
        }
        System.exit(code);
    }

    /** Whether a server answers on the socket. */
    public static boolean answers(Path socket) {
        if (!Files.exists(socket)) return false;
        try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Waits up to {@link #START_WAIT} ms for a server just started to answer. */
    private static void awaitServer(Path socket) {
        long end = System.nanoTime() + START_WAIT * 1_000_000L;
        while (!answers(socket) && System.nanoTime() < end) {
            try {
                Thread.sleep(40);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** How long a build waits for the server it started (a JVM starts in well under a second on an idle machine). */
    private static final long START_WAIT = 20_000;

    /** The server's answer to {@link Wire#STATUS} or {@link Wire#STOP}. */
    public static String ask(Path socket, int op) throws IOException {
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
            out.writeInt(Wire.MAGIC);
            out.writeInt(op);
            out.flush();
            DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(ch)));
            if (in.readByte() != Wire.TEXT) throw new IOException("not an adjutant server");
            return Wire.readString(in);
        }
    }

    /** Runs the command on the server and writes its output to SO and SE; {@link Wire#NOT_SERVED} when it was not run there. */
    public static int run(Path socket, String key, String[] args, boolean console, OutputStream so, OutputStream se) {
        if (SocketFolder.problem(socket.getParent()) != null) return Wire.NOT_SERVED;
        List<Object[]> chunks = new ArrayList<>();
        int code = Wire.NOT_SERVED;
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            DataInputStream in = request(ch, key, args, console);
            while (true) {
                byte type = in.readByte();
                if (type == Wire.EXIT) {
                    code = in.readInt();
                    break;
                }
                if (type != Wire.OUT && type != Wire.ERR) return Wire.NOT_SERVED; // refused, or not our protocol
                byte[] b = new byte[Wire.length(in)];
                in.readFully(b);
                chunks.add(new Object[] {type, b});
            }
        } catch (IOException noServer) {
            return Wire.NOT_SERVED; // none listening, or it went away before the end: nothing printed yet
        }
        // stdout and stderr written in the order the command wrote them, as a direct run interleaves
        // them; a closed pipe is ignored as the command's own writers ignore it (never a rerun from here on)
        for (Object[] c : chunks) write((byte) c[0] == Wire.OUT ? so : se, (byte[]) c[1]);
        return code;
    }

    /**
     * Runs a build on the server, printing its output as it comes (its progress is worth seeing, and a
     * build is safe to run again). When the server goes away during the build, says so and returns
     * {@link Wire#NOT_SERVED}: the launcher builds directly, keeping what the server already wrote.
     */
    public static int stream(
            Path socket, String key, String[] args, boolean console, OutputStream so, OutputStream se) {
        if (SocketFolder.problem(socket.getParent()) != null) return Wire.NOT_SERVED;
        boolean printed = false;
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            DataInputStream in = request(ch, key, args, console);
            while (true) {
                byte type = in.readByte();
                if (type == Wire.EXIT) return in.readInt();
                if (type != Wire.OUT && type != Wire.ERR)
                    return Wire.NOT_SERVED; // refused (busy, another key), or not our protocol
                byte[] b = new byte[Wire.length(in)];
                in.readFully(b);
                write(type == Wire.OUT ? so : se, b);
                printed = true;
            }
        } catch (IOException gone) {
            if (printed)
                write(
                        se,
                        "\nadjutant: the background server stopped during the build; building directly\n"
                                .getBytes(StandardCharsets.UTF_8));
            return Wire.NOT_SERVED;
        }
    }

    /** Sends a run request; the stream to read the answer from. */
    private static DataInputStream request(SocketChannel ch, String key, String[] args, boolean console)
            throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch)));
        out.writeInt(Wire.MAGIC);
        out.writeInt(Wire.RUN);
        Wire.writeString(out, key);
        out.writeInt(console ? Wire.CONSOLE : 0);
        out.writeInt(args.length);
        for (String a : args) Wire.writeString(out, a);
        out.flush();
        return new DataInputStream(new BufferedInputStream(Channels.newInputStream(ch)));
    }

    /** As PrintWriter does with a closed pipe: ignored, the run goes on. */
    private static void write(OutputStream o, byte[] b) {
        try {
            o.write(b);
            o.flush();
        } catch (IOException closed) {
            // nothing to tell it to
        }
    }
}
