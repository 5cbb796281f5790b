package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.l10n.exchange.TranslationWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FuzzyTrackingTest {
    @TempDir
    Path home;

    private List<TranslationUnit> fuzzy(String lang) {
        return Fixture.load(home).units(lang).stream()
                .filter(u -> u.state().isFuzzy())
                .toList();
    }

    @Test
    void oneChangedEnglishSentenceMakesExactlyItsCzechBlockFuzzy() {
        Fixture.copyTo(home);
        assertEquals(List.of(), fuzzy("cs"));
        String en = Fixture.read(home, "rules/en.md");
        Fixture.write(
                home,
                "rules/en.md",
                en.replace(
                        "Support is cut when the supporting unit is attacked.",
                        "Support is cut when the supporting unit is attacked from anywhere."));
        List<TranslationUnit> f = fuzzy("cs");
        assertEquals(
                List.of("rules:sk.support#2"),
                f.stream().map(TranslationUnit::id).toList());
        assertEquals(UnitState.CHANGED, f.get(0).state());
        assertEquals(
                "Support is cut when the supporting unit is attacked.", f.get(0).confirmedSource());
    }

    @Test
    void oneChangedEnglishStringMakesExactlyItsCzechStringFuzzy() {
        Fixture.copyTo(home);
        Fixture.write(
                home, "i18n/en.yaml", Fixture.read(home, "i18n/en.yaml").replace("hold: Hold", "hold: Hold position"));
        assertEquals(
                List.of("i18n:order.hold"),
                fuzzy("cs").stream().map(TranslationUnit::id).toList());
    }

    @Test
    void rewrappingAParagraphIsNoChange() {
        Fixture.copyTo(home);
        String en = Fixture.read(home, "rules/en.md");
        Fixture.write(
                home,
                "rules/en.md",
                en.replace(
                        "A short game about moving units\nacross a small board.",
                        "A short game about moving\nunits   across a small board."));
        assertEquals(List.of(), fuzzy("cs"));
    }

    @Test
    void markingConfirmsTheTranslationAgainstTheNewEnglish() {
        Fixture.copyTo(home);
        Fixture.write(
                home, "i18n/en.yaml", Fixture.read(home, "i18n/en.yaml").replace("hold: Hold", "hold: Hold position"));
        GameText t = Fixture.load(home);
        List<String> unmatched = new ArrayList<>();
        List<String> written = new TranslationWriter(t, "cs")
                .apply(Confirmations.of(t, "cs", List.of("i18n:order"), unmatched), "mark");
        assertEquals(List.of("data/skirmish/i18n/cs.sources.yaml"), written);
        assertTrue(unmatched.isEmpty());
        assertEquals(List.of(), fuzzy("cs"));
        assertTrue(Fixture.read(home, "i18n/cs.sources.yaml").contains("\norder.hold: Hold position\n"));
    }

    @Test
    void aTranslationNoOneConfirmedIsFuzzyAndAnEnglishCopyIsMissing() {
        Fixture.copyTo(home);
        Fixture.write(home, "i18n/cs.sources.yaml", "game.title: Skirmish\n");
        Fixture.write(home, "i18n/cs.yaml", Fixture.read(home, "i18n/cs.yaml").replace("hold: Drž", "hold: Hold"));
        GameText t = Fixture.load(home);
        assertEquals(UnitState.TRANSLATED, t.unit("cs", "i18n:game.title").state());
        assertEquals(UnitState.UNCONFIRMED, t.unit("cs", "i18n:order.move").state());
        assertEquals(UnitState.MISSING, t.unit("cs", "i18n:order.hold").state());
    }
}
