/**
 * Components drawn once as SVG: FreeMarker templates from the project's {@code templates/}
 * folder, run in a sandbox and fed with plain maps and lists built from the engine's model
 * ({@link adjutant.generator.svg.Templates}), or Java2D drawings turned into SVG by Batik's
 * svggen for computed figures ({@link adjutant.generator.svg.Sketch}).
 *
 * <p>May use: {@code engine.data}; Batik, the DOM, FreeMarker.
 */
package adjutant.generator.svg;
