package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.GlossaryMatcher;
import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.Segment;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.UnitState;
import adjutant.engine.l10n.check.TranslationChecks;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Turns units into what a CAT tool shows beside a segment: where the English is, which
 * glossary terms it uses and their agreed translation, which codes to keep, which plural
 * categories the target language needs, and why a translation is fuzzy.
 */
public final class TranslatorNotes {
    private TranslatorNotes() {}

    /** The units of {@code lang}; with {@code todoOnly}, only those missing or fuzzy. */
    public static List<ExchangeUnit> units(GameText text, String lang, boolean todoOnly) {
        GlossaryMatcher glossary = new GlossaryMatcher(text.glossary());
        List<ExchangeUnit> out = new ArrayList<>();
        // names and texts of the data files after the strings and the rulebook
        for (TranslationUnit u : text.allUnits(lang)) {
            UnitState st = u.state();
            if (todoOnly && st == UnitState.TRANSLATED) continue;
            if (u.segment().source().isEmpty()) continue; // nothing to translate (an empty code block)
            String previous = st == UnitState.CHANGED ? u.confirmedSource() : null;
            out.add(new ExchangeUnit(
                    text.game(),
                    u.id(),
                    u.segment().source(),
                    st == UnitState.MISSING ? null : u.target(),
                    st.isFuzzy(),
                    previous,
                    notes(text, u, lang, glossary),
                    u.reviewMark(),
                    u.comment()));
        }
        return out;
    }

    static List<Note> notes(GameText text, TranslationUnit u, String lang, GlossaryMatcher glossary) {
        List<Note> notes = new ArrayList<>();
        notes.add(new Note("location", u.segment().location()));
        Segment heading = text.segment(u.segment().section());
        notes.add(new Note(
                "context",
                heading == null || heading == u.segment()
                        ? u.segment().section()
                        : u.segment().section() + " \"" + heading.source() + "\""));
        if (u.segment().isWordList()) {
            notes.add(
                    new Note(
                            "words",
                            "words and phrases players write, separated by commas, all of them accepted;"
                                    + " write your language's (case and accents do not matter), no need to keep the English ones"));
        }
        for (Glossary.Term t : u.segment().isWordList()
                ? List.<Glossary.Term>of()
                : glossary.termsIn(u.segment().source())) {
            List<String> forms = t.accepted(lang);
            String agreed = forms.isEmpty() ? "(no " + lang + " form in the glossary yet)" : String.join(", ", forms);
            notes.add(new Note(
                    "glossary", t.form("en") + " = " + agreed + (t.note().isEmpty() ? "" : " — " + t.note())));
        }
        List<String> codes = new ArrayList<>(
                new LinkedHashSet<>(InlineCodes.placeholders(u.segment().source())));
        InlineCodes.links(u.segment().source()).forEach(l -> codes.add("(" + l + ")"));
        InlineCodes.termMarks(u.segment().source()).forEach(m -> codes.add("[[" + m + "|…]]"));
        new LinkedHashSet<>(InlineCodes.flags(u.segment().source()))
                .forEach(codes::add); // typed by the reader as printed
        if (!codes.isEmpty()) notes.add(new Note("placeholders", "keep unchanged: " + String.join(" ", codes)));
        String src = u.segment().source();
        if (src.matches("(?s).*\\{\\s*\\w+\\s*,\\s*plural\\s*,.*")) {
            notes.add(new Note(
                    "plural",
                    "ICU plural: " + lang + " needs "
                            + String.join(", ", TranslationChecks.pluralCategories(lang, false))));
        }
        if (u.state() == UnitState.NEEDS_WORK)
            notes.add(new Note("state", "marked fuzzy (needs work) by the translator"));
        if (u.state() == UnitState.UNCONFIRMED)
            notes.add(new Note("state", "no one has confirmed this translation against the English yet"));
        if (u.state() == UnitState.CHANGED) notes.add(new Note("previous-source", u.confirmedSource()));
        return notes;
    }
}
