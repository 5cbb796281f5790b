package adjutant.engine.diplomacy;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * The read-only board: provinces, powers and the two adjacency graphs. Army moves are
 * between provinces; fleet moves are between fleet locations (a coast of a split
 * province, or the province itself), which is how the Spain, St Petersburg and
 * Bulgaria coasts and the Kiel and Constantinople canals are encoded.
 */
public final class DipMap {
    private final Map<String, Province> provinces;
    private final Map<String, Power> powers;
    private final Map<String, Set<String>> armyEdges;
    private final Map<Location, Set<Location>> fleetEdges;
    private final BoardLayout board;
    private final Variant variant;

    /** A map built in code: no board drawing, and a power wins with more than half of its supply centres. */
    public DipMap(
            Collection<Province> provinces,
            Collection<Power> powers,
            Map<String, Set<String>> armyEdges,
            Map<Location, Set<Location>> fleetEdges) {
        this(provinces, powers, armyEdges, fleetEdges, BoardLayout.NONE, Variant.of((int)
                provinces.stream().filter(Province::supplyCentre).count()));
    }

    /** A map with its board and what it says about the game ({@code setups.yaml}). */
    public DipMap(
            Collection<Province> provinces,
            Collection<Power> powers,
            Map<String, Set<String>> armyEdges,
            Map<Location, Set<Location>> fleetEdges,
            BoardLayout board,
            Variant variant) {
        this.board = board;
        this.variant = variant;
        Map<String, Province> p = new LinkedHashMap<>();
        provinces.forEach(x -> p.put(x.id(), x));
        this.provinces = Collections.unmodifiableMap(p);
        Map<String, Power> w = new LinkedHashMap<>();
        powers.forEach(x -> w.put(x.id(), x));
        this.powers = Collections.unmodifiableMap(w);
        Map<String, Set<String>> a = new LinkedHashMap<>();
        armyEdges.forEach((k, v) -> a.put(k, Set.copyOf(v)));
        this.armyEdges = Map.copyOf(a);
        Map<Location, Set<Location>> f = new LinkedHashMap<>();
        fleetEdges.forEach((k, v) -> f.put(k, Set.copyOf(v)));
        this.fleetEdges = Map.copyOf(f);
    }

    public Collection<Province> provinces() {
        return provinces.values();
    }

    public Province province(String id) {
        return provinces.get(id);
    }

    public boolean hasProvince(String id) {
        return provinces.containsKey(id);
    }

    public Collection<Power> powers() {
        return powers.values();
    }

    public Power power(String id) {
        return powers.get(id);
    }

    public List<Province> supplyCentres() {
        return provinces.values().stream().filter(Province::supplyCentre).toList();
    }

    /** Whether {@code loc} is a place a unit of type {@code t} may stand. */
    public boolean canStand(UnitType t, Location loc) {
        Province p = provinces.get(loc.province());
        if (p == null || !p.terrain().allows(t)) return false;
        if (t == UnitType.ARMY) return !loc.hasCoast();
        return p.isSplit() ? loc.hasCoast() && p.coasts().contains(loc.coast()) : !loc.hasCoast();
    }

    /** The places a fleet may stand in a province: its coasts if split, else the province. */
    public List<Location> fleetLocations(String province) {
        Province p = provinces.get(province);
        if (p == null || p.terrain() == Terrain.LAND) return List.of();
        if (!p.isSplit()) return List.of(Location.of(province));
        return p.coasts().stream().map(c -> new Location(province, c)).toList();
    }

    /** Army neighbours of a province (empty for seas). */
    public Set<String> armyNeighbours(String province) {
        return armyEdges.getOrDefault(province, Set.of());
    }

    /** Fleet neighbours of a fleet location. */
    public Set<Location> fleetNeighbours(Location from) {
        return fleetEdges.getOrDefault(from, Set.of());
    }

