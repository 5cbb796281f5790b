package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Where a dislodged unit may retreat: a place it could move to by itself, not occupied
 * after the movement, not left empty by a standoff, not impassable (a game for fewer
 * players), and not the province its attacker came from, unless the attacker came by convoy
 * and so never crossed that border (DATC 4.A.5, the 2023 rule, on which seed 003 is silent).
 */
final class RetreatOptions {
    private RetreatOptions() {}

    static List<Location> of(
            DipMap map,
            Unit unit,
            String attackerFrom,
            boolean attackerConvoyed,
            Set<String> occupied,
            Set<String> standoffs,
            Seating seating) {
        List<Location> out = new ArrayList<>();
        if (unit.type() == UnitType.ARMY) {
            for (String p : map.armyNeighbours(unit.province())) out.add(Location.of(p));
        } else {
            out.addAll(map.fleetNeighbours(unit.location()));
        }
        out.removeIf(l -> occupied.contains(l.province())
                || standoffs.contains(l.province())
                || seating.isImpassable(l.province())
                || !attackerConvoyed && l.province().equals(attackerFrom));
        out.sort(null);
        return out;
    }
}
