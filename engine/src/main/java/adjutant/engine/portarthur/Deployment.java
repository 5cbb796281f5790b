package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every ship still in play, where it is and which side of its counter is up. Sunk ships
 * are not in it. Immutable: each change returns a new deployment.
 */
public record Deployment(Map<String, Placed> ships) {
    /** One ship: its state and its berth. */
    public record Placed(ShipState state, Berth berth) {
        public String id() {
            return state.ship().id();
        }

        public Side side() {
            return state.ship().side();
        }
    }

    public Deployment {
        ships = Collections.unmodifiableMap(new LinkedHashMap<>(ships));
    }

    public static Deployment of(Collection<Placed> placed) {
        Map<String, Placed> m = new LinkedHashMap<>();
        for (Placed p : placed) m.put(p.id(), p);
        return new Deployment(m);
    }

    public Placed get(String id) {
        return ships.get(id);
    }

    /** Ships at one berth, in deployment order. */
    public List<Placed> at(Berth berth) {
        return ships.values().stream().filter(p -> p.berth().equals(berth)).toList();
    }

    public Deployment put(Placed p) {
        Map<String, Placed> m = new LinkedHashMap<>(ships);
        m.put(p.id(), p);
        return new Deployment(m);
    }

    public Deployment move(String id, Berth to, boolean damaged) {
        Placed p = ships.get(id);
        return put(new Placed(new ShipState(p.state().ship(), damaged), to));
    }

    public Deployment remove(Collection<String> ids) {
        Map<String, Placed> m = new LinkedHashMap<>(ships);
        ids.forEach(m::remove);
        return new Deployment(m);
    }

    public List<Placed> all() {
        return new ArrayList<>(ships.values());
    }
}
