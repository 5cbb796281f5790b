/**
 * The Hunt (Štvanice): Graf Spee in the South Atlantic, 1939.
 *
 * <p>The model ({@link adjutant.engine.hunt.HuntGame}: {@link adjutant.engine.hunt.HexMap},
 * {@link adjutant.engine.hunt.Card}, {@link adjutant.engine.hunt.Force},
 * {@link adjutant.engine.hunt.Merchant}, {@link adjutant.engine.hunt.Track},
 * {@link adjutant.engine.hunt.HuntRules}) is loaded and checked from {@code data/hunt/}
 * by {@link adjutant.engine.hunt.HuntLoader}. The rules built on it — action costs,
 * searches, merchant movement, battles and their exact odds — take every number from
 * {@link adjutant.engine.hunt.HuntRules}, i.e. from {@code tables.yaml}.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.l10n}.
 */
package adjutant.engine.hunt;
