package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PortArthurCommandTest {
    private String out;
    private String err;

    private int run(String... args) {
        CliRun r = CliRun.of(args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    @Test
    void fireJsonReproducesTheBattleExample() {
        assertEquals(0, run("port-arthur", "fire", "--firepower", "28", "--dice", "1,1,2,4,4,5", "--format", "json"));
        assertEquals(
                "{\"firepower\": 28, \"dice\": [1, 1, 2, 4, 4, 5], \"sum\": 17, \"within_firepower\": true, \"regular\": 6, \"critical\": 2}",
                out.strip());
        assertEquals("", err);
    }

    @Test
    void fireTextInCzech() {
        assertEquals(0, run("port-arthur", "fire", "--firepower", "19", "--dice", "4,4,5,5,5,6", "--lang", "cs"));
        assertTrue(out.contains("Běžné zásahy: 3"), out);
        assertTrue(out.contains("Kritické zásahy: 0"), out);
        assertTrue(out.contains("Součet kostek: 29"), out);
    }

    @Test
    void fireTextInEnglish() {
        assertEquals(0, run("port-arthur", "fire", "--firepower", "28", "--dice", "1,1,2,4,4,5"));
        assertTrue(out.contains("Regular hits: 6"), out);
        assertTrue(out.contains("Critical hits: 2"), out);
    }

    @Test
    void badFlagsExitTwoWithAClearMessage() {
        assertEquals(2, run("port-arthur", "fire", "--firepower", "28", "--dice", "1,7"));
        assertTrue(err.contains("a die shows 1…6, not 7"), err);
        assertEquals(2, run("port-arthur", "fire", "--firepower", "28", "--dice", "1,1,1,1,1,1,1"));
        assertTrue(err.contains("1…6 dice, not 7"), err);
        assertEquals(2, run("port-arthur", "fire", "--firepower", "many", "--dice", "1"));
        assertTrue(err.startsWith("adjutant: "), err);
        assertEquals(2, run("port-arthur", "fire", "--dice", "1"));
        assertTrue(err.contains("--firepower"), err);
        assertEquals(2, run("port-arthur", "fire", "--firepower", "5", "--dice", "1", "--format", "xml"));
        assertEquals(2, run("port-arthur", "fire", "--firepower", "5", "--dice", "1", "--lang", "de"));
        assertTrue(err.contains("--lang must be one of cs, en"), err);
        assertEquals(2, run("port-arthur", "odds"));
        assertTrue(err.contains("--firepower N"), err);
        assertEquals(2, run("port-arthur", "odds", "--firepower", "0"));
        assertTrue(!err.contains("Exception"), err);
    }

    @Test
    void oddsTableMarksTheBestNumberOfDice() {
        assertEquals(0, run("port-arthur", "odds", "--firepower", "40"));
        String[] lines = out.strip().split("\n");
        assertEquals("Fire odds at squadron firepower 40", lines[0]);
        assertTrue(lines[1].startsWith("Dice"), out);
        assertEquals(9, lines.length, out); // title, header, 6 rows, note
        assertTrue(lines[7].contains("← best"), out);
        assertTrue(lines[7].trim().matches("6 +6\\.00 .*"), out);
    }

    @Test
    void oddsInCzechUseADecimalComma() {
        assertEquals(0, run("port-arthur", "odds", "--firepower", "28", "--movement", "--lang", "cs"));
        assertTrue(out.contains("Pravděpodobnosti palby při palebné síle eskadry 28"), out);
        assertTrue(out.matches("(?s).*\\d,\\d\\d.*"), out);
        assertTrue(out.contains("Šance na přesun"), out);
        assertTrue(out.contains("4/6"), out);
    }

    @Test
    void oddsJsonHasExactTotals() {
        assertEquals(0, run("port-arthur", "odds", "--firepower", "40", "--movement", "--format", "json"));
        assertTrue(
                out.contains("{\"dice\": 6, \"outcomes\": 46656, \"regular_total\": 279936, \"critical_total\": 93750"),
                out);
        assertTrue(out.contains("\"best_dice\": 6"), out);
        assertTrue(out.contains("{\"speed\": 4, \"success\": 4, \"outcomes\": 6"), out);
    }
}
