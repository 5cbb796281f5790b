package adjutant.generator.pdf.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.junit.jupiter.api.Test;

/**
 * {@link ContentTokens} reads every token as PDFBox's {@link PDFStreamParser} does: the same class,
 * the same value to the last bit of a float, the same operator, and the same place to go on from,
 * over generated numbers of every form (whole, decimal, long, short, many decimals, leading zeros,
 * signs, and the malformed ones PDFBox reads its own way), names, words, operators, and what is
 * handed to PDFBox (strings, arrays, dictionaries, comments, inline images).
 */
class ContentTokensTest {
    @Test
    void everyTokenIsPdfBoxs() throws IOException {
        Random random = new Random(20);
        StringBuilder content = new StringBuilder();
        for (int i = 0; i < 20_000; i++) content.append(number(random)).append(random.nextInt(4) == 0 ? "\n" : " ");
        for (String fixed : List.of(
                "0",
                "-0",
                "-0.0",
                ".0",
                "0.",
                ".",
                "-",
                "+",
                "+1",
                "+.5",
                "--3",
                "--3.5",
                "1-2",
                "1.2.3",
                ".5.5",
                "16777215.5",
                "16777216.5",
                "0.00000000001",
                "1.00000000001",
                "123456789012345678",
                "1234567890123456789",
                "-9223372036854775808",
                "99999999999999999999",
                "3.4028236e38",
                "1e5",
                "0.1e1",
                "7(x)",
                "7/a",
                "7[1]",
                "7<41>",
                "8%c\n")) {
            content.append(fixed).append(' ');
        }
        content.append("""
                q 1 0 0 -1 0 792 cm /GS1 gs /F1 12 Tf BT (Hello \\(world\\) \\101\\n) Tj <48656c6c6f> Tj [(A) -250 (B) 3.5 <43>] TJ ET Q
                /P <</MCID 0 /Name /X#20Y /A [1 2.5 /N] /D <</E true>>>> BDC EMC /Span /Artifact BMC EMC
                % a comment
                true false null n f f* B B* b b* BT ET BX EX tx f1 nulls trueish
                0 0 m 1 1 l 2 2 3 3 4 4 c h S s W n W* n re d0 d1 1 0 d0 0.5 d1 [3 2] 0 d 1 w 0 J 0 j 10 M
                /Name#41 /Name# /Na#zzme /é /x/y/z/ / q/F1 1Tf 1.5Td )x >y {z} ]
                BI /W 2 /H 2 /BPC 8 /CS /G ID \u0001\u0002\u0003\u0004 EI Q
                """);
        byte[] bytes = content.toString().getBytes(StandardCharsets.ISO_8859_1);
        List<Object> want = new ArrayList<>();
        List<Long> wantAt = new ArrayList<>();
        PDFStreamParser pdfbox = new PDFStreamParser(bytes);
        for (Object t = pdfbox.parseNextToken(); t != null; t = pdfbox.parseNextToken()) want.add(t);
        ContentBytes in = new ContentBytes(bytes);
        ContentTokens tokens = new ContentTokens(in);
        List<Object> got = new ArrayList<>();
        for (Object t = tokens.next(); t != null; t = tokens.next()) got.add(t);
        assertTrue(want.size() > 20_000, want.size() + " tokens");
        assertEquals(want.size(), got.size(), "tokens");
        for (int i = 0; i < want.size(); i++)
            assertSameToken(want.get(i), got.get(i), "token " + i + " " + want.get(i));
        assertTrue(in.isClosed(), "read to the end");
    }

    @Test
    void eachTokenEndsWherePdfBoxsDoes() throws IOException {
        String content = "1 -2.5 .5 /N true q 1--2 3 /A#42 (s) <41> [1] null 4 f* BT";
        byte[] bytes = content.getBytes(StandardCharsets.ISO_8859_1);
        ContentBytes a = new ContentBytes(bytes), b = new ContentBytes(bytes);
        PDFStreamParser pdfbox = new PDFStreamParser(new ContentTokens.Source(a));
        ContentTokens tokens = new ContentTokens(b);
        while (true) {
            Object want = pdfbox.parseNextToken(), got = tokens.next();
            if (want == null) {
                assertEquals(null, got);
                break;
            }
            assertSameToken(want, got, String.valueOf(want));
            assertEquals(a.getPosition(), b.getPosition(), "after " + want);
        }
    }

