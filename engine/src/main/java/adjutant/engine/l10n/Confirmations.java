package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code adjutant l10n mark} records: the translator's word that a translation follows
 * the current English. Only translations can be confirmed; an English copy only by its id
 * (a string that is the same in both languages), never wholesale.
 */
public final class Confirmations {
    private Confirmations() {}

    /** Every translation in {@code lang} that is not yet confirmed against the current English. */
    public static List<TranslationUpdate> allFuzzy(GameText text, String lang) {
        return text.allUnits(lang).stream()
                .filter(u -> u.state().isFuzzy())
                .map(u -> confirm(text, u))
                .toList();
    }

    /**
     * The given ids, or every segment whose id starts with one of them followed by {@code .}
     * or {@code #} (a whole group or section). Returns the ids that matched nothing in {@code unmatched}.
     */
    public static List<TranslationUpdate> of(GameText text, String lang, List<String> ids, List<String> unmatched) {
        List<TranslationUpdate> out = new ArrayList<>();
        for (String id : ids) {
            List<TranslationUnit> hit = text.allUnits(lang).stream()
                    .filter(u -> u.target() != null && matches(u.id(), id))
                    .toList();
            if (hit.isEmpty()) unmatched.add(id);
            hit.forEach(u -> out.add(confirm(text, u)));
        }
        return out;
    }

    private static boolean matches(String id, String asked) {
        return id.equals(asked)
                || id.startsWith(asked + ".")
                || id.startsWith(asked + "#")
                || id.startsWith(asked + ":")
                || id.startsWith(asked + "[");
    }

    private static TranslationUpdate confirm(GameText text, TranslationUnit u) {
        return new TranslationUpdate(text.game(), u.id(), u.segment().source(), u.target(), true);
    }
}
