/**
 * Diplomacy order sheets to verdicts: the tolerant order parser (Czech and English
 * notations), order-sheet and position files, the DATC case reader, and the turn report
 * rendered in the reader's language. Not understood ({@link adjutant.validator.diplomacy.ParseProblem})
 * is kept apart from understood but illegal (the adjudicator's verdicts).
 *
 * <p>May use: {@code engine.data}, {@code engine.diplomacy}, {@code engine.diplomacy.adjudication}, {@code engine.l10n}; Jackson.
 */
package adjutant.validator.diplomacy;
