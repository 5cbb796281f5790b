package adjutant.validator.diplomacy;

import static adjutant.validator.diplomacy.TestMap.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.UnitType;
import adjutant.validator.diplomacy.ParseProblem.Kind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OrderParserTest {
    static final OrderParser PARSER =
            new OrderParser(TestMap.small(), Notation.of(StandardMap.game().strings()));
    static final Position BOARD = new Position(
            Season.SPRING,
            1901,
            Phase.MOVEMENT,
            List.of(
                    u("A", "england", "lvp"),
                    u("F", "england", "nth"),
                    u("F", "england", "lon"),
                    u("A", "england", "yor"),
                    u("A", "france", "par"),
                    u("A", "france", "mar"),
                    u("F", "france", "mao"),
                    u("F", "france", "spa/sc"),
                    u("F", "turkey", "con"),
                    u("A", "turkey", "ank"),
                    u("F", "turkey", "bla")),
            Map.of(),
            List.of());

    static Order order(String text, String power) {
        ParsedLine p = PARSER.parseOne(text, new OrderContext(Phase.MOVEMENT, power, BOARD));
        ParsedOrder o = assertInstanceOf(ParsedOrder.class, p, () -> text + " → " + p);
        return o.order();
    }

    static ParseProblem problem(OrderParser parser, String text, OrderContext ctx) {
        ParsedLine p = parser.parseOne(text, ctx);
        return assertInstanceOf(ParseProblem.class, p, () -> text + " → " + p);
    }

    static Location at(String s) {
        return Location.parse(s);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "A Par-Bur",
                "A - Par»Bur",
                "A Par>Bur",
                "A Par -> Bur",
                "A Paris - Burgundy",
                "A - Paris»Burgundy",
                "a par-bur",
                "A - Paříž›Burgundsko",
                "A pariz - burgundsko",
                "Par-Bur",
                "A(par) to bur",
                "A Par moves to Bur",
                "A Par attacks Bur",
                "A - Par - Bur",
                "A Par ↳ Bur",
                "m A par-bur",
                "A Par přesun do Bur",
                "A Par útok na Burgundsko",
                "Army in Paris moves to Burgundy",
                "A Par-Bur   ",
                "France: A Par-Bur",
                "Francie: A - Par>Bur",
                "f: a par-bur"
            })
    void movesInEveryNotation(String text) {
        assertEquals(new Order.Move("france", UnitType.ARMY, at("par"), at("bur"), false), order(text, null));
    }

    @Test
    void coastsOfSplitProvinces() {
        assertEquals(
                new Order.Move("turkey", UnitType.FLEET, at("con"), at("bul/ec"), false), order("F Con>Bul EC", null));
        assertEquals(
                new Order.Move("turkey", UnitType.FLEET, at("con"), at("bul/sc"), false),
                order("F - Con>Bul (sc)", null));
        assertEquals(
                new Order.Move("turkey", UnitType.FLEET, at("con"), at("bul/sc"), false),
                order("F Con-Bulgaria(sc)", null));
        assertEquals(
                new Order.Move("turkey", UnitType.FLEET, at("con"), at("bul/ec"), false),
                order("F Con - Bul východní pobřeží", null));
        assertEquals(
                new Order.Move("turkey", UnitType.FLEET, at("con"), at("bul/ec"), false), order("F Con-Bul/e", null));
        assertEquals(
                new Order.Move("france", UnitType.FLEET, at("mao"), at("spa/nc"), false),
                order("F Mid-Atlantic Ocean - Spain north coast", null));
        assertEquals(
                new Order.Move("france", UnitType.FLEET, at("mao"), at("spa"), false),
                order("F MAO-Spa", null),
                "no coast written: left for the adjudicator to settle or refuse");
        assertEquals(new Order.Hold("france", UnitType.FLEET, at("spa/sc")), order("F Spa/sc", null));
        assertEquals(
                new Order.Hold("france", UnitType.FLEET, at("spa/sc")),
                order("F Spa", null),
                "the board says which coast");
        assertEquals(
                new Order.Hold("france", UnitType.FLEET, at("spa/nc")),
                order("F Spa/nc", null),
                "a wrong coast stays as written");
    }

    @Test
    void supports() {
        assertEquals(
                new Order.SupportMove("france", UnitType.ARMY, at("par"), UnitType.ARMY, "mar", "bur"),
                order("A - Par : S - A - Mar>Bur", null));
        assertEquals(
                new Order.SupportMove("france", UnitType.ARMY, at("par"), UnitType.ARMY, "mar", "bur"),
                order("A Par S Mar-Bur", null),
                "unit type of the supported unit from the board");
        assertEquals(
                new Order.SupportHold("france", UnitType.ARMY, at("par"), UnitType.ARMY, "mar"),
                order("A Par S A Mar", null));
        assertEquals(
                new Order.SupportHold("france", UnitType.ARMY, at("par"), UnitType.ARMY, "mar"),
                order("A Par S A Mar H", null));
        assertEquals(
                new Order.SupportHold("france", UnitType.ARMY, at("par"), UnitType.ARMY, "mar"),
                order("A - Par : S - A - Mar : Drž pozici", null));
        assertEquals(
                new Order.SupportMove("england", UnitType.FLEET, at("nth"), UnitType.ARMY, "par", "bur"),
                order("F Nth S French A Par-Bur", null));
        assertEquals(
                new Order.SupportMove("england", UnitType.FLEET, at("nth"), UnitType.ARMY, "par", "bur"),
                order("F - Nth : S - (Francie) A - Par↳Bur", null));
        assertEquals(
                new Order.SupportMove("england", UnitType.FLEET, at("nth"), UnitType.ARMY, "par", "bur"),
                order("F - Nth : S (French) - A - Par>Bur", null));
        assertEquals(
                new Order.SupportMove("france", UnitType.FLEET, at("mao"), UnitType.FLEET, "spa", "por"),
                order("Fleet in Mid-Atlantic Ocean supports Fleet in Spain moving to Portugal", null));
        assertEquals(
                new Order.SupportHold("france", UnitType.ARMY, at("par"), null, "bur"),
                order("A Par S Bur", null),
                "nothing in Burgundy and no type written: the supported type is unknown (null)");
    }

    @Test
    void convoysAndConvoyedMoves() {
        assertEquals(
                new Order.Convoy("england", UnitType.FLEET, at("nth"), "yor", "nwy"), order("F Nth C A Yor-Nwy", null));
        assertEquals(
                new Order.Convoy("turkey", UnitType.FLEET, at("bla"), "ank", "con"),
                order("F - Bla : C - A - Ank›Con", null));
        assertEquals(
                new Order.Convoy("england", UnitType.FLEET, at("nth"), "yor", "nwy"),
                order("F Nth convoys A Yorkshire to Norway", null));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("yor"), at("bel"), true),
                order("A Yor-Bel via convoy", null));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("yor"), at("bel"), true),
                order("A - Yor>Bel (přeprava)", null));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("yor"), at("bel"), true),
                order("A - Yor>Bel přeprava", null));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("yor"), at("bel"), true),
                order("A yor-nth-eng-bel", null),
                "an explicit route is a convoy");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "A Par H",
                "A Par Holds",
                "A - Par : Drž pozici",
                "A - Par : Drž pozice",
                "A - Par : Držení pozice (Holds)",
                "A Par",
                "A - Par>Holds",
                "A Paris hold",
                "a - pariz : drz pozici"
            })
    void holds(String text) {
        assertEquals(new Order.Hold("france", UnitType.ARMY, at("par")), order(text, null));
    }

    @Test
    void severalOrdersOnALineShareThePowerPrefix() {
        List<ParsedLine> all = PARSER.parseLine(
                "ANGLIE: A Lvp-Wal, F Lon-Eng; F Nth H", 7, new OrderContext(Phase.MOVEMENT, null, BOARD));
        assertEquals(3, all.size());
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("lvp"), at("wal"), false),
                ((ParsedOrder) all.get(0)).order());
        assertEquals(
                new Order.Move("england", UnitType.FLEET, at("lon"), at("eng"), false),
                ((ParsedOrder) all.get(1)).order());
        assertEquals(new Order.Hold("england", UnitType.FLEET, at("nth")), ((ParsedOrder) all.get(2)).order());
        assertEquals(7, all.get(1).line());
        assertEquals(20, all.get(1).column());
        assertEquals("F Lon-Eng", ((ParsedOrder) all.get(1)).text());
    }

    @Test
    void powerOfTheSheetWinsOverTheBoard() {
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("par"), at("bur"), false),
                order("A Par-Bur", "england"),
                "ordering another power's unit is understood; the adjudicator refuses it");
        ParsedOrder o =
                (ParsedOrder) PARSER.parseOne("France: A Par-Bur", new OrderContext(Phase.MOVEMENT, "england", BOARD));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("par"), at("bur"), false),
                o.order(),
                "a sheet orders its own power's units only, whatever the line says");
        assertEquals(
                new ParseProblem(1, 1, Kind.OTHER_POWER_PREFIX, "france", List.of("england")),
                o.notes().get(0));
    }

    @Test
    void sharedNameSettledByTheBoardAndNoted() {
        ParsedOrder o = (ParsedOrder) PARSER.parseOne("A Liv-Yor", new OrderContext(Phase.MOVEMENT, "england", BOARD));
        assertEquals(new Order.Move("england", UnitType.ARMY, at("lvp"), at("yor"), false), o.order());
        assertEquals(Kind.RESOLVED_BY_BOARD, o.notes().get(0).kind());
        assertEquals("Liv", o.notes().get(0).token());
        ParseProblem p = problem(PARSER, "A Liv-Yor", new OrderContext(Phase.MOVEMENT, "england", null));
        assertEquals(Kind.AMBIGUOUS_NAME, p.kind());
        assertEquals(List.of("lvn", "lvp"), p.suggestions());
        assertEquals(3, p.column());
    }

    @Test
    void misspeltNameReadAsTheOnlyCloseOneWithANote() {
        ParsedOrder o = (ParsedOrder) PARSER.parseOne("A Par-Burgundi", new OrderContext(Phase.MOVEMENT, null, BOARD));
        assertEquals(at("bur"), ((Order.Move) o.order()).to());
        assertEquals(
                new ParseProblem(1, 7, Kind.CORRECTED_NAME, "Burgundi", List.of("bur")),
                o.notes().get(0));
        ParseProblem strict = problem(PARSER.strict(), "A Par-Burgundi", new OrderContext(Phase.MOVEMENT, null, BOARD));
        assertEquals(Kind.UNKNOWN_NAME, strict.kind());
        assertEquals(List.of("bur"), strict.suggestions());
    }

    @Test
    void misspeltPowerPrefix() {
        ParsedOrder o =
                (ParsedOrder) PARSER.parseOne("Englnad: F Nth H", new OrderContext(Phase.MOVEMENT, null, BOARD));
        assertEquals("england", o.order().power());
        assertEquals(Kind.CORRECTED_POWER, o.notes().get(0).kind());
        assertEquals(
                Kind.UNKNOWN_POWER,
                problem(PARSER, "Xyzzy: F Nth H", new OrderContext(Phase.MOVEMENT, null, BOARD))
                        .kind());
    }

    @Test
    void notUnderstoodIsAProblemWithItsPlace() {
        OrderContext ctx = new OrderContext(Phase.MOVEMENT, null, BOARD);
        ParseProblem p = problem(PARSER, "A Par-Qqqqq", ctx);
        assertEquals(new ParseProblem(1, 7, Kind.UNKNOWN_NAME, "Qqqqq", List.of()), p);
        assertEquals(Kind.UNKNOWN_SYMBOL, problem(PARSER, "A Par--->Bur", ctx).kind());
        assertEquals(Kind.MISSING_DESTINATION, problem(PARSER, "A Par-", ctx).kind());
        assertEquals(Kind.EXTRA_TEXT, problem(PARSER, "A Par-Bur Mar", ctx).kind());
        ParseProblem w = problem(PARSER, "A Par suport A Mar", ctx);
        assertEquals(Kind.UNKNOWN_WORD, w.kind());
        assertEquals(List.of("support"), w.suggestions());
        assertEquals(
                Kind.MISSING_DESTINATION,
                problem(PARSER, "F - Eng : C - A - Lon : S - A - Pic>Bre", ctx.withPower("england"))
                        .kind(),
                "a support cannot be convoyed (2000 rulebook): not an order");
        assertEquals(Kind.NO_POWER, problem(PARSER, "A Bur-Par", ctx).kind(), "no sheet power, no unit in Burgundy");
    }

    @Test
    void retreats() {
        Position p = new Position(
                Season.SPRING,
                1901,
                Phase.RETREAT,
                BOARD.units(),
                Map.of(),
                List.of(new Position.Dislodged(u("A", "france", "bur"), "mar", List.of(at("gas")))));
        OrderContext ctx = OrderContext.of(p, "france");
        assertEquals(
                new Order.Retreat("france", UnitType.ARMY, at("bur"), at("gas")),
                ((ParsedOrder) PARSER.parseOne("A Bur-Gas", ctx)).order());
        assertEquals(
                new Order.Disband("france", UnitType.ARMY, at("bur")),
                ((ParsedOrder) PARSER.parseOne("A Bur disband", ctx)).order());
        assertEquals(
                new Order.Disband("france", UnitType.ARMY, at("bur")),
                ((ParsedOrder) PARSER.parseOne("rozpustit A Bur", ctx)).order());
        assertEquals(
                new Order.Disband("france", UnitType.ARMY, at("bur")),
                ((ParsedOrder) PARSER.parseOne("A - Bur : rozpustit", ctx)).order());
    }

    @Test
    void adjustments() {
        Position p = new Position(Season.FALL, 1901, Phase.ADJUSTMENT, BOARD.units(), Map.of(), List.of());
        OrderContext ctx = OrderContext.of(p, "england");
        assertEquals(
                new Order.Build("england", UnitType.FLEET, at("edi")),
                ((ParsedOrder) PARSER.parseOne("Build F Edi", ctx)).order());
        assertEquals(
                new Order.Build("england", UnitType.FLEET, at("edi")),
                ((ParsedOrder) PARSER.parseOne("F - Edi", ctx)).order());
        assertEquals(
                new Order.Build("england", UnitType.FLEET, at("edi")),
                ((ParsedOrder) PARSER.parseOne("Staví F Edinburgh", ctx)).order());
        assertEquals(
                new Order.Remove("england", UnitType.ARMY, at("lvp")),
                ((ParsedOrder) PARSER.parseOne("Remove A Lvp", ctx)).order());
        assertEquals(
                new Order.Remove("england", UnitType.ARMY, at("lvp")),
                ((ParsedOrder) PARSER.parseOne("A Lvp", ctx)).order(),
                "a unit of the power written alone in an adjustment phase is a removal");
        assertEquals(
                new Order.Remove("england", UnitType.ARMY, at("lvp")),
                ((ParsedOrder) PARSER.parseOne("Rozpustit A Liverpool", ctx)).order());
        assertEquals(new Order.Waive("england"), ((ParsedOrder) PARSER.parseOne("waive", ctx)).order());
        assertEquals(new Order.Waive("england"), ((ParsedOrder) PARSER.parseOne("Nestaví", ctx)).order());
        assertEquals(Kind.NEEDS_TYPE, problem(PARSER, "Build Edi", ctx).kind());
        assertEquals(
                new Order.Build("turkey", UnitType.FLEET, at("bul/sc")),
                ((ParsedOrder) PARSER.parseOne("Turkey: Build F Bul/sc", ctx.withPower(null))).order());
        assertEquals(
                new Order.Build("england", UnitType.FLEET, at("bul/sc")),
                ((ParsedOrder) PARSER.parseOne("Turkey: Build F Bul/sc", ctx)).order(),
                "England's sheet builds for England only");
    }
}
