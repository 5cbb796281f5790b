package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.Adjudicator;
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
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.ExampleFigures;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/**
 * Units never cover a province label, and no figure's crop cuts one; order lines bend round
 * labels, and the few that cannot yet are listed: every
 * rulebook figure in both languages and turn maps with a unit on every location, every unit of
 * the opening moving, and units waiting to retreat, read back from their SVG ({@link MapOverlay});
 * and, for any turn map, the place of every location's unit and the arrow of every move the
 * rules allow, checked against every label of both drawings.
 */
class MapOverlayTest {
    static TurnMaps maps;
    static DipMap map;
    static BoardGeometry g;

    @BeforeAll
    static void load() {
        maps = TurnMaps.open(Games.home());
        map = maps.game().map();
        g = BoardGeometry.of(map, adjutant.engine.diplomacy.BoardGeography.read(Games.home(), map));
    }

    @Test
    void rulebookFiguresCoverNoLabelAndCutNone() throws Exception {
        var templates = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null).templates();
        ExampleFigures.Drawer drawer = new ExampleMaps().open(Games.home(), templates);
        List<String> bad = new ArrayList<>();
        List<String> crossed = new ArrayList<>();
        int figures = 0;
        for (String lang : List.of("cs", "en")) {
            String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
            Matcher m = Pattern.compile("```example id=(\\S+)\\n(.*?)\\n```", Pattern.DOTALL).matcher(md);
            while (m.find()) {
                @SuppressWarnings("unchecked")
                Map<String, Object> data = new ObjectMapper(new YAMLFactory()).readValue(m.group(2), LinkedHashMap.class);
                String svg = drawer.svg(m.group(1), data, lang);
                if (svg == null) continue;
                figures++;
                MapOverlay o = MapOverlay.read(svg);
                for (String c : o.covered(false)) bad.add(lang + " " + m.group(1) + ": " + c);
                for (String c : o.cut()) bad.add(lang + " " + m.group(1) + ": crop cuts " + c);
                for (String c : o.covered(true)) crossed.add(lang + " " + m.group(1) + ": " + c);
            }
        }
        assertTrue(figures >= 60, "figures drawn: " + figures);
        assertEquals(List.of(), bad, "units and rings over labels, labels cut by the crop");
        assertEquals(List.of(), crossed, "order lines over labels");
    }

    @Test
    void turnMapsCoverNoLabel() {
        List<Unit> everywhere = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (p.terrain() != Terrain.SEA) everywhere.add(new Unit(UnitType.ARMY, "england", Location.of(p.id())));
            if (p.terrain() != Terrain.LAND) for (Location l : map.fleetLocations(p.id())) everywhere.add(new Unit(UnitType.FLEET, "france", l));
        }
        List<String> bad = new ArrayList<>();
        check(bad, "a unit on every location", maps.position(new Position(Season.SPRING, 1901, Phase.MOVEMENT, everywhere, Map.of(), List.of()), "en"));
        Position start = Position.start(map);
        List<Order> orders = new ArrayList<>();
        List<Position.Dislodged> dislodged = new ArrayList<>();
        for (Unit u : start.units()) {
            Location to = u.type() == UnitType.ARMY ? Location.of(map.armyNeighbours(u.province()).iterator().next())
                    : map.fleetNeighbours(u.location()).iterator().next();
            orders.add(new Order.Move(u.power(), u.type(), u.location(), to, false));
            dislodged.add(new Position.Dislodged(u, to.province(), List.of(to)));
        }
        PhaseResult r = Adjudicator.adjudicate(map, start, orders);
        check(bad, "every unit of the opening moving", maps.turn(start, r, "en"));
        check(bad, "every unit of the opening waiting to retreat", maps.position(new Position(Season.SPRING, 1901, Phase.RETREAT, start.units(),
                Map.of(), dislodged), "cs"));
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
                if (hits(places.labels, places.aside(l), UnitPlaces.UNIT)) bad.add(l + " beside");
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
                    if (crosses(pad, Location.of(p.id()), Location.of(n))) bad.add((pad ? "figure " : "") + "A " + p.id() + "-" + n);
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

    private static boolean crosses(boolean pad, Location from, Location to) {
        var m = OrderLines.arrow(g, pad, "failed", ExampleMaps.point(g, from), ExampleMaps.point(g, to));
        List<org.locationtech.jts.geom.Geometry> ink = List.of(MapOverlay.path((String) m.get("d"), 0, 0, 6.5 / 2),
                MapOverlay.path((String) m.get("head"), 0, 0, 0), MapOverlay.path((String) m.get("bar"), 0, 0, 1.5));
        for (Envelope e : OrderLines.labels(g, pad)) {
            for (var i : ink) if (i.intersects(ProvinceShapes.GF.toGeometry(e))) return true;
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
    }
}
