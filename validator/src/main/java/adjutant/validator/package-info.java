/**
 * What the games' sheet checkers share: turning a finding (a record per kind of problem) into a
 * sentence in the reader's language ({@link adjutant.validator.FindingText}, {@link adjutant.validator.FindingWords}),
 * and reading a game master's record ({@link adjutant.validator.RecordYaml}).
 * The checkers themselves are in {@code validator.diplomacy} (orders, scans), {@code validator.portarthur}
 * and {@code validator.hunt}.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n}; Jackson.
 */
package adjutant.validator;
