package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Every rulebook figure of both books and a sample of turn maps (the opening position, every
 * opening unit moving, every one waiting to retreat, every two that may trade places trying to),
 * read back from their SVG and measured in millimetres on the tiled board: each unit stands at its province's unit spot, its centre at
 * least half a counter inside the province (a unit waiting to retreat, beside it, at least inside);
 * each arrow starts in its unit's province and its head's tip lies in the province it goes to,
 * under no unit, ring or standoff mark; each standoff mark lies wholly inside its province (drawn
 * smaller where the province has no room for it beside its unit); a turn map's key covers no label, star,
 * unit spot, unit, standoff mark or order line; a support or convoy line of a move ends on that
 * move's arrow.
 */
class FigureSpotsTest {
    private static final Pattern MOVE_TO = Pattern.compile("M\\s*([-\\d.]+)[ ,]([-\\d.]+)");
    private static final Pattern SCALE = Pattern.compile("scale\\(([-\\d.]+)\\)");
    private static final Pattern TRANSLATE = Pattern.compile("translate\\(([-\\d.]+) ([-\\d.]+)\\)");
    static final Map<String, Document> DRAWINGS = new LinkedHashMap<>();
    private static final String NARROW = "turn map: standoffs in the narrow provinces";
    static BoardGeometry g;
    static DipMap map;

    @BeforeAll
    static void draw() throws Exception {
        if (ExampleMapsTest.FIGURES.isEmpty()) ExampleMapsTest.draw();
        g = ExampleMapsTest.g;
        map = g.map;
        for (ExampleMapsTest.Figure f : ExampleMapsTest.FIGURES) DRAWINGS.put("figure " + f.name(), parse(f.svg()));
        TurnMaps maps = TurnMaps.open(Games.home());
        Position start = Position.start(maps.game().map());
        DRAWINGS.put("turn map: the opening", parse(maps.position(start, "en")));
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
        PhaseResult r = Adjudicator.adjudicate(maps.game().map(), start, orders);
        DRAWINGS.put("turn map: every opening unit moving", parse(maps.turn(start, r, "cs")));
        List<List<Order>> swaps = swaps(start);
        for (int i = 0; i < swaps.size(); i++) {
            PhaseResult s = Adjudicator.adjudicate(map, start, swaps.get(i));
            DRAWINGS.put("turn map: opening units trading places " + (i + 1), parse(maps.turn(start, s, "en")));
        }
        DRAWINGS.put(
                "turn map: every opening unit waiting to retreat",
                parse(maps.position(
                        new Position(start.season(), start.year(), Phase.RETREAT, start.units(), Map.of(), dislodged),
                        "en")));
        DRAWINGS.put(NARROW, parse(narrowStandoffs(maps)));
        DRAWINGS.put("turn map: moves from and to a coast, supported", parse(coastalSupports(maps)));
        assertTrue(DRAWINGS.size() >= 70, "drawings: " + DRAWINGS.size());
    }

    /**
     * Every two opening units that may trade places trying to (each pair bounces), on as few turns
     * as keep each unit in one pair: the arrows of a swap are drawn apart, each still from its
     * province into the other's (Rome's and Naples' among them).
     */
    private static List<List<Order>> swaps(Position start) {
        List<Unit[]> pairs = new ArrayList<>();
        List<Unit> units = start.units();
        for (int i = 0; i < units.size(); i++)
            for (int j = i + 1; j < units.size(); j++)
                if (toward(units.get(i), units.get(j)) != null && toward(units.get(j), units.get(i)) != null)
                    pairs.add(new Unit[] {units.get(i), units.get(j)});
        assertTrue(pairs.size() >= 9, "opening units that may trade places: " + pairs.size());
        List<List<Order>> turns = new ArrayList<>();
        while (!pairs.isEmpty()) {
            Set<Unit> moving = new HashSet<>();
            List<Order> orders = new ArrayList<>();
            for (Iterator<Unit[]> it = pairs.iterator(); it.hasNext(); ) {
                Unit[] p = it.next();
                if (moving.contains(p[0]) || moving.contains(p[1])) continue;
                it.remove();
                for (int k = 0; k < 2; k++) {
                    Unit u = p[k];
                    moving.add(u);
                    orders.add(new Order.Move(u.power(), u.type(), u.location(), toward(u, p[1 - k]), false));
                }
            }
            turns.add(orders);
        }
        return turns;
    }

