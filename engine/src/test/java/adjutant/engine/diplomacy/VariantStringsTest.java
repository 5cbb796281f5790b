package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A Diplomacy variant's strings are a copy of Diplomacy's with its own examples: each shipped
 * variant (data/ folders whose game.yaml says family: diplomacy) has every string Diplomacy's kit,
 * validator and reports use, in each of its languages, so a string Diplomacy gains is not missing
 * from a variant's kit until someone builds it.
 */
class VariantStringsTest {
    @TestFactory
    Stream<DynamicTest> everyVariantHasEveryDiplomacyString() throws IOException {
        Path home = Games.home();
        DiplomacyGame classic = Games.loadChecked(home, "diplomacy", DiplomacyGame.class);
        List<String> variants;
        try (Stream<Path> dirs = Files.list(home.resolve("data"))) {
            variants = dirs.map(d -> d.getFileName().toString())
                    .filter(id ->
                            Games.family(home, id).filter("diplomacy"::equals).isPresent())
                    .sorted()
                    .toList();
        }
        assertFalse(variants.isEmpty(), "Ancient Mediterranean is shipped");
        return variants.stream()
                .map(id -> DynamicTest.dynamicTest(id, () -> {
                    DiplomacyGame v = Games.loadChecked(home, id, DiplomacyGame.class);
                    for (String lang : v.info().languages()) {
                        TreeSet<String> missing = new TreeSet<>();
                        for (String key : classic.strings().keys()) {
                            if (classic.strings().has(lang, key) && !v.strings().has(lang, key)) missing.add(key);
                        }
                        assertEquals(
                                new TreeSet<String>(),
                                missing,
                                "data/" + id + "/i18n/" + lang
                                        + ".yaml lacks Diplomacy's strings (copy them from data/diplomacy/i18n/)");
                    }
                }));
    }
}
