/**
 * Diplomacy: the map, powers, units, orders and positions, and the adjudicator
 * ({@link adjutant.engine.diplomacy.Adjudicator}) that turns a position and orders into
 * {@link adjutant.engine.diplomacy.Verdict}s and the next position.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.diplomacy.adjudication}, {@code engine.l10n},
 * {@code engine.l10n.store}.
 */
package adjutant.engine.diplomacy;
