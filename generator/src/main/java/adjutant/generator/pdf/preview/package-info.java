/**
 * PNG previews of PDF pages ({@link adjutant.generator.pdf.preview.Previews}): PDFBox's own
 * drawing of each page, pixel for pixel, with the content read quicker (decoded bytes in one
 * array, a faster tokenizer, each form decoded once per document) and
 * written by a fast PNG encoder. Each speed-up keeps its measured gain in docs/performance.md.
 *
 * <p>Nothing here makes a PDF.
 *
 * <p>May use: no other Adjutant package; PDFBox.
 */
package adjutant.generator.pdf.preview;
