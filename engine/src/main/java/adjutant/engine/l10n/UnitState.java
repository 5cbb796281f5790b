package adjutant.engine.l10n;

/** Where a segment stands in one language. */
public enum UnitState {
    /** Translated from the English that is current. */
    TRANSLATED,
    /** Translated, but the English has changed since: the translation needs a look. */
    CHANGED,
    /** A translation the translator marked fuzzy (needs work): PO {@code #, fuzzy}, XLIFF {@code state="initial"}. */
    NEEDS_WORK,
    /** A translation no one has confirmed against an English text yet (no source recorded). */
    UNCONFIRMED,
    /** No translation, or only an unconfirmed copy of the English. */
    MISSING;

    /** Fuzzy in the gettext sense: there is a translation, but it may not match the English. */
    public boolean isFuzzy() {
        return this == CHANGED || this == UNCONFIRMED || this == NEEDS_WORK;
    }
}
