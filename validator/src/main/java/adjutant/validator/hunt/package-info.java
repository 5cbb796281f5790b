/**
 * The Hunt game-log checker: a played game written down as YAML (each turn's cards and
 * actions, the German's secret log revealed at the end, battle duels, the winner) is
 * replayed through the engine's rules, and every line that breaks them is reported with
 * its place and turn, in the reader's language.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.hunt}, {@code validator}.
 */
package adjutant.validator.hunt;
