package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.Rulebooks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.junit.jupiter.api.Test;

/** Each inline figure is painted by Batik once per process ({@link FigureMemo}), and a document drawn from the memo is the same. */
class FigureMemoTest {
    private static final String FIGURE = """
            <svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="30mm" viewBox="0 0 60 30">
            <rect width="60" height="30" fill="#e3edf0"/><path d="M5 25 C 20 0, 40 0, 55 25" stroke="#a33" stroke-width="1.5" fill="none" opacity="0.8"/>
            <circle cx="30" cy="15" r="4" fill="#2a4" fill-opacity="0.6"/><text x="4" y="8" font-size="4">Mos → StP</text></svg>""";

    /**
     * Every rulebook (each game, each language): made with nothing in the memo, Batik paints each of its
     * figures (no book shows one twice); made again, Batik paints none and the book is the same, byte for byte.
     */
    @Test
    void everyRulebookIsTheSameWhenItsFiguresComeFromTheMemo() {
        for (String game : Games.ids()) {
            for (String lang : List.of("cs", "en")) {
                FigureMemo.clear();
                long before = FigureMemo.paints();
                byte[] painted = book(game, lang);
                long paints = FigureMemo.paints() - before;
                assertEquals(SamePdf.forms(painted), paints, game + "/" + lang + ": each figure painted by Batik");
                assertTrue(paints > 0, game + "/" + lang + " has figures");
                byte[] kept = book(game, lang);
                assertEquals(
                        paints, FigureMemo.paints() - before, game + "/" + lang + ": made again, no figure painted");
                assertArrayEquals(painted, kept, game + "/" + lang + ": the same bytes");
            }
        }
    }

    /**
     * Shown twice in one document, a figure is painted once, and the document is the one Batik makes
     * painting both (the second told apart by an id, which changes nothing drawn).
     */
    @Test
    void aFigureShownTwiceIsPaintedOnce() {
        FigureMemo.clear();
        long before = FigureMemo.paints();
        byte[] pdf = document(FIGURE + "<p>again:</p>" + FIGURE);
        assertEquals(1, FigureMemo.paints() - before);
        List<byte[]> forms = forms(pdf);
        assertEquals(2, forms.size());
        assertArrayEquals(forms.get(0), forms.get(1));
        byte[] both = document(FIGURE + "<p>again:</p>" + FIGURE.replace("<svg ", "<svg id=\"second\" "));
        assertEquals(2, FigureMemo.paints() - before);
        assertArrayEquals(both, pdf, "twice, painted once: the same bytes");
    }

    /** A change of one character in the figure, or of its size, and Batik paints it anew: the document shows the change. */
    @Test
    void aFigureThatChangesIsPaintedAnew() {
        FigureMemo.clear();
        long before = FigureMemo.paints();
        byte[] a = document(FIGURE);
        assertArrayEquals(a, document(FIGURE), "the same figure, the same bytes");
        assertEquals(1, FigureMemo.paints() - before);
        for (String changed : List.of(
                FIGURE.replace("r=\"4\"", "r=\"5\""),
                FIGURE.replace("StP", "StQ"),
                FIGURE.replace("#2a4", "#2a5"),
                FIGURE.replace("width=\"60mm\"", "width=\"61mm\""))) {
            long n = FigureMemo.paints();
            byte[] b = document(changed);
            assertEquals(n + 1, FigureMemo.paints(), changed);
            assertFalse(Arrays.equals(forms(a).get(0), forms(b).get(0)), changed);
        }
    }

    /** Figures go once the memo holds more than its limit; the one just painted stays. */
    @Test
    void theMemoKeepsWithinItsLimit() throws IOException {
        FigureMemo.clear();
        byte[] figureSized = new byte[(int) (FigureMemo.LIMIT / 1000)]; // a rulebook figure holds 20–100 kB
        int n = 3000;
        for (int i = 0; i < n; i++) {
            COSStream s = new COSStream();
            try (var out = s.createRawOutputStream()) {
                out.write(figureSized);
            }
            FigureMemo.put("k" + i, FormSnapshot.of(s));
            assertTrue(FigureMemo.held() <= FigureMemo.LIMIT, i + ": " + FigureMemo.held());
        }
        assertTrue(FigureMemo.size() < n && FigureMemo.size() > n / 10, FigureMemo.size() + " kept");
        assertTrue(FigureMemo.get("k" + (n - 1)) != null, "the figure just painted is kept");
        FigureMemo.clear();
    }

    /** The content of each form the first page places. */
    private static List<byte[]> forms(byte[] pdf) {
        try (PdfProbe probe = new PdfProbe(pdf)) {
            var res = probe.doc().getPage(0).getResources();
            List<byte[]> out = new ArrayList<>();
            for (COSName n : res.getXObjectNames()) {
                if (!(res.getXObject(n) instanceof org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject)) continue;
                try (var in = ((COSStream) res.getXObject(n).getCOSObject()).createInputStream()) {
                    out.add(in.readAllBytes());
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] book(String game, String lang) {
        List<KitFile> files =
                Rulebooks.plan(game, KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null));
        return files.get(0).make().get();
    }

    private static byte[] document(String body) {
        return HtmlRenderer.render(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>@page { size: A5; margin: 10mm } "
                        + "body { font-family: 'Noto Sans', 'DejaVu Sans'; }</style></head><body><p>Figure</p>" + body
                        + "</body></html>",
                new DocInfo("figure", "en", false));
    }
}
