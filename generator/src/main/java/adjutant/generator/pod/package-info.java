/**
 * Print on demand: every card, counter and board panel of a kit as its own 300-dpi PNG at a
 * size the card printers sell ({@link adjutant.generator.pod.Product}), fronts and backs as
 * files that pair up, a {@code manifest.csv} and a contact sheet per game and language.
 * Games hand over their pieces as {@link adjutant.generator.PieceSet}s; the images are
 * rendered from the print-shop pages of those pieces.
 *
 * <p>May use: {@code engine.geometry}, {@code generator}, {@code generator.layout},
 * {@code generator.pdf}, {@code generator.pdf.print}.
 */
package adjutant.generator.pod;
