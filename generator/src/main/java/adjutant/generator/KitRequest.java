package adjutant.generator;

import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.List;

/**
 * What to build: the project folder (for {@code data/} and {@code templates/}), the
 * languages (empty: every language of the game), the print profile, an optional game
 * position to pre-print, and the tools to draw with.
 */
public record KitRequest(Path home, List<String> languages, PrintProfile profile, Path position, Templates templates,
                         PdfMaker pdf) {
    public KitRequest {
        languages = List.copyOf(languages);
    }

    public static KitRequest of(Path home, List<String> languages, PrintProfile profile, Path position) {
        return new KitRequest(home, languages, profile, position, Templates.from(home.resolve("templates")), PdfMaker.standard());
    }

    /** The languages to build out of those the game has: all when none were asked. */
    public List<String> languagesOf(List<String> gameLanguages) {
        return languages.isEmpty() ? gameLanguages : languages;
    }
}
