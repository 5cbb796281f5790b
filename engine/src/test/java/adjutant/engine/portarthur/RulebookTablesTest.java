package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.RulebookSections;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tables of both rulebooks say what the game data say: every sea area with its values and
 * neighbours (most of them designed, and marked so next to the table), the key-area scale of the
 * seed (1, 3, 6) and the branches of the Manchuria track. A number changed in map.yaml,
 * tables.yaml or tracks.yaml and not in a book, or in one book only, fails here.
 */
class RulebookTablesTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    @ParameterizedTest
    @ValueSource(strings = {"cs", "en"})
    void theSeaAreaTableHasEveryAreaWithItsValuesAndNeighbours(String lang) throws IOException {
        List<List<String>> rows = table(lang, "| " + (lang.equals("cs") ? "námořní oblast | BN" : "sea area | DP"));
        Map<String, SeaArea> byName = GAME.map().areas().stream()
                .collect(Collectors.toMap(a -> a.name(lang), a -> a, (a, b) -> a, LinkedHashMap::new));
        assertEquals(
                byName.keySet(),
                rows.stream().map(r -> r.get(0)).collect(Collectors.toSet()),
                "the areas of the table");
        assertEquals(GAME.map().areas().size(), rows.size());
        List<String> keyAreas = GAME.tables().dominance().keyAreas();
        for (List<String> r : rows) {
            SeaArea a = byName.get(r.get(0));
            if (keyAreas.contains(a.id())) {
                assertEquals(lang.equals("cs") ? "klíčová oblast" : "key area", r.get(1), a.id());
            } else {
                assertEquals(a.dominanceJapan() + " – " + a.dominanceRussia(), r.get(1), a.id());
            }
            Set<String> neighbours =
                    Arrays.stream(r.get(2).split(",")).map(String::strip).collect(Collectors.toSet());
            assertEquals(
                    a.adjacent().stream()
                            .map(id -> GAME.map().area(id).orElseThrow().name(lang))
                            .collect(Collectors.toSet()),
                    neighbours,
                    a.id() + " neighbours");
        }
        assertTrue(
                RulebookSections.text("port-arthur", lang, "pa.board.areas").contains(designedMark(lang)),
                "the designed values are marked");
    }

    @ParameterizedTest
    @ValueSource(strings = {"cs", "en"})
    void theKeyAreaScaleIsTheSeeds(String lang) throws IOException {
        List<List<String>> rows =
                table(lang, "| " + (lang.equals("cs") ? "ovládané klíčové oblasti" : "key areas controlled"));
        assertEquals(
                List.of(1, 3, 6),
                GAME.tables().dominance().keyAreaBonus(),
                "seed 001: one key area 1 DP, two 3, all three 6");
        assertEquals(GAME.tables().dominance().keyAreaBonus().size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(
                    List.of(
                            String.valueOf(i + 1),
                            String.valueOf(GAME.tables().dominance().keyBonus(i + 1))),
                    rows.get(i));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"cs", "en"})
    void theManchuriaBranchesFollowTheTrack(String lang) throws IOException {
        List<List<String>> rows = table(lang, "| " + (lang.equals("cs") ? "větev" : "branch"));
        Set<String> seen = new HashSet<>();
        for (List<String> r : rows) {
            List<String> names =
                    Arrays.stream(r.get(1).split("→")).map(String::strip).toList();
            List<ManchuriaSpace> spaces = names.stream()
                    .map(n -> GAME.manchuria().spaces().stream()
                            .filter(s -> s.name(lang).equals(n))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError("no space " + n)))
                    .toList();
            for (int i = 1; i < spaces.size(); i++) {
                assertEquals(
                        spaces.get(i - 1).id(),
                        spaces.get(i).after(),
                        "in the book " + names.get(i) + " follows " + names.get(i - 1));
            }
            spaces.forEach(s -> assertTrue(seen.add(s.id()), s.id() + " twice"));
        }
        assertEquals(GAME.manchuria().spaces().size(), seen.size(), "every space of the track is in a branch");
        String note = RulebookSections.text("port-arthur", lang, "pa.manchuria");
        assertTrue(note.contains(designedMark(lang)), "the designed spaces and the fork are marked");
        for (ManchuriaSpace s : GAME.manchuria().spaces()) {
            if (s.provenance().designed("name"))
                assertTrue(note.contains(s.name(lang)), s.id() + " is designed: the note names it");
        }
    }

    /** The rows (cells stripped) of the first table whose header line starts with {@code header}. */
    static List<List<String>> table(String lang, String header) throws IOException {
        List<String> lines = Files.readAllLines(Games.home().resolve("data/port-arthur/rules/" + lang + ".md"));
        int at = -1;
        for (int i = 0; i < lines.size() && at < 0; i++) if (lines.get(i).startsWith(header)) at = i;
        assertFalse(at < 0, lang + ".md has no table starting " + header);
        List<List<String>> rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String l = lines.get(i).strip();
            rows.add(Arrays.stream(l.substring(1, l.length() - 1).split("\\|"))
                    .map(String::strip)
                    .toList());
        }
        return rows;
    }

    /** "Designed" as the reader's language marks it in a note (no "source: designed" in a book). */
    private static String designedMark(String lang) {
        return lang.equals("cs") ? "(navrženo)" : "(designed)";
    }
}
