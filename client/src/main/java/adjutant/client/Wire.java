package adjutant.client;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * The framed messages between the thin client and the command server. A request: {@link #MAGIC},
 * an operation, the server key the launcher computed, then for {@link #RUN} the terminal flags and
 * the arguments. The answer: frames of one type byte and a length-prefixed body — stdout and stderr
 * chunks in the order the command wrote them, then the exit code (or a refusal).
 */
public final class Wire {
    /** "ADJ1": a request from another program or version is refused, never misread. */
    public static final int MAGIC = 0x41444a31;

    public static final int RUN = 1;
    public static final int STATUS = 2;
    public static final int STOP = 3;

    public static final byte OUT = 1;
    public static final byte ERR = 2;
    /** Body: the exit code (4 bytes). The last frame of a run. */
    public static final byte EXIT = 3;
    /** Body: the reason (a string). Nothing was run: the caller runs the command itself. */
    public static final byte REFUSED = 4;
    /** Body: a string (the answer to {@link #STATUS} or {@link #STOP}). */
    public static final byte TEXT = 5;

    /** Request flag: the command's console is a terminal ({@code System.console() != null} in the client). */
    public static final int CONSOLE = 1;

    /** The client's exit code when it could not get the command run: the launcher then runs it directly. */
    public static final int NOT_SERVED = 250;

    /** Longest string or chunk accepted: a corrupt length ends the exchange instead of exhausting memory. */
    private static final int MAX = 1 << 26;

    private Wire() {}

    /** A string as its UTF-16 units, so that any argument the JVM decoded comes back unchanged. */
    public static void writeString(DataOutputStream d, String s) throws IOException {
        d.writeInt(s.length());
        d.writeChars(s);
    }

    public static String readString(DataInputStream d) throws IOException {
        int n = length(d);
        char[] c = new char[n];
        for (int i = 0; i < n; i++) c[i] = d.readChar();
        return new String(c);
    }

    /** A length read from the stream, checked. */
    public static int length(DataInputStream d) throws IOException {
        int n = d.readInt();
        if (n < 0 || n > MAX) throw new IOException("bad frame length " + n);
        return n;
    }
}
