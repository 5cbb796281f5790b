package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A read-only view of the units on the map, indexed by province, for legality checks. */
public final class Board {
    final DipMap map;
    final List<Unit> units;
    final Seating seating;
    private final Map<String, Integer> index = new HashMap<>();
    /** Provinces of fleets standing in sea provinces: the only units that can convoy. */
    final List<String> seaFleets = new ArrayList<>();

    /** The board of a game for fewer players: neutral powers give no orders, impassable provinces are shut. */
    public Board(DipMap map, List<Unit> units, Seating seating) {
        this.map = map;
        this.seating = seating;
        this.units = List.copyOf(units);
        for (int i = 0; i < this.units.size(); i++) {
            Unit u = this.units.get(i);
            index.put(u.province(), i);
            if (u.type() == UnitType.FLEET && terrain(u.province()) == Terrain.SEA) seaFleets.add(u.province());
        }
    }

    /** A province id from an order's text field, where a coast may have been written too ({@code spa/sc} → {@code spa}). */
    static String province(String id) {
        int slash = id.indexOf('/');
        return slash < 0 ? id : id.substring(0, slash);
    }

    /** The index of the unit in {@code province}, or -1. */
    int indexOf(String province) {
        Integer i = index.get(province);
        return i == null ? -1 : i;
    }

    Unit unitIn(String province) {
        int i = indexOf(province);
        return i < 0 ? null : units.get(i);
    }

    Terrain terrain(String province) {
        var p = map.province(province);
        return p == null ? null : p.terrain();
    }
}