    /** Where a unit moves into another's province, or null where it cannot. */
    private static Location toward(Unit u, Unit other) {
        String to = other.province();
        if (u.type() == UnitType.ARMY) return map.armyNeighbours(u.province()).contains(to) ? Location.of(to) : null;
        return new TreeSet<>(map.fleetNeighbours(u.location()))
                .stream().filter(l -> l.province().equals(to)).findFirst().orElse(null);
    }

    /**
     * A turn with a standoff in each province too narrow for the mark beside its unit at full size
     * (UnitPlaces: Belgium, Holland, Heligoland Bight, Tunis), a unit holding in each and every
     * attacker's arrow ending there.
     */
    private static String narrowStandoffs(TurnMaps maps) {
        List<Unit> units = new ArrayList<>();
        List<Order> orders = new ArrayList<>();
        for (String[] o : new String[][] {
            {"france", "A", "bel", "bel"}, {"england", "F", "eng", "bel"}, {"germany", "A", "bur", "bel"},
            {"germany", "A", "hol", "hol"}, {"england", "F", "nth", "hol"}, {"russia", "A", "ruh", "hol"},
            {"germany", "F", "hel", "hel"}, {"russia", "F", "den", "hel"}, {"italy", "F", "kie", "hel"},
            {"italy", "A", "tun", "tun"}, {"france", "F", "naf", "tun"}, {"turkey", "F", "ion", "tun"}
        }) {
            UnitType type = o[1].equals("A") ? UnitType.ARMY : UnitType.FLEET;
            Location at = Location.of(o[2]);
            units.add(new Unit(type, o[0], at));
            orders.add(
                    o[2].equals(o[3])
                            ? new Order.Hold(o[0], type, at)
                            : new Order.Move(o[0], type, at, Location.of(o[3]), false));
        }
        Position before = new Position(Position.start(map).season(), 1902, Phase.MOVEMENT, units, Map.of(), List.of());
        return maps.turn(before, Adjudicator.adjudicate(map, before, orders), "en");
    }

    /**
     * Moves from a coast and to a coast, each supported by an order that names no coast (F StP/sc –
     * Bot with F Swe S F StP – Bot, F Mid – Spa/nc with A Gas S F Mid – Spa): the support still
     * points at the arrow drawn between the coasts' places.
     */
    private static String coastalSupports(TurnMaps maps) {
        Unit stp = new Unit(UnitType.FLEET, "russia", Location.parse("stp/sc")),
                swe = new Unit(UnitType.FLEET, "russia", Location.of("swe")),
                mid = new Unit(UnitType.FLEET, "france", Location.of("mao")),
                gas = new Unit(UnitType.ARMY, "france", Location.of("gas"));
        List<Order> orders = List.of(
                new Order.Move("russia", UnitType.FLEET, stp.location(), Location.of("bot"), false),
                new Order.SupportMove("russia", UnitType.FLEET, swe.location(), UnitType.FLEET, "stp", "bot"),
                new Order.Move("france", UnitType.FLEET, mid.location(), Location.parse("spa/nc"), false),
                new Order.SupportMove("france", UnitType.ARMY, gas.location(), UnitType.FLEET, "mao", "spa"));
        Position before = new Position(
                Position.start(map).season(), 1902, Phase.MOVEMENT, List.of(stp, swe, mid, gas), Map.of(), List.of());
        return maps.turn(before, Adjudicator.adjudicate(map, before, orders), "en");
    }

