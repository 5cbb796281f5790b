/**
 * The Diplomacy print kit: the board (Adjutant's own drawing, computed from the map's label
 * points and true to its adjacency), unit counters and supply-centre markers, order sheets,
 * the map pad and the player aid, in every language of the game.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.diplomacy},
 * {@code engine.diplomacy.adjudication},
 * {@code engine.diplomacy.sheet}, {@code engine.geometry}, {@code engine.l10n}, {@code generator},
 * {@code generator.layout}, {@code generator.cache}, {@code generator.pdf}, {@code generator.rulebook},
 * {@code generator.svg}; JTS, ZXing, ICU4J.
 */
package adjutant.generator.diplomacy;
