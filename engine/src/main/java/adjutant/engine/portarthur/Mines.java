package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * "Hidden threat": while the blockade marker lies in the mined sea, each squadron going
 * home from it rolls a die; every pip above its speed is one ship, chosen by its owner, that
 * strikes a mine. A damaged ship that strikes one sinks; an intact one is turned over and
 * sinks when a second die shows more than its (damaged) defence.
 */
public final class Mines {
    private Mines() {}

    /** Mines strike only while the blockade marker lies in the variant's mined sea. */
    public static boolean active(PortArthurGame game, boolean blockadeInPlace) {
        return blockadeInPlace
                && game.tables()
                        .dominance()
                        .blockade()
                        .sea()
                        .equals(game.tables().hiddenThreat().minedSea());
    }

    /** Ships of a squadron of speed {@code speed} that strike a mine on {@code roll}. */
    public static int struck(int roll, int speed) {
        return Movement.shipsStruckByMines(roll, speed);
    }

    /** Whether a ship sinks when it strikes a mine: always if damaged, else when {@code roll} beats its defence. */
    public static boolean sinks(ShipState s, Integer roll) {
        if (s.damaged()) return true;
        return intactSinks(roll, s.ship().back().defence());
    }

    /** Whether an intact ship of (damaged-side) defence {@code defence} that strikes a mine sinks on {@code roll}. */
    public static boolean intactSinks(int roll, int defence) {
        Movement.checkDie(roll);
        return roll > defence;
    }

    /**
     * The squadron after the mines: {@code chosen} are the ships that struck, {@code survival}
     * the second die of each intact one. Returns the survivors and the sunk, with the faults.
     */
    public static MineOutcome resolve(Squadron squadron, int roll, List<String> chosen, Map<String, Integer> survival) {
        int expected = Math.min(struck(roll, squadron.speed()), squadron.ships().size());
        List<FleetFault> faults = new ArrayList<>();
        if (chosen.size() != expected) faults.add(new FleetFault.WrongNumberChosen(expected, chosen.size()));
        List<ShipState> afloat = new ArrayList<>(squadron.ships());
        List<String> sunk = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String id : chosen) {
            int i = indexOf(afloat, id);
            if (!seen.add(id)) {
                faults.add(new FleetFault.ChosenTwice(id));
                continue;
            }
            if (i < 0) {
                faults.add(new FleetFault.NotEligible(id));
                continue;
            }
            ShipState s = afloat.get(i);
            if (!s.damaged() && survival.get(id) == null) {
                faults.add(new FleetFault.SurvivalRollMissing(id));
                afloat.set(i, ShipState.damaged(s.ship()));
                continue;
            }
            if (sinks(s, survival.get(id))) {
                afloat.remove(i);
                sunk.add(id);
            } else {
                afloat.set(i, ShipState.damaged(s.ship()));
            }
        }
        return new MineOutcome(afloat, sunk, faults);
    }

    private static int indexOf(List<ShipState> ships, String id) {
        for (int i = 0; i < ships.size(); i++) if (ships.get(i).ship().id().equals(id)) return i;
        return -1;
    }

    /** The ships still afloat (each face up as left), the ships sunk, and the faults. */
    public record MineOutcome(List<ShipState> survivors, List<String> sunk, List<FleetFault> faults) {
        public MineOutcome {
            survivors = List.copyOf(survivors);
            sunk = List.copyOf(sunk);
            faults = List.copyOf(faults);
        }
    }
}
