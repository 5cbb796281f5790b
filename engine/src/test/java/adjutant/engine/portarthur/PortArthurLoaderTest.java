package adjutant.engine.portarthur;

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

/** A copy of the data folder, broken one way per test, must report file, line and column. */
class PortArthurLoaderTest {
    @TempDir
    Path tmp;

    private Path home;

    private Path dir;

    @BeforeEach
    void copyData() throws IOException {
        home = DataCopy.of(tmp, "port-arthur");
        dir = home.resolve("data/port-arthur");
    }

    private List<String> problems() {
        Problems p = new Problems();
        new PortArthurLoader().load(new GameFiles(home, "port-arthur", p));
        return p.sorted().stream().map(Problem::toString).toList();
    }

    /** Replaces the first {@code old} in {@code file}; returns "file:line:col" of where {@code at} then starts. */
    private String breakFile(String file, String old, String replacement, String at) {
        try {
            Path p = dir.resolve(file);
            String text = Files.readString(p, StandardCharsets.UTF_8);
            int i = text.indexOf(old);
            assertTrue(i >= 0, "fixture text not found: " + old);
            text = text.substring(0, i) + replacement + text.substring(i + old.length());
            Files.writeString(p, text, StandardCharsets.UTF_8);
            int pos = text.indexOf(at, i);
            assertTrue(pos >= 0, "marker not found: " + at);
            int line =
                    (int) text.substring(0, pos).chars().filter(c -> c == '\n').count() + 1;
            int col = pos - text.lastIndexOf('\n', pos - 1);
            return "data/port-arthur/" + file + ":" + line + ":" + col;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theUntouchedCopyIsClean() {
        assertEquals(List.of(), problems());
    }

    @Test
    void badReferenceGetsADidYouMean() {
        String where = breakFile(
                "ships.yaml",
                "    fleet: vladivostok-squadron\n",
                "    fleet: vladivostok-sqadron\n",
                "vladivostok-sqadron");
        assertEquals(
                List.of(where + ": unknown fleet 'vladivostok-sqadron'; did you mean 'vladivostok-squadron'?"),
                problems());
    }

    @Test
    void badAdjacencyReference() {
        String where = breakFile(
                "map.yaml",
                "adjacent: [east-china-sea, sea-of-japan]",
                "adjacent: [east-china-sea, sea-of-japn]",
                "sea-of-japn");
        List<String> got = problems();
        assertTrue(
                got.contains(where + ": unknown sea area 'sea-of-japn'; did you mean 'sea-of-japan'?"), got.toString());
        // Sea of Japan still lists Tsushima, which no longer lists it back.
        assertEquals(2, got.size(), got.toString());
        assertTrue(
                got.get(1)
                        .endsWith(
                                "sea area 'sea-of-japan' lists 'tsushima-strait' as adjacent, but 'tsushima-strait' does not list 'sea-of-japan'"),
                got.toString());
    }

    @Test
    void badType() {
        String where = breakFile(
                "ships.yaml", "front: {firepower: 7, speed: 4}", "front: {firepower: many, speed: 4}", "many");
        assertEquals(List.of(where + ": 'firepower' must be a whole number 1…9, found text 'many'"), problems());
    }

    @Test
    void unknownAnchorColour() {
        String where = breakFile("ships.yaml", "anchor: blue", "anchor: green", "green");
        assertEquals(
                List.of(where + ": 'green' is not allowed for 'anchor', expected one of blue, orange"), problems());
    }

    @Test
    void aNameInAFurtherLanguageIsReadAndAKeyThatIsNoLanguageReported() {
        String where = breakFile(
                "map.yaml",
                "name: {cs: Žluté moře, en: Yellow Sea}",
                "name: {cs: Žluté moře, de: Gelbes Meer, en: Yellow Sea, Note: x}",
                "Note");
        assertEquals(List.of(where + ": 'Note' is not a language code (expected e.g. cs, en)"), problems());
    }

    @Test
    void missingNameTranslation() {
        String where = breakFile("map.yaml", "name: {cs: Žluté moře, en: Yellow Sea}", "name: {en: Yellow Sea}", "{en");
        assertEquals(List.of(where + ": sea area 'yellow-sea' has no 'cs' name"), problems());
    }

    @Test
    void missingStringTranslation() {
        breakFile("i18n/cs.yaml", "  regular: Běžné zásahy\n", "", "critical");
        String where = breakFile(
                "i18n/en.yaml", "  regular: Regular hits\n", "  regular: Regular hits\n", "regular: Regular hits");
        assertEquals(List.of(where + ": string 'fire.regular' has no 'cs' translation in i18n/cs.yaml"), problems());
    }

    @Test
    void missingLabelOfAPhase() {
        breakFile("i18n/cs.yaml", "  dominance: Zisk bodů nadvlády\n", "", "return-to-port");
        breakFile("i18n/en.yaml", "  dominance: Dominance\n", "", "return-to-port");
        String where = breakFile("tables.yaml", "  - {id: dominance}", "  - {id: dominance}", "dominance}");
        assertEquals(
                List.of(
                        where + ": no string 'phase.dominance' in i18n/cs.yaml",
                        where + ": no string 'phase.dominance' in i18n/en.yaml"),
                problems());
    }

    @Test
    void asymmetricAdjacency() {
        String where = breakFile(
                "map.yaml",
                "adjacent: [sea-of-japan, philippine-sea]",
                "adjacent: [philippine-sea]",
                "adjacent: [philippine-sea]");
        List<String> got = problems();
        assertEquals(1, got.size(), got.toString());
        assertTrue(
                got.get(0)
                        .endsWith(
                                ": sea area 'sea-of-japan' lists 'pacific-ocean' as adjacent, but 'pacific-ocean' does not list 'sea-of-japan'"),
                got.toString());
        assertTrue(got.get(0).startsWith("data/port-arthur/map.yaml:"), got.toString());
        assertTrue(!got.get(0).startsWith(where), "reported where Sea of Japan lists the Pacific");
    }

    @Test
    void unknownKeyMissingFieldAndDuplicateId() {
        String unknown = breakFile("ships.yaml", "    optional: true\n", "    optinal: true\n", "optinal");
        String missing = breakFile(
                "ships.yaml",
                "  - id: tokiwa\n    name: {cs: Tokiwa, en: Tokiwa}\n    fleet: combined-fleet\n    type: armoured-cruiser\n",
                "  - id: tokiwa\n    name: {cs: Tokiwa, en: Tokiwa}\n    fleet: combined-fleet\n",
                "id: tokiwa");
        String first = breakFile("ships.yaml", "  - id: izumo\n", "  - id: izumo\n", "izumo");
        String dup = breakFile("ships.yaml", "  - id: iwate\n", "  - id: izumo\n", "id: izumo");
        int firstLine = Integer.parseInt(first.split(":")[1]);
        assertEquals(
                List.of(
                        unknown
                                + ": unknown key 'optinal', expected one of id, name, fleet, arrives, optional, type, front, back, history, source; did you mean 'optional'?",
                        missing + ": missing 'type' (text)",
                        dup + ": duplicate ship 'izumo' (first defined at line " + firstLine + ")"),
                problems());
    }

    @Test
    void valuesOutOfRange() {
        String speed =
                breakFile("ships.yaml", "front: {firepower: 6, speed: 4}", "front: {firepower: 6, speed: 9}", "9}");
        String back = breakFile(
                "ships.yaml",
                "back: {firepower: 3, speed: 4, defence: 2}",
                "back: {firepower: 5, speed: 4, defence: 2}",
                "{firepower: 5");
        String turn = breakFile("ships.yaml", "    arrives: 5\n", "    arrives: 3\n", "3\n");
        List<String> got = problems();
        assertEquals(
                List.of(
                        speed + ": 'speed' is 9, expected 1…6",
                        back + ": ship 'asama': damaged firepower 5 is higher than intact 4",
                        turn + ": ship 'oleg' arrives on turn 3, but the turn track holds arrivals only on [4, 5]"),
                got);
    }
}
