/**
 * Strings per language ({@link adjutant.engine.l10n.Catalog}), the glossary of game terms, and
 * the model of the translator's toolkit: every translatable piece of a game is a
 * {@link adjutant.engine.l10n.Segment} with a stable id and English source
 * ({@link adjutant.engine.l10n.GameText}); in each language it is a {@link adjutant.engine.l10n.TranslationUnit}
 * that is translated, fuzzy or missing, judged against the English it was confirmed against
 * ({@code <lang>.sources.yaml}); {@link adjutant.engine.l10n.DataTextEditor} sets the texts kept
 * in data files. English is the source language; any other language is data only.
 * Sub-packages: {@code store} (files on disk) below this package; {@code check}, {@code exchange}
 * (XLIFF, PO, and writing translations back) and {@code pseudo} above it. Nothing here renders
 * or knows PDF.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n.store}; ICU4J.
 */
package adjutant.engine.l10n;
