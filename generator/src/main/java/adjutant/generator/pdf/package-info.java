/**
 * Making PDFs: {@link adjutant.generator.pdf.PdfMaker} turns planned pages of SVG drawings and
 * XHTML documents into PDF bytes. Batik builds each drawing into a graphics tree that
 * PdfBoxGraphics2D paints as vectors into a PDF form (one per drawing, reused wherever it is
 * placed); text is real text in the embedded, subset Noto Sans ({@link adjutant.generator.pdf.Fonts},
 * {@link adjutant.generator.pdf.Glyphs}); openhtmltopdf lays out XHTML with the same font, its
 * measuring layouts and painted figures remembered ({@link adjutant.generator.pdf.LayoutMemo},
 * {@link adjutant.generator.pdf.FigureMemo}).
 *
 * <p>Previews are made in {@code generator.pdf.preview}, print-shop and print-on-demand output in
 * {@code generator.pdf.print}; {@code generator.svg} (drawings) and the scan reader use Batik and PDFBox
 * directly for what they draw and read.
 *
 * <p>May use: {@code engine.data}, {@code engine.geometry}, {@code generator.cache},
 * {@code generator.layout}, {@code generator.pdf.preview};
 * PdfBoxGraphics2D, Batik, PDFBox, the DOM, openhtmltopdf.
 */
package adjutant.generator.pdf;
