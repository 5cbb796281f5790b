/** Strings per language and the glossary of game terms. */
package adjutant.engine.l10n;
