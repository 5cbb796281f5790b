package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.UnitState;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RoundTripTest {
    @TempDir
    Path home;

    @TempDir
    Path work;

    /** The fixture with a segment in every state: changed English, an unconfirmed and a missing string, an English copy. */
    private void mixedStates() {
        Fixture.copyTo(home);
        edit("rules/en.md", "Support is cut when", "Support is always cut when");
        edit("i18n/cs.yaml", "  hold: Drž\n", "");
        edit("i18n/cs.sources.yaml", "game.subtitle: A tiny game for testing translations\n", "");
        edit(
                "rules/cs.md",
                "Každé kolo napíše každý hráč jeden rozkaz pro každou jednotku.",
                "Each turn every player writes one order for each unit.");
        edit("rules/cs.sources.yaml", "sk.orders#1: Each turn every player writes one order for each unit.\n", "");
        GameText t = Fixture.load(home);
        assertEquals(UnitState.CHANGED, t.unit("cs", "rules:sk.support#2").state());
        assertEquals(UnitState.MISSING, t.unit("cs", "i18n:order.hold").state());
        assertEquals(UnitState.UNCONFIRMED, t.unit("cs", "i18n:game.subtitle").state());
        assertEquals(UnitState.MISSING, t.unit("cs", "rules:sk.orders#1").state());
    }

    private void edit(String file, String from, String to) {
        String s = Fixture.read(home, file);
        assertTrue(s.contains(from), file + ": " + from);
        Fixture.write(home, file, s.replace(from, to));
    }

    private Map<String, String> files() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                out.put(home.relativize(p).toString(), Files.readString(p));
        }
        return out;
    }

    private Path export(ExchangeFormat f) throws IOException {
        StringWriter w = new StringWriter();
        f.write(w, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false), Instant.EPOCH);
        Path file = work.resolve(f == ExchangeFormat.PO ? "cs.po" : "cs.xlf");
        Files.writeString(file, w.toString());
        return file;
    }

    private List<String> importFile(Path file) {
        ExchangeFile x = ExchangeFormat.read(file, file.getFileName().toString());
        assertEquals("cs", x.lang());
        return new TranslationWriter(Fixture.load(home), x.lang()).apply(x.updates(), file.toString());
    }

    @ParameterizedTest
    @EnumSource(ExchangeFormat.class)
    void exportThenImportLeavesEveryFileByteIdentical(ExchangeFormat f) throws IOException {
        mixedStates();
        Map<String, String> before = files();
        List<String> written = importFile(export(f));
        assertEquals(List.of(), written);
        assertEquals(before, files());
    }

    @ParameterizedTest
    @EnumSource(ExchangeFormat.class)
    void aTranslatorsEditsComeBackIntoTheDataAndAreConfirmed(ExchangeFormat f) throws IOException {
        mixedStates();
        Path file = export(f);
        String s = Files.readString(file);
        if (f == ExchangeFormat.PO) {
            s = s.replace("msgid \"Hold\"\nmsgstr \"\"", "msgid \"Hold\"\nmsgstr \"Stůj\"");
            s = s.replace("#, fuzzy\n#| msgid \"Support is cut", "#| msgid \"Support is cut")
                    .replace("msgstr \"Podpora je přerušena", "msgstr \"Podpora je vždy přerušena");
        } else if (f == ExchangeFormat.XLIFF12) {
            s = s.replace(
                    "<target state=\"needs-translation\">Hold</target>", "<target state=\"translated\">Stůj</target>");
            s = s.replace(
                    "<target state=\"needs-review-translation\">Podpora je přerušena",
                    "<target state=\"translated\">Podpora je vždy přerušena");
        } else {
            s = s.replace("<source>Hold</source>", "<source>Hold</source>\n        <target>Stůj</target>");
            s = s.replaceFirst("(?s)(name=\"i18n:order\\.hold\".*?<segment state=\")initial", "$1translated");
            s = s.replace("<target>Podpora je přerušena", "<target>Podpora je vždy přerušena");
            s = s.replaceFirst("(?s)(name=\"rules:sk\\.support#2\".*?<segment state=\")initial", "$1translated");
        }
        Files.writeString(file, s);
        Map<String, String> before = files();
        List<String> written = importFile(file);
        // order.hold had lost only its translation, its record of "Hold" stays: i18n/cs.sources.yaml is not rewritten
        assertEquals(
                List.of(
                        "data/skirmish/i18n/cs.yaml",
                        "data/skirmish/rules/cs.md",
                        "data/skirmish/rules/cs.sources.yaml"),
                written);
        Map<String, String> after = files();
        String csYaml = "data/skirmish/i18n/cs.yaml";
        assertEquals(
                before.get(csYaml)
                        .replace(
                                "  support: \"{unit} dává podporu jednotce {target}\"\n",
                                "  support: \"{unit} dává podporu jednotce {target}\"\n  hold: Stůj\n"),
                after.get(csYaml));
        GameText t = Fixture.load(home);
        assertEquals(UnitState.TRANSLATED, t.unit("cs", "i18n:order.hold").state());
        assertEquals(UnitState.TRANSLATED, t.unit("cs", "rules:sk.support#2").state());
        assertEquals(
                "Podpora je vždy přerušena, když je podporující jednotka napadena.",
                t.unit("cs", "rules:sk.support#2").target());
        assertEquals(UnitState.UNCONFIRMED, t.unit("cs", "i18n:game.subtitle").state(), "untouched fuzzy stays fuzzy");
    }
}
