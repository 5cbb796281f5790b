package adjutant.engine.l10n.check;

import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.GlossaryMatcher;
import adjutant.engine.l10n.TranslationUnit;
import java.util.ArrayList;
import java.util.List;

/** A segment whose English uses a glossary term must use the agreed translation of it (or an admitted variant). */
final class GlossaryCheck {
    private final GlossaryMatcher matcher;

    GlossaryCheck(Glossary glossary) {
        this.matcher = new GlossaryMatcher(glossary);
    }

    List<Finding> check(String game, String lang, TranslationUnit u) {
        List<Finding> out = new ArrayList<>();
        if (u.segment().isWordList()) return out;
        for (Glossary.Term t : matcher.termsIn(u.segment().source())) {
            if (matcher.usedIn(t, lang, u.target())) continue;
            out.add(new Finding(
                    game,
                    lang,
                    u.id(),
                    FindingKind.GLOSSARY,
                    "term '" + t.id() + "' (" + t.form("en") + "): expected one of "
                            + String.join(", ", t.accepted(lang))));
        }
        return out;
    }
}
