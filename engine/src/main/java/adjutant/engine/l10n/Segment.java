package adjutant.engine.l10n;

/**
 * One translatable piece of a game, with its English source. Ids are stable and say
 * where the piece lives: {@code i18n:<dotted key>} for a string of {@code i18n/en.yaml},
 * {@code rules:<section-id>} for a rulebook heading, {@code rules:<section-id>#<n>} for the
 * n-th block of prose in that section and {@code rules:<example-id>} for an example block;
 * {@code data:<file>:<path>} for a per-language field of a data file ({@link DataTexts}).
 *
 * @param section  the group it is counted under in status reports (e.g. {@code i18n:board})
 * @param location where the English is written, {@code data/<game>/…:line}, for translators
 */
public record Segment(String id, String source, String section, String location) {
    public static final String I18N = "i18n:";
    public static final String RULES = "rules:";

    /** Strings under this key are word lists that a reader matches (order notation), not prose: no glossary applies. */
    public static final String WORD_LISTS = I18N + "notation.";

    public boolean isWordList() {
        return id.startsWith(WORD_LISTS);
    }

    public boolean isRules() {
        return id.startsWith(RULES);
    }

    /** The id without its kind prefix: the i18n key, or the rules block id. */
    public String localId() {
        return id.substring(id.indexOf(':') + 1);
    }
}
