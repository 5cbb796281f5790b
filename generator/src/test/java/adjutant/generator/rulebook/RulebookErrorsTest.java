package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistake in a rulebook's Markdown is reported at its file, line and column, in the language it is written in. */
class RulebookErrorsTest {
    @TempDir
    Path home;

    @BeforeEach
    void copy() throws IOException {
        for (String dir : List.of("data/hunt", "templates")) {
            Path from = Games.home().resolve(dir);
            try (Stream<Path> s = Files.walk(from)) {
                for (Path p : s.toList()) {
                    Path to = home.resolve(dir).resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) Files.createDirectories(to);
                    else Files.copy(p, to);
                }
            }
        }
    }

    private BadInputException fails(String lang) {
        KitRequest r = KitRequest.of(home, List.of(lang), PrintProfile.home(Paper.A4), null);
        return assertThrows(
                BadInputException.class, () -> Rulebooks.Book.load(home, "hunt").model(lang, r.templates()));
    }

    /** Replaces the first {@code from} and returns the 1-based line and column where it was. */
    private int[] plant(String file, String from, String to) throws IOException {
        Path p = home.resolve("data/hunt/rules").resolve(file);
        String s = Files.readString(p);
        int at = s.indexOf(from);
        assertTrue(at >= 0, from);
        Files.writeString(p, s.substring(0, at) + to + s.substring(at + from.length()));
        String before = s.substring(0, at);
        return new int[] {(int) before.chars().filter(c -> c == '\n').count() + 1, at - before.lastIndexOf('\n')};
    }

    @Test
    void crossReferenceToNoSectionIsReportedWhereItIsWritten() throws IOException {
        int[] at = plant("cs.md", "[→](#hunt.", "[→](#hunt.nowhere) [→](#hunt.");
        BadInputException e = fails("cs");
        assertEquals(
                "data/hunt/rules/cs.md:" + at[0] + ":" + (at[1] + 2)
                        + ": cross reference to unknown section 'hunt.nowhere'",
                e.problems().get(0).toString());
    }

    @Test
    void exampleThatCannotBeDrawnIsReportedAtItsFence() throws IOException {
        int[] at = plant("en.md", "graf_spee: 20", "graf_spee: 99");
        BadInputException e = fails("en");
        String p = e.problems().get(0).toString();
        assertTrue(p.startsWith("data/hunt/rules/en.md:" + (at[0] - 2) + ":"), p);
        assertTrue(p.contains("no hex 99"), p);
    }

    @Test
    void linksToAnythingButTheWebMailOrTheBookAreRefused() throws IOException {
        Path en = home.resolve("data/hunt/rules/en.md");
        String original = Files.readString(en);
        for (String bad :
                List.of("javascript:alert(1)", "file:///etc/passwd", "JavaScript:void(0)", "data:text/html,x")) {
            Files.writeString(en, original);
            int[] at = plant("en.md", "[→](#hunt.", "[click](" + bad + ") [→](#hunt.");
            BadInputException e = fails("en");
            assertEquals(
                    "data/hunt/rules/en.md:" + at[0] + ":" + (at[1] + 6) + ": link to '" + bad
                            + "': only http(s)://, mailto: and #section links are allowed",
                    e.problems().get(0).toString());
        }
    }
}
