package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.LanguageStatus;
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

/** {@code adjutant l10n …} end to end on a copy of the made-up game of the engine's tests. */
class L10nCommandTest {
    @TempDir
    Path home;

    @TempDir
    Path work;

    @BeforeEach
    void copyFixture() throws IOException {
        Path from = Games.home().resolve("engine/src/test/resources/l10n/home");
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path to = home.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
    }

    private CliRun l10n(String... args) {
        return CliRun.l10n(home, args);
    }

    private Path file(String name) {
        return home.resolve("data/skirmish").resolve(name);
    }

    private void edit(String name, String from, String to) throws IOException {
        String s = Files.readString(file(name));
        assertTrue(s.contains(from), from);
        Files.writeString(file(name), s.replace(from, to));
    }

    private Map<String, String> data() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home.resolve("data"))) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                out.put(home.relativize(p).toString(), Files.readString(p));
        }
        return out;
    }

    @Test
    void statusOfACompleteRequiredLanguageIsOk() {
        CliRun r = l10n("status");
        assertEquals(0, r.code(), r.err());
        assertTrue(
                r.out().startsWith("skirmish cs (required): 22 of 22 translated, 0 fuzzy, 0 missing, 0 words to do\n"),
                r.out());
        assertTrue(r.out().contains("           4      0        0      0  rules:sk.support\n"), r.out());
    }

    @Test
    void oneChangedEnglishSentenceFailsStatusUntilTheTranslationIsMarked() throws IOException {
        edit("rules/en.md", "Support is cut when", "Support is always cut when");
        CliRun r = l10n("status");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("21 of 22 translated, 1 fuzzy, 0 missing, 10 words to do"), r.out());
        assertTrue(
                r.out()
                        .contains(
                                "  fuzzy (English changed)   rules:sk.support#2  Support is always cut when the supporting unit is attacked.\n"),
                r.out());
        assertTrue(r.out().endsWith("Required and not complete: skirmish cs.\n"), r.out());
        CliRun m = l10n("mark", "skirmish", "cs", "rules:sk.support#2");
        assertEquals(0, m.code(), m.err());
        assertEquals("wrote data/skirmish/rules/cs.sources.yaml\nconfirmed 1 segment(s) of skirmish cs\n", m.out());
        assertEquals(0, l10n("status").code());
    }

    @Test
    void aThirdLanguageFromDataAloneIsListedWithItsMissingStrings() throws IOException {
        Files.writeString(file("i18n/de.yaml"), "game:\n  title: Scharmützel\n");
        CliRun r = l10n("status", "--lang", "de", "--list");
        assertEquals(0, r.code(), "German is not required: " + r.out());
        assertTrue(r.out().startsWith("skirmish de: 0 of 22 translated, 1 fuzzy, 21 missing,"), r.out());
        assertTrue(r.out().contains("  missing (shows English)   i18n:order.move  {unit} moves to {area}\n"), r.out());
        assertTrue(r.out().contains("  missing (shows English)   rules:sk.support#2  "), r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"xliff", "po"})
    void exportThenImportLeavesTheDataByteIdentical(String format) throws IOException {
        edit("rules/en.md", "Support is cut when", "Support is always cut when");
        edit("i18n/cs.yaml", "  hold: Drž\n", "");
        Map<String, String> before = data();
        Path out = work.resolve("cs." + format);
        CliRun e = l10n("export", "--format", format, "cs", "skirmish", "--out", out.toString());
        assertEquals(0, e.code(), e.err());
        assertEquals(
                "wrote 22 segments of skirmish to " + out + "\n",
                e.err(),
                "18 strings and blocks, 4 names and texts of the data files");
        CliRun i = l10n("import", out.toString());
        assertEquals(0, i.code(), i.err());
        assertEquals("imported 22 segments (cs); no file changed\n", i.out());
        assertEquals(before, data());
    }

    @Test
    void exportGoesToStandardOutputWithoutOut() {
        CliRun r = l10n("export", "--format", "po", "cs", "--todo");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"Language: cs\\n\""), r.out());
        assertTrue(!r.out().contains("msgctxt"), "--todo: nothing to do in a complete translation");
    }

    @Test
    void importOfAnUnknownIdChangesNothing() throws IOException {
        Path po = work.resolve("bad.po");
        Files.writeString(
                po,
                "msgid \"\"\nmsgstr \"\"\n\"Language: cs\\n\"\n\nmsgctxt \"skirmish/i18n:order.hold\"\nmsgid \"Hold\"\n"
                        + "msgstr \"Stůj\"\n\nmsgctxt \"skirmish/i18n:nope\"\nmsgid \"x\"\nmsgstr \"y\"\n");
        Map<String, String> before = data();
        CliRun r = l10n("import", po.toString());
        assertEquals(2, r.code(), r.out());
        assertEquals(po + ":11:1: unknown id 'i18n:nope' in game skirmish\n", r.err());
        assertEquals(before, data());
    }

    @Test
    void aMalformedExchangeFileIsBadInputWithItsLine() throws IOException {
        Path po = work.resolve("bad.po");
        Files.writeString(
                po,
                "msgid \"\"\nmsgstr \"\"\n\"Language: cs\\n\"\n\nmsgctxt \"skirmish/i18n:order.hold\"\nmsgid \"Hold\nmsgstr \"\"\n");
        CliRun r = l10n("import", po.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith(po + ":6:1: expected a string in double quotes"), r.err());
    }

    @Test
    void checkCatchesAWrongGlossaryTermAndExitsOne() throws IOException {
        assertEquals(0, l10n("check").code());
        edit("i18n/cs.yaml", "dává podporu jednotce", "dává pomoc jednotce");
        CliRun r = l10n("check", "skirmish");
        assertEquals(1, r.code(), r.out());
        assertTrue(
                r.out()
                        .startsWith(
                                "skirmish cs i18n:order.support: glossary: term 'support' (support): expected one of podpora,"),
                r.out());
        assertTrue(r.out().contains("skirmish cs: 1 finding(s)\n"), r.out());
    }

    @Test
    void checkRunsTheOverflowChecksFoundOnTheClassPath() throws IOException {
        edit("i18n/cs.yaml", "hold: Drž", "hold: DržWWWWWWWWWW");
        CliRun r = l10n("check", "skirmish");
        assertEquals(1, r.code(), r.out());
        assertEquals("skirmish cs i18n:order.hold: overflow: wider than its box\nskirmish cs: 1 finding(s)\n", r.out());
    }

    @Test
    void pseudoWritesAnOverlayOutsideTheData() throws IOException {
        Files.createDirectories(home.resolve("templates/skirmish"));
        Files.writeString(home.resolve("templates/skirmish/card.svg.ftl"), "<svg/>");
        CliRun r = l10n("pseudo");
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isRegularFile(home.resolve("out/pseudo/data/skirmish/i18n/qps.yaml")), r.out());
        assertTrue(
                r.out()
                        .contains("build it with: ./adjutant build skirmish --home " + home.resolve("out/pseudo")
                                + " --lang qps\n"),
                "issue 34: the suggested build names the game: " + r.out());
        assertTrue(Files.isRegularFile(home.resolve("out/pseudo/data/skirmish/rules/qps.md")), r.out());
        assertTrue(!Files.exists(file("i18n/qps.yaml")));
        assertEquals(
                "<svg/>",
                Files.readString(home.resolve("out/pseudo/templates/skirmish/card.svg.ftl")),
                "a whole project folder to build from");
    }

    @Test
    void wrongFlagsAndGamesAreBadInput() {
        assertEquals(2, l10n("status", "skirmsh").code());
        assertTrue(l10n("status", "skirmsh").err().contains("Did you mean 'skirmish'?"));
        assertEquals(2, l10n("export", "--format", "docx", "cs").code());
        assertEquals(2, l10n("export", "--format", "po", "en").code());
        assertEquals(2, l10n("mark", "skirmish", "cs").code());
    }

    /** Issue 34: a translation made from English that changed since the export is named at import, and stays fuzzy. */
    @Test
    void aStaleSourceIsReportedPerSegment() throws IOException {
        Path po = work.resolve("cs.po");
        assertEquals(
                0,
                l10n("export", "--format", "po", "cs", "skirmish", "--out", po.toString())
                        .code());
        edit("i18n/en.yaml", "hold: Hold", "hold: Hold in place");
        Files.writeString(po, Files.readString(po).replace("msgstr \"Drž\"", "msgstr \"Drž pozici\""));
        CliRun r = l10n("import", po.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(
                r.out()
                        .contains(
                                "1 segment(s) were translated from English that has changed since; they stay fuzzy"
                                        + " until confirmed against today's English (l10n status --list shows them): skirmish/i18n:order.hold\n"),
                r.out());
        assertTrue(l10n("status", "--list").out().contains("i18n:order.hold"));
    }

    /** Issue 34: a string over the build's limit is refused at import, in the translator's file, with no stack trace. */
    @Test
    void aStringOverTheBuildsLimitIsRefusedAtImport() throws IOException {
        Path po = work.resolve("cs.po");
        assertEquals(
                0,
                l10n("export", "--format", "po", "cs", "skirmish", "--out", po.toString())
                        .code());
        Map<String, String> before = data();
        String export = Files.readString(po);
        for (int n : new int[] {4_001, 12_000}) {
            Files.writeString(po, export.replaceFirst("msgstr \"Drž[^\"]*\"", "msgstr \"" + "x".repeat(n) + "\""));
            CliRun r = l10n("import", po.toString());
            assertEquals(2, r.code(), r.out() + r.err());
            assertTrue(
                    r.err()
                            .contains(": skirmish/i18n:order.hold: text of " + n
                                    + " characters, more than the 4000 allowed for an i18n string"),
                    r.err());
            assertTrue(!r.err().contains("Exception") && !r.err().contains("\tat "), r.err());
            assertEquals(before, data());
        }
    }

    /** Issue 34: the build names fuzzy texts it prints instead of saying every text is translated. */
    @Test
    void theBuildSummaryCountsFuzzyTexts() throws IOException {
        assertEquals("skirmish cs: every text in cs", BuildCommand.fallbackLine("skirmish", "cs", status()));
        edit("rules/en.md", "Support is cut when", "Support is always cut when");
        assertEquals(
                "skirmish cs: 21 of 22, 1 fuzzy printed (translated from older English; l10n status skirmish --lang cs --list names them)",
                BuildCommand.fallbackLine("skirmish", "cs", status()));
    }

    private LanguageStatus status() {
        var p = new Problems();
        var t = GameText.load(home, "skirmish", p);
        p.throwIfAny();
        return LanguageStatus.of(t, "cs");
    }

    /** Issue 34: gettext's and Java's de_DE is refused with the BCP 47 spelling to use. */
    @Test
    void anUnderscoreLanguageCodeSuggestsTheHyphen() throws IOException {
        for (String[] c : new String[][] {{"de_DE", "de-DE"}, {"pt_BR", "pt-BR"}, {"sr_Latn", "sr-Latn"}}) {
            CliRun r = l10n("init", c[0], "skirmish");
            assertEquals(2, r.code(), r.out());
            assertTrue(
                    r.err()
                            .contains("'" + c[0] + "' is not a BCP 47 language tag: write '" + c[1]
                                    + "' (a hyphen, not an underscore)"),
                    r.err());
        }
        Path po = work.resolve("de.po");
        assertEquals(
                0,
                l10n("export", "--format", "po", "cs", "skirmish", "--out", po.toString())
                        .code());
        Files.writeString(po, Files.readString(po).replace("Language: cs\\n", "Language: cs_CZ\\n"));
        CliRun r = l10n("import", po.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("write 'cs-CZ'"), r.err());
    }

    /** Issue 34: the glossary travels as TBX: every language's terms out, a translator's German terms back into glossary.yaml. */
    @Test
    void theGlossaryTravelsAsTbx() throws IOException {
        Path tbx = work.resolve("terms.tbx");
        CliRun e = l10n("export", "--format", "tbx", "de", "skirmish", "--out", tbx.toString());
        assertEquals(0, e.code(), e.err());
        assertEquals("wrote 3 glossary terms of skirmish to " + tbx + "\n", e.err());
        String x = Files.readString(tbx);
        assertTrue(
                x.contains(
                        "<termEntry id=\"skirmish/support\"><descrip type=\"definition\">The order and the strength it gives.</descrip>"),
                x);
        assertTrue(
                x.contains(
                        "<langSet xml:lang=\"cs\"><tig><term>podpora</term><termNote type=\"termType\">fullForm</termNote></tig>"
                                + "<tig><term>podporu</term><termNote type=\"termType\">variant</termNote></tig>"),
                x);
        Map<String, String> before = data();
        CliRun same = l10n("import", tbx.toString());
        assertEquals(0, same.code(), same.err());
        assertEquals("imported 3 glossary terms; 0 term form(s) changed; no file changed\n", same.out());
        assertEquals(before, data());

        String de =
                "<langSet xml:lang=\"de\"><tig><term>Unterstützung</term><termNote type=\"termType\">fullForm</termNote></tig>"
                        + "<tig><term>unterstützt</term><termNote type=\"termType\">variant</termNote></tig></langSet>";
        Files.writeString(
                tbx,
                x.replace("<termEntry id=\"skirmish/support\">", "<termEntry id=\"skirmish/support\">" + de)
                        .replace(
                                "<termEntry id=\"skirmish/army\">",
                                "<termEntry id=\"skirmish/army\"><langSet xml:lang=\"de\"><tig><term>Armee</term></tig></langSet>"));
        CliRun r = l10n("import", tbx.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(
                "wrote data/skirmish/glossary.yaml\nimported 3 glossary terms; 2 term form(s) changed (de); 1 file(s) changed\n",
                r.out());
        String g = Files.readString(file("glossary.yaml"));
        assertTrue(
                g.contains(
                        "  - id: support\n    de: Unterstützung\n    en: support\n    cs: podpora\n"
                                + "    variants: {cs: [podporu, podpory, podporou, podpoře, podporující, podporuje], de: [\"unterstützt\"]}\n"),
                g);
        assertTrue(g.contains("  - id: army\n    de: Armee\n    en: army\n"), g);
        assertTrue(
                l10n("status", "--lang", "de")
                        .out()
                        .contains(
                                "\n  glossary: 2 of 3 terms in de (the book's glossary and index print these in English,"
                                        + " with a note: supply-centre; l10n export --format tbx, then import the translator's .tbx)\n"),
                "status counts the language's terms");
        assertTrue(
                l10n("check", "--lang", "de")
                        .out()
                        .contains("skirmish de: ok; glossary: 2 of 3 terms in de (the book's glossary and index print"),
                "check too");

        Files.writeString(tbx, x.replace("skirmish/army", "skirmish/navy"));
        Map<String, String> now = data();
        CliRun bad = l10n("import", tbx.toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("unknown term 'navy' in game skirmish"), bad.err());
        assertEquals(now, data());
    }

    /** Issue 34: each l10n command's help lists its own exit codes, not the validator's. */
    @Test
    void eachCommandsHelpShowsItsOwnExitCodes() {
        for (String c : new String[] {"import", "export", "status", "check", "mark", "pseudo", "init"}) {
            CliRun r = l10n(c, "--help");
            assertEquals(0, r.code(), c);
            assertTrue(r.out().contains("Exit codes:") && r.out().contains("bad input"), c + ": " + r.out());
            assertTrue(
                    !r.out().contains("verdict") && !r.out().contains("sheet"),
                    c + " shows the validator's codes: " + r.out());
        }
    }
}
