/**
 * The only door to the PDF and SVG-rendering libraries: {@link adjutant.generator.pdf.PdfMaker}.
 * Behind it, Batik builds each SVG drawing into a graphics tree that PdfBoxGraphics2D paints
 * as vectors into a PDF form (one per drawing, reused wherever the drawing is placed);
 * text is written as real text in the embedded, subset Noto Sans; openhtmltopdf lays out
 * XHTML documents with the same font; PDFBox renders previews. Beside it, for the printers:
 * {@link adjutant.generator.pdf.PageRaster} and {@link adjutant.generator.pdf.SrgbPng} (300-dpi
 * images), {@link adjutant.generator.pdf.InkBounds} (where a drawing puts text and symbols),
 * {@link adjutant.generator.pdf.ImageSheet} (contact sheets), {@link adjutant.generator.pdf.PdfX}
 * and {@link adjutant.generator.pdf.Preflight} (PDF/X-4 in CMYK, and its check).
 */
package adjutant.generator.pdf;
