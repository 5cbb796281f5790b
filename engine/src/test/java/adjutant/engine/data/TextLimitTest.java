package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: each kind of field has its own size limit. In every shipped data file, the first value of
 * each limited kind (a name, a label, a card text, an i18n string) is replaced by one character too
 * many and by a megabyte: the first problem is that value's place, saying the limit; at the limit
 * nothing is said of its size.
 */
class TextLimitTest {
    @TempDir
    static Path tmp;

    /** A value written plainly (no quotes or escapes inside), where it stands and what limits it. */
    record Planted(String game, String file, int line, int column, String written, TextLimit limit, String field) {}

    @TestFactory
    Stream<DynamicTest> everyLimitedFieldIsRefusedPastItsLimitAtItsPlace() throws IOException {
        List<Planted> targets = targets();
        List<String> kinds = targets.stream()
                .map(t -> t.game() + "/" + t.file() + " " + t.field())
                .toList();
        // the cases the issue found slow: a province name, a ship name, a card text
        for (String must : List.of("diplomacy/map.yaml name", "port-arthur/ships.yaml name", "hunt/cards.yaml text")) {
            assertTrue(kinds.contains(must), must + " in " + kinds);
        }
        assertTrue(targets.stream().anyMatch(t -> t.limit() == TextLimit.I18N_STRING), kinds.toString());
        assertTrue(targets.stream().anyMatch(t -> t.limit() == TextLimit.LABEL), kinds.toString());
        List<DynamicTest> tests = new ArrayList<>();
        for (Planted t : targets) {
            String name = t.game() + "/" + t.file() + ":" + t.line() + " " + t.field() + " (" + t.limit() + ")";
            tests.add(DynamicTest.dynamicTest(
                    name + " one too many", () -> refused(t, t.limit().max() + 1)));
            tests.add(DynamicTest.dynamicTest(name + " 1 MB", () -> refused(t, 1_000_000)));
            tests.add(DynamicTest.dynamicTest(name + " at the limit", () -> {
                List<Problem> shown = load(t, t.limit().max());
                assertFalse(shown.stream().anyMatch(p -> p.message().contains("allowed for")), shown.toString());
            }));
        }
        return tests.stream();
    }

    @Test
    void theLimitsAreKeptApart() {
        assertEquals(TextLimit.NAME, TextLimit.of("data/diplomacy/map.yaml", "name"));
        assertEquals(TextLimit.I18N_STRING, TextLimit.of("data/diplomacy/i18n/cs.yaml", "title"));
        assertEquals(TextLimit.GEOMETRY, TextLimit.of("data/diplomacy/geometry/coasts.yaml", "rings"));
        assertEquals(TextLimit.VALUE, TextLimit.of("data/diplomacy/map.yaml", "id"));
        assertEquals("name", YamlFiles.field("name", "cs"));
        assertEquals("name", YamlFiles.field("name", "pt-BR"));
        assertEquals("text", YamlFiles.field("name", "text"));
        assertTrue(TextLimit.LABEL.max() < TextLimit.NAME.max()
                && TextLimit.NAME.max() < TextLimit.CARD_TEXT.max()
                && TextLimit.CARD_TEXT.max() < TextLimit.I18N_STRING.max()
                && TextLimit.I18N_STRING.max() < TextLimit.VALUE.max());
    }

    private static void refused(Planted t, int length) throws IOException {
        List<Problem> shown = load(t, length);
        assertFalse(shown.isEmpty());
        Problem first = shown.get(0);
        String expected = "data/" + t.game() + "/" + t.file() + ":" + t.line() + ":" + t.column() + ": text of "
                + length + " characters";
        assertTrue(first.toString().startsWith(expected), expected + "\n" + shown);
        assertTrue(first.message().contains("more than the " + t.limit().max() + " allowed for "), first.toString());
        assertEquals(1, shown.size(), "the value alone: " + shown);
    }

    private static List<Problem> load(Planted t, int length) throws IOException {
        Path home = DataCopy.of(tmp, t.game());
        Path f = home.resolve("data").resolve(t.game()).resolve(t.file());
        List<String> lines = new ArrayList<>(Files.readAllLines(f));
        String l = lines.get(t.line() - 1);
        int at = t.column() - 1;
        assertTrue(l.startsWith(t.written(), at), l);
        lines.set(
                t.line() - 1,
                l.substring(0, at)
                        + "X".repeat(length)
                        + l.substring(at + t.written().length()));
        Files.write(f, lines);
        Problems p = new Problems();
        Games.load(home, t.game(), p);
        return p.sorted();
    }

    /** The first plainly written value of each limited kind of field, per file of each game. */
    private static List<Planted> targets() {
        List<Planted> out = new ArrayList<>();
        for (String game : Games.ids()) {
            Problems clean = new Problems();
            Games.load(Games.home(), game, clean);
            String prefix = "data/" + game + "/";
            for (String shown : clean.files()) {
                if (!shown.startsWith(prefix) || !shown.endsWith(".yaml") || shown.contains(".sources.")) continue;
                String file = shown.substring(prefix.length());
                Path path = Games.home().resolve(shown);
                Node root = YamlFiles.read(path, shown, new Problems());
                List<String> text;
                try {
                    text = Files.readAllLines(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                Map<String, Planted> first = new LinkedHashMap<>();
                walk(root, null, game, file, text, first);
                out.addAll(first.values());
            }
        }
        return out;
    }

    private static void walk(
            Node n, String field, String game, String file, List<String> text, Map<String, Planted> first) {
        if (n instanceof MapNode m) {
            for (MapNode.Entry e : m.entries().values())
                walk(e.value(), YamlFiles.field(field, e.key().text()), game, file, text, first);
        } else if (n instanceof ListNode l) {
            for (Node item : l.items()) walk(item, field, game, file, text, first);
        } else if (n instanceof ScalarNode s
                && s.type() == ScalarNode.Type.STRING
                && !s.text().isEmpty()) {
            TextLimit limit = TextLimit.of(n.file(), field);
            if (limit == TextLimit.VALUE || limit == TextLimit.GEOMETRY) return;
            String line = text.get(s.line() - 1);
            // written plainly, and not where a letter X would change the file's meaning (a key, a '#')
            if (!line.startsWith(s.text(), s.column() - 1)
                    || s.text().contains("#")
                    || s.text().contains(":")) return;
            // one per kind of field; in i18n files every key is a field of the same kind
            first.putIfAbsent(
                    limit == TextLimit.I18N_STRING ? limit.name() : field + " " + limit,
                    new Planted(game, file, s.line(), s.column(), s.text(), limit, field));
        }
    }
}
