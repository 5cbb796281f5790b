package adjutant.engine.l10n.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TranslationChecksTest {
    @TempDir
    Path home;

    private List<Finding> findings() {
        GameText t = Fixture.load(home);
        return TranslationChecks.run(t, "cs", List.of());
    }

    private void replace(String file, String from, String to) {
        String s = Fixture.read(home, file);
        assertTrue(s.contains(from), from);
        Fixture.write(home, file, s.replace(from, to));
    }

    @Test
    void theFixtureIsClean() {
        Fixture.copyTo(home);
        assertEquals(List.of(), findings());
    }

    @Test
    void aWrongGlossaryTermIsCaughtWithTheFormsExpected() {
        Fixture.copyTo(home);
        replace("i18n/cs.yaml", "dává podporu jednotce", "dává pomoc jednotce");
        assertEquals(
                List.of("skirmish cs i18n:order.support: glossary: term 'support' (support): expected one of podpora, "
                        + "podporu, podpory, podporou, podpoře, podporující, podporuje"),
                findings().stream().map(Finding::toString).toList());
    }

    @Test
    void aWrongTermInTheRulebookIsCaughtToo() {
        Fixture.copyTo(home);
        replace(
                "rules/cs.md",
                "Podpora je přerušena, když je podporující jednotka napadena.",
                "Pomoc je přerušena, když je jednotka napadena.");
        List<Finding> f = findings();
        assertEquals(1, f.size(), f.toString());
        assertEquals("rules:sk.support#2", f.get(0).id());
        assertEquals(FindingKind.GLOSSARY, f.get(0).kind());
    }

    @Test
    void lostPlaceholdersLinksAndMarksAreCaught() {
        Fixture.copyTo(home);
        replace("i18n/cs.yaml", "\"{unit} táhne do {area}\"", "\"{unit} táhne do {oblast}\"");
        replace("rules/cs.md", "Viz [→](#sk.support).", "Viz [→](#sk.podpora).");
        replace("rules/cs.md", "[[support|Podporující]] jednotka", "Podporující jednotka");
        List<String> f = findings().stream().map(Finding::toString).toList();
        assertEquals(
                List.of(
                        "skirmish cs i18n:order.move: placeholder: placeholders differ from the English; missing {area}; not in the English {oblast}",
                        "skirmish cs rules:sk.orders#2: link: link targets differ from the English; missing #sk.support; not in the English #sk.podpora",
                        "skirmish cs rules:sk.support#1: term_mark: glossary marks differ from the English; missing support"),
                f);
    }

    @Test
    void czechPluralsNeedOneFewManyOther() {
        Fixture.copyTo(home);
        replace("i18n/cs.yaml", " few {# jednotky} many {# jednotky}", "");
        List<Finding> f = findings();
        assertEquals(1, f.size(), f.toString());
        assertEquals(FindingKind.PLURAL, f.get(0).kind());
        assertEquals(
                "{count, plural} lacks few, many (cs needs one, few, many, other)",
                f.get(0).message());
        assertEquals(
                List.of("one", "few", "many", "other"), List.copyOf(TranslationChecks.pluralCategories("cs", false)));
        assertEquals(List.of("one", "other"), List.copyOf(TranslationChecks.pluralCategories("en", false)));
    }

    @Test
    void brokenIcuSyntaxIsCaught() {
        Fixture.copyTo(home);
        replace("i18n/cs.yaml", "other {# jednotek}}", "other {# jednotek}");
        assertEquals(FindingKind.SYNTAX, findings().get(0).kind());
    }

    @Test
    void overflowChecksAreRunWithEveryStringOfTheLanguage() {
        Fixture.copyTo(home);
        OverflowCheck tight = (h, game, lang, strings) -> strings.entrySet().stream()
                .filter(e -> e.getValue().length() > 30)
                .map(e -> new Finding(game, lang, "i18n:" + e.getKey(), FindingKind.OVERFLOW, "too long for its box"))
                .toList();
        List<Finding> f = TranslationChecks.run(Fixture.load(home), "cs", List.of(tight));
        assertEquals(
                List.of("i18n:order.support", "i18n:units.count", "i18n:board.legend"),
                f.stream().map(Finding::id).toList());
        assertTrue(TranslationChecks.overflowChecks().isEmpty(), "the engine alone installs no overflow check");
    }

    @Test
    void aNounTermIsCheckedAsANounOnly() {
        Fixture.copyTo(home);
        Fixture.write(
                home,
                "glossary.yaml",
                Fixture.read(home, "glossary.yaml")
                        + "  - id: move\n    en: move\n    cs: přesun\n    variants: {cs: [táhnout]}\n    pos: noun\n    ordinary: [on the move]\n");
        replace("i18n/en.yaml", "\"{unit} moves to {area}\"", "\"Nothing moves: {unit} stays on the move in {area}\"");
        replace("i18n/cs.yaml", "\"{unit} táhne do {area}\"", "\"Nic se nepohne: {unit} zůstává v {area}\"");
        assertEquals(List.of(), findings(), "the verb and the ordinary phrase are not the term");

        replace(
                "i18n/en.yaml",
                "\"Nothing moves: {unit} stays on the move in {area}\"",
                "\"The move of {unit} to {area} fails\"");
        replace(
                "i18n/cs.yaml",
                "\"Nic se nepohne: {unit} zůstává v {area}\"",
                "\"Tah jednotky {unit} do {area} selže\"");
        assertEquals(
                List.of("skirmish cs i18n:order.move: glossary: term 'move' (move): expected one of přesun, táhnout"),
                findings().stream().map(Finding::toString).toList(),
                "the noun is the term: a wrong word is caught");

        replace(
                "i18n/cs.yaml",
                "\"Tah jednotky {unit} do {area} selže\"",
                "\"Jednotka {unit} se do {area} nepřesune\"");
        assertEquals(List.of(), findings(), "a negated verb of the term's stem is the term");
    }

    @Test
    void placeholdersRepeatedInExtraPluralBranchesAreNoChange() {
        Fixture.copyTo(home);
        replace(
                "i18n/en.yaml",
                "\"{unit} moves to {area}\"",
                "\"{n, plural, one {{unit} moves to {area}} other {{unit} moves to {area} # times}}\"");
        replace(
                "i18n/cs.yaml",
                "\"{unit} táhne do {area}\"",
                "\"{n, plural, one {{unit} táhne do {area}} few {{unit} táhne do {area} #krát}"
                        + " many {{unit} táhne do {area} #krát} other {{unit} táhne do {area} #krát}}\"");
        assertEquals(List.of(), findings());
        replace("i18n/cs.yaml", "other {{unit} táhne do {area} #krát}", "other {{unit} táhne do {oblast} #krát}");
        assertEquals(
                List.of(FindingKind.PLACEHOLDER),
                findings().stream().map(Finding::kind).toList());
    }
}
