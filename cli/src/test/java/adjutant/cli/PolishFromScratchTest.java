package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, "done when": Polish from nothing — {@code l10n init pl}, a PO export, a translator's
 * edits (checked by msgfmt), {@code l10n import} and {@code build --lang pl} — on a copy of the
 * project where nothing but {@code data/hunt/} files of Polish changes (and the game's name, kept in game.yaml, gains its Polish).
 */
class PolishFromScratchTest {
    @TempDir
    Path home;

    private Map<String, String> project() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile)
                    .filter(p -> !p.startsWith(home.resolve("out")) && !p.startsWith(home.resolve("work")))
                    .toList()) {
                out.put(home.relativize(p).toString(), Files.readString(p));
            }
        }
        return out;
    }

    private CliRun run(String... args) {
        String[] all = Stream.concat(Stream.of(args), Stream.of("--home", home.toString()))
                .toArray(String[]::new);
        return CliRun.of(all);
    }

    /** What Poedit does when the translator types a translation: the entry's msgstr filled, its fuzzy flag gone. */
    private static String translate(String po, String ctx, String text) {
        Matcher m = Pattern.compile("(?s)(msgctxt \"" + Pattern.quote(ctx) + "\"\nmsgid .*?\nmsgstr )\"\"\n")
                .matcher(po);
        assertTrue(m.find(), ctx);
        return po.substring(0, m.start()) + m.group(1) + "\"" + text + "\"\n" + po.substring(m.end());
    }

    @Test
    void polishFromInitThroughPoEditorImportAndBuildTouchesOnlyData() throws Exception {
        Path project = Games.home();
        Trees.copy(project.resolve("data/hunt"), home.resolve("data/hunt"));
        Trees.copy(project.resolve("templates"), home.resolve("templates"));
        Map<String, String> before = project();

        CliRun init = run("l10n", "init", "pl", "hunt");
        assertEquals(0, init.code(), init.err());
        assertTrue(
                init.out().contains("created data/hunt/i18n/pl.yaml")
                        && init.out().contains("created data/hunt/rules/pl.md"),
                init.out());
        assertTrue(
                init.out()
                        .matches(
                                "(?s).*hunt pl: \\d+ segments to translate \\(\\d+ English words\\).*Next:.*l10n export --format po pl.*"),
                init.out());

        Path po = home.resolve("work/pl.po");
        Files.createDirectories(po.getParent());
        CliRun export = run("l10n", "export", "--format", "po", "pl", "hunt", "--out", po.toString());
        assertEquals(0, export.code(), export.err());
        String s = Files.readString(po);
        assertTrue(s.contains("\"Plural-Forms: nplurals=4; plural="), "Polish: one, few, many, other");
        s = translate(s, "hunt/i18n:game.title", "Pościg");
        s = translate(s, "hunt/i18n:rulebook.title", "Zasady gry");
        s = translate(s, "hunt/i18n:rulebook.contents", "Spis treści");
        s = translate(s, "hunt/i18n:rulebook.example", "Przykład {number}");
        s = translate(s, "hunt/rules:hunt.intro", "O grze");
        s = translate(s, "hunt/data:game.yaml:name", "Pościg"); // a name kept in a data file goes back into it
        Files.writeString(po, s);
        Process msgfmt = new ProcessBuilder("msgfmt", "--check", "-o", "/dev/null", po.toString())
                .redirectErrorStream(true)
                .start();
        String said = new String(msgfmt.getInputStream().readAllBytes());
        assertTrue(msgfmt.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, msgfmt.exitValue(), said);

        CliRun imp = run("l10n", "import", po.toString());
        assertEquals(0, imp.code(), imp.err() + imp.out());
        CliRun check = run("check", "hunt");
        assertEquals(0, check.code(), check.err());
        CliRun status = run("l10n", "status", "hunt", "--lang", "pl");
        assertTrue(
                status.out()
                        .matches(
                                "(?s).*\\s5\\s+0\\s+\\d+\\s+\\d+\\s+data/hunt/i18n/pl.yaml\\n.*|(?s).*\\s4\\s+0\\s+\\d+\\s+\\d+\\s+data/hunt/i18n/pl.yaml.*"),
                status.out());

        CliRun build = run(
                "build",
                "hunt",
                "--lang",
                "pl",
                "--no-preview",
                "--out",
                home.resolve("out").toString());
        assertEquals(0, build.code(), build.err() + build.out());
        assertTrue(
                build.out()
                        .matches(
                                "(?s).*hunt pl: \\d+ of \\d+ texts fell back to English \\(en\\): \\d+ of \\d+ data/hunt/i18n/pl.yaml.*"),
                build.out());
        String rules;
        try (PDDocument d =
                Loader.loadPDF(home.resolve("out/hunt/pl/rulebook.pdf").toFile())) {
            rules = new PDFTextStripper().getText(d).replaceAll("[\\s\\u00a0]+", " ");
        }
        for (String polish : new String[] {"Spis treści", "O grze", "Przykład 1"})
            assertTrue(rules.contains(polish), polish);
        assertTrue(rules.contains("September 1939."), "untranslated prose prints the current English");

        Map<String, String> after = project();
        Set<String> changed = after.keySet().stream()
                .filter(k -> !after.get(k).equals(before.get(k)))
                .collect(Collectors.toSet());
        assertEquals(
                Set.of(
                        "data/hunt/i18n/pl.yaml",
                        "data/hunt/i18n/pl.sources.yaml",
                        "data/hunt/rules/pl.md",
                        "data/hunt/rules/pl.sources.yaml",
                        "data/hunt/game.yaml",
                        "data/hunt/i18n/pl.data-sources.yaml"),
                changed,
                "the game's name goes into game.yaml, its English into pl.data-sources.yaml");
        assertTrue(
                after.get("data/hunt/game.yaml").contains("  cs: Štvanice\n  pl: Pościg\n  en: The Hunt\n"),
                after.get("data/hunt/game.yaml"));
        assertTrue(after.keySet().containsAll(before.keySet()));
    }
}
