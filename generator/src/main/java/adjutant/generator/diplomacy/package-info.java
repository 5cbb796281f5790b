/**
 * The Diplomacy print kit: the board (Adjutant's own drawing, computed from the map's label
 * points and true to its adjacency), unit counters and supply-centre markers, order sheets,
 * the map pad and the player aid, in every language of the game.
 */
package adjutant.generator.diplomacy;
