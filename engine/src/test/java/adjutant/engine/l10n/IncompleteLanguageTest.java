package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Game;
import adjutant.engine.Games;
import adjutant.engine.data.DataCopy;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: a language listed in game.yaml while its translation is only begun reads as what is left
 * to do — one problem per file ("N strings missing in 'pl': a, b, …"), not one per string, name or term.
 */
class IncompleteLanguageTest {
    @TempDir
    static Path tmp;

    @TestFactory
    Stream<DynamicTest> oneProblemPerFileListsWhatIsMissing() {
        return Games.ids().stream()
                .map(game -> DynamicTest.dynamicTest(game, () -> {
                    Path home = DataCopy.of(tmp, game);
                    Path dir = home.resolve("data").resolve(game);
                    Path info = dir.resolve("game.yaml");
                    String yaml = Files.readString(info);
                    assertTrue(yaml.contains("\nlanguages: [cs, en]"), "fixture: languages of " + game);
                    Files.writeString(info, yaml.replace("\nlanguages: [cs, en]", "\nlanguages: [cs, en, pl]"));
                    Files.writeString(dir.resolve("i18n/pl.yaml"), "# Polish strings, begun by l10n init\n");

                    Problems problems = new Problems();
                    Game g = Games.load(home, game, problems);
                    List<Problem> shown = problems.sorted();
                    String all = shown.stream().map(Problem::toString).collect(Collectors.joining("\n"));
                    Map<String, Long> perFile =
                            shown.stream().collect(Collectors.groupingBy(Problem::file, Collectors.counting()));
                    assertTrue(perFile.values().stream().allMatch(n -> n == 1), "one problem per file:\n" + all);
                    assertTrue(shown.stream().allMatch(p -> p.message().contains("'pl'")), all);
                    int strings = g.strings().size("en");
                    Problem catalogue = shown.stream()
                            .filter(p -> p.file().equals("data/" + game + "/i18n/pl.yaml"))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError(all));
                    assertTrue(
                            catalogue.message().startsWith(strings + " strings missing in 'pl': "),
                            catalogue.toString());
                    assertTrue(
                            catalogue.message().contains(", … and " + (strings - 8) + " more"), catalogue.toString());
                    // the names kept in the data files: one problem each, at the first name missing
                    for (Problem p : shown) {
                        if (p.file().endsWith("/i18n/pl.yaml")) continue;
                        assertTrue(
                                p.line() > 0
                                        && p.message()
                                                .matches(
                                                        "(\\d+ (names|texts|glossary terms) missing in 'pl': .*|.* has no 'pl' .*)"),
                                p.toString());
                    }
                }));
    }
}
