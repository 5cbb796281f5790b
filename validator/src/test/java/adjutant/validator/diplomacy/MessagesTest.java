package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.UnitType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Text in both languages: Czech plural forms, orders as players write them, reasons and problems. */
class MessagesTest {
    static final DipMap MAP = StandardMap.game().map();
    static final Messages CS = new Messages(StandardMap.game().strings(), "cs", MAP);
    static final Messages EN = new Messages(StandardMap.game().strings(), "en", MAP);

    @Test
    void czechPluralsComeFromIcu() {
        assertEquals("Anglie: 1 centrum", CS.text("report.centres_of", "power", "Anglie", "count", 1));
        assertEquals("Anglie: 3 centra", CS.text("report.centres_of", "power", "Anglie", "count", 3));
        assertEquals("Anglie: 5 center", CS.text("report.centres_of", "power", "Anglie", "count", 5));
        assertEquals(
                "Velmoc Rusko smí postavit 2 jednotky", CS.text("reason.builds_due", "power", "Rusko", "count", 2));
        assertEquals("England: 1 centre", EN.text("report.centres_of", "power", "England", "count", 1));
        assertEquals(
                "1 order: 0 illegal, 1 not understood.",
                EN.text("validate.summary", "orders", 1, "illegal", 0, "invalid", 1));
    }

    @Test
    void ordersAsPlayersWriteThem() {
        assertEquals(
                "A Par – Bur",
                EN.order(new Order.Move("france", UnitType.ARMY, Location.of("par"), Location.of("bur"), false)));
        assertEquals(
                "A Lon – Bel přepravou",
                CS.order(new Order.Move("england", UnitType.ARMY, Location.of("lon"), Location.of("bel"), true)));
        assertEquals(
                "F Con – Bul/ec",
                EN.order(
                        new Order.Move("turkey", UnitType.FLEET, Location.of("con"), Location.parse("bul/ec"), false)));
        assertEquals(
                "F Nth přepravuje A Lon – Nwy",
                CS.order(new Order.Convoy("england", UnitType.FLEET, Location.of("nth"), "lon", "nwy")));
        assertEquals("Stavba: F StP/nc", CS.order(new Order.Build("russia", UnitType.FLEET, Location.parse("stp/nc"))));
        assertEquals("Rusko se vzdává stavby", CS.order(new Order.Waive("russia")));
        assertEquals(
                "F Por supports F Mid – Spa/nc",
                EN.order(new Order.SupportMove(
                        "france", UnitType.FLEET, Location.of("por"), UnitType.FLEET, "mao", "spa/nc")));
    }

    @Test
    void reasonsWithThePlacesAndUnitsTheyName() {
        Position start = Position.start(MAP);
        ReasonText cs = new ReasonText(CS, MAP, start, List.of());
        ReasonText en = new ReasonText(EN, MAP, start, List.of());
        Order move = new Order.Move("austria", UnitType.ARMY, Location.of("bud"), Location.of("gal"), false);
        Reason bounce = new Reason.Bounce("gal", List.of("war"), 1, 1);
        assertEquals("Nerozhodná situace v provincii Halič (spolu s: A War)", cs.render(bounce, move));
        assertEquals("Standoff in Galicia with A War", en.render(bounce, move));
        assertEquals(
                "Podpora přerušena útokem jednotky A Mun z provincie Mnichov",
                cs.render(new Reason.SupportCut("mun"), move));
        assertEquals(
                "Spain has two coasts: say which (north coast, south coast)",
                en.render(new Reason.CoastRequired("spa"), move));
        assertEquals(
                "Jednotka A Par patří velmoci Francie, ne velmoci Rakousko-Uhersko",
                cs.render(new Reason.NotYourUnit(Location.of("par"), "france"), move));
        assertEquals(
                "Do provincie Severní moře nemůže vstoupit armáda",
                cs.render(new Reason.CannotEnter(UnitType.ARMY, "nth"), move));
    }

    @Test
    void parseProblemsInBothLanguages() {
        ParseProblem p = new ParseProblem(3, 7, ParseProblem.Kind.UNKNOWN_NAME, "Gai", List.of("gal", "gas"));
        assertEquals("Neznámá provincie „Gai“ – myšleno Halič (Gal) nebo Gaskoňsko (Gas)?", CS.problem(p));
        assertEquals("Unknown province “Gai”: did you mean Galicia (Gal) or Gascony (Gas)?", EN.problem(p));
        assertEquals(
                "Unknown province “Qqq”",
                EN.problem(new ParseProblem(1, 1, ParseProblem.Kind.UNKNOWN_NAME, "Qqq", List.of())));
        assertEquals(
                "„Edt“ čteno jako Edinburgh (Edi)",
                CS.problem(new ParseProblem(1, 1, ParseProblem.Kind.CORRECTED_NAME, "Edt", List.of("edi"))));
        assertEquals(
                "Uveďte druh jednotky v provincii Edinburgh: A (armáda) nebo F (loďstvo)",
                CS.problem(new ParseProblem(1, 1, ParseProblem.Kind.NEEDS_TYPE, "edi", List.of())));
    }
}
