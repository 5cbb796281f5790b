package adjutant.validator.hunt;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.hunt.HuntGame;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every finding of the checker has its sentence in every language, with a place for each argument. */
class LogFindingStringsTest {
    private static final HuntGame GAME = Games.loadChecked(Games.home(), "hunt", HuntGame.class);

    @Test
    void everyFindingIsTranslated() {
        Class<?>[] kinds = LogFinding.class.getPermittedSubclasses();
        assertTrue(kinds.length >= 25, "findings: " + kinds.length);
        for (Class<?> k : kinds) {
            if (k == LogFinding.Refused.class) continue; // the engine's reasons, checked by its own test
            String key = "validator."
                    + k.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
            for (String lang : GAME.info().languages()) {
                assertTrue(GAME.strings().has(lang, key), lang + " " + key);
                String text = GAME.strings().text(lang, key);
                for (RecordComponent c : k.getRecordComponents()) {
                    assertTrue(
                            text.contains("{" + c.getName() + "}"), lang + " " + key + " lacks {" + c.getName() + "}");
                }
            }
        }
        for (String lang : GAME.info().languages()) {
            for (String key : List.of(
                    "validator.in-turn",
                    "validator.nobody",
                    "validator.summary-clean",
                    "validator.summary-problems",
                    "validator.result-win",
                    "validator.result-open")) {
                assertTrue(GAME.strings().has(lang, key), lang + " " + key);
            }
            for (LogFinding.Why why : LogFinding.Why.values())
                assertTrue(GAME.strings().has(lang, why.key()), lang + " " + why.key());
            for (LogAction.SearchResult r : LogAction.SearchResult.values()) {
                assertTrue(GAME.strings().has(lang, "validator.result." + r.id()), lang + " " + r.id());
            }
        }
    }
}
