/**
 * The Port Arthur print kit: the board (Adjutant's own schematic drawing, checked against the
 * map's adjacency), the 50 ship counters with markers and army counters for duplex printing,
 * and the two player aids whose odds tables and plot come from the engine's exact enumeration.
 */
package adjutant.generator.portarthur;