    private static Document parse(String svg) throws Exception {
        var dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        return dbf.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> groups(Document doc, String cls) {
        return BoardSpotsTest.elements(doc, "g").stream()
                .filter(e -> List.of(e.getAttribute("class").split(" ")).contains(cls))
                .toList();
    }

    /** A unit mark's centre: its letter is set 3.6 under it ({@code turn.svg.ftl}, {@code diplomacy-orders.svg.ftl}). */
    private static Pt centre(Element unit) {
        Element t = BoardSpotsTest.elements(unit, "text").get(0);
        return new Pt(MapOverlay.num(t, "x"), MapOverlay.num(t, "y") - 3.6);
    }

    private static boolean inside(String province, Pt p) {
        return g.shape(province).contains(ProvinceShapes.GF.createPoint(new Coordinate(p.x(), p.y())));
    }

    /** The spots a unit of the province may stand at: the province's, and its coasts'. */
    private static List<Pt> spots(String province) {
        BoardSpots.Spot s = g.spot(province);
        List<Pt> out = new ArrayList<>(List.of(s.unit()));
        out.addAll(s.coasts().values());
        return out;
    }

    @Test
    void everyUnitStandsAtItsProvincesUnitSpot() {
        List<String> wrong = new ArrayList<>();
        double k = BoardRoom.leastScale(g.width(), g.height()),
                half = g.geo.room().counter() / 2;
        int units = 0;
        for (var d : DRAWINGS.entrySet()) {
            for (Element u : groups(d.getValue(), "unit")) {
                String province = Location.parse(u.getAttribute("data-at")).province();
                Pt c = centre(u);
                units++;
                boolean atSpot = spots(province).stream().anyMatch(s -> s.distance(c) < 0.05);
                if (!atSpot) {
                    // only a unit waiting to retreat stands beside its province's unit
                    if (!u.getAttribute("class").contains("dislodged"))
                        wrong.add(d.getKey() + ": " + province + " not at its spot " + c);
                    else if (!inside(province, c))
                        wrong.add(d.getKey() + ": " + province + " (dislodged) outside its province " + c);
                    continue;
                }
                double mm = g.shape(province)
                                .getBoundary()
                                .distance(ProvinceShapes.GF.createPoint(new Coordinate(c.x(), c.y())))
                        * k;
                if (!inside(province, c) || mm < half) {
                    wrong.add(String.format(Locale.ROOT, "%s: %s %.1f mm from its border", d.getKey(), province, mm));
                }
            }
        }
        assertTrue(units > 300, "units read: " + units);
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyArrowRunsFromItsProvinceIntoTheOtherWithItsHeadInSight() {
        List<String> wrong = new ArrayList<>();
        int arrows = 0;
        for (var d : DRAWINGS.entrySet()) {
            List<Envelope> marks = new ArrayList<>();
            for (Element u : groups(d.getValue(), "unit")) {
                Pt c = centre(u);
                // the counter with its dislodged cross, the widest of them (diplomacy-orders.svg.ftl)
                marks.add(new Envelope(c.x() - 10, c.x() + 10, c.y() - 8, c.y() + 8));
            }
            List<Geometry> rings = new ArrayList<>();
            for (Element lines : groups(d.getValue(), "lines")) {
                for (Element c : BoardSpotsTest.elements(lines, "circle")) {
                    double r = MapOverlay.num(c, "r");
                    if (r < 10) continue; // an order line's end dot, not a ring
                    rings.add(ProvinceShapes.GF
                            .createPoint(new Coordinate(MapOverlay.num(c, "cx"), MapOverlay.num(c, "cy")))
                            .buffer(r + 1.3));
                }
            }
            for (Element s : groups(d.getValue(), "standoff")) marks.add(BoardSpots.square(standoff(s), half(s)));
            for (String kind : List.of("move", "retreat", "retreat-option")) {
                for (Element a : groups(d.getValue(), kind)) {
                    List<Element> paths = BoardSpotsTest.elements(a, "path");
                    Pt start = first(paths.get(0).getAttribute("d"));
                    Pt tip = paths.stream()
                            .filter(p -> p.getAttribute("d").endsWith("Z"))
                            .map(p -> first(p.getAttribute("d")))
                            .findFirst()
                            .orElse(null);
                    String from = a.getAttribute("data-from"),
                            to = a.getAttribute("data-to"),
                            name = d.getKey() + ": " + from + " → " + to;
                    arrows++;
                    if (!inside(from, start)) wrong.add(name + " starts outside " + from);
                    if (tip == null || !inside(to, tip)) wrong.add(name + " ends outside " + to);
                    if (tip == null) continue;
                    if (marks.stream().anyMatch(m -> m.contains(tip.x(), tip.y())))
                        wrong.add(name + ": its head's tip is under a unit or standoff mark");
                    if (rings.stream()
                            .anyMatch(
                                    r -> r.contains(ProvinceShapes.GF.createPoint(new Coordinate(tip.x(), tip.y()))))) {
                        wrong.add(name + ": its head's tip is under a ring");
                    }
                }
            }
        }
        assertTrue(arrows > 100, "arrows read: " + arrows);
        assertEquals(List.of(), wrong);
    }

    /**
     * A support or convoy line for a move ends on that move's arrow as drawn, also where the arrows
     * of two units trading places are drawn apart (their supports once pointed at a course no arrow
     * took) and where the moving unit stands on a coast.
     */
    @Test
    void everySupportOrConvoyOfAMoveEndsOnThatMovesArrow() {
        List<String> wrong = new ArrayList<>();
        int lines = 0;
        for (var d : DRAWINGS.entrySet()) {
            Map<String, Geometry> arrows = new LinkedHashMap<>();
            for (Element a : groups(d.getValue(), "move"))
                arrows.put(
                        a.getAttribute("data-from") + " " + a.getAttribute("data-to"),
                        MapOverlay.path(
                                BoardSpotsTest.elements(a, "path").get(0).getAttribute("d"), 0, 0, 0));
            for (String kind : List.of("support", "convoy")) {
                for (Element l : groups(d.getValue(), kind)) {
                    String move = l.getAttribute("data-move");
                    Geometry arrow = arrows.get(move);
                    if (arrow == null) continue; // a support of a move not ordered (void): no arrow to end on
                    Element dot = BoardSpotsTest.elements(l, "circle").get(0);
                    Geometry end = ProvinceShapes.GF.createPoint(
                            new Coordinate(MapOverlay.num(dot, "cx"), MapOverlay.num(dot, "cy")));
                    lines++;
                    double off = arrow.distance(end);
                    if (off > 1)
                        wrong.add(String.format(
                                Locale.ROOT,
                                "%s: %s from %s ends %.1f off the arrow %s",
                                d.getKey(),
                                kind,
                                l.getAttribute("data-from"),
                                off,
                                move));
                }
            }
        }
        assertTrue(lines >= 30, "support and convoy lines read: " + lines);
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyStandoffMarkIsInsideItsProvince() {
        List<String> wrong = new ArrayList<>();
        int marks = 0;
        for (var d : DRAWINGS.entrySet()) {
            for (Element s : groups(d.getValue(), "standoff")) {
                String p = s.getAttribute("data-province");
                marks++;
                // the whole mark, its stroke included, drawn smaller where its province has no room for it beside its
                // unit (UnitPlaces)
                if (!g.shape(p).covers(ProvinceShapes.GF.toGeometry(BoardSpots.square(standoff(s), half(s) * 9.6 / 9))))
                    wrong.add(d.getKey() + ": " + p);
                if (half(s) < 9 * UnitPlaces.SMALLEST) wrong.add(d.getKey() + ": " + p + " drawn too small");
            }
        }
        assertTrue(marks >= 4, "standoff marks read: " + marks);
        assertEquals(
                List.of("bel", "hel", "hol", "tun"),
                groups(DRAWINGS.get(NARROW), "standoff").stream()
                        .map(s -> s.getAttribute("data-province"))
                        .sorted()
                        .toList());
        assertEquals(List.of(), wrong);
    }

    @Test
    void theTurnMapsKeyCoversNoLabel() {
        List<String> wrong = new ArrayList<>();
        int keys = 0, lines = 0;
        for (var d : DRAWINGS.entrySet()) {
            if (!d.getKey().startsWith("turn map")) continue;
            for (Element key : groups(d.getValue(), "legend")) {
                if (!key.hasAttribute("transform")) continue; // the board's own legend
                keys++;
                Element box = BoardSpotsTest.elements(key, "rect").get(0);
                Matcher m = TRANSLATE.matcher(key.getAttribute("transform"));
                assertTrue(m.find(), key.getAttribute("transform"));
                double x = MapOverlay.num(box, "x") + Double.parseDouble(m.group(1)),
                        y = MapOverlay.num(box, "y") + Double.parseDouble(m.group(2));
                Envelope e = new Envelope(x, x + MapOverlay.num(box, "width"), y, y + MapOverlay.num(box, "height"));
                BoardSpotsTest.labels(d.getValue()).stream()
                        .filter(t -> t.box().intersects(e))
                        .forEach(t -> wrong.add(d.getKey() + ": key over " + t.text()));
                BoardSpotsTest.stars(d.getValue()).stream()
                        .filter(e::intersects)
                        .forEach(t -> wrong.add(d.getKey() + ": key over a star"));
                for (Province p : map.provinces()) {
                    if (BoardSpots.square(g.spot(p.id()).unit(), g.counterSide() / 2)
                            .intersects(e)) wrong.add(d.getKey() + ": key over " + p.id() + "'s unit spot");
                }
                // nor this turn's units, marks and order lines (a unit waiting to retreat stands off its spot)
                for (Element u : groups(d.getValue(), "unit"))
                    if (BoardSpots.square(centre(u), 10.5).intersects(e))
                        wrong.add(d.getKey() + ": key over the unit in " + u.getAttribute("data-at"));
                for (Element s : groups(d.getValue(), "standoff"))
                    if (BoardSpots.square(standoff(s), half(s)).intersects(e))
                        wrong.add(d.getKey() + ": key over the standoff in " + s.getAttribute("data-province"));
                Geometry keyBox = ProvinceShapes.GF.toGeometry(e);
                for (String kind : List.of("move", "retreat", "retreat-option", "support", "support-hold", "convoy")) {
                    for (Element a : groups(d.getValue(), kind)) {
                        Geometry line = MapOverlay.path(
                                BoardSpotsTest.elements(a, "path").get(0).getAttribute("d"), 0, 0, 3.25);
                        if (line.intersects(keyBox)) wrong.add(d.getKey() + ": key over a " + kind + " line");
                        lines++;
                    }
                }
            }
        }
        assertEquals(
                DRAWINGS.keySet().stream().filter(k -> k.startsWith("turn map")).count(), keys);
        assertTrue(lines >= 34, "order lines read: " + lines);
        assertEquals(List.of(), wrong);
    }

    private static Pt standoff(Element s) {
        Matcher m = TRANSLATE.matcher(BoardSpotsTest.elements(s, "path").get(0).getAttribute("transform"));
        assertTrue(m.find());
        return new Pt(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)));
    }

    /** Half the size of a standoff's mark as drawn (its outline's path, scaled where it is drawn smaller). */
    private static double half(Element s) {
        Matcher m = SCALE.matcher(BoardSpotsTest.elements(s, "path").get(0).getAttribute("transform"));
        return m.find() ? 9 * Double.parseDouble(m.group(1)) : 9;
    }

    private static Pt first(String d) {
        Matcher m = MOVE_TO.matcher(d);
        assertTrue(m.find(), d);
        return new Pt(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)));
    }
}
