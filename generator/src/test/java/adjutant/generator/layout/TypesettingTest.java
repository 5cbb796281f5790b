package adjutant.generator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The Czech typesetting of texts and markup ({@link Typesetting}). */
class TypesettingTest {
    private static final String NB = "\u00a0";

    @Test
    void oneLetterWordsUnitsAndDashes() {
        assertEquals("Potopení v" + NB + "Montevideu", Typesetting.text("Potopení v Montevideu", "cs"));
        assertEquals("Hra na kočku a" + NB + "myš", Typesetting.text("Hra na kočku a myš", "cs"));
        assertEquals("až o" + NB + "3" + NB + "pole", Typesetting.text("až o 3 pole", "cs"));
        assertEquals("+1" + NB + "k" + NB + "hodu, 1" + NB + "OB", Typesetting.text("+1 k hodu, 1 OB", "cs"));
        assertEquals("a" + NB + "v" + NB + "Praze", Typesetting.text("a v Praze", "cs"));
        assertEquals("Anglie" + NB + "– Jaro", Typesetting.text("Anglie — Jaro", "cs"));
        assertEquals("a v Praze", Typesetting.text("a v Praze", "en"));
    }

    /** A web page: its text set, its scripts and what users typed (text areas, code, reports) kept as typed; English untouched. */
    @Test
    void aPageKeepsWhatUsersTyped() {
        String page =
                "<html><p>Rozkazy a zprávy</p><script>var a = 'v x';</script><textarea>A Par - Bur\na v</textarea>"
                        + "<code>a v</code><pre>k s</pre><p>v Praze</p></html>";
        assertEquals(
                "<html><p>Rozkazy a" + NB
                        + "zprávy</p><script>var a = 'v x';</script><textarea>A Par - Bur\na v</textarea>"
                        + "<code>a v</code><pre>k s</pre><p>v" + NB + "Praze</p></html>",
                Typesetting.page(page, "cs"));
        assertEquals(page, Typesetting.page(page, "en"));
    }

    @Test
    void markupKeepsTagsAndBindsAcrossThem() {
        assertEquals(
                "<text x=\"a b\">Potopení v" + NB + "Montevideu</text>",
                Typesetting.markup("<text x=\"a b\">Potopení v Montevideu</text>", "cs"));
        assertEquals(
                "<html><p>žetony <span class=\"term\">s" + NB + "palebnou silou</span> dál</p></html>",
                Typesetting.markup(
                        "<html><p>žetony s <span class=\"term\">palebnou silou</span> dál</p></html>", "cs"));
        assertEquals(
                "<html><p>tři <span class=\"term\" id=\"t1\">s" + NB + "palebnou</span> dál</p></html>",
                Typesetting.markup(
                        "<html><p>tři s<span class=\"term\" id=\"t1\">" + NB + "palebnou</span> dál</p></html>", "cs"));
        assertEquals(
                "<html><p>má <span class=\"term\">14" + NB + "vnitrozemských</span> a</p></html>",
                Typesetting.markup(
                        "<html><p>má 14<span class=\"term\">" + NB + "vnitrozemských</span> a</p></html>", "cs"));
        assertEquals("<p><b>k</b>" + NB + "hodu</p>", Typesetting.markup("<p><b>k</b> hodu</p>", "cs"));
        assertEquals("<style>a i { }</style>", Typesetting.markup("<style>a i { }</style>", "cs"));
    }
}