    /** A direct move of a unit of type t from a location to a location (coast-exact for fleets). */
    public boolean adjacent(UnitType t, Location from, Location to) {
        return t == UnitType.ARMY
                ? armyEdges.getOrDefault(from.province(), Set.of()).contains(to.province()) && !to.hasCoast()
                : fleetEdges.getOrDefault(from, Set.of()).contains(to);
    }

    /**
     * Whether a unit at {@code from} could move into {@code province} by itself, on any coast
     * (the test for supporting into a province: DATC 6.B.4).
     */
    public boolean canReach(UnitType t, Location from, String province) {
        if (t == UnitType.ARMY)
            return armyEdges.getOrDefault(from.province(), Set.of()).contains(province);
        for (Location l : fleetEdges.getOrDefault(from, Set.of())) {
            if (l.province().equals(province)) return true;
        }
        return false;
    }

    /** The coasts of {@code province} a fleet at {@code from} can move to. */
    public List<Location> reachableCoasts(Location from, String province) {
        return fleetEdges.getOrDefault(from, Set.of()).stream()
                .filter(l -> l.province().equals(province))
                .sorted()
                .toList();
    }

    /** Every province adjacent to {@code province} by any unit, for drawing and checks. */
    public Set<String> neighbours(String province) {
        Set<String> out = new TreeSet<>(armyNeighbours(province));
        for (Location l : fleetLocations(province)) fleetNeighbours(l).forEach(x -> out.add(x.province()));
        return out;
    }

    public int armyEdgeCount() {
        return armyEdges.values().stream().mapToInt(Set::size).sum() / 2;
    }

    public int fleetEdgeCount() {
        return fleetEdges.values().stream().mapToInt(Set::size).sum() / 2;
    }

    /** The board drawing's geometry; {@link BoardLayout#NONE} for maps built in code. */
    public BoardLayout board() {
        return board;
    }

    /** Start year, centres to win and the setups for fewer players. */
    public Variant variant() {
        return variant;
    }

    /**
     * The same map with every drawing point (label points, coast tags, impassable areas' labels)
     * moved by {@code move}: the board drawn on a magnified geometry keeps its labels where its
     * provinces went.
     */
    public DipMap withPoints(UnaryOperator<Province.Point> move) {
        List<Province> ps = provinces.values().stream()
                .map(p -> p.withLabel(p.label() == null ? null : move.apply(p.label())))
                .toList();
        Map<Location, Province.Point> tags = new LinkedHashMap<>();
        board.coastLabels().forEach((l, pt) -> tags.put(l, move.apply(pt)));
        List<BoardLayout.Area> areas = board.impassable().stream()
                .map(a -> new BoardLayout.Area(a.id(), a.names(), a.label() == null ? null : move.apply(a.label())))
                .toList();
        return new DipMap(
                ps,
                powers.values(),
                armyEdges,
                fleetEdges,
                new BoardLayout(board.width(), board.height(), tags, areas),
                variant);
    }

    /** The same map with the label points of the provinces named in {@code labels} moved there (the board places its labels from the shapes). */
    public DipMap withLabels(Map<String, Province.Point> labels) {
        List<Province> ps = provinces.values().stream()
                .map(p -> p.withLabel(labels.getOrDefault(p.id(), p.label())))
                .toList();
        return new DipMap(ps, powers.values(), armyEdges, fleetEdges, board, variant);
    }

    /**
     * Equal maps hold the same provinces and powers in the same order, the same adjacencies and
     * the same board drawing: what is worked out from a map (the board's shapes, the rulebook's
     * figures) is kept for an equal map loaded again by the next build.
     */
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof DipMap m
                        && List.copyOf(provinces.values()).equals(List.copyOf(m.provinces.values()))
                        && List.copyOf(powers.values()).equals(List.copyOf(m.powers.values()))
                        && armyEdges.equals(m.armyEdges)
                        && fleetEdges.equals(m.fleetEdges)
                        && board.equals(m.board)
                        && variant.equals(m.variant);
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                List.copyOf(provinces.values()), List.copyOf(powers.values()), armyEdges, fleetEdges, board, variant);
    }
}
