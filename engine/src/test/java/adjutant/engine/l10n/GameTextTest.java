package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameTextTest {
    @TempDir
    Path home;

    @Test
    void segmentsCoverEveryStringAndRulebookBlockWithEnglishSources() {
        GameText t = Fixture.load(Fixture.source());
        List<String> ids = t.segments().stream().map(Segment::id).toList();
        assertEquals(
                List.of(
                        "i18n:game.title",
                        "i18n:game.subtitle",
                        "i18n:order.move",
                        "i18n:order.support",
                        "i18n:order.hold",
                        "i18n:units.count",
                        "i18n:board.legend",
                        "i18n:board.turn",
                        "rules:meta.title",
                        "rules:sk",
                        "rules:sk#1",
                        "rules:sk.orders",
                        "rules:sk.orders#1",
                        "rules:sk.orders#2",
                        "rules:sk.support",
                        "rules:sk.support#1",
                        "rules:sk.support#2",
                        "rules:sk.ex.support"),
                ids);
        Segment s = t.segment("rules:sk.support#2");
        assertEquals("Support is cut when the supporting unit is attacked.", s.source());
        assertEquals("rules:sk.support", s.section());
        assertEquals("data/skirmish/rules/en.md:21", s.location());
        assertEquals("i18n:board", t.segment("i18n:board.turn").section());
        assertEquals(List.of("cs"), t.languages());
        assertEquals(
                "The army in Paris supports the army in Burgundy,\nwhich holds with strength 2.",
                t.segment("rules:sk.ex.support").source());
        assertEquals("Skirmish rules", t.segment("rules:meta.title").source());
    }

    @Test
    void theFixtureIsFullyTranslatedAndConfirmedInCzech() {
        GameText t = Fixture.load(Fixture.source());
        LanguageStatus st = LanguageStatus.of(t, "cs");
        assertEquals(22, st.total().translated(), st.todo().toString());
        assertTrue(st.todo().isEmpty());
        assertTrue(!st.failing());
    }
}
