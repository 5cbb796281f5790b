package adjutant.engine.l10n.check;

import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.TranslationUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What must come through translation unchanged: placeholders, link and cross-reference
 * targets, glossary marks, command-line flags ({@code --lang}: a reader types them as printed). Compared as sorted lists, since word order changes between
 * languages but nothing may be lost, added, doubled or renamed; placeholders inside ICU plural
 * branches as sets, since each branch repeats them and languages differ in how many they need.
 */
final class MarkupCheck {
    private MarkupCheck() {}

    static List<Finding> check(String game, String lang, TranslationUnit u) {
        List<Finding> out = new ArrayList<>();
        // Outside ICU branches each placeholder counts (a doubled one is a fault); inside them once, since
        // plural branches repeat it and Czech needs more branches than English.
        compare(game, lang, u, InlineCodes::placeholdersOutsideBranches, FindingKind.PLACEHOLDER, "placeholders", out);
        if (out.isEmpty())
            compare(
                    game,
                    lang,
                    u,
                    t -> InlineCodes.placeholders(t).stream().distinct().toList(),
                    FindingKind.PLACEHOLDER,
                    "placeholders",
                    out);
        compare(game, lang, u, InlineCodes::links, FindingKind.LINK, "link targets", out);
        compare(game, lang, u, InlineCodes::termMarks, FindingKind.TERM_MARK, "glossary marks", out);
        compare(game, lang, u, InlineCodes::flags, FindingKind.FLAG, "command-line flags", out);
        return out;
    }

    private static void compare(
            String game,
            String lang,
            TranslationUnit u,
            Function<String, List<String>> f,
            FindingKind kind,
            String what,
            List<Finding> out) {
        List<String> en = normalize(f.apply(u.segment().source()));
        List<String> tr = normalize(f.apply(u.target()));
        if (en.equals(tr)) return;
        List<String> lost = minus(en, tr);
        List<String> added = minus(tr, en);
        StringBuilder sb = new StringBuilder(what + " differ from the English");
        if (!lost.isEmpty()) sb.append("; missing ").append(String.join(", ", lost));
        if (!added.isEmpty()) sb.append("; not in the English ").append(String.join(", ", added));
        out.add(new Finding(game, lang, u.id(), kind, sb.toString()));
    }

    private static List<String> normalize(List<String> l) {
        return l.stream().map(s -> s.replaceAll("\\s+", "")).sorted().toList();
    }

    private static List<String> minus(List<String> a, List<String> b) {
        List<String> rest = new ArrayList<>(a);
        b.forEach(rest::remove);
        return rest;
    }
}
