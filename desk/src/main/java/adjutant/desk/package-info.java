/**
 * The game master's desk: a local web application ({@code adjutant serve}) over the same
 * validator and generator APIs as the command line, keeping games as the plain position and
 * sheet files the command line reads and writes. {@link adjutant.desk.Desk} is the facade.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.diplomacy}, {@code engine.diplomacy.adjudication},
 * {@code engine.diplomacy.sheet},
 * {@code engine.hunt}, {@code engine.portarthur}, {@code generator}, {@code generator.diplomacy},
 * {@code generator.layout}, {@code generator.svg}, {@code validator.diplomacy},
 * {@code validator.diplomacy.scan}, {@code validator.hunt}, {@code validator.portarthur}; Jackson, Javalin,
 * the servlet API, Jetty, Java's cryptography, ZXing, Java's imaging, FreeMarker.
 */
package adjutant.desk;
