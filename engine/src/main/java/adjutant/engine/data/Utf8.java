package adjutant.engine.data;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Strict UTF-8 decoding that names the line and column of the first byte that is not UTF-8. */
public final class Utf8 {
    private Utf8() {}

    /** The text of {@code bytes}; a leading BOM is dropped. Throws {@link BadInputException} at the first bad byte. */
    public static String decode(byte[] bytes, String shownAs) {
        CharsetDecoder d = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            int line = 1;
            int col = 1;
            for (int i = 0; i < out.position(); i++) {
                if (out.get(i) == '\n') {
                    line = line + 1;
                    col = 1;
                } else if (!Character.isLowSurrogate(out.get(i))) {
                    col++;
                }
            }
            throw new BadInputException(new Problem(
                    shownAs,
                    line,
                    col,
                    String.format(
                            "not UTF-8 text: byte 0x%02X cannot start or continue a character (save the file as UTF-8)",
                            bytes[in.position()] & 0xff)));
        }
        d.flush(out);
        out.flip();
        String s = out.toString();
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }
}
