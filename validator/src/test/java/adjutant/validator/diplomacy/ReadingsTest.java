package adjutant.validator.diplomacy;

import static adjutant.validator.diplomacy.TestMap.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.validator.diplomacy.ParseProblem.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lines the reader once read as another order without a word (issue 12), each on a small
 * made-up position of the standard map: every reading the grammar allows is weighed, a
 * choice is shown, text left over is an error, and a sheet with anything corrected or
 * remarked is never called clean.
 */
class ReadingsTest {
    static final OrderParser PARSER = StandardMap.parser();

    static Position movement(Unit... units) {
        return new Position(Season.SPRING, 1901, Phase.MOVEMENT, List.of(units), Map.of(), List.of());
    }

    static ParsedLine read(String text, String power, Position p) {
        return PARSER.parseOne(text, OrderContext.of(p, power));
    }

    static ParsedOrder understood(String text, String power, Position p) {
        ParsedLine l = read(text, power, p);
        return assertInstanceOf(ParsedOrder.class, l, () -> text + " → " + l);
    }

    static Location at(String s) {
        return Location.parse(s);
    }

    static final Position SWEDEN = movement(u("F", "russia", "swe"), u("A", "russia", "fin"));

    /** Two names are two names: "Swe" and "Den" never run together into "Sweden". */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "F Swe-Den",
                "F Swe - Den",
                "F swe den",
                "SWE–DEN",
                "Swe—Den",
                "Swe-Den",
                "swe den",
                "Russia: F Swe-Den",
                "Russia: Swe - Den",
                "F Swe → Den",
                "F Swe to Den",
                "F Swe moves to Den"
            })
    void namesAreNotJoinedAcrossASeparator(String text) {
        ParsedOrder o = understood(text, text.startsWith("Russia") ? null : "russia", SWEDEN);
        assertEquals(new Order.Move("russia", UnitType.FLEET, at("swe"), at("den"), false), o.order());
        assertEquals(List.of(), o.notes());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "F Swe-Den",
                "F swe den",
                "SWE–DEN",
                "F Swe R Den",
                "F Swe retreats to Den",
                "F Swe ustupuje do Den"
            })
    void inARetreatPhaseTheFleetRetreats(String text) {
        Position p = new Position(
                Season.SPRING,
                1901,
                Phase.RETREAT,
                List.of(u("A", "germany", "swe")),
                Map.of(),
                List.of(new Position.Dislodged(u("F", "russia", "swe"), "nwy", List.of(at("den"), at("bal")))));
        assertEquals(
                new Order.Retreat("russia", UnitType.FLEET, at("swe"), at("den")),
                understood(text, "russia", p).order());
    }

    @Test
    void gulfOfLyonAndNorthSeaStayTwoPlaces() {
        Position p = movement(u("F", "france", "lyo"));
        assertEquals(
                new Order.Move("france", UnitType.ARMY, at("lyo"), at("nth"), false),
                understood("A Lyo-NS", "france", p).order(),
                "not \"Lyons\" holding: the wrong unit type is the adjudicator's remark");
    }

    @Test
    void viaConvoyAfterTwoNames() {
        Position p = movement(u("A", "russia", "swe"), u("F", "russia", "ska"));
        assertEquals(
                new Order.Move("russia", UnitType.ARMY, at("swe"), at("den"), true),
                understood("A Swe-Den via convoy", "russia", p).order());
        assertEquals(
                new Order.Move("russia", UnitType.ARMY, at("swe"), at("den"), true),
                understood("A Swe - Den (via convoy)", "russia", p).order());
    }

    /** "Eng" is the English Channel and the adjective England: the board decides, and an undecidable line is an error. */
    @Test
    void provinceOrPower() {
        Position p = movement(u("A", "france", "pic"), u("F", "england", "eng"), u("F", "england", "lon"));
        assertEquals(
                new Order.SupportMove("france", UnitType.ARMY, at("pic"), UnitType.FLEET, "eng", "bel"),
                understood("A Pic S Eng-Bel", "france", p).order());
        assertEquals(
                new Order.SupportMove("england", UnitType.FLEET, at("lon"), UnitType.FLEET, "eng", "nth"),
                understood("F Lon S Eng - Nth", "england", p).order());
        assertEquals(
                new Order.SupportHold("england", UnitType.FLEET, at("lon"), UnitType.FLEET, "eng"),
                understood("F Lon S Eng", "england", p).order(),
                "\"S Eng\" is a support of the fleet in the Channel, not a power with its unit missing");

        Position both = movement(u("F", "england", "eng"), u("F", "england", "lon"), u("F", "england", "nth"));
        ParseProblem e = assertInstanceOf(ParseProblem.class, read("F Lon S Eng - Nth", "england", both));
        assertEquals(Kind.AMBIGUOUS_ORDER, e.kind());
        assertEquals(
                List.of(
                        new Order.SupportMove("england", UnitType.FLEET, at("lon"), UnitType.FLEET, "eng", "nth"),
                        new Order.SupportHold("england", UnitType.FLEET, at("lon"), UnitType.FLEET, "nth")),
                e.readings());
        String text = new Messages(StandardMap.game().strings(), "en", PARSER.map()).problem(e);
        assertEquals(
                "“F Lon S Eng - Nth” can be read as “F Lon supports F Eng – Nth” or “F Lon supports F Nth”: write which one is meant",
                text);
    }

    /** Two readings fit the board; only one is legal: it is taken, and the note names the other. */
    @Test
    void theOnlyLegalReadingIsTakenAndTheChoiceShown() {
        Position p = movement(u("A", "france", "pic"), u("F", "england", "eng"), u("A", "england", "bur"));
        ParsedOrder o = understood("A Pic S Eng - Bur", "france", p);
        assertEquals(
                new Order.SupportHold("france", UnitType.ARMY, at("pic"), UnitType.ARMY, "bur"),
                o.order(),
                "the fleet in the Channel cannot go to Burgundy: England's army there is supported");
        assertEquals(Kind.CHOSEN_LEGAL, o.notes().get(0).kind());
        assertEquals(
                List.of(new Order.SupportMove("france", UnitType.ARMY, at("pic"), UnitType.FLEET, "eng", "bur")),
                o.notes().get(0).readings());
        String text = new Messages(StandardMap.game().strings(), "en", PARSER.map())
                .problem(o.notes().get(0));
        assertEquals(
                "Read this way as the only legal reading; it could also be read as “A Pic supports F Eng – Bur”", text);
    }

    @Test
    void aSheetOrdersOnlyItsOwnPowersUnits() {
        Position p = movement(u("F", "england", "lon"), u("A", "france", "par"));
        OrderSheet france = sheet("france", "England: F Lon-Eng");
        TurnReport r = TurnCheck.run(PARSER, p, List.of(france));
        TurnReport.Entry e = r.sheets().get(0).entries().get(0);
        assertEquals(Status.ILLEGAL, e.verdict().status());
        assertTrue(e.verdict().has(Reason.NotYourUnit.class), e.verdict()::toString);
        assertFalse(r.clean());
        assertTrue(r.result().next().unitIn("lon").isPresent(), "England's fleet stays in London");

        TurnReport both = TurnCheck.run(PARSER, p, List.of(france, sheet("england", "F Lon-Eng")));
        assertEquals(
                Status.SUCCEEDS,
                both.sheets().get(1).entries().get(0).verdict().status(),
                "England's own order is carried out");
    }

    @Test
    void aWrongUnitTypeIsNeverCalledClean() {
        Position p = movement(u("A", "france", "par"));
        TurnReport r = TurnCheck.run(PARSER, p, List.of(sheet("france", "F Par-Bur")));
        assertEquals(1, r.noted());
        assertFalse(r.clean());
        Messages en = new Messages(StandardMap.game().strings(), "en", PARSER.map());
        String text = new TextReport(en, PARSER.map()).render(r);
        assertFalse(text.contains(en.text("validate.all_legal")), text);
        assertTrue(text.contains("  F Par-Bur  ⇒  F Par – Bur — succeeds: "), text);
    }

    @Test
    void commonNotations() {
        Position sea = movement(u("F", "italy", "adr"), u("A", "france", "par"));
        assertEquals(
                new Order.Move("italy", UnitType.FLEET, at("adr"), at("alb"), false),
                understood("F Adr Alb", "italy", sea).order());
        assertEquals(
                new Order.Hold("france", UnitType.ARMY, at("par")),
                understood("A Par (holds)", "france", sea).order());
        Position winter = new Position(
                Season.FALL,
                1901,
                Phase.ADJUSTMENT,
                List.of(u("F", "austria", "tri")),
                Map.of("par", "france"),
                List.of());
        assertEquals(
                new Order.Build("france", UnitType.ARMY, at("par")),
                understood("Build: A Par", "france", winter).order());
        assertEquals(
                new Order.Remove("austria", UnitType.FLEET, at("tri")),
                understood("Remove: F Tri", "austria", winter).order());
    }

    @Test
    void messagesSayWhatIsWrong() {
        Position p = movement(u("A", "france", "par"));
        for (String text : List.of("A Par via", "A Par-Bur via via", "A Par S via")) {
            ParseProblem e = assertInstanceOf(ParseProblem.class, read(text, "france", p), text);
            assertFalse(e.suggestions().contains(e.token().toLowerCase(Locale.ROOT)), () -> text + " → " + e);
        }
        assertEquals(
                Kind.EXTRA_TEXT,
                ((ParseProblem) read("A Par-Bur Mar", "france", p)).kind(),
                "left-over text is an error");
    }

    static OrderSheet sheet(String power, String... lines) {
        List<OrderSheet.Line> l = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) l.add(new OrderSheet.Line(i + 2, lines[i]));
        return new OrderSheet(power + ".txt", 1, power, Season.SPRING, 1901, Phase.MOVEMENT, l);
    }
}
