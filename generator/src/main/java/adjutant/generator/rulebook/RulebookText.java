package adjutant.generator.rulebook;

import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Segment;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.store.RulesBlock;
import adjutant.engine.l10n.store.RulesDoc;

/**
 * The rulebook Markdown of one language: the English file's structure with every block the
 * language has translated put in its place, so a block not yet translated (or a whole
 * missing file) prints in English, the way a missing string does.
 */
final class RulebookText {
    private RulebookText() {}

    /** The title and subtitle from the front matter, and the Markdown after it. */
    record Source(String title, String subtitle, String body) {}

    static Source of(GameText text, String lang) {
        RulesDoc english = text.englishRules();
        if (english == null) throw new IllegalStateException(text.game() + ": no rules/en.md");
        RulesDoc doc = RulesDoc.parse(english.write(), "", new Problems());
        if (!lang.equals(GameText.SOURCE_LANG)) {
            for (RulesBlock b : english.segments()) {
                TranslationUnit u = text.unit(lang, Segment.RULES + b.id());
                if (u != null && u.target() != null && !u.target().isEmpty()) doc.replace(b.id(), u.target());
            }
        }
        String all = doc.write();
        return new Source(
                meta(doc, "meta.title"),
                meta(doc, "meta.subtitle"),
                all.substring(doc.frontMatter().length()));
    }

    private static String meta(RulesDoc doc, String id) {
        RulesBlock b = doc.block(id);
        return b == null ? "" : b.text();
    }
}
