package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.ExampleFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/**
 * Units and order lines never cover a province label, order lines never run over a unit other
 * than the ones they join, and no figure's crop cuts a label: every rulebook figure in both
 * languages and turn maps with a unit on every location, every unit of the opening moving, and
 * units waiting to retreat, read back from their SVG ({@link MapOverlay}); and the place of every
 * location's unit and the line of every move, support and one-fleet convoy the rules allow, as
 * the turn maps and as the figures draw them, checked against every label of that drawing.
 */
class MapOverlayTest {
    static TurnMaps maps;
    static DipMap map;
    static BoardGeometry g;

    @BeforeAll
    static void load() {
        maps = TurnMaps.open(Games.home());
        map = maps.game().map();
        g = BoardGeometry.of(map, BoardGeography.read(Games.home(), map));
    }

    @Test
    void rulebookFiguresCoverNoLabelAndCutNone() throws Exception {
        var templates = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null)
                .templates();
        ExampleFigures.Drawer drawer = new ExampleMaps().open(Games.home(), templates);
        List<String> bad = new ArrayList<>();
        List<String> crossed = new ArrayList<>();
        int figures = 0;
        for (String lang : List.of("cs", "en")) {
            for (Map.Entry<String, String> f :
                    RulebookFigureSvgs.of(drawer, lang).entrySet()) {
                figures++;
                MapOverlay o = MapOverlay.read(f.getValue());
                for (String c : o.covered(false)) bad.add(lang + " " + f.getKey() + ": " + c);
                for (String c : o.cut()) bad.add(lang + " " + f.getKey() + ": crop cuts " + c);
                for (String c : o.covered(true)) crossed.add(lang + " " + f.getKey() + ": " + c);
                for (String c : o.linesOverUnits()) crossed.add(lang + " " + f.getKey() + ": " + c);
            }
        }
        assertTrue(figures >= 60, "figures drawn: " + figures);
        assertEquals(List.of(), bad, "units and rings over labels, labels cut by the crop");
        assertEquals(List.of(), crossed, "order lines over labels or other units");
    }

    @Test
    void turnMapsCoverNoLabel() {
        List<Unit> everywhere = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (p.terrain() != Terrain.SEA) everywhere.add(new Unit(UnitType.ARMY, "england", Location.of(p.id())));
            if (p.terrain() != Terrain.LAND)
                for (Location l : map.fleetLocations(p.id())) everywhere.add(new Unit(UnitType.FLEET, "france", l));
        }
        List<String> bad = new ArrayList<>();
        check(
                bad,
                "a unit on every location",
                maps.position(
                        new Position(Season.SPRING, 1901, Phase.MOVEMENT, everywhere, Map.of(), List.of()), "en"));
        Position start = Position.start(map);
        List<Order> orders = new ArrayList<>();
        List<Position.Dislodged> dislodged = new ArrayList<>();
        for (Unit u : start.units()) {
            // the first neighbour by name: a set's own order changes from run to run
            Location to = u.type() == UnitType.ARMY
                    ? Location.of(new TreeSet<>(map.armyNeighbours(u.province())).first())
                    : new TreeSet<>(map.fleetNeighbours(u.location())).first();
            orders.add(new Order.Move(u.power(), u.type(), u.location(), to, false));
            dislodged.add(new Position.Dislodged(u, to.province(), List.of(to)));
        }
        PhaseResult r = Adjudicator.adjudicate(map, start, orders);
        check(bad, "every unit of the opening moving", maps.turn(start, r, "en"));
        check(
                bad,
                "every unit of the opening waiting to retreat",
                maps.position(
                        new Position(Season.SPRING, 1901, Phase.RETREAT, start.units(), Map.of(), dislodged), "cs"));
        assertEquals(List.of(), bad);
    }

    /** Any unit's place, alone and beside the unit that dislodged it, is clear of every label. */
    @Test
    void everyLocationsUnitPlaceIsClearOfLabels() {
        UnitPlaces places = g.places();
        List<String> bad = new ArrayList<>();
        for (Province p : map.provinces()) {
            List<Location> locs = new ArrayList<>(map.fleetLocations(p.id()));
            locs.add(Location.of(p.id()));
            for (Location l : locs) {
                if (hits(places.labels, places.unit(l), UnitPlaces.ZONE)) bad.add(l + " unit");
                if (hits(places.board, places.aside(l, false), UnitPlaces.UNIT)) bad.add(l + " beside, on the board");
                if (hits(places.pad, places.aside(l, true), UnitPlaces.UNIT)) bad.add(l + " beside, on the figures");
            }
        }
        assertEquals(List.of(), bad);
    }

    /** Units of two provinces, each with its hold ring, never overlap, so that an arrow between them shows its head. */
    @Test
    void unitsOfTwoProvincesNeverOverlap() {
        List<Location> all = new ArrayList<>();
        for (Province p : map.provinces()) {
            all.add(Location.of(p.id()));
            all.addAll(map.fleetLocations(p.id()));
        }
        List<String> bad = new ArrayList<>();
        for (Location a : all) {
            for (Location b : all) {
                double d = place(a).distance(place(b));
                if (a.province().compareTo(b.province()) < 0 && d < 2 * UnitPlaces.ZONE)
                    bad.add(a + " " + b + " " + Math.round(d));
            }
        }
        assertEquals(List.of(), bad);
    }

    /** The arrow of every move the rules allow, army and fleet, from unit to unit, crosses no label, on the turn maps and the figures. */
    @Test
    void everyMoveArrowMissesEveryLabel() {
        List<String> bad = new ArrayList<>();
        int arrows = 0;
        for (boolean pad : new boolean[] {false, true}) {
            for (Province p : map.provinces()) {
                for (String n : map.armyNeighbours(p.id())) {
                    arrows++;
                    if (crosses(pad, Location.of(p.id()), Location.of(n)))
                        bad.add((pad ? "figure " : "") + "A " + p.id() + "-" + n);
                }
                for (Location l : map.fleetLocations(p.id())) {
                    for (Location n : map.fleetNeighbours(l)) {
                        arrows++;
                        if (crosses(pad, l, n)) bad.add((pad ? "figure " : "") + "F " + l + "-" + n);
                    }
                }
            }
        }
        assertTrue(arrows > 800, "arrows " + arrows);
        assertEquals(List.of(), bad, "arrows over a label");
    }

    /**
     * Every support and convoy line the rules allow, from the supporting unit to the middle of the
     * move it supports (or to the unit it supports in place), and every convoy by one fleet with
     * its convoyed army's arrow, misses every label, on the turn maps and the figures.
     */
    @Test
    void everySupportAndConvoyLineMissesEveryLabel() {
        List<Location> places = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (p.terrain() != Terrain.SEA) places.add(Location.of(p.id()));
            places.addAll(map.fleetLocations(p.id()));
        }
        List<String> bad = new ArrayList<>();
        int lines = 0;
        for (boolean pad : new boolean[] {false, true}) {
            for (Location at : places) {
                UnitType t = map.canStand(UnitType.ARMY, at) ? UnitType.ARMY : UnitType.FLEET;
                List<Location> moves = t == UnitType.ARMY
                        ? map.armyNeighbours(at.province()).stream()
                                .map(Location::of)
                                .toList()
                        : List.copyOf(map.fleetNeighbours(at));
                for (Location to : moves) {
                    Pt middle = OrderLines.middle(bare(pad), place(at), place(to));
                    for (Location by : places) {
                        UnitType bt = map.canStand(UnitType.ARMY, by) ? UnitType.ARMY : UnitType.FLEET;
                        if (by.province().equals(at.province())
                                || by.province().equals(to.province())
                                || !map.canReach(bt, by, to.province())) continue;
                        lines++;
                        if (crosses(pad, OrderLines.line(bare(pad), "support", place(by), middle)))
                            bad.add((pad ? "figure " : "") + by + " S " + at + "-" + to);
                    }
                }
                for (Location by : places) {
                    UnitType bt = map.canStand(UnitType.ARMY, by) ? UnitType.ARMY : UnitType.FLEET;
                    if (by.province().equals(at.province()) || !map.canReach(bt, by, at.province())) continue;
                    lines++;
                    if (crosses(pad, OrderLines.line(bare(pad), "support-hold", place(by), place(at))))
                        bad.add((pad ? "figure " : "") + by + " S " + at);
                }
            }
            for (Province sea : map.provinces()) {
                if (sea.terrain() != Terrain.SEA) continue;
                List<String> shores = map.fleetNeighbours(Location.of(sea.id())).stream()
                        .map(Location::province)
                        .distinct()
                        .filter(x -> map.province(x).terrain() == Terrain.COAST)
                        .toList();
                for (String a : shores) {
                    for (String b : shores) {
                        if (a.equals(b)) continue;
                        Pt from = place(Location.of(a)), to = place(Location.of(b));
                        lines += 2;
                        if (crosses(pad, OrderLines.arrow(bare(pad), "failed", from, to)))
                            bad.add((pad ? "figure " : "") + "A " + a + "-" + b + " via " + sea.id());
                        if (crosses(
                                pad,
                                OrderLines.line(
                                        bare(pad),
                                        "convoy",
                                        place(Location.of(sea.id())),
                                        OrderLines.middle(bare(pad), from, to)))) {
                            bad.add((pad ? "figure " : "") + "F " + sea.id() + " C " + a + "-" + b);
                        }
                    }
                }
            }
        }
        assertTrue(lines > 5000, "lines " + lines);
        assertEquals(List.of(), bad, "support and convoy lines over a label");
    }

    /** The board or the small map with no unit standing on it. */
    private static OrderLines.Scene bare(boolean pad) {
        return new OrderLines.Scene(g, pad, List.of());
    }

    private static Pt place(Location l) {
        return ExampleMaps.point(g, l);
    }

    private static boolean crosses(boolean pad, Location from, Location to) {
        return crosses(pad, OrderLines.arrow(bare(pad), "failed", place(from), place(to)));
    }

    /** Whether an order line as drawn (its halo; an arrow's head and bar, a line's end dot) touches a label. */
    private static boolean crosses(boolean pad, Map<String, Object> m) {
        Map<org.locationtech.jts.geom.Geometry, Double> ink = new LinkedHashMap<>();
        boolean arrow = m.containsKey("head");
        ink.put(MapOverlay.path((String) m.get("d"), 0, 0, 0), arrow ? 6.5 / 2 : 5 / 2.0);
        if (arrow) {
            ink.put(MapOverlay.path((String) m.get("head"), 0, 0, 0), 0.0);
            ink.put(MapOverlay.path((String) m.get("bar"), 0, 0, 0), 1.5);
        } else {
            ink.put(
                    ProvinceShapes.GF.createPoint(new org.locationtech.jts.geom.Coordinate(
                            ((Number) m.get("x2")).doubleValue(), ((Number) m.get("y2")).doubleValue())),
                    3.2);
        }
        Envelope span = new Envelope();
        ink.keySet().forEach(i -> span.expandToInclude(i.getEnvelopeInternal()));
        span.expandBy(3.5);
        for (Envelope e : OrderLines.labels(g, pad)) {
            if (!span.intersects(e)) continue;
            var box = ProvinceShapes.GF.toGeometry(e);
            for (var i : ink.entrySet()) if (i.getKey().isWithinDistance(box, i.getValue())) return true;
        }
        return false;
    }

    private static boolean hits(List<Envelope> labels, Pt p, double half) {
        Envelope e = new Envelope(p.x() - half, p.x() + half, p.y() - half, p.y() + half);
        return labels.stream().anyMatch(e::intersects);
    }

    private static void check(List<String> bad, String what, String svg) {
        MapOverlay o = MapOverlay.read(svg);
        assertTrue(o.labels().size() > 100 && !o.marks().isEmpty(), what + ": " + o);
        for (String c : o.covered(false)) bad.add(what + ": " + c);
        for (String c : o.covered(true)) bad.add(what + ": " + c);
        for (String c : o.linesOverUnits()) bad.add(what + ": " + c);
    }
}
