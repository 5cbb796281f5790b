/**
 * Diplomacy: the map, powers, units, orders and positions, and what judging them yields
 * ({@link adjutant.engine.diplomacy.Verdict}s, phase results); the rules that judge them are in
 * {@code adjudication}, above this package.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.l10n}, {@code engine.l10n.store}.
 */
package adjutant.engine.diplomacy;
