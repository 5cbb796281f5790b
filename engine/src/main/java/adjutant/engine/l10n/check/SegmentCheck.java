package adjutant.engine.l10n.check;

import adjutant.engine.data.Problem;
import adjutant.engine.l10n.DataTexts;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.Segment;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.store.RulesDoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What makes a translated segment broken rather than merely unpolished — the one check that
 * {@code l10n import} refuses a file by and {@code adjutant check} refuses stored data by:
 * the English placeholders, links and glossary marks kept (none lost, added, renamed or
 * doubled), every glossary mark naming a term of the glossary and every link a section of the
 * rulebook, and a valid ICU message with the plural categories CLDR requires for the language.
 * Glossary wording and text overflow are advice ({@link TranslationChecks}), not faults.
 */
public final class SegmentCheck {
    private final GameText text;
    private final String lang;
    private final Set<String> termIds;
    private final Set<String> anchors;

    public SegmentCheck(GameText text, String lang) {
        this.text = text;
        this.lang = lang;
        this.termIds = text.glossary().terms().stream().map(Glossary.Term::id).collect(Collectors.toSet());
        this.anchors = text.segments().stream()
                .filter(Segment::isRules)
                .map(Segment::localId)
                .filter(id -> !id.contains("#"))
                .collect(Collectors.toSet());
    }

    /**
     * The faults of every stored translation of a game, each at its place in the translation's
     * file: what {@code adjutant check} reports.
     */
    public static List<Problem> stored(GameText text) {
        List<Problem> out = new ArrayList<>();
        for (String lang : text.languages()) {
            SegmentCheck c = new SegmentCheck(text, lang);
            for (TranslationUnit u : text.allUnits(lang)) {
                if (u.target() == null || u.target().isEmpty()) continue;
                for (Finding f : c.check(u.segment(), u.target()))
                    out.add(text.problemAt(lang, u.id(), f.message() + " (" + u.id() + ")"));
            }
        }
        return out;
    }

    /** The faults of {@code target} as the translation of {@code segment}; empty when it is sound. */
    public List<Finding> check(Segment segment, String target) {
        TranslationUnit u = new TranslationUnit(segment, target, null);
        String game = text.game();
        List<Finding> out = new ArrayList<>(MarkupCheck.check(game, lang, u));
        for (String t : InlineCodes.termMarks(target)) {
            if (!termIds.contains(t.strip()))
                out.add(new Finding(
                        game,
                        lang,
                        segment.id(),
                        FindingKind.TERM_MARK,
                        "[[" + t + "]] names no term of glossary.yaml"));
        }
        for (String l : InlineCodes.links(target)) {
            boolean reported = out.stream().anyMatch(f -> f.kind() == FindingKind.LINK);
            if (!reported && l.startsWith("#") && text.englishRules() != null && !anchors.contains(l.substring(1))) {
                out.add(new Finding(
                        game, lang, segment.id(), FindingKind.LINK, "(" + l + ") leads to no section of the rulebook"));
            }
        }
        if (segment.isRules() && text.englishRules() != null && !target.equals(RulesDoc.UNTRANSLATED)) {
            var english = text.englishRules().block(segment.localId());
            if (english != null) {
                for (String m : BlockShape.problems(english, target))
                    out.add(new Finding(game, lang, segment.id(), FindingKind.STRUCTURE, m));
            }
        }
        // Strings are ICU messages; a rulebook block is Markdown and a data file's text is printed as it stands.
        if (!segment.isRules() && !segment.id().startsWith(DataTexts.PREFIX))
            out.addAll(PluralCheck.check(game, lang, u));
        return out;
    }
}
