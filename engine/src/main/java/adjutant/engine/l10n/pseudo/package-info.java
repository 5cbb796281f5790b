/** The pseudo-locale {@code qps}: accented, lengthened English for finding hard-coded strings and tight boxes. */
package adjutant.engine.l10n.pseudo;
