package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The cards against what the rulebook (seed 004) states: counts, OP values, events, intelligence bars. */
class CardsFactsTest {
    private final HuntGame g = TestGame.hunt();

    @Test
    void thirtySixCardsEighteenEach() {
        assertEquals(36, g.cards().size());
        assertEquals(18, g.deck(Side.GERMAN).size());
        assertEquals(18, g.deck(Side.BRITISH).size());
        assertEquals(36, g.cards().stream().map(Card::key).distinct().count());
    }

    @Test
    void commonCardsHaveOneCopyInEachDeckAndOnlyTheBritishCopyHasIntelligence() {
        for (Card c : g.cards().stream().filter(Card::common).toList()) {
            Card de = g.card(Side.GERMAN, c.id()).orElseThrow();
            Card gb = g.card(Side.BRITISH, c.id()).orElseThrow();
            assertEquals(de.op(), gb.op(), c.id());
            assertEquals(de.title(), gb.title(), c.id());
            assertTrue(de.intelligence().isEmpty(), c.id());
        }
        assertEquals(12, g.cards().stream().filter(Card::common).count());
        assertTrue(g.deck(Side.GERMAN).stream().allMatch(c -> c.intelligence().isEmpty()));
    }

    /** OP values printed on the cards or implied by the examples. */
    @ParameterizedTest(name = "{0} {1}: {2} OP")
    @CsvSource({
        "british, concentrated-fire, 2", // examples 7 and 8
        "german, concentrated-fire, 2",
        "german, cat-and-mouse, 3", // example 1: 2 OP moved, 1 OP left
        "british, royal-navy, 1",
        "british, sir-henry-harwood, 2",
        "british, new-convoy-routes, 5", // example 7: 2 + 1 + 2 OP
        "british, harwoods-intuition, 5",
        "german, kriegsmarine, 1",
        "german, punta-del-este, 4",
        "german, special-order-115-39, 4",
        "german, hans-langsdorff, 2",
        "german, pocket-battleship, 5",
        "german, naval-radar, 3", // example 8
    })
    void opValuesFromTheRulebook(String deck, String id, int op) {
        assertEquals(op, card(deck, id).op());
    }

    /**
     * Seed 004 prints "remove this card from the game" on Pocket Battleship and Special Order 115.39
     * but not on Hans Langsdorff: removing it would change the seaplane-repair odds (the repair roll
     * must beat the German cards removed), so the card keeps the rulebook's reading.
     */
    @Test
    void hansLangsdorffStaysInTheGameAsTheRulebookPrintsIt() {
        Card c = card("german", "hans-langsdorff");
        assertFalse(c.remove(), "the rulebook prints no remove line on Hans Langsdorff");
        assertFalse(c.designed().contains("remove"), "remove is not a designed field of Hans Langsdorff");
    }

    /**
     * Montevideo and Scuttling in Montevideo: the rulebook ignores only their events in duels 1–4; their
     * value still counts there. Each card's text says so in both languages (not "counts only in the 5th duel").
     */
    @ParameterizedTest
    @CsvSource({"german, montevideo", "british, scuttling-in-montevideo"})
    void montevideoCardsSayTheirValueCountsInEarlierDuels(String deck, String id) {
        Card c = card(deck, id);
        for (String lang : new String[] {"en", "cs"}) {
            String text = c.text().byLang().get(lang);
            assertTrue(
                    text.contains("1–4"), id + " (" + lang + ") does not say its value counts in duels 1–4: " + text);
            assertFalse(
                    text.startsWith("Counts only") || text.startsWith("Platí jen"), id + " (" + lang + "): " + text);
        }
    }

    @Test
    void examplesNeedAtLeastThisManyOp() {
        assertTrue(card("german", "prize-rules").op() >= 2, "example 2 spends 2 OP");
        assertTrue(card("british", "unreliable-technology").op() >= 4, "example 5 spends 4 OP");
    }

    @Test
    void eventsReactionsAndRemovalFromTheCardFaces() {
        Card intuition = card("british", "harwoods-intuition");
        assertTrue(intuition.reaction());
        assertTrue(intuition.remove());
        assertEquals(EventType.SEARCH, intuition.event());
        assertTrue(card("german", "kriegsmarine").remove());
        assertTrue(card("british", "royal-navy").remove());
        assertTrue(card("german", "special-order-115-39").remove());
        assertTrue(card("german", "pocket-battleship").remove());
        assertEquals(EventType.BATTLE, card("german", "naval-radar").event());
        assertEquals(EventType.BATTLE, card("british", "concentrated-fire").event());
        assertFalse(card("british", "concentrated-fire").reaction());
    }

    @Test
    void intelligenceBarsOfExampleSeven() {
        assertEquals(Set.of(Intel.HINT), card("british", "hms-cumberland").intelligence());
        assertEquals(
                Set.of(Intel.PLUS_ONE), card("british", "concentrated-fire").intelligence());
        long withBar = g.deck(Side.BRITISH).stream()
                .filter(c -> !c.intelligence().isEmpty())
                .count();
        assertTrue(withBar > 9, "most British cards have an intelligence bar, found " + withBar);
    }

    @Test
    void everyCardNamedInTheRulebookIsThere() {
        for (String id : new String[] {
            "fine-weather", "cat-and-mouse", "concentrated-fire", "this-never-happened", "prize-rules", "storm-at-sea"
        }) {
            assertTrue(
                    g.card(Side.GERMAN, id).isPresent()
                            && g.card(Side.BRITISH, id).isPresent(),
                    id);
        }
        for (String id : new String[] {
            "royal-navy",
            "sir-henry-harwood",
            "new-convoy-routes",
            "harwoods-intuition",
            "force-k-and-force-h",
            "scuttling-in-montevideo",
            "mile-by-mile",
            "unreliable-technology",
            "hms-cumberland"
        }) {
            assertEquals(Provenance.SEED, card("british", id).source(), id);
        }
        for (String id : new String[] {
            "kriegsmarine",
            "punta-del-este",
            "special-order-115-39",
            "hans-langsdorff",
            "pocket-battleship",
            "new-paint",
            "mysterious-graf-scheer",
            "montevideo",
            "second-funnel",
            "marconi-radio",
            "naval-radar"
        }) {
            assertEquals(Provenance.SEED, card("german", id).source(), id);
        }
    }

    @Test
    void titlesAndTextsInBothLanguages() {
        for (Card c : g.cards()) {
            assertFalse(c.title().in("cs").isBlank(), c.key());
            assertFalse(c.title().byLang().get("en").isBlank(), c.key());
            assertTrue(c.text().byLang().containsKey("cs") && c.text().byLang().containsKey("en"), c.key());
        }
        assertEquals(
                "Soustředěná palba",
                card("british", "concentrated-fire").title().in("cs"));
    }

    private Card card(String deck, String id) {
        return g.card(deck.equals("german") ? Side.GERMAN : Side.BRITISH, id)
                .orElseThrow(() -> new AssertionError(deck + " " + id));
    }
}
