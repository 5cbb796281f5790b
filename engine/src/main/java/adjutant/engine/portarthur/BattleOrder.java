package adjutant.engine.portarthur;

/**
 * Who fires first in a naval battle: the faster squadron, the defender on equal speed.
 * The other side may then spend the initiative marker to fire first instead.
 */
public final class BattleOrder {
    private BattleOrder() {}

    public static Side firstByRule(Side attacker, int attackerSpeed, int defenderSpeed) {
        if (attackerSpeed > defenderSpeed) return attacker;
        return attacker.other();
    }

    /** The side that fires first, given whether the second side spends its initiative. */
    public static Side first(
            Side attacker,
            int attackerSpeed,
            int defenderSpeed,
            Side initiativeHolder,
            boolean secondSpendsInitiative) {
        Side byRule = firstByRule(attacker, attackerSpeed, defenderSpeed);
        boolean canSpend = initiativeHolder == byRule.other();
        return canSpend && secondSpendsInitiative ? byRule.other() : byRule;
    }
}
