package adjutant.generator.pdf.preview;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.pdfbox.contentstream.PDContentStream;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSBoolean;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNull;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;

/**
 * The tokens of a content stream, each the one PDFBox's {@link PDFStreamParser} makes of it, read
 * quicker: a plain number, name or operator (nearly every token of a drawing) straight from the
 * bytes, with no string built for a number and no string parsed; anything else (strings, arrays,
 * dictionaries, comments, inline images, and a number or name of any unusual form) is handed to
 * PDFBox's parser at the same place, so it reads what PDFBox reads.
 */
final class ContentTokens {
    /** 10^k as a float: exact for k ≤ 10. */
    private static final float[] POW10 = {1f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};
    /** 10^k as a double: exact for k ≤ 22. */
    private static final double[] DOUBLE_POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22
    };
    /** Below this a decimal's digits are exactly a float. */
    private static final int EXACT = 1 << 24;

    /** What {@link #read} returns for a plain number (no object made for it). */
    static final Object NUMBER = new Object();

    private final ContentBytes in;
    private final byte[] b;
    /** PDFBox's parser for what this reader leaves to it (made when first needed). */
    private PDFStreamParser pdfbox;
    /** Operators by their bytes. */
    private final OperatorTable operators;
    /** The last plain number read: whole, with this value, else this float. */
    private boolean integer;

    private long whole;
    private float value;

    ContentTokens(ContentBytes in) {
        this(in, new OperatorTable());
    }

    /** Reads {@code in}, with the operators already seen in other content (a drawer's). */
    ContentTokens(ContentBytes in, OperatorTable operators) {
        this.in = in;
        this.b = in.bytes();
        this.operators = operators;
    }

    /** The next token (a {@code COSBase} operand or an {@link Operator}), or null at the end. */
    Object next() throws IOException {
        Object t = read();
        return t == NUMBER ? number() : t;
    }

    /**
     * The next token as {@link #next} reads it, except that a plain number is {@link #NUMBER}:
     * {@link #number()} is then PDFBox's object for it.
     */
    private Object read() throws IOException {
        if (in.isClosed()) return null;
        int p = in.position(), n = b.length;
        while (p < n && white(b[p])) p++;
        if (p >= n) {
            in.moveTo(p);
            in.close();
            return null;
        }
        in.moveTo(p);
        Object t = switch (b[p]) {
            case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '.' -> number(p);
            case '/' -> name(p);
            case 'n', 't', 'f', 'B' -> word(p);
            case '%', '<', '[', '(', ']', '+', 'I' -> null;
            default -> operator(p);
        };
        return t != null ? t : pdfbox().parseNextToken();
    }

    /** PDFBox's object for the last {@link #NUMBER} read. */
    COSBase number() {
        return integer ? COSInteger.get(whole) : new COSFloat(value);
    }

    private PDFStreamParser pdfbox() throws IOException {
        if (pdfbox == null) pdfbox = new PDFStreamParser(new Source(in));
        return pdfbox;
    }

    /**
     * mantissa / 10^fraction rounded to the nearest float, as parsing the decimal rounds it, or NaN
     * when that takes PDFBox's parsing: both are exact doubles, so their quotient is the nearest
     * double, and that rounds to the nearest float unless it stands exactly between two floats (no
     * float midpoint lies between a number and its nearest double, a midpoint being a double).
     */
    private static float nearest(long mantissa, int fraction) {
        if (mantissa >= 1L << 53 || fraction >= DOUBLE_POW10.length) return Float.NaN;
        double d = mantissa / DOUBLE_POW10[fraction];
        float f = (float) d;
        if (f != d && ((double) f + Math.nextAfter(f, d)) / 2 == d) return Float.NaN;
        return f;
    }

    /** PDFBox's number, or null to let PDFBox read an unusual one ("--1", "1-2", "-", "."). */
    private Object number(int start) throws IOException {
        int p = start, n = b.length;
        boolean negative = b[p] == '-';
        if (negative) p++;
        int digitsFrom = p;
        long mantissa = 0;
        int digits = 0, fraction = -1;
        for (; p < n; p++) {
            int c = b[p];
            if (c >= '0' && c <= '9') {
                if (digits < 18) mantissa = mantissa * 10 + (c - '0');
                if (mantissa != 0 || digits > 0) digits++;
                if (fraction >= 0) fraction++;
            } else if (c == '.' && fraction < 0) {
                fraction = 0;
            } else if (c == '-') {
                return null;
            } else {
                break;
            }
        }
        int length = p - digitsFrom;
        if (length == 0 || length == 1 && fraction == 0 || digits > 18) return null;
        if (fraction < 0) {
            in.moveTo(p);
            integer = true;
            whole = negative ? -mantissa : mantissa;
            value = whole;
            return NUMBER;
        }
        // both exact floats, so the division rounds as parsing the decimal does
        float f = mantissa < EXACT && fraction <= 10 ? mantissa / POW10[fraction] : nearest(mantissa, fraction);
        in.moveTo(p);
        if (Float.isNaN(f)) return COSNumber.get(new String(b, start, p - start, StandardCharsets.ISO_8859_1));
        integer = false;
        value = mantissa == 0 ? 0f : negative ? -f : f; // PDFBox keeps no negative zero
        return NUMBER;
    }

    /** A name without # escapes, as PDFBox reads it. */
    private Object name(int start) {
        int p = start + 1, n = b.length;
        while (p < n && !endOfName(b[p])) {
            if (b[p] == '#') return null;
            p++;
        }
        in.moveTo(p);
        return COSName.getPDFName(Arrays.copyOfRange(b, start + 1, p));
    }

    /** What PDFBox reads as a word: null, true, false, or an operator starting with n, t, f or B. */
    private Object word(int start) {
        int p = start, n = b.length;
        while (p < n && !endOfName(b[p])) p++;
        int length = p - start;
        if (length == 2 && b[start] == 'B' && b[start + 1] == 'I') return null; // an inline image
        Operator op = cached(start, length);
        if (op == null) {
            String s = new String(b, start, length, StandardCharsets.ISO_8859_1);
            switch (s) {
                case "null" -> {
                    in.moveTo(p);
                    return COSNull.NULL;
                }
                case "true" -> {
                    in.moveTo(p);
                    return COSBoolean.TRUE;
                }
                case "false" -> {
                    in.moveTo(p);
                    return COSBoolean.FALSE;
                }
                default -> op = cache(start, length, s);
            }
        }
        in.moveTo(p);
        return op;
    }

    /** An operator as PDFBox's parser reads one (up to white space, a digit or a delimiter that starts a token). */
    private Object operator(int start) {
        int p = start, n = b.length;
        while (p < n) {
            int c = b[p];
            if (white(c) || c == '[' || c == '<' || c == '(' || c == '/' || c == '%' || c >= '0' && c <= '9') break;
            if (c == 'd' && p + 1 < n && (b[p + 1] == '0' || b[p + 1] == '1')) return null; // Type 3's d0 and d1
            if (c < 0x21 || c > 0x7e) return null; // trimmed or unusual: PDFBox's own reading
            p++;
        }
        int length = p - start;
        Operator op = cached(start, length);
        if (op == null) op = cache(start, length, new String(b, start, length, StandardCharsets.ISO_8859_1));
        in.moveTo(p);
        return op;
    }

    private Operator cached(int start, int length) {
        return operators.get(b, start, length);
    }

    private Operator cache(int start, int length, String name) {
        Operator op = Operator.getOperator(name);
        operators.put(b, start, length, op);
        return op;
    }

    private static boolean white(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0;
    }

    /** PDFBox's end of a name or word: white space, a delimiter, or the end. */
    private static boolean endOfName(int c) {
        return white(c) || c == '%' || c == '(' || c == ')' || c == '/' || c == '<' || c == '>' || c == '[' || c == ']';
    }

    /** The bytes for PDFBox's parser, read from where they stand. */
    record Source(ContentBytes in) implements PDContentStream {
        @Override
        public RandomAccessRead getContentsForStreamParsing() {
            return in;
        }

        @Override
        public RandomAccessRead getContentsForRandomAccess() {
            return in;
        }

        @Override
        public InputStream getContents() {
            throw new UnsupportedOperationException();
        }

        @Override
        public PDResources getResources() {
            return null;
        }

        @Override
        public PDRectangle getBBox() {
            return null;
        }

        @Override
        public Matrix getMatrix() {
            return null;
        }
    }
}
