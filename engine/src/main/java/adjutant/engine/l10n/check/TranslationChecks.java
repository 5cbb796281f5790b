package adjutant.engine.l10n.check;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUnit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/** Runs every check over the translations of one language of a game: the engine of {@code adjutant l10n check}. */
public final class TranslationChecks {
    private TranslationChecks() {}

    /** Findings for every segment that has a translation (fuzzy ones too), then those of the overflow checks. */
    public static List<Finding> run(GameText text, String lang, List<OverflowCheck> overflow) {
        List<Finding> out = new ArrayList<>();
        GlossaryCheck glossary = new GlossaryCheck(text.glossary());
        SegmentCheck faults = new SegmentCheck(text, lang);
        for (TranslationUnit u : text.units(lang)) {
            if (!u.hasTarget()) continue;
            out.addAll(glossary.check(text.game(), lang, u));
            out.addAll(faults.check(u.segment(), u.target()));
        }
        if (!overflow.isEmpty()) {
            Map<String, String> strings = new LinkedHashMap<>();
            for (TranslationUnit u : text.units(lang)) {
                if (u.segment().isRules()) continue;
                strings.put(
                        u.segment().localId(),
                        u.target() != null ? u.target() : u.segment().source());
            }
            Path home = text.files().home();
            for (OverflowCheck c : overflow)
                out.addAll(c.check(home, text.game(), lang, Collections.unmodifiableMap(strings)));
        }
        return out;
    }

    /** The overflow checks installed on the class path (the generator's, when it is there). */
    public static List<OverflowCheck> overflowChecks() {
        return ServiceLoader.load(OverflowCheck.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
    }

    /** The plural categories {@code lang} needs, for translator notes: cardinal, or ordinal. */
    public static Set<String> pluralCategories(String lang, boolean ordinal) {
        return PluralCheck.required(lang, ordinal);
    }
}
