/**
 * Checks of translations against their English: glossary terms, placeholders, links and
 * marks, ICU plural categories; and the {@link adjutant.engine.l10n.check.OverflowCheck}
 * service through which the print pipeline reports text that does not fit its box.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n}, {@code engine.l10n.store}; ICU4J.
 */
package adjutant.engine.l10n.check;
