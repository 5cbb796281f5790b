package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code build --watch} in-process on a copy of the project: a saved string makes again the file
 * that shows it (and says which file changed), the rest stays; Ctrl+C (an interrupt) ends it.
 */
class BuildWatchTest {
    @TempDir
    Path home;

    @TempDir
    Path out;

    @Test
    void aSavedStringRemakesTheFileShowingIt() throws Exception {
        Trees.copy(Games.home().resolve("data"), home.resolve("data"));
        Trees.copy(Games.home().resolve("templates"), home.resolve("templates"));
        // copied a while before the build (a file saved as a build begins is not trusted, and would be made again)
        try (var s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() - 10_000));
            }
        }
        StringWriter text = new StringWriter();
        PrintWriter o = new PrintWriter(text, true);
        int[] code = {-1};
        Thread t = new Thread(() -> code[0] = Main.run(
                new String[] {
                    "build",
                    "hunt",
                    "--lang",
                    "en",
                    "--no-rulebook",
                    "--no-preview",
                    "--watch",
                    "--home",
                    home.toString(),
                    "--out",
                    out.toString()
                },
                o,
                o));
        t.start();
        try {
            waitFor(text, s -> s.contains("Watching"), "the first build");
            assertTrue(Files.isRegularFile(out.resolve("hunt/en/secret-log.pdf")), text.toString());
            int mark = text.toString().length();
            Path en = home.resolve("data/hunt/i18n/en.yaml");
            Files.writeString(
                    en,
                    Files.readString(en)
                            .replace(
                                    "title: Secret log — Admiral Graf Spee", "title: Secret log of Admiral Graf Spee"));
            waitFor(text, s -> s.substring(mark).contains("Watching"), "the build after the save");
            String after = text.toString().substring(mark);
            assertTrue(after.contains("changed: data/hunt/i18n/en.yaml"), after);
            assertTrue(after.contains("wrote hunt/en/secret-log.pdf"), after);
            assertEquals(1, after.split("wrote ", -1).length - 1, "only the file showing the string: " + after);
            assertTrue(after.contains("up to date"), after);
        } finally {
            t.interrupt();
            t.join(TimeUnit.MINUTES.toMillis(2));
        }
        assertEquals(0, code[0], text.toString());
    }

    private static void waitFor(StringWriter text, Predicate<String> done, String what)
            throws InterruptedException, IOException {
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (!done.test(text.toString())) {
            if (System.nanoTime() > end) throw new AssertionError("no end of " + what + ":\n" + text);
            Thread.sleep(200);
        }
    }
}
