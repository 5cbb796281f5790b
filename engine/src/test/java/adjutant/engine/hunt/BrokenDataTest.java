package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.DataCopy;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A copy of data/hunt with one mistake at a time: each is reported with its file, line
 * and column, and the real data stays untouched. The expected place is where the broken
 * text was written, found in the edited file, so the test also pins the column.
 */
class BrokenDataTest {
    @TempDir
    Path tmp;

    private Path home;

    @BeforeEach
    void copyData() throws IOException {
        home = DataCopy.of(tmp, "hunt");
    }

    @Test
    void cleanCopyHasNoProblems() {
        assertEquals(List.of(), load());
    }

    @Test
    void unknownPortReferenceWithSuggestion() {
        Place at = edit(
                "pieces.yaml",
                "start: great-britain, destination: cape-town",
                "start: great-britain, destination: cape-towm",
                "cape-towm");
        assertProblem(
                at,
                "unknown port 'cape-towm', expected one of great-britain, recife, river-plate, cape-town; did you mean 'cape-town'?");
    }

    @Test
    void unknownStartPosition() {
        Place at = edit(
                "pieces.yaml",
                "start: brazil, destination: cape-town",
                "start: brasil, destination: cape-town",
                "brasil");
        assertProblem(
                at,
                "unknown start position 'brasil', expected one of argentina, brazil, south-africa, great-britain; did you mean 'brazil'?");
    }

    @Test
    void wrongTypeOfOp() {
        Place at = edit(
                "cards.yaml",
                "    op: 3\n    event: search\n    intelligence: [plus-one]\n    text:\n      cs: Do konce",
                "    op: three\n    event: search\n    intelligence: [plus-one]\n    text:\n      cs: Do konce",
                "three");
        assertProblem(at, "'op' must be a whole number 1…5, found text 'three'");
    }

    @Test
    void missingCzechCardTitle() {
        Place at =
                edit("cards.yaml", "title: {cs: Kriegsmarine, en: Kriegsmarine}", "title: {en: Kriegsmarine}", "{en");
        assertProblem(at, "'title' has no 'cs' text (game.yaml asks for cs, en)");
    }

    @Test
    void missingTranslationOfATrackSpace() {
        edit("i18n/cs.yaml", "      broken: Rozbitý\n", "", null);
        List<Problem> ps = load();
        Place en = find("i18n/en.yaml", "broken: Broken", "broken");
        // one cause, one message: the track's label is that string (issue 16)
        assertEquals(
                List.of(new Problem(
                        "data/hunt/i18n/en.yaml",
                        en.line,
                        en.col,
                        "string 'tracks.seaplane.spaces.broken' has no 'cs' translation in i18n/cs.yaml")),
                ps);
    }

    @Test
    void unknownKeyWithSuggestion() {
        Place at = edit("tracks.yaml", "    colour: blue", "    color: blue", "color");
        assertProblem(
                at,
                "unknown key 'color', expected one of id, spaces, start, exit-hex, colour, source; did you mean 'colour'?");
    }

    @Test
    void duplicateMerchantId() {
        Place at = edit(
                "pieces.yaml",
                "{id: huntsman, name: Huntsman",
                "{id: clement, name: Huntsman",
                "id: clement, name: Huntsman");
        List<Problem> ps = load();
        assertTrue(
                ps.stream()
                        .anyMatch(p -> p.file().equals("data/hunt/pieces.yaml")
                                && p.line() == at.line
                                && p.column() == at.col
                                && p.message().startsWith("duplicate merchant ship 'clement'")),
                ps.toString());
    }

    @Test
    void hexOutsideTheGrid() {
        Place at = edit("map.yaml", "{number: 43, col: 7, row: 6}", "{number: 43, col: 9, row: 6}", "9, row: 6");
        assertProblem(at, "'col' is 9, expected 0…7");
    }

    @Test
    void portEntryNotOnTheMap() {
        Place at = edit("map.yaml", "entries: [36]", "entries: [63]", "63");
        assertProblem(at, "no hex 63 on the map (see map.yaml)");
    }

    @Test
    void reactionThatIsNotASearchEvent() {
        Place at = edit(
                "cards.yaml",
                "    event: battle\n    intelligence: [plus-one]   # example 7",
                "    event: battle\n    reaction: true\n    intelligence: [plus-one]   # example 7",
                "true\n    intelligence: [plus-one]   # example 7");
        assertProblem(at, "only a search event can be a reaction; 'concentrated-fire' is a battle event");
    }

    @Test
    void halfPointBonusesOnly() {
        Place at = edit("pieces.yaml", "historical: 1.5 ", "historical: 1.25 ", "1.25");
        assertProblem(at, "'historical' must be a whole or half point (e.g. 0.5), found 1.25");
    }

    @Test
    void deckOfTheWrongSize() {
        edit(
                "cards.yaml",
                "    deck: german\n    title: {cs: Altmark",
                "    deck: british\n    title: {cs: Altmark",
                null);
        Place at = find("cards.yaml", "\ncards:", "cards:");
        List<Problem> ps = load();
        assertTrue(
                ps.contains(new Problem(
                        "data/hunt/cards.yaml",
                        at.line,
                        at.col,
                        "the german deck has 17 cards; tables.yaml says deck-size 18")),
                ps.toString());
        assertTrue(
                ps.contains(new Problem(
                        "data/hunt/cards.yaml",
                        at.line,
                        at.col,
                        "the british deck has 19 cards; tables.yaml says deck-size 18")),
                ps.toString());
    }

    // ---- helpers -----------------------------------------------------------------------

    private record Place(String file, int line, int col) {}

    private List<Problem> load() {
        Problems p = new Problems();
        new HuntLoader().load(new GameFiles(home, "hunt", p));
        return p.sorted();
    }

    private void assertProblem(Place at, String message) {
        List<Problem> ps = load();
        assertEquals(List.of(new Problem("data/hunt/" + at.file, at.line, at.col, message)), ps);
    }

    /** Replaces {@code from} (which must occur once) by {@code to}; returns where {@code mark} now starts. */
    private Place edit(String file, String from, String to, String mark) {
        Path p = home.resolve("data/hunt").resolve(file);
        try {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            int i = text.indexOf(from);
            assertTrue(i >= 0 && text.indexOf(from, i + 1) < 0, "'" + from + "' must occur once in " + file);
            Files.writeString(p, text.substring(0, i) + to + text.substring(i + from.length()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return mark == null ? null : find(file, mark.contains("\n") || to.contains(mark) ? to : mark, mark);
    }

    /** Line and column (1-based) of {@code mark} inside the first occurrence of {@code context}. */
    private Place find(String file, String context, String mark) {
        try {
            String text = Files.readString(home.resolve("data/hunt").resolve(file), StandardCharsets.UTF_8);
            int i = text.indexOf(context);
            assertTrue(i >= 0, context + " not in " + file);
            int at = text.indexOf(mark, i);
            int line = 1
                    + (int) text.substring(0, at).chars().filter(c -> c == '\n').count();
            int col = at - text.lastIndexOf('\n', at - 1);
            return new Place(file, line, col);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
