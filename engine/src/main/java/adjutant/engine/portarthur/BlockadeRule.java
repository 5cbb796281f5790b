package adjutant.engine.portarthur;

import java.util.List;

/**
 * The Port Arthur blockade. Japan may place it when Russia does not control its sea and
 * does not stand at the track's limit, paying its cost; every later turn it is kept for the
 * upkeep. Russian control of the sea lifts it at once, and no upkeep is paid. A choice the
 * rules forbid is reported and still carried out as written, so the rest of the turn is
 * checked against what was played.
 */
public final class BlockadeRule {
    private BlockadeRule() {}

    public static BlockadeStep resolve(
            DominanceRules.Blockade rule,
            DpTrack track,
            int dp,
            boolean before,
            BlockadeChoice choice,
            Side seaController,
            List<DominanceFault> faults) {
        boolean russian = seaController == Side.RUSSIA;
        switch (choice) {
            case PLACE -> {
                if (before) faults.add(new DominanceFault.BlockadeAlreadyInPlace());
                if (russian) faults.add(new DominanceFault.BlockadeUnderRussianControl(rule.sea()));
                if (track.standing(dp, Side.RUSSIA) >= rule.barredAtRussia()) {
                    faults.add(new DominanceFault.BlockadeBarredAtLimit(rule.barredAtRussia()));
                }
                return new BlockadeStep(true, before ? rule.upkeep() : rule.cost());
            }
            case KEEP -> {
                if (!before) faults.add(new DominanceFault.NoBlockadeToKeep());
                if (russian) faults.add(new DominanceFault.BlockadeUnderRussianControl(rule.sea()));
                return new BlockadeStep(true, before ? rule.upkeep() : rule.cost());
            }
            default -> {
                return new BlockadeStep(false, 0);
            }
        }
    }
}
