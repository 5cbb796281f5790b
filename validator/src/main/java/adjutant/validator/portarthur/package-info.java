/**
 * The Port Arthur score-sheet checker: a game master's per-turn record (YAML) is read with
 * every value's place, the engine recomputes what the rules give from the players' choices,
 * and every line that disagrees is reported with its place, in the reader's language.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.portarthur}, {@code validator}.
 */
package adjutant.validator.portarthur;
