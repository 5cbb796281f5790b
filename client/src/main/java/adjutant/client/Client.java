package adjutant.client;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.ArrayList;
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
            Path dir = ServerKey.folder();
            Path socket = dir.resolve(ServerKey.name(key) + ".sock");
            if (Files.exists(socket)) {
                code = run(socket, key, Arrays.copyOfRange(a, 3, a.length), System.console() != null,
                        new FileOutputStream(FileDescriptor.out), new FileOutputStream(FileDescriptor.err));
            }
            if (code == Wire.NOT_SERVED) Starter.start(Path.of(a[0]), jar, socket, a[2].equals("1"));
        } catch (IOException | RuntimeException e) {
            // not served: the launcher runs the command directly
        }
        System.exit(code);
    }

    /** The server's answer to {@link Wire#STATUS} or {@link Wire#STOP}. */
    public static String ask(Path socket, int op) throws IOException {
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
            out.writeInt(Wire.MAGIC);
            out.writeInt(op);
            out.flush();
            DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Channels.newInputStream(ch)));
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
            DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Channels.newOutputStream(ch)));
            out.writeInt(Wire.MAGIC);
            out.writeInt(Wire.RUN);
            Wire.writeString(out, key);
            out.writeInt(console ? Wire.CONSOLE : 0);
            out.writeInt(args.length);
            for (String a : args) Wire.writeString(out, a);
            out.flush();
            DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Channels.newInputStream(ch)));
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
        for (Object[] c : chunks) {
            try {
                ((byte) c[0] == Wire.OUT ? so : se).write((byte[]) c[1]);
            } catch (IOException closed) {
                // as PrintWriter does: the rest of the run goes on
            }
        }
        return code;
    }
}
