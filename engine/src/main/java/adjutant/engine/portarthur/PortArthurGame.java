package adjutant.engine.portarthur;

import adjutant.engine.Game;
import adjutant.engine.GameInfo;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The loaded Port Arthur data: the sea, the fleets and ships, the tracks, markers and rule numbers. */
public record PortArthurGame(
        GameInfo info,
        Catalog strings,
        Glossary glossary,
        SeaMap map,
        List<Fleet> fleets,
        List<Ship> ships,
        DpTrack dpTrack,
        ManchuriaTrack manchuria,
        TurnTrack turns,
        List<Marker> markers,
        int armies,
        Tables tables)
        implements Game {
    public PortArthurGame {
        fleets = List.copyOf(fleets);
        ships = List.copyOf(ships);
        markers = List.copyOf(markers);
    }

    public Optional<Ship> ship(String id) {
        return ships.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The ship with this id; for callers (tests, examples) that know it exists. */
    public Ship requireShip(String id) {
        return ship(id).orElseThrow(() -> new IllegalArgumentException("no ship '" + id + "'"));
    }

    public Optional<Fleet> fleet(String id) {
        return fleets.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    public List<Ship> ships(Side side) {
        return ships.stream().filter(s -> s.side() == side).toList();
    }

    @Override
    public Map<String, Integer> summary() {
        Map<String, Integer> s = new LinkedHashMap<>();
        s.put("sea areas", map.areas().size());
        s.put("ports", map.ports().size());
        s.put("landing boxes", map.landingBoxes().size());
        s.put("Japanese ships", ships(Side.JAPAN).size());
        s.put("Russian ships", ships(Side.RUSSIA).size());
        s.put("optional ships", (int) ships.stream().filter(Ship::optional).count());
        s.put("Manchuria spaces", manchuria.spaces().size());
        s.put("markers", markers.size());
        s.put("glossary terms", glossary.terms().size());
        return s;
    }
}
