package adjutant.engine.l10n.check;

import java.util.Locale;

/** One thing wrong with one translated segment; shown as {@code game lang id: message}. */
public record Finding(String game, String lang, String id, FindingKind kind, String message) {
    @Override
    public String toString() {
        return game + " " + lang + " " + id + ": " + kind.name().toLowerCase(Locale.ROOT) + ": " + message;
    }
}
