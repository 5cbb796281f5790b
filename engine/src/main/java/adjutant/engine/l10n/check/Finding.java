package adjutant.engine.l10n.check;

/** One thing wrong with one translated segment; shown as {@code game lang id: message}. */
public record Finding(String game, String lang, String id, FindingKind kind, String message) {
    @Override
    public String toString() {
        return game + " " + lang + " " + id + ": " + kind.name().toLowerCase(java.util.Locale.ROOT) + ": " + message;
    }
}
