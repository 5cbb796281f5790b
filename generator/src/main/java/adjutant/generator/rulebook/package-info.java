/**
 * Rulebooks: a game's rules Markdown in each language, with its examples' figures, glossary
 * marks, index and typography, laid out as one PDF per language ({@link adjutant.generator.rulebook.Rulebooks}).
 * A game adds its figures through {@link adjutant.generator.rulebook.ExampleFigures}.
 *
 * <p>May use: the engine's model and translations, {@code generator}, {@code generator.svg}, the games' kit packages (their figures),
 * {@code generator.pdf} (through {@link adjutant.generator.pdf.PdfMaker}), commonmark.
 */
package adjutant.generator.rulebook;
