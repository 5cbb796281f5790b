/**
 * The only door to the PDF and SVG-rendering libraries: {@link adjutant.generator.pdf.PdfMaker}.
 * Behind it, Batik builds each SVG drawing into a graphics tree that PdfBoxGraphics2D paints
 * as vectors into a PDF form (one per drawing, reused wherever the drawing is placed);
 * text is written as real text in the embedded, subset Noto Sans; openhtmltopdf lays out
 * XHTML documents with the same font; PDFBox renders previews.
 */
package adjutant.generator.pdf;
