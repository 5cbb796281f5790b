package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults a careless editor makes, planted in every shipped YAML file of every game: the first
 * problem reported names that file and the line of the fault, and only a handful follow.
 */
class FaultInjectionTest {
    /** At most this many problems for one planted fault (the fault, and what it really breaks). */
    static final int HANDFUL = 3;

    @TempDir
    static Path tmp;

    /** A fault: the file's new bytes given its text and the line it is planted on, and the line it must be reported at (0: the file alone). */
    record Mutation(String name, Function<Lines, byte[]> apply, boolean reportsLine) {}

    /** A file's lines and the first indented "key: value" line (where faults go). */
    record Lines(List<String> all, int target) {
        String joined() {
            return String.join("\n", all) + "\n";
        }

        Lines with(int index, String line) {
            List<String> l = new ArrayList<>(all);
            l.set(index, line);
            return new Lines(l, target);
        }

        Lines inserted(int index, String line) {
            List<String> l = new ArrayList<>(all);
            l.add(index, line);
            return new Lines(l, target);
        }
    }

    static final List<Mutation> MUTATIONS = List.of(
            new Mutation(
                    "tab",
                    l -> utf8(l.with(l.target(), "\t" + l.all().get(l.target()).strip())
                            .joined()),
                    true),
            new Mutation(
                    "unclosed bracket",
                    l -> utf8(l.with(l.target(), l.all().get(l.target()).replaceFirst(":\\s.*$", ": [unclosed, list"))
                            .joined()),
                    true),
            new Mutation(
                    "unclosed brace",
                    l -> utf8(l.with(l.target(), l.all().get(l.target()).replaceFirst(":\\s.*$", ": {unclosed: map"))
                            .joined()),
                    true),
            new Mutation(
                    "NUL",
                    l -> utf8(l.with(l.target(), l.all().get(l.target()) + "\0").joined()),
                    true),
            new Mutation(
                    "not UTF-8",
                    l -> {
                        byte[] before = utf8(String.join("\n", l.all().subList(0, l.target())) + "\n");
                        byte[] rest = utf8(String.join(
                                        "\n",
                                        l.all().subList(l.target(), l.all().size())) + "\n");
                        byte[] out = new byte[before.length + 1 + rest.length];
                        System.arraycopy(before, 0, out, 0, before.length);
                        out[before.length] = (byte) 0xE9; // Latin-1 é
                        System.arraycopy(rest, 0, out, before.length + 1, rest.length);
                        return out;
                    },
                    true),
            new Mutation(
                    "deep nesting",
                    l -> utf8(l.with(
                                    l.target(),
                                    l.all()
                                            .get(l.target())
                                            .replaceFirst(":\\s.*$", ": " + "[".repeat(200) + "]".repeat(200)))
                            .joined()),
                    true),
            new Mutation("duplicate top-level key", l -> utf8(l.joined() + firstTopKey(l) + ": again\n"), false),
            new Mutation("empty", l -> new byte[0], false),
            new Mutation(
                    "huge value",
                    l -> utf8(l.with(
                                    l.target(),
                                    l.all().get(l.target()).replaceFirst(":\\s.*$", ": " + "x".repeat(1_000_000)))
                            .joined()),
                    true),
            new Mutation("too big", l -> utf8("# " + "x".repeat((int) YamlFiles.MAX_BYTES) + "\n"), false));

    @TestFactory
    Stream<DynamicTest> everyFaultInEveryFileIsReportedFirstAtItsPlace() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String game : Games.ids()) {
            // every file the game's loader reads (board.yaml of Diplomacy is the generator's)
            Problems clean = new Problems();
            Games.load(Games.home(), game, clean);
            String prefix = "data/" + game + "/";
            List<String> files = clean.files().stream()
                    .filter(f -> f.startsWith(prefix) && f.endsWith(".yaml"))
                    .map(f -> f.substring(prefix.length()))
                    .toList();
            assertTrue(files.size() >= 5, files.toString());
            for (String file : files) {
                for (Mutation m : MUTATIONS) {
                    tests.add(DynamicTest.dynamicTest(game + "/" + file + ": " + m.name(), () -> check(game, file, m)));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> aByteOrderMarkIsNoFault() {
        return Games.ids().stream()
                .map(game -> DynamicTest.dynamicTest(game, () -> {
                    Path home = DataCopy.of(tmp, game);
                    Path f = home.resolve("data").resolve(game).resolve("game.yaml");
                    byte[] text = Files.readAllBytes(f);
                    byte[] bom = new byte[text.length + 3];
                    bom[0] = (byte) 0xEF;
                    bom[1] = (byte) 0xBB;
                    bom[2] = (byte) 0xBF;
                    System.arraycopy(text, 0, bom, 3, text.length);
                    Files.write(f, bom);
                    Problems p = new Problems();
                    Games.load(home, game, p);
                    assertTrue(p.isEmpty(), p.sorted().toString());
                }));
    }

    private static void check(String game, String file, Mutation m) throws IOException {
        Path home = DataCopy.of(tmp, game);
        Path f = home.resolve("data").resolve(game).resolve(file);
        Lines lines = lines(Files.readString(f));
        Files.write(f, m.apply().apply(lines));
        Problems problems = new Problems();
        Games.load(home, game, problems);
        List<Problem> shown = problems.sorted();
        String all = shown.stream().map(Problem::toString).reduce("", (a, b) -> a + "\n" + b);
        assertFalse(shown.isEmpty(), "no problem reported");
        Problem first = shown.get(0);
        assertEquals("data/" + game + "/" + file, first.file(), all);
        if (m.reportsLine()) assertEquals(lines.target() + 1, first.line(), all);
        assertTrue(shown.size() <= HANDFUL, shown.size() + " problems:" + all);
    }

    /** The first indented "key: value" line not in a comment, else the first "key: value" line. */
    private static Lines lines(String text) {
        List<String> all = text.lines().toList();
        int first = -1;
        for (int i = 0; i < all.size(); i++) {
            String l = all.get(i);
            if (!l.matches("\\s*[A-Za-z_][\\w.-]*:\\s+\\S.*")) continue;
            if (first < 0) first = i;
            if (l.startsWith(" ")) return new Lines(all, i);
        }
        return new Lines(all, Math.max(first, 0));
    }

    private static String firstTopKey(Lines l) {
        return l.all().stream()
                .filter(s -> s.matches("[A-Za-z_][\\w.-]*:.*"))
                .findFirst()
                .orElseThrow()
                .replaceFirst(":.*", "");
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
