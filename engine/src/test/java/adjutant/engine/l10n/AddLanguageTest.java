package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Adding a language is data only: a partial de.yaml in the game folder, no code. */
class AddLanguageTest {
    @TempDir
    Path home;

    @Test
    void aPartialGermanFileIsALanguageWhoseMissingStringsFallBackToEnglish() {
        Fixture.copyTo(home);
        Fixture.write(home, "i18n/de.yaml", "game:\n  title: Scharmützel\norder:\n  hold: Halten\n");
        GameText t = Fixture.load(home);
        assertEquals(List.of("cs", "de"), t.languages());
        LanguageStatus st = LanguageStatus.of(t, "de");
        assertFalse(st.required());
        assertFalse(st.failing(), "German is not required by game.yaml, so it does not fail the build");
        assertEquals(2, st.total().translated() + st.total().fuzzy());
        assertEquals(20, st.total().missing(), "16 strings and blocks, 4 names and notes of the data files");
        assertTrue(
                st.todo().stream().anyMatch(u -> u.id().equals("i18n:order.move") && u.state() == UnitState.MISSING));
        assertTrue(
                st.todo().stream().anyMatch(u -> u.id().equals("rules:sk.support#2")),
                "no German rulebook yet: all missing");

        Problems p = new Problems();
        Catalog c = Catalog.load(new GameFiles(home, Fixture.GAME, p), List.of("cs", "en"));
        assertTrue(p.isEmpty(), p.sorted().toString());
        assertEquals(
                List.of("cs", "de", "en"),
                List.copyOf(c.languages()),
                "the fuzzy records (cs.sources.yaml) are no language");
        assertEquals("Scharmützel", c.text("de", "game.title"));
        assertEquals("{unit} moves to {area}", c.text("de", "order.move"));
    }
}
