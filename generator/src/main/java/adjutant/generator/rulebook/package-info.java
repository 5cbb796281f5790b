/**
 * Rulebooks: a game's rules Markdown in each language, with its examples' figures, glossary
 * marks, index and typography, laid out as one PDF per language ({@link adjutant.generator.rulebook.Rulebooks}).
 * A game adds its figures through {@link adjutant.generator.rulebook.ExampleFigures}.
 *
 * <p>PDFs are made through {@link adjutant.generator.pdf.PdfMaker}.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.hunt}, {@code engine.l10n},
 * {@code engine.l10n.store}, {@code engine.portarthur}, {@code generator}, {@code generator.hunt},
 * {@code generator.layout}, {@code generator.pdf}, {@code generator.portarthur}, {@code generator.svg};
 * commonmark, Jackson, ICU4J.
 */
package adjutant.generator.rulebook;
