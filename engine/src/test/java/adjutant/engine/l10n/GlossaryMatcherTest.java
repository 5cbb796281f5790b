package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GlossaryMatcherTest {
    private static final Glossary.Term ARMY = new Glossary.Term(
            "army",
            Map.of("en", "army", "cs", "armáda"),
            Map.of("en", List.of("A"), "cs", List.of("armády", "pozemní armáda")),
            "");
    private static final Glossary.Term PORT =
            new Glossary.Term("port", Map.of("en", "port", "cs", "přístav"), Map.of(), "");
    private static final Glossary.Term SEA =
            new Glossary.Term("sea-area", Map.of("en", "sea area", "cs", "mořská oblast"), Map.of(), "");
    private static final Glossary.Term HOLD =
            new Glossary.Term("hold", Map.of("en", "hold", "cs", "drž"), Map.of("en", List.of("H")), "");
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

    @Test
    void usesAreEveryOccurrenceInTextOrderCzechInflectedFormsIncluded() {
        assertEquals(
                List.of(
                        new GlossaryMatcher.Use("army", 0, 6),
                        new GlossaryMatcher.Use("army", 15, 22),
                        new GlossaryMatcher.Use("port", 26, 34)),
                m.uses("Armáda táhne s armádou do přístavu.", "cs"));
        assertEquals(
                List.of(new GlossaryMatcher.Use("sea-area", 5, 19)),
                m.uses("Přes mořské oblasti.", "cs"),
                "a term of two words, inflected");
        assertEquals(
                List.of("army", "port", "army"),
                m.uses("The army's port, not Port Arthur; an army.", "en").stream()
                        .map(GlossaryMatcher.Use::term)
                        .toList());
    }

    private static Glossary.Term term(
            String id,
            String en,
            String cs,
            List<String> enVariants,
            List<String> csVariants,
            String pos,
            List<String> ordinary) {
        return new Glossary.Term(
                id, Map.of("en", en, "cs", cs), Map.of("en", enVariants, "cs", csVariants), "", pos, ordinary);
    }

    private static final Glossary.Term MOVE = term("move", "move", "přesun", List.of(), List.of(), "noun", List.of());
    private static final Glossary.Term ORDER = term(
            "order", "order", "rozkaz", List.of(), List.of(), "noun", List.of("in order of", "alphabetical order"));
    private static final Glossary.Term SEA_AREA =
            term("sea_area", "water province", "mořská oblast", List.of("sea"), List.of("moře"), "", List.of());
    private static final Glossary.Term SQUADRON =
            term("squadron", "squadron", "eskadra", List.of(), List.of(), "", List.of());
    private static final Glossary.Term SPEED = term("speed", "speed", "rychlost", List.of(), List.of(), "", List.of());
    private static final Glossary.Term SQUADRON_SPEED = term(
            "squadron-speed", "squadron speed", "nejvyšší rychlost eskadry", List.of(), List.of("NRE"), "", List.of());
    private static final Glossary.Term DISLODGE =
            term("dislodge", "dislodge", "vytlačit", List.of("dislodged"), List.of(), "", List.of());
    private static final Glossary.Term MERCHANT =
            term("merchant", "merchant ship", "obchodní loď", List.of(), List.of(), "", List.of());
    private final GlossaryMatcher senses = new GlossaryMatcher(
            new Glossary(List.of(MOVE, ORDER, SEA_AREA, SQUADRON, SPEED, SQUADRON_SPEED, DISLODGE, MERCHANT)));

    private List<String> sensed(String english) {
        return senses.termsIn(english).stream().map(Glossary.Term::id).toList();
    }

    @Test
    void aNounTermIsNotTheVerb() {
        assertEquals(List.of(), sensed("Nothing moves."));
        assertEquals(List.of(), sensed("Neither unit moves, and none of them moves later."));
        assertEquals(List.of(), sensed("The fleet could not move there; it cannot move to Venice."));
        assertEquals(List.of(), sensed("Support a unit that moves."));
        assertEquals(List.of(), sensed("Units ordered to Berlin."), "ordered: a verb ending, not a noun's");
        assertEquals(List.of("move"), sensed("The move fails."));
        assertEquals(List.of("move"), sensed("One of the two moves is stronger."));
        assertEquals(List.of("move"), sensed("Holland's supported move beats Picardy's."));
        assertEquals(List.of("order"), sensed("A power may order two units; write the order down."));
    }

    @Test
    void ordinaryPhrasesAreNotTheTerm() {
        assertEquals(List.of(), sensed("Write the powers in order of preference, then in alphabetical order."));
        assertEquals(List.of("order"), sensed("In order of preference, each writes an order."));
    }

    @Test
    void aWordInsideANameOrALongerTermIsNotTheTerm() {
        assertEquals(List.of(), sensed("The fleet in the Baltic Sea stays."));
        assertEquals(List.of(), sensed("Vladivostok Squadron"));
        assertEquals(List.of("sea_area"), sensed("The sea is calm; armies never enter the sea."));
        assertEquals(List.of("squadron-speed"), sensed("A roll above the squadron speed fails."));
        assertEquals(
                List.of("squadron", "speed", "squadron-speed"),
                sensed("The squadron with the higher squadron speed; speed decides."));
    }

    @Test
    void czechVerbsFromTheirInfinitiveStemAndNegated() {
        assertTrue(senses.usedIn(DISLODGE, "cs", "Útok ji vytlačí."));
        assertTrue(senses.usedIn(DISLODGE, "cs", "Jednotka je vytlačena."));
        assertTrue(senses.usedIn(DISLODGE, "cs", "Nerozhodná situace nevytlačí obránce."));
        assertFalse(senses.usedIn(DISLODGE, "cs", "Útok ji vyžene."), "another verb is still caught");
        assertTrue(senses.usedIn(MOVE, "cs", "Jednotka se nepřesune."));
        assertFalse(senses.usedIn(MOVE, "cs", "Jednotka se nepohne."));
    }

    @Test
    void czechSoftConsonantsLoseTheirCaronBeforeI() {
        assertTrue(senses.usedIn(MERCHANT, "cs", "Žeton obchodní lodi."));
        assertTrue(senses.usedIn(MERCHANT, "cs", "Obchodními loděmi."));
        assertFalse(senses.usedIn(MERCHANT, "cs", "Obchodní člun."));
    }
}
