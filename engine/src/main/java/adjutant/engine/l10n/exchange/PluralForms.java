package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.check.TranslationChecks;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The gettext {@code Plural-Forms} header of a language, made from CLDR's plural rules (ICU4J)
 * so that PO plural indexes are the CLDR categories in their order (zero, one, two, few, many,
 * other) — the categories an ICU plural of that language has, which makes the way back to ICU
 * exact. Gettext counts whole numbers only, so the operands of fractions (v, w, f, t, e, c) are
 * 0; a category only fractions reach (Czech "many") keeps its index and never matches.
 */
public final class PluralForms {
    private PluralForms() {}

    /** The cardinal categories of {@code lang}, in CLDR order: msgstr[i] is category i. */
    public static List<String> categories(String lang) {
        return List.copyOf(TranslationChecks.pluralCategories(lang, false));
    }

    /** {@code nplurals=N; plural=EXPR;} for {@code lang}. */
    public static String header(String lang) {
        PluralRules rules = PluralRules.forLocale(ULocale.forLanguageTag(lang));
        List<String> cats = categories(lang);
        StringBuilder expr = new StringBuilder();
        int open = 0;
        for (int i = 0; i < cats.size() - 1; i++) {
            String c = condition(rules.getRules(cats.get(i)));
            if (c.equals("0")) continue;
            expr.append(c).append(" ? ").append(i).append(" : ");
            open++;
        }
        expr.append(cats.indexOf("other"));
        return "nplurals=" + cats.size() + "; plural=" + (open == 0 ? expr : "(" + expr + ")") + ";";
    }

    /** A CLDR rule ("i % 10 = 2..4 and v = 0 or …") as a C expression over n; "0" when no whole number matches. */
    static String condition(String rule) {
        String r = rule.replaceAll("@.*", "").strip();
        if (r.isEmpty()) return "1";
        List<String> ors = new ArrayList<>();
        for (String or : r.split("\\s+or\\s+")) {
            List<String> ands = new ArrayList<>();
            boolean never = false;
            for (String and : or.split("\\s+and\\s+")) {
                String c = relation(and.strip());
                if (c.equals("0")) never = true;
                else if (!c.equals("1")) ands.add(c);
            }
            if (never) continue;
            if (ands.isEmpty()) return "1";
            ors.add(String.join(" && ", ands));
        }
        if (ors.isEmpty()) return "0";
        return ors.size() == 1 ? ors.get(0) : "(" + String.join(") || (", ors) + ")";
    }

    /** One relation: {@code operand [% m] (=|!=) ranges}. */
    private static String relation(String rel) {
        Matcher m = Pattern.compile("([niwvftec])\\s*(?:%\\s*(\\d+))?\\s*(!=|=)\\s*([\\d.,\\s]+)")
                .matcher(rel);
        if (!m.matches()) throw new IllegalArgumentException("unexpected CLDR plural relation: " + rel);
        boolean whole = "ni".contains(m.group(1));
        String mod = m.group(2);
        boolean negate = m.group(3).equals("!=");
        List<String> alts = new ArrayList<>();
        boolean zeroIn = false;
        for (String range : m.group(4).split(",")) {
            String[] ab = range.strip().split("\\.\\.");
            long a = Long.parseLong(ab[0]);
            long b = ab.length > 1 ? Long.parseLong(ab[1]) : a;
            if (a <= 0 && 0 <= b) zeroIn = true;
            String x = mod == null ? "n" : "n%" + mod;
            alts.add(a == b ? x + "==" + a : "(" + x + ">=" + a + " && " + x + "<=" + b + ")");
        }
        if (!whole) return zeroIn != negate ? "1" : "0"; // a fraction's operand is 0 for whole numbers
        if (negate && alts.size() == 1 && !alts.get(0).startsWith("("))
            return alts.get(0).replace("==", "!=");
        String any = alts.size() == 1 ? alts.get(0) : "(" + String.join(" || ", alts) + ")";
        return negate ? "!" + any : any;
    }
}
