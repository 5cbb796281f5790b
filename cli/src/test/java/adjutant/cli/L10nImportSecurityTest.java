package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 14, item 1: a language code from a translator's file or the command line is a BCP 47
 * tag or nothing, and no import writes outside {@code data/<game>/}. The project sits a few
 * folders deep in the temporary folder so that the hostile paths of the issue land inside it,
 * where the test can see that nothing was written.
 */
class L10nImportSecurityTest {
    private static final String[] HOSTILE = {
        "../../../../x/OUTSIDE",
        "../../other/i18n/cs",
        "de/x",
        "..",
        "cs/../../other/i18n/cs",
        "/tmp/x",
        "de\\x",
        "en_US",
        "cs.sources",
        "x-../y",
        "",
        "und",
        "PL",
        "de-",
        "zz-zz-zz-zz-zz-zz-zz-zz-zz-zz-zz"
    };

    @TempDir
    Path root;

    Path home;

    @BeforeEach
    void twoGames() throws IOException {
        home = root.resolve("a/b/c/project");
        Path from = Games.home().resolve("engine/src/test/resources/l10n/home/data/skirmish");
        for (String game : new String[] {"skirmish", "other"})
            Trees.copy(from, home.resolve("data").resolve(game));
    }

    private Map<String, String> everything() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(Files::isRegularFile)
                    .filter(p -> !p.startsWith(root.resolve("in")))
                    .toList()) {
                out.put(root.relativize(p).toString(), Files.readString(p));
            }
        }
        return out;
    }

    private CliRun run(String... args) {
        return CliRun.l10n(home, args);
    }

    private Path write(String name, String text) throws IOException {
        Path f = root.resolve("in").resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        return f;
    }

    private static String xliff(String lang) {
        return "<?xml version=\"1.0\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\""
                + lang.replace("&", "&amp;").replace("\"", "&quot;")
                + "\">\n <file id=\"skirmish\"><unit id=\"u\" name=\"i18n:order.hold\">"
                + "<segment state=\"translated\"><source>Hold</source><target>Stůj</target></segment></unit></file>\n</xliff>\n";
    }

    private static String po(String lang) {
        return "msgid \"\"\nmsgstr \"\"\n\"Language: " + lang.replace("\\", "\\\\")
                + "\\n\"\n\nmsgctxt \"skirmish/i18n:order.hold\"\n" + "msgid \"Hold\"\nmsgstr \"Stůj\"\n";
    }

    @Test
    void everyHostileLanguageCodeIsRefusedByImportInBothFormatsAndByEveryCommandTakingALanguage() throws IOException {
        Map<String, String> before = everything();
        for (String lang : HOSTILE) {
            for (Path f : new Path[] {write("t.xlf", xliff(lang)), write("t.po", po(lang))}) {
                CliRun r = run("import", f.toString());
                assertEquals(2, r.code(), lang + " " + f + "\n" + r.out() + r.err());
                assertTrue(r.err().contains(f + ":") && !r.err().contains("Exception"), r.err());
                assertEquals(before, everything(), lang);
            }
            if (lang.isEmpty()) continue; // picocli takes "" as a value; it is refused like the others
            for (String[] args : new String[][] {
                {"export", "--format", "po", lang},
                {"mark", "skirmish", lang, "--all-fuzzy"},
                {"status", "--lang", lang},
                {"check", "--lang", lang}
            }) {
                CliRun r = run(args);
                assertEquals(2, r.code(), String.join(" ", args) + "\n" + r.out() + r.err());
                assertTrue(r.err().contains("language"), r.err());
            }
            assertEquals(before, everything(), lang);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pl", "pt-BR", "sr-Latn", "de-CH", "qps", "zh-Hant-TW"})
    void wellFormedTagsAreTaken(String lang) throws IOException {
        CliRun r = run("import", write("t.po", po(lang)).toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isRegularFile(home.resolve("data/skirmish/i18n/" + lang + ".yaml")));
    }

    @Test
    void aLinkInTheDataFolderLeadingOutsideIsNotWrittenThrough() throws IOException {
        Path outside = root.resolve("outside.yaml");
        Files.writeString(outside, "keep: me\n");
        Files.createSymbolicLink(home.resolve("data/skirmish/i18n/pl.yaml"), outside);
        CliRun r = run("import", write("t.po", po("pl")).toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("keep: me\n", Files.readString(outside));
        assertFalse(r.err().contains("Exception"), r.err());
    }
}
