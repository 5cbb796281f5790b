package adjutant.engine.portarthur;

import java.util.List;

/** The rule numbers of {@code tables.yaml}. */
public record Tables(
        List<Phase> phases, DominanceRules dominance, SortieRules sortie, FireRules fire, HiddenThreat hiddenThreat) {
    public Tables {
        phases = List.copyOf(phases);
    }

    /** How many sea areas a ship may sail out in a sortie phase. */
    public record SortieRules(int intactRange, int damagedRange) {}

    /** How many dice a firing squadron may roll. */
    public record FireRules(int minDice, int maxDice) {}

    /** The optional variant: the opening torpedo attack and the mined sea. */
    public record HiddenThreat(String torpedoFleet, int torpedoDivisor, String minedSea) {
        /** Ships of the torpedoed fleet damaged by the opening attack on a roll of {@code roll}. */
        public int torpedoed(int roll) {
            Movement.checkDie(roll);
            return roll / torpedoDivisor;
        }
    }
}
