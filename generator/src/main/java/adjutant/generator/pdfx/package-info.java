/**
 * PDF/X-4 for offset print shops: each print-shop PDF converted to the press's CMYK with its
 * OutputIntent and metadata, then preflighted; a file that fails is not written.
 */
package adjutant.generator.pdfx;
