/**
 * The Port Arthur print kit: the board (Adjutant's own schematic drawing, checked against the
 * map's adjacency), the 50 ship counters with markers and army counters for duplex printing,
 * and the two player aids whose odds tables and plot come from the engine's exact enumeration.
 *
 * <p>May use: {@code engine}, {@code engine.geometry}, {@code engine.portarthur}, {@code generator},
 * {@code generator.layout}, {@code generator.pdf}, {@code generator.svg}; ICU4J.
 */
package adjutant.generator.portarthur;
