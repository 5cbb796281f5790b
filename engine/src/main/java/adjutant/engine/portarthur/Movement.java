package adjutant.engine.portarthur;

/**
 * Movement and the checks built on it: a squadron moves when one die shows at most its
 * speed; in the "Hidden threat" variant, a squadron leaving the mined sea loses one ship
 * per pip the die exceeds its speed.
 */
public final class Movement {
    private Movement() {}

    public static boolean passes(int roll, int speed) {
        checkDie(roll);
        return roll <= speed;
    }

    /** Ships that strike a mine going home from the mined sea under blockade. */
    public static int shipsStruckByMines(int roll, int speed) {
        checkDie(roll);
        return Math.max(0, roll - speed);
    }

    static void checkDie(int roll) {
        if (roll < 1 || roll > Fire.FACES) throw new IllegalArgumentException("a die shows 1…6, not " + roll);
    }
}
