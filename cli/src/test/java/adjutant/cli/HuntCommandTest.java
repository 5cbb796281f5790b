package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code adjutant hunt battle|odds}: results in text and JSON, and exit 2 with a clear message on bad flags. */
class HuntCommandTest {
    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    /** {@code hunt battle} of these cards and forces, as JSON. */
    private static CliRun battleJson(String german, String british, String force) {
        return run("hunt", "battle", "--german", german, "--british", british, "--force", force, "--format", "json");
    }

    @Test
    void battleAsJson() {
        CliRun r = battleJson("3,2,5,1,4", "2,3,3,1,5", "H");
        assertEquals(0, r.code(), r.err());
        assertEquals(
                "{\"winner\": \"british\", \"germanHits\": 3, \"britishHits\": 2}",
                r.out().strip());
    }

    @Test
    void battleAsTextInEnglishAndCzech() {
        CliRun en = run("hunt", "battle", "--german", "3,2,5,1,4", "--british", "2,3,3,1,5", "--force", "H");
        assertEquals(0, en.code(), en.err());
        assertTrue(en.out().contains("Duel 1: German 3 – British 2½: the British take a hit"), en.out());
        assertTrue(en.out().contains("Hits: German 3, British 2"), en.out());
        assertTrue(en.out().contains("The British win the battle. (fewer hits)"), en.out());
        CliRun cs = run(
                "hunt", "battle", "--german", "3,3,3,3,3", "--british", "3,3,3,3,3", "--force", "g", "--lang", "cs");
        assertEquals(0, cs.code(), cs.err());
        assertTrue(cs.out().contains("Duel 5: Němci 3 – Britové 3: nerozhodně, bez zásahu"), cs.out());
        assertTrue(cs.out().contains("Bitvu vyhráli Britové. (při stejném poškození vítězí Britové)"), cs.out());
    }

    @Test
    void germanWinAndSeveralForces() {
        CliRun r = battleJson("5,5,5,5,1", "1,1,1,1,5", "G");
        assertEquals(
                "{\"winner\": \"german\", \"germanHits\": 1, \"britishHits\": 4}",
                r.out().strip());
        // H and K together add 1½ to every British card: 2 + 1½ beats 3.
        CliRun hk = battleJson("3,3,3,3,3", "2,2,2,2,2", "H,K");
        assertEquals(
                "{\"winner\": \"british\", \"germanHits\": 5, \"britishHits\": 0}",
                hk.out().strip());
        CliRun g = battleJson("3,3,3,3,3", "2,2,2,2,2", "G");
        assertEquals(
                "{\"winner\": \"german\", \"germanHits\": 0, \"britishHits\": 5}",
                g.out().strip());
    }

    @Test
    void odds() {
        CliRun r = run(
                "hunt", "odds", "--german", "1,2,3,4,5", "--british", "1,2,3,4,5", "--force", "G", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals(
                "{\"german\": \"37/120\", \"british\": \"83/120\", \"germanWins\": 37, \"orders\": 120}",
                r.out().strip());
    }

    @Test
    void badFlagsExitTwoWithAMessage() {
        assertBad(
                run("hunt", "battle", "--german", "3,2,5,1", "--british", "2,3,3,1,5", "--force", "H"),
                "adjutant hunt battle: --german: 4 value(s) given; a battle has 5 duels, one card each");
        assertBad(
                run("hunt", "battle", "--german", "3,2,x,1,4", "--british", "2,3,3,1,5", "--force", "H"),
                "adjutant hunt battle: --german: 'x' is not a number; give 5 OP values separated by commas, e.g. 3,2,5,1,4");
        assertBad(
                run("hunt", "battle", "--german", "3,2,5,1,4", "--british", "2,3,9,1,5", "--force", "H"),
                "adjutant hunt battle: --british: 9 is not a card value; cards are worth 1 to 5 OP");
        assertBad(
                run("hunt", "battle", "--german", "3,2,5,1,4", "--british", "2,3,3,1,5", "--force", "J"),
                "adjutant hunt battle: --force: unknown force 'J', expected G, H, K");
        assertBad(
                run(
                        "hunt",
                        "battle",
                        "--german",
                        "3,2,5,1,4",
                        "--british",
                        "2,3,3,1,5",
                        "--force",
                        "H",
                        "--format",
                        "xml"),
                "adjutant hunt battle: --format must be text or json, not 'xml'");
        assertBad(
                run(
                        "hunt",
                        "battle",
                        "--german",
                        "3,2,5,1,4",
                        "--british",
                        "2,3,3,1,5",
                        "--force",
                        "H",
                        "--lang",
                        "de"),
                "adjutant hunt battle: --lang must be one of cs, en, not 'de'");
        CliRun missing = run("hunt", "battle", "--german", "3,2,5,1,4", "--force", "H");
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("--british"), missing.err());
    }

    private static void assertBad(CliRun r, String message) {
        assertEquals(2, r.code(), r.out());
        assertEquals(message, r.err().strip());
        assertEquals("", r.out());
    }
}