    /**
     * Decimals of 8 to 17 digits next to the points halfway between two floats (where rounding
     * twice, to a double and then to a float, could go the wrong way) and on them: each read as
     * PDFBox reads it.
     */
    @Test
    void longDecimalsRoundAsPdfBoxsDo() throws IOException {
        Random random = new Random(20);
        StringBuilder content = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            float f = (random.nextFloat() - 0.3f) * (float) Math.pow(10, random.nextInt(7) - 2);
            BigDecimal half =
                    new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2));
            content.append(half.round(new MathContext(8 + random.nextInt(10))).toPlainString())
                    .append(' ');
            if (i % 10 == 0) content.append(half.toPlainString()).append(' '); // exactly halfway: PDFBox's own parsing
        }
        byte[] bytes = content.toString().getBytes(StandardCharsets.ISO_8859_1);
        PDFStreamParser pdfbox = new PDFStreamParser(bytes);
        ContentTokens tokens = new ContentTokens(new ContentBytes(bytes));
        int n = 0;
        for (Object want = pdfbox.parseNextToken(); want != null; want = pdfbox.parseNextToken(), n++)
            assertSameToken(want, tokens.next(), "number " + n + " " + want);
        assertEquals(null, tokens.next());
        assertEquals(5500, n);
    }

    private static String number(Random r) {
        StringBuilder s = new StringBuilder();
        if (r.nextInt(3) == 0) s.append('-');
        int whole = r.nextInt(5) == 0 ? 0 : 1 + r.nextInt(9);
        if (r.nextInt(10) == 0) s.append("00");
        for (int i = 0; i < whole; i++) s.append((char) ('0' + r.nextInt(10)));
        if (r.nextInt(3) != 0) {
            s.append('.');
            int fraction = r.nextInt(13);
            for (int i = 0; i < fraction; i++) s.append((char) ('0' + r.nextInt(10)));
        }
        if (s.chars().noneMatch(Character::isDigit))
            s.append(r.nextInt(10)); // "-." and "." alone PDFBox refuses or reads as 0
        if (r.nextInt(50) == 0) return String.format(Locale.ROOT, "%.9f", r.nextFloat() * 1000);
        return s.toString();
    }

    static void assertSameToken(Object want, Object got, String what) {
        assertEquals(want.getClass(), got.getClass(), what);
        if (want instanceof Operator o) {
            assertEquals(o.getName(), ((Operator) got).getName(), what);
            if (!o.getName().equals("BI") && !o.getName().equals("ID")) assertSame(want, got, what);
            else
                assertEquals(
                        String.valueOf(o.getImageParameters()),
                        String.valueOf(((Operator) got).getImageParameters()),
                        what);
        } else if (want instanceof COSFloat f) {
            assertEquals(
                    Float.floatToRawIntBits(f.floatValue()),
                    Float.floatToRawIntBits(((COSFloat) got).floatValue()),
                    what);
        } else if (want instanceof COSInteger n) {
            assertEquals(n.longValue(), ((COSInteger) got).longValue(), what);
        } else if (want instanceof COSArray a) {
            COSArray g = (COSArray) got;
            assertEquals(a.size(), g.size(), what);
            for (int i = 0; i < a.size(); i++) assertSameToken(a.get(i), g.get(i), what + "[" + i + "]");
        } else if (want instanceof COSDictionary d) {
            COSDictionary g = (COSDictionary) got;
            assertEquals(d.keySet(), g.keySet(), what);
            for (COSName k : d.keySet()) assertSameToken(d.getItem(k), g.getItem(k), what + "/" + k.getName());
        } else if (want instanceof COSName) {
            assertEquals(want, got, what);
        } else {
            assertEquals(String.valueOf(want), String.valueOf(got), what);
        }
    }
}
