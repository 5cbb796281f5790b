/**
 * The pseudo-locale {@code qps}: accented, lengthened English for finding hard-coded strings and tight
 * boxes.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n}, {@code engine.l10n.store}.
 */
package adjutant.engine.l10n.pseudo;
