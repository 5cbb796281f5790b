package adjutant.engine.diplomacy.sheet;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a unit's row offers in a movement phase: the kinds of order it may give, the places
 * it may name as a target (where it moves, and where a unit it supports or convoys goes), and
 * the provinces of the units it could support or convoy. Convoys are offered through the seas
 * that hold fleets in this position; supports only of provinces that hold a unit (supporting
 * an empty province does nothing; the free-text line is there for the unusual).
 */
public final class Choices {
    private final DipMap map;
    private final Position position;
    /** Abbreviations as an earlier layout printed them, by province id: choices are in their alphabetical order. */
    private final Map<String, String> printed;

    /** Choices ordered by the abbreviations {@code printed} gives where they differ from today's (an earlier layout version). */
    public Choices(DipMap map, Position position, Map<String, String> printed) {
        this.map = map;
        this.position = position;
        this.printed = printed;
    }

    /** A province's abbreviation as its choices are ordered, lower case. */
    private String sortName(String province) {
        return printed.getOrDefault(province, map.province(province).abbr()).toLowerCase(Locale.ROOT);
    }

    public List<Meaning.Kind> kinds(Unit u) {
        List<Meaning.Kind> k = new ArrayList<>(List.of(Meaning.Kind.HOLD, Meaning.Kind.MOVE, Meaning.Kind.SUPPORT));
        if (isFleetAtSea(u)) k.add(Meaning.Kind.CONVOY);
        return k;
    }

    /** Moves (coast-exact for fleets), then convoy ends: each place once, by abbreviation. */
    public List<Location> targets(Unit u) {
        Set<Location> out = new LinkedHashSet<>(moves(u));
        Set<String> provinces = new TreeSet<>();
        out.forEach(l -> provinces.add(l.province()));
        List<String> extra = new ArrayList<>();
        if (u.type() == UnitType.ARMY) extra.addAll(convoyEnds(u.province()));
        if (isFleetAtSea(u)) extra.addAll(coastsOf(fleetSeas(u.province())));
        for (String p : extra) if (!p.equals(u.province()) && provinces.add(p)) out.add(Location.of(p));
        return sorted(out);
    }

    /** Where the unit can move by itself. */
    public List<Location> moves(Unit u) {
        Set<Location> out = new LinkedHashSet<>();
        if (u.type() == UnitType.ARMY) map.armyNeighbours(u.province()).forEach(p -> out.add(Location.of(p)));
        else out.addAll(map.fleetNeighbours(u.location()));
        return sorted(out);
    }

    /** Provinces of other units this unit could support (hold or move) or convoy. */
    public List<String> partners(Unit u) {
        Set<String> reach = new TreeSet<>();
        moves(u).forEach(l -> reach.add(l.province()));
        Set<String> out = new TreeSet<>();
        for (Unit o : position.units()) {
            if (o.equals(u) || o.province().equals(u.province())) continue;
            if (reach.contains(o.province())) out.add(o.province());
            for (String q : reach) if (!q.equals(o.province()) && canReach(o, q)) out.add(o.province());
        }
        if (isFleetAtSea(u)) {
            Set<String> coasts = coastsOf(fleetSeas(u.province()));
            for (Unit o : position.units())
                if (o.type() == UnitType.ARMY && coasts.contains(o.province())) out.add(o.province());
        }
        List<String> list = new ArrayList<>(out);
        list.sort(Comparator.comparing(this::sortName));
        return list;
    }

    private boolean canReach(Unit o, String province) {
        if (map.canReach(o.type(), o.location(), province)) return true;
        return o.type() == UnitType.ARMY && convoyEnds(o.province()).contains(province);
    }

    private boolean isFleetAtSea(Unit u) {
        return u.type() == UnitType.FLEET && map.province(u.province()).terrain() == Terrain.SEA;
    }

    /** Coastal provinces an army on {@code from} could reach through seas holding fleets. */
    private Set<String> convoyEnds(String from) {
        if (map.province(from).terrain() != Terrain.COAST) return Set.of();
        Set<String> seas = new TreeSet<>();
        for (String n : map.neighbours(from)) if (isSea(n) && hasFleet(n)) seas.addAll(fleetSeas(n));
        Set<String> out = coastsOf(seas);
        out.remove(from);
        return out;
    }

    /** The seas holding fleets connected to {@code sea} through seas holding fleets. */
    private Set<String> fleetSeas(String sea) {
        Set<String> seen = new TreeSet<>(Set.of(sea));
        Deque<String> todo = new ArrayDeque<>(seen);
        while (!todo.isEmpty()) {
            for (String n : map.neighbours(todo.pop())) {
                if (isSea(n) && hasFleet(n) && seen.add(n)) todo.add(n);
            }
        }
        return seen;
    }

    private Set<String> coastsOf(Set<String> seas) {
        Set<String> out = new TreeSet<>();
        for (String s : seas)
            for (String n : map.neighbours(s)) if (map.province(n).terrain() == Terrain.COAST) out.add(n);
        return out;
    }

    private boolean isSea(String p) {
        return map.province(p).terrain() == Terrain.SEA;
    }

    private boolean hasFleet(String p) {
        return position.unitIn(p).map(x -> x.type() == UnitType.FLEET).orElse(false);
    }

    private List<Location> sorted(Set<Location> s) {
        List<Location> l = new ArrayList<>(s);
        l.sort(Comparator.comparing((Location x) -> sortName(x.province()))
                .thenComparing(x -> x.coast() == null ? "" : x.coast()));
        return l;
    }

    /** The label under a place's box: the printed abbreviation and the coast ({@code StP nc}). */
    public String label(Location l) {
        Province p = map.province(l.province());
        return l.coast() == null ? p.abbr() : p.abbr() + " " + l.coast();
    }
}
