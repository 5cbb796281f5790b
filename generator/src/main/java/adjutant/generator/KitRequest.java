package adjutant.generator;

import adjutant.engine.Game;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * What to build: the project folder (for {@code data/} and {@code templates/}), the
 * languages (empty: every language of the game), the print profile, an optional game
 * position to pre-print, the tools to draw with, and whether only the position's scannable
 * order sheets are wanted.
 */
public record KitRequest(
        Path home,
        List<String> languages,
        PrintProfile profile,
        Path position,
        Templates templates,
        PdfMaker pdf,
        boolean scannable) {
    public KitRequest {
        languages = List.copyOf(languages);
    }

    /**
     * A kit file in {@code t}'s language, {@code <name>.pdf}, of the sheets {@code pages} draws, titled
     * "{@code title} – " and the string {@code titleKey}; drawn, and its title read, when the build gets to it.
     */
    public KitFile sheets(
            KitTexts t, String name, String title, String titleKey, boolean duplex, Supplier<List<PagePlan>> pages) {
        return new KitFile(t.lang(), name, () -> pdf.sheets(pages.get(), info(t, title, titleKey, duplex)));
    }

    /** As {@link #sheets}, of the XHTML document {@code xhtml} lays out. */
    public KitFile document(
            KitTexts t, String name, String title, String titleKey, boolean duplex, Supplier<String> xhtml) {
        return new KitFile(t.lang(), name, () -> pdf.document(xhtml.get(), info(t, title, titleKey, duplex)));
    }

    private static DocInfo info(KitTexts t, String title, String titleKey, boolean duplex) {
        return new DocInfo(title + " – " + t.get(titleKey), t.lang(), duplex);
    }

    /** A request for the whole kit (not only the scannable sheets). */
    public KitRequest(
            Path home, List<String> languages, PrintProfile profile, Path position, Templates templates, PdfMaker pdf) {
        this(home, languages, profile, position, templates, pdf, false);
    }

    public static KitRequest of(Path home, List<String> languages, PrintProfile profile, Path position) {
        return new KitRequest(
                home,
                languages,
                profile,
                position,
                Templates.from(home.resolve("templates")),
                PdfMaker.vector(),
                false);
    }

    /** The same request for the scannable order sheets of the position only (a game that has them). */
    public KitRequest scannableOnly() {
        return new KitRequest(home, languages, profile, position, templates, pdf, true);
    }

    /**
     * The languages to build a game's kit in: those asked, each needing a strings file (what it
     * has not translated yet prints in English), or every language the game requires.
     */
    public List<String> languagesOf(Game game) {
        List<String> langs = languagesOf(game.info().languages());
        Set<String> known = new TreeSet<>(game.strings().languages());
        for (String lang : langs) {
            if (!known.contains(lang)) {
                throw new BadInputException(new Problem(
                        "--lang",
                        0,
                        0,
                        game.info().name("en") + " has no strings in '" + lang + "'; it has "
                                + String.join(", ", known)));
            }
        }
        return langs;
    }

    /** The languages to build out of those the game has: all when none were asked. */
    public List<String> languagesOf(List<String> gameLanguages) {
        return languages.isEmpty() ? gameLanguages : languages;
    }
}
