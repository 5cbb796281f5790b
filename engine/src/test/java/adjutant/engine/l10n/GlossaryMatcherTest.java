package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GlossaryMatcherTest {
    private static final Glossary.Term ARMY = new Glossary.Term("army", Map.of("en", "army", "cs", "armáda"),
            Map.of("en", List.of("A"), "cs", List.of("armády", "pozemní armáda")), "");
    private static final Glossary.Term PORT = new Glossary.Term("port", Map.of("en", "port", "cs", "přístav"), Map.of(), "");
    private static final Glossary.Term SEA = new Glossary.Term("sea-area", Map.of("en", "sea area", "cs", "mořská oblast"), Map.of(), "");
    private static final Glossary.Term HOLD = new Glossary.Term("hold", Map.of("en", "hold", "cs", "drž"), Map.of("en", List.of("H")), "");
    private final GlossaryMatcher m = new GlossaryMatcher(new Glossary(List.of(ARMY, PORT, SEA, HOLD)));

    private List<String> terms(String english) {
        return m.termsIn(english).stream().map(Glossary.Term::id).toList();
    }

    @Test
    void englishTermsAreWholeWordsWithRegularEndings() {
        assertEquals(List.of("army"), terms("Two armies? No: the army's move."));
        assertEquals(List.of("sea-area"), terms("Fleets cross sea\nareas."));
        assertEquals(List.of(), terms("A unit in Harmy may not leave."), "'A' is an article, Harmy no army");
        assertEquals(List.of("hold"), terms("write H for a unit that holds"));
        assertEquals(List.of(), terms("write h for help"), "an abbreviation only as written");
    }

    @Test
    void aCapitalisedTermInsideANameIsNotTheTerm() {
        assertEquals(List.of(), terms("Ships in Port Arthur repair."));
        assertEquals(List.of("port"), terms("Port Arthur is a port."));
        assertEquals(List.of("port"), terms("Ports. Port capacity is two."), "a sentence may start with the term");
    }

    @Test
    void aTranslationMayUseTheFormAVariantOrAWordOfTheSameStem() {
        assertTrue(m.usedIn(ARMY, "cs", "Dvě armády."));
        assertTrue(m.usedIn(ARMY, "cs", "S armádou."), "stem armád-");
        assertTrue(m.usedIn(PORT, "cs", "V přístavech."));
        assertTrue(m.usedIn(SEA, "cs", "Přes mořské\noblasti."));
        assertFalse(m.usedIn(ARMY, "cs", "Vojsko táhne."));
        assertFalse(m.usedIn(SEA, "cs", "Přes moře."));
        assertTrue(m.usedIn(PORT, "de", "Hafen"), "no German form in the glossary: nothing to hold it to");
    }
}
