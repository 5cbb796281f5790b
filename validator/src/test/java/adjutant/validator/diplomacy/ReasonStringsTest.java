package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import adjutant.engine.diplomacy.Reason;
import adjutant.engine.l10n.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every reason the adjudicator can give and every parse problem has a string in Czech and English. */
class ReasonStringsTest {
    @Test
    void everyReasonAndProblemKindHasBothStrings() {
        Catalog c = StandardMap.game().strings();
        List<String> missing = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (Class<?> k : Reason.class.getPermittedSubclasses()) {
            keys.add("reason."
                    + k.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT));
        }
        for (ParseProblem.Kind k : ParseProblem.Kind.values()) keys.add(k.key());
        assertFalse(keys.isEmpty());
        for (String key : keys) {
            for (String lang : List.of("cs", "en")) if (!c.has(lang, key)) missing.add(lang + ":" + key);
        }
        assertEquals(List.of(), missing);
    }
}
