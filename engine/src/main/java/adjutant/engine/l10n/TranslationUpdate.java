package adjutant.engine.l10n;

/**
 * A translation coming back from a translator (an XLIFF unit, a PO entry, a confirmation).
 *
 * @param source    the English the translator saw; recorded when {@code confirmed}
 * @param target    the translation, or null to leave the current one
 * @param confirmed whether the translator marked it done (not fuzzy, XLIFF state past initial)
 */
public record TranslationUpdate(String game, String id, String source, String target, boolean confirmed) {}
