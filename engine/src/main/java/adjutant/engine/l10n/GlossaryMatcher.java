package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Finds glossary terms in English text and their agreed forms in a translation. English
 * matches the term or an English variant as a whole word, with a regular ending allowed
 * (support, supports, supporting); a translation must hold the target form or an admitted
 * variant as a whole word — inflections are listed in the glossary, not guessed. A term
 * marked {@code [[id|…]]} in the English counts as present whatever its words.
 */
public final class GlossaryMatcher {
    private final Glossary glossary;
    private final Map<String, Pattern> english = new LinkedHashMap<>();

    public GlossaryMatcher(Glossary glossary) {
        this.glossary = glossary;
        for (Glossary.Term t : glossary.terms()) english.put(t.id(), pattern(t.accepted(Catalog.FALLBACK), "(?:s|es|'s|d|ed|ing)?"));
    }

    /** The terms an English text uses, in glossary order. */
    public List<Glossary.Term> termsIn(String source) {
        String visible = InlineCodes.visibleText(source);
        List<String> marked = InlineCodes.termMarks(source);
        List<Glossary.Term> out = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            Pattern p = english.get(t.id());
            if (marked.contains(t.id()) || (p != null && p.matcher(visible).find())) out.add(t);
        }
        return out;
    }

    /** Whether {@code translation} uses the term's form in {@code lang} or one of its variants. */
    public boolean usedIn(Glossary.Term term, String lang, String translation) {
        List<String> forms = term.accepted(lang);
        if (forms.isEmpty()) return true; // the glossary has no form for this language yet: nothing to hold it to
        return pattern(forms, "").matcher(InlineCodes.visibleText(translation)).find();
    }

    private static Pattern pattern(List<String> forms, String ending) {
        if (forms.isEmpty()) return null;
        List<String> alts = forms.stream().filter(f -> !f.isBlank())
                .map(f -> Pattern.quote(f.strip()).replace(" ", "\\E\\s+\\Q")).toList();
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + String.join("|", alts) + ")" + ending + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
