package adjutant.engine.hunt;

/**
 * What one roll of the die decides, with the thresholds of {@link HuntRules}: a German
 * search (modified roll greater than 4), a British search (modified roll 5 or more) and a
 * seaplane repair (roll greater than the German cards removed from the game).
 */
public final class Rolls {
    public static final int FACES = 6;

    /** Outcome of a repair roll. The rulebook says higher repairs and lower destroys; equal is not covered, so it changes nothing. */
    public enum Repair {
        REPAIRED,
        UNCHANGED,
        DESTROYED
    }

    private Rolls() {}

    public static boolean germanSearch(HuntRules rules, int roll, int modifier) {
        checkFace(roll);
        return roll + modifier > rules.german().searchBeats();
    }

    public static boolean britishSearch(HuntRules rules, int roll, int modifier) {
        checkFace(roll);
        return roll + modifier >= rules.british().searchNeeds();
    }

    public static Repair repair(int roll, int germanCardsRemoved) {
        checkFace(roll);
        if (roll > germanCardsRemoved) return Repair.REPAIRED;
        return roll < germanCardsRemoved ? Repair.DESTROYED : Repair.UNCHANGED;
    }

    static void checkFace(int roll) {
        if (roll < 1 || roll > FACES) throw new IllegalArgumentException("a die shows 1…6, not " + roll);
    }
}
