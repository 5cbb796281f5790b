package adjutant.engine.portarthur;

/** The blockade after a dominance phase's blockade step, and the DP it cost Japan. */
public record BlockadeStep(boolean inPlace, int cost) {}
