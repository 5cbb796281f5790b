package adjutant.engine.portarthur;

/** Where a value comes from: the published rulebook or Adjutant's own design. */
public enum Origin {
    RULEBOOK,
    DESIGNED
}
