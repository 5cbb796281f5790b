package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Cyrillic or Greek letter that looks like a Latin one, in a province's name: for every
 * province, its English name with the first letter that has a Cyrillic twin swapped for it
 * (and once for a Greek twin) is read, and the message names the letter, its code and the
 * Latin letter it looks like, in English and in Czech; the hint is never given for a name
 * written in Latin letters only.
 */
class LookAlikeTest {
    static final OrderParser PARSER = StandardMap.parser();
    static final Messages EN = new Messages(StandardMap.game().strings(), "en", PARSER.map());
    static final Messages CS = new Messages(StandardMap.game().strings(), "cs", PARSER.map());
    static final Map<Character, String> CYRILLIC =
            Map.of('A', "А", 'B', "В", 'C', "С", 'E', "Е", 'H', "Н", 'K', "К", 'M', "М", 'O', "О", 'P', "Р", 'T', "Т");
    static final Map<Character, String> GREEK = Map.of('A', "Α", 'B', "Β", 'E', "Ε", 'N', "Ν", 'Z', "Ζ", 'I', "Ι");

    @Test
    void everyProvinceWithALookAlikeLetterIsExplained() {
        int checked = 0;
        Position start = Position.start(PARSER.map());
        for (Province p : PARSER.map().provinces()) {
            for (Map<Character, String> twins : List.of(CYRILLIC, GREEK)) {
                String name = p.names().get("en");
                int at = -1;
                for (int i = 0; i < name.length() && at < 0; i++) if (twins.containsKey(name.charAt(i))) at = i;
                if (at < 0) continue;
                String twin = twins.get(name.charAt(at));
                String written = name.substring(0, at) + twin + name.substring(at + 1);
                String code = String.format("U+%04X", twin.codePointAt(0));
                String script = twins == GREEK ? "Greek" : "Cyrillic";
                List<ParsedLine> read =
                        PARSER.parseLine("A " + written + " H", 1, new OrderContext(Phase.MOVEMENT, "england", start));
                ParseProblem shown = read.get(0) instanceof ParseProblem q
                        ? q
                        : ((ParsedOrder) read.get(0))
                                .notes().stream()
                                        .filter(n -> n.kind() == ParseProblem.Kind.CORRECTED_NAME)
                                        .findFirst()
                                        .orElse(null);
                assertTrue(shown != null, written + " read with no word about the letter: " + read);
                String en = EN.problem(shown), cs = CS.problem(shown);
                assertTrue(
                        en.contains("the " + script + " letter " + twin + " (" + code + "), which looks like the Latin "
                                + name.charAt(at)),
                        written + ": " + en);
                assertTrue(
                        cs.contains((twins == GREEK ? "řecké" : "cyrilské") + " písmeno " + twin + " (" + code
                                + "), které vypadá jako latinské " + name.charAt(at)),
                        written + ": " + cs);
                checked++;
            }
        }
        assertTrue(checked > 60, checked + " names checked");
    }

    @Test
    void theIssuesExampleAndNoHintForLatinNames() {
        Position start = Position.start(PARSER.map());
        ParsedLine read = PARSER.parseOne("F Вlack Sea - Con", new OrderContext(Phase.MOVEMENT, "russia", start));
        String en = read instanceof ParseProblem q
                ? EN.problem(q)
                : EN.problem(((ParsedOrder) read).notes().get(0));
        assertTrue(en.contains("“Вlack” contains the Cyrillic letter В (U+0412), which looks like the Latin B"), en);
        ParseProblem latin =
                (ParseProblem) PARSER.parseOne("A Qwzx - Bur", new OrderContext(Phase.MOVEMENT, "france", start));
        assertEquals("Unknown province “Qwzx”", EN.problem(latin));
        assertTrue(LookAlike.in("Paříž").isEmpty(), "Czech letters are Latin");
        assertEquals(
                "; 'Еngland' contains the Cyrillic letter Е (U+0415), which looks like the Latin E",
                LookAlike.inLine("Еngland Spring 1901"));
        assertEquals("", LookAlike.inLine("England Spring 1901"));
    }
}
