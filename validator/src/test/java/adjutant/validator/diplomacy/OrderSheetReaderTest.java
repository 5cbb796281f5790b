package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.data.Problem;
import adjutant.engine.data.TextLimit;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderSheetReaderTest {
    final OrderSheetReader reader = new OrderSheetReader(StandardMap.game());

    List<OrderSheet> read(String text, List<Problem> problems) {
        return reader.parse(text, "s.txt", problems);
    }

    @Test
    void headersInBothLanguagesAndPhases() {
        record H(String text, String power, Season season, int year, Phase phase) {}
        for (H h : List.of(
                new H("Anglie — Jaro 1901", "england", Season.SPRING, 1901, Phase.MOVEMENT),
                // as the Czech sheet prints it: an en dash with no-break spaces, copied from the PDF
                new H("Anglie\u00a0– Jaro\u00a01901", "england", Season.SPRING, 1901, Phase.MOVEMENT),
                new H("England Spring 1901", "england", Season.SPRING, 1901, Phase.MOVEMENT),
                new H("Francie, podzim 1902, ústupy", "france", Season.FALL, 1902, Phase.RETREAT),
                new H("Russia Fall 1901 adjustments", "russia", Season.FALL, 1901, Phase.ADJUSTMENT),
                new H("Rakousko-Uhersko: zima 1903", "austria", Season.FALL, 1903, Phase.ADJUSTMENT),
                new H("Winter 1901", null, Season.FALL, 1901, Phase.ADJUSTMENT),
                new H("TURECKO - JARO 1905 - ROZKAZY", "turkey", Season.SPRING, 1905, Phase.MOVEMENT))) {
            List<Problem> problems = new ArrayList<>();
            OrderSheet s = read("\uFEFF# comment\n\n" + h.text + "\nA Par-Bur  # note\n\n", problems)
                    .get(0);
            assertEquals(List.of(), problems);
            assertEquals(h.power, s.power(), h.text);
            assertEquals(h.season, s.season(), h.text);
            assertEquals(h.year, s.year(), h.text);
            assertEquals(h.phase, s.phase(), h.text);
            assertEquals(3, s.line());
            assertEquals(List.of(new OrderSheet.Line(4, "A Par-Bur")), s.lines());
        }
    }

    @Test
    void aSecondHeaderStartsAnotherSheet() {
        List<Problem> problems = new ArrayList<>();
        List<OrderSheet> sheets =
                read("England Spring 1901\nF Lon-Nth\r\nFrance Spring 1901\r\nA Par-Bur\r\n", problems);
        assertEquals(2, sheets.size());
        assertEquals("france", sheets.get(1).power());
        assertEquals(List.of(new OrderSheet.Line(4, "A Par-Bur")), sheets.get(1).lines());
    }

    @Test
    void noHeaderIsAProblemAtItsPlace() {
        List<Problem> problems = new ArrayList<>();
        assertEquals(List.of(), read("# x\n   A Par-Bur\n", problems));
        assertEquals(
                "s.txt:2:4: expected a header naming the power and the turn, e.g. 'England Spring 1901',"
                        + " before the orders; found 'A Par-Bur'",
                problems.get(0).toString());
        problems.clear();
        read("  \n# only comments\n", problems);
        assertEquals(
                "s.txt:1:1: empty sheet: expected a header such as 'England Spring 1901' and the orders",
                problems.get(0).toString());
    }

    /** Issue 16: a megabyte word on an order line is refused at the line, saying the limit, and costs no "did you mean". */
    @Test
    void aLineOverTheLimitIsRefusedAtItsPlace() {
        int max = TextLimit.ORDER_LINE.max();
        for (int length : List.of(max + 1, 1_000_000)) {
            List<Problem> problems = new ArrayList<>();
            String word = "L".repeat(length - 8); // "  F " + word + "-Nth"
            List<OrderSheet> sheets =
                    read("England Spring 1901\nF Edi-Nrg\n  F " + word + "-Nth\nA Lvp-Yor\n", problems);
            assertEquals(
                    List.of("s.txt:3:3: text of " + length + " characters, more than the " + max
                            + " allowed for an order line"),
                    problems.stream().map(Problem::toString).toList());
            assertEquals(
                    List.of(new OrderSheet.Line(2, "F Edi-Nrg"), new OrderSheet.Line(4, "A Lvp-Yor")),
                    sheets.get(0).lines());
        }
        List<Problem> problems = new ArrayList<>();
        read("England Spring 1901\nF " + "L".repeat(max - 6) + "-Nth\n", problems);
        assertEquals(List.of(), problems, "at the limit the line is read (and then not understood)");
    }
}
