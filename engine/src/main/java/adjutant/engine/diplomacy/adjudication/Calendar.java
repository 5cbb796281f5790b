package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which phase follows which: Spring movement → (retreats) → Fall movement → (retreats) →
 * adjustments → next Spring. Supply centres change hands only at the end of Fall,
 * after the retreats (seed 003, "Controlling supply centres").
 */
final class Calendar {
    private Calendar() {}

    /** The position after a movement or retreat phase that leaves no dislodged units. */
    static Position settled(DipMap map, Position before, List<Unit> units) {
        if (before.season() == Season.SPRING) {
            return new Position(
                    Season.FALL, before.year(), Phase.MOVEMENT, units, before.owners(), List.of(), before.seating());
        }
        return new Position(
                Season.FALL,
                before.year(),
                Phase.ADJUSTMENT,
                units,
                owners(map, before.owners(), units),
                List.of(),
                before.seating());
    }

    static Position retreats(Position before, List<Unit> units, List<Position.Dislodged> dislodged) {
        return new Position(
                before.season(), before.year(), Phase.RETREAT, units, before.owners(), dislodged, before.seating());
    }

    /** The next Spring; a neutral power handed to a coin toss's winner joins that player now (seed 003, two players). */
    static Position nextYear(Position before, List<Unit> units) {
        int year = before.year() + 1;
        return new Position(
                Season.SPRING,
                year,
                Phase.MOVEMENT,
                units,
                before.owners(),
                List.of(),
                before.seating().inSpringOf(year));
    }

    /** A supply centre belongs to the power whose unit stands in it; an empty one keeps its owner. */
    static Map<String, String> owners(DipMap map, Map<String, String> owners, List<Unit> units) {
        Map<String, String> out = new TreeMap<>(owners);
        for (Unit u : units) {
            var p = map.province(u.province());
            if (p != null && p.supplyCentre()) out.put(u.province(), u.power());
        }
        return out;
    }
}
