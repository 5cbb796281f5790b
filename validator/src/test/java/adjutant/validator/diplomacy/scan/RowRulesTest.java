package adjutant.validator.diplomacy.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.validator.diplomacy.OrderContext;
import adjutant.validator.diplomacy.OrderParser;
import adjutant.validator.diplomacy.ParsedLine;
import adjutant.validator.diplomacy.ParsedOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What marks in a row mean, checked without images: every order the boxes can say is one the order reader understands. */
class RowRulesTest {
    static DiplomacyGame game;

    @BeforeAll
    static void load() {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
    }

    /** Every single choice of kind, place and unit a row offers, in several positions, reads as an order of that unit. */
    @Test
    void everyOrderTheBoxesCanSayIsUnderstoodAsThatUnitsOrder() {
        Random rnd = new Random(5);
        OrderParser parser = new OrderParser(game);
        int checked = 0;
        for (int k = 0; k < 5; k++) {
            Position pos = k == 0 ? Position.start(game.map()) : SyntheticScans.wander(game.map(), rnd);
            RowRules rules = new RowRules(game.map(), pos);
            for (ScanPage page : ScanLayout.on(game.map(), pos, "a4").pages()) {
                for (ScanRow row : page.rows()) {
                    for (List<ScanBox> choice : choices(row)) {
                        String[] r = rules.read(row, readings(row, choice));
                        if (r[0] == null)
                            continue; // a question (e.g. support of a province it cannot reach is still an order; a
                        // missing part is not)
                        ParsedLine p = parser.parseOne(
                                r[0], new OrderContext(pos.phase(), page.code().power(), pos));
                        assertTrue(p instanceof ParsedOrder, r[0] + " → " + p);
                        Order o = ((ParsedOrder) p).order();
                        assertEquals(row.unit().location().province(), o.unit().province(), r[0]);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, "checked " + checked);
    }

    @Test
    void contradictionsAndMissingPartsAreQuestionsNeverOrders() {
        Position start = Position.start(game.map());
        ScanPage russia = ScanLayout.on(game.map(), start, "a4").pages("russia").get(0);
        ScanRow war = russia.rows().stream()
                .filter(r -> r.site().equals("war"))
                .findFirst()
                .orElseThrow();
        RowRules rules = new RowRules(game.map(), start);
        assertQuestion(rules.read(war, readings(war, boxes(war, "k-move", "t-gal", "t-ukr"))), "two_places");
        assertQuestion(rules.read(war, readings(war, boxes(war, "k-support", "t-gal"))), "support_no_unit");
        assertQuestion(rules.read(war, readings(war, boxes(war, "k-move", "k-hold", "t-gal"))), "two_kinds");
        assertQuestion(rules.read(war, readings(war, boxes(war, "t-gal"))), "no_kind");
        assertEquals(
                "A war S A mos - ukr", rules.read(war, readings(war, boxes(war, "k-support", "p-mos", "t-ukr")))[0]);
        assertEquals("A war - gal", rules.read(war, readings(war, boxes(war, "k-move", "t-gal")))[0]);
        assertNull(rules.read(war, readings(war, List.of()))[0], "nothing marked: no order");
        List<BoxReading> faint = new ArrayList<>(readings(war, boxes(war, "k-move")));
        ScanBox gal = boxes(war, "t-gal").get(0);
        faint.replaceAll(b -> b.box().equals(gal) ? new BoxReading(gal, 0.08, 0, BoxReading.State.UNSURE) : b);
        assertQuestion(rules.read(war, faint), "faint");
    }

    @Test
    void retreatAndAdjustmentRowsSayRetreatsBuildsAndRemovals() {
        Position start = Position.start(game.map());
        Unit mun = start.unitIn("mun").orElseThrow();
        Position retreat = new Position(
                Season.SPRING,
                1901,
                Phase.RETREAT,
                start.units().stream().filter(u -> !u.equals(mun)).toList(),
                start.owners(),
                List.of(new Position.Dislodged(mun, "boh", List.of(Location.of("ruh"), Location.of("tyr")))));
        ScanRow r = ScanLayout.on(game.map(), retreat, "a4")
                .pages("germany")
                .get(0)
                .rows()
                .get(0);
        RowRules rules = new RowRules(game.map(), retreat);
        assertEquals("A mun - ruh", rules.read(r, readings(r, boxes(r, "t-ruh")))[0]);
        assertEquals("A mun D", rules.read(r, readings(r, boxes(r, "k-disband")))[0]);
        Map<String, String> owners = new TreeMap<>(start.owners());
        owners.put("swe", "russia");
        Position adj = new Position(
                Season.FALL,
                1901,
                Phase.ADJUSTMENT,
                start.units().stream().filter(u -> !u.province().equals("stp")).toList(),
                owners,
                List.of());
        ScanRow stp = ScanLayout.on(game.map(), adj, "a4")
                .pages("russia")
                .get(0)
                .rows()
                .get(0);
        String build = new RowRules(game.map(), adj).read(stp, readings(stp, boxes(stp, "f-nc")))[0];
        assertEquals("build F stp/nc", build);
        ParsedLine p = new OrderParser(game).parseOne(build, new OrderContext(Phase.ADJUSTMENT, "russia", adj));
        assertEquals(new Order.Build("russia", UnitType.FLEET, new Location("stp", "nc")), ((ParsedOrder) p).order());
    }

    private static void assertQuestion(String[] r, String key) {
        assertNull(r[0]);
        assertEquals(key, r[1]);
    }

    /** Each kind alone and with each place and each unit (the plausible single orders of the row). */
    private static List<List<ScanBox>> choices(ScanRow row) {
        List<List<ScanBox>> out = new ArrayList<>();
        List<ScanBox> kinds = row.boxes().stream()
                .filter(b -> b.meaning() instanceof Meaning.OrderKind)
                .toList();
        List<ScanBox> places = row.boxes().stream()
                .filter(b -> b.meaning() instanceof Meaning.Target)
                .toList();
        List<ScanBox> units = row.boxes().stream()
                .filter(b -> b.meaning() instanceof Meaning.Partner)
                .toList();
        for (ScanBox k : kinds) {
            out.add(List.of(k));
            for (ScanBox t : places) out.add(List.of(k, t));
            for (ScanBox u : units) {
                out.add(List.of(k, u));
                for (ScanBox t : places) out.add(List.of(k, u, t));
            }
        }
        return out;
    }

    private static List<ScanBox> boxes(ScanRow row, String... suffixes) {
        Set<String> want = Set.of(suffixes);
        return row.boxes().stream()
                .filter(b -> want.stream().anyMatch(s -> b.id().equals(row.id() + "-" + s)))
                .toList();
    }

    private static List<BoxReading> readings(ScanRow row, List<ScanBox> marked) {
        return row.boxes().stream()
                .map(b -> marked.contains(b)
                        ? new BoxReading(b, 0.4, 0, BoxReading.State.MARKED)
                        : new BoxReading(b, 0, 0, BoxReading.State.BLANK))
                .toList();
    }
}
