/**
 * Output for printers beyond the home kit: PDF/X-4 in the press's CMYK with its check
 * ({@link adjutant.generator.pdf.print.PdfX}, {@link adjutant.generator.pdf.print.Preflight},
 * {@link adjutant.generator.pdf.print.PdfXFinish} for {@code build --print-shop --pdfx}), and for
 * print on demand: 300-dpi page images ({@link adjutant.generator.pdf.print.PageRaster},
 * {@link adjutant.generator.pdf.print.SrgbPng}), where a drawing puts ink that must stay clear of
 * the cut ({@link adjutant.generator.pdf.print.InkBounds}) and contact sheets
 * ({@link adjutant.generator.pdf.print.ImageSheet}).
 *
 * <p>May use: {@code engine.data}, {@code engine.geometry}, {@code generator},
 * {@code generator.layout}, {@code generator.pdf}; PDFBox,
 * Java's imaging, Batik.
 */
package adjutant.generator.pdf.print;
