/**
 * Imposition: where printed items go on paper. Pure geometry in millimetres, page origin
 * top left, y down (as in SVG); no PDF or SVG library is used here, so every placement can
 * be computed and tested without rendering. Presets are static factories
 * ({@link adjutant.generator.layout.PrintProfile#home(Paper)}, {@link adjutant.generator.layout.PrintProfile#printShop()}).
 *
 * <p>Also where typesetting puts its non-breaking spaces and dashes in printed text
 * ({@link adjutant.generator.layout.Typesetting}), plain text rules too.
 *
 * <p>May use: {@code engine.geometry}.
 */
package adjutant.generator.layout;
