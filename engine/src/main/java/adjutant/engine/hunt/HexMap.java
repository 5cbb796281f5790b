package adjutant.engine.hunt;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The board: numbered sea hexes on a {@link HexGrid}, land, start positions and ports.
 * Two hexes are neighbours when their cells touch; distances count moves through sea
 * hexes only (breadth-first, computed once), so land between two hexes lengthens the way.
 */
public final class HexMap {
    /** Distance reported between hexes with no sea route between them. */
    public static final int UNREACHABLE = Integer.MAX_VALUE;

    private final HexGrid grid;
    private final Map<Integer, Hex> hexes;
    private final Map<Cell, Hex> byCell;
    private final List<LandMass> land;
    private final Map<String, StartArea> starts;
    private final Map<String, Port> ports;
    private final Map<Integer, List<Integer>> neighbours;
    private final Map<Integer, Map<Integer, Integer>> distances;

    public HexMap(HexGrid grid, List<Hex> hexes, List<LandMass> land, List<StartArea> starts, List<Port> ports) {
        this.grid = grid;
        Map<Integer, Hex> h = new TreeMap<>();
        Map<Cell, Hex> c = new HashMap<>();
        for (Hex x : hexes) {
            h.putIfAbsent(x.number(), x);
            c.putIfAbsent(x.cell(), x);
        }
        this.hexes = Collections.unmodifiableMap(h);
        this.byCell = Collections.unmodifiableMap(c);
        this.land = List.copyOf(land);
        Map<String, StartArea> s = new LinkedHashMap<>();
        starts.forEach(a -> s.putIfAbsent(a.id(), a));
        this.starts = Collections.unmodifiableMap(s);
        Map<String, Port> p = new LinkedHashMap<>();
        ports.forEach(a -> p.putIfAbsent(a.id(), a));
        this.ports = Collections.unmodifiableMap(p);
        Map<Integer, List<Integer>> n = new TreeMap<>();
        for (Hex x : this.hexes.values()) {
            n.put(
                    x.number(),
                    grid.around(x.cell()).stream()
                            .map(byCell::get)
                            .filter(Objects::nonNull)
                            .map(Hex::number)
                            .sorted()
                            .toList());
        }
        this.neighbours = Collections.unmodifiableMap(n);
        Map<Integer, Map<Integer, Integer>> d = new HashMap<>();
        for (int from : this.hexes.keySet()) d.put(from, breadthFirst(from));
        this.distances = d;
    }

    private Map<Integer, Integer> breadthFirst(int from) {
        Map<Integer, Integer> seen = new HashMap<>();
        seen.put(from, 0);
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int v : neighbours.get(u)) {
                if (seen.putIfAbsent(v, seen.get(u) + 1) == null) queue.add(v);
            }
        }
        return Collections.unmodifiableMap(seen);
    }

    public HexGrid grid() {
        return grid;
    }

    /** All hexes, by number. */
    public Map<Integer, Hex> hexes() {
        return hexes;
    }

    public boolean has(int number) {
        return hexes.containsKey(number);
    }

    public Hex hex(int number) {
        Hex h = hexes.get(number);
        if (h == null) throw new IllegalArgumentException("no hex " + Hex.label(number));
        return h;
    }

    public Optional<Hex> at(Cell cell) {
        return Optional.ofNullable(byCell.get(cell));
    }

    public List<LandMass> land() {
        return land;
    }

    public Map<String, StartArea> starts() {
        return starts;
    }

    public Map<String, Port> ports() {
        return ports;
    }

    /** The sea hexes touching hex {@code number}, ascending. */
    public List<Integer> neighbours(int number) {
        List<Integer> n = neighbours.get(number);
        if (n == null) throw new IllegalArgumentException("no hex " + Hex.label(number));
        return n;
    }

    public boolean adjacent(int a, int b) {
        return neighbours(a).contains(b);
    }

    /** Moves from {@code a} to {@code b} through sea hexes; {@link #UNREACHABLE} when cut off. */
    public int distance(int a, int b) {
        hex(b);
        Map<Integer, Integer> d = distances.get(a);
        if (d == null) throw new IllegalArgumentException("no hex " + Hex.label(a));
        return d.getOrDefault(b, UNREACHABLE);
    }

    /** Moves a merchant on {@code hex} needs to reach {@code port}: to its nearest ▼▲ hex, then one more into the port. */
    public int distanceToPort(int hex, String port) {
        Port p = ports.get(port);
        if (p == null) throw new IllegalArgumentException("no port " + port);
        int best = UNREACHABLE;
        for (int e : p.entries()) best = Math.min(best, distance(hex, e));
        return best == UNREACHABLE ? best : best + 1;
    }
}
