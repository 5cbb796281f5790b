/**
 * Diplomacy: the map, powers, units, orders and positions, and the adjudicator
 * ({@link adjutant.engine.diplomacy.Adjudicator}) that turns a position and orders into
 * {@link adjutant.engine.diplomacy.Verdict}s and the next position.
 */
package adjutant.engine.diplomacy;
