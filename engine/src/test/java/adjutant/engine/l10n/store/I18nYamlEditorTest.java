package adjutant.engine.l10n.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class I18nYamlEditorTest {
    private static final String FILE = """
            # Czech strings.
            game:
              title: Šarvátka   # short
              # the long one
              subtitle: >
                Malá hra
                na zkoušení
            order:
              move: "{unit} táhne"

              hold: Drž
            """;
    private static final List<String> ORDER = List.of(
            "game.title",
            "game.subtitle",
            "game.motto",
            "order.move",
            "order.support",
            "order.hold",
            "units.count",
            "board.turn");

    private static Map<String, String> map(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    @Test
    void unchangedValuesLeaveTheFileByteIdentical() {
        assertEquals(
                FILE,
                I18nYamlEditor.apply(
                        FILE,
                        map("game.title", "Šarvátka", "order.hold", "Drž", "game.subtitle", "Malá hra na zkoušení\n"),
                        ORDER));
    }

    @Test
    void aChangedValueRewritesOnlyItsOwnLines() {
        String out = I18nYamlEditor.apply(FILE, map("game.subtitle", "Hra"), ORDER);
        assertEquals(FILE.replace("  subtitle: >\n    Malá hra\n    na zkoušení\n", "  subtitle: Hra\n"), out);
        String out2 = I18nYamlEditor.apply(FILE, map("order.move", "{unit} jde\ndo pole"), ORDER);
        assertEquals(FILE.replace("  move: \"{unit} táhne\"\n", "  move: |-\n    {unit} jde\n    do pole\n"), out2);
    }

    @Test
    void newKeysGoAfterTheirEnglishPredecessorAndNewGroupsAreCreated() {
        String out = I18nYamlEditor.apply(
                FILE,
                map(
                        "order.support",
                        "Podpora",
                        "game.motto",
                        "Vpřed!",
                        "board.turn",
                        "Tah {turn}",
                        "units.count",
                        "{count} jednotek"),
                ORDER);
        assertEquals("""
                # Czech strings.
                game:
                  title: Šarvátka   # short
                  # the long one
                  subtitle: >
                    Malá hra
                    na zkoušení
                  motto: Vpřed!
                order:
                  move: "{unit} táhne"
                  support: Podpora

                  hold: Drž
                units:
                  count: "{count} jednotek"
                board:
                  turn: Tah {turn}
                """, out);
    }

    @Test
    void aFirstKeyGoesBeforeItsSiblingsAndAnEmptyFileGetsItsTree() {
        assertEquals(
                "x:\n  a: 1st\n  b: B\n",
                I18nYamlEditor.apply("x:\n  b: B\n", map("x.a", "1st"), List.of("x.a", "x.b")));
        assertEquals("# c\nx:\n  a: A\n", I18nYamlEditor.apply("# c\n", map("x.a", "A"), List.of("x.a")));
    }

    @Test
    void flowMapsAreRefusedRatherThanMangled() {
        assertThrows(
                I18nYamlEditor.CannotEditException.class,
                () -> I18nYamlEditor.apply("x: {a: A}\n", map("x.b", "B"), List.of("x.a", "x.b")));
    }
}
