/**
 * The translation files on disk: i18n YAML read with places and edited in place, rulebook
 * Markdown cut into blocks losslessly, the record of confirmed English sources, and
 * canonical YAML writing so tool-written files are stable byte for byte.
 *
 * <p>May use: {@code engine.data}.
 */
package adjutant.engine.l10n.store;
