package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** {@code l10n status} also reports the desk's own words, which live beside the desk's code, per language. */
class DeskWordsStatusTest {
    private static int keys(String lang) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(
                Games.home().resolve("desk/src/main/resources/desk/i18n/" + lang + ".properties"),
                StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p.size();
    }

    @Test
    void statusCountsTheDeskWordsOfEveryLanguageShown() throws IOException {
        int total = keys("en");
        CliRun cs = CliRun.l10n(Games.home(), "status", "--lang", "cs");
        assertTrue(
                cs.out()
                        .contains("desk cs: " + keys("cs") + " of " + total + " translated, " + (total - keys("cs"))
                                + " missing (shows English) in desk/src/main/resources/desk/i18n/cs.properties"),
                cs.out());
        CliRun pl = CliRun.l10n(Games.home(), "status", "--lang", "pl", "--list");
        assertTrue(
                pl.out().contains("desk pl: 0 of " + total + " translated, " + total + " missing (shows English)"),
                pl.out());
        assertTrue(pl.out().contains("  missing (shows English)   desk:"), pl.out());
        assertTrue(
                !CliRun.l10n(Games.home(), "status", "hunt", "--lang", "pl")
                        .out()
                        .contains("desk pl"),
                "only with every game");
    }
}
