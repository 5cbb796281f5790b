package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adding a language is data only: a copy of the project's Diplomacy data and templates plus
 * the fixture's German files ({@code de}, partly translated, not yet required by game.yaml)
 * builds the whole kit and the rulebook in German, English where a string or block is missing,
 * and {@code l10n status} lists what is missing.
 */
class ThirdLanguageTest {
    @TempDir
    Path home;

    private static String text(Path pdf) throws IOException {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    @Test
    void germanFromFixtureFilesBuildsKitAndRulebookWithEnglishFallback() throws IOException {
        Path project = Games.home();
        Trees.copy(project.resolve("data/diplomacy"), home.resolve("data/diplomacy"));
        Trees.copy(project.resolve("templates"), home.resolve("templates"));
        Trees.copy(project.resolve("cli/src/test/resources/third-language"), home);
        assertTrue(Files.exists(home.resolve("data/diplomacy/rules/de.md")));

        CliRun build = CliRun.of(
                "build",
                "diplomacy",
                "--lang",
                "de",
                "--home",
                home.toString(),
                "--out",
                home.resolve("out").toString(),
                "--no-preview");
        assertEquals(0, build.code(), build.err() + build.out());
        Path de = home.resolve("out/diplomacy/de");
        for (String f : List.of("board", "board-a3", "board-a2", "calibration", "counters", "map-pad", "rulebook")) {
            assertTrue(Files.size(de.resolve(f + ".pdf")) > 1000, f);
        }
        try (PDDocument counters = Loader.loadPDF(de.resolve("counters.pdf").toFile())) {
            assertEquals("de", counters.getDocumentCatalog().getLanguage());
            assertTrue(
                    counters.getDocumentInformation().getTitle().endsWith("Spielsteine"),
                    "translated string in the title");
        }
        String rules = text(de.resolve("rulebook.pdf")).replaceAll("[\\s\\u00a0]+", " ");
        for (String german : List.of(
                "Diplomatie", "Inhalt", "Über das Spiel", "Ziel des Spiels", "Beispiel 1", "Glossar", "Register")) {
            assertTrue(rules.contains(german), german);
        }
        // Untranslated: the English block, the English heading, the English glossary term.
        assertTrue(rules.contains("Players and powers"));
        assertTrue(rules.contains("Sooner or later every alliance is tested."));
        // The German cross reference shows the target's number and (English, untranslated) title.
        assertTrue(
                rules.contains("siehe") && rules.matches("(?s).*→ § \\d+ Supply centres and adjustments.*"),
                "cross reference");

        CliRun status = CliRun.of("l10n", "status", "diplomacy", "--lang", "de", "--list", "--home", home.toString());
        assertEquals(0, status.code(), "de is not required yet: " + status.out());
        assertTrue(status.out().contains("missing (shows English)   rules:dip.powers"), status.out());
        assertTrue(status.out().contains("missing (shows English)   i18n:board.legend"), status.out());
        assertTrue(status.out().contains("missing (shows English)   rules:dip.intro#3"), status.out());
        assertTrue(
                !status.out().contains("missing (shows English)   rules:dip.intro#1 "),
                "translated blocks are not missing");
    }
}
