package adjutant.engine.l10n;

/**
 * A translation coming back from a translator (an XLIFF unit, a PO entry, a confirmation).
 *
 * @param source  the English the translator saw; recorded when the translation is confirmed
 * @param target  the translation, or null to leave the current one
 * @param mark    what the translator said of it: {@code fuzzy} (PO {@code #, fuzzy}, XLIFF
 *                {@code initial}), {@code translated}, {@code reviewed} or {@code final}; null
 *                for "confirmed" when the format cannot say more (PO): a reviewed mark is then kept
 *                while the text stays the same
 * @param comment the translator's own comment, "" for none, null to leave the recorded one
 * @param line    where it is in the translator's file (0 when it comes from no file)
 */
public record TranslationUpdate(
        String game, String id, String source, String target, String mark, String comment, int line, int column) {
    public TranslationUpdate(String game, String id, String source, String target, boolean confirmed) {
        this(game, id, source, target, confirmed ? null : "fuzzy", null, 0, 0);
    }

    /** Whether the translator marked it done (not fuzzy). */
    public boolean confirmed() {
        return !"fuzzy".equals(mark);
    }
}
