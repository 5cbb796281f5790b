package adjutant.engine.l10n.check;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUnit;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * ICU messages of the i18n strings: a translation must parse when its English does, keep the
 * English plural/select arguments, and give every plural category its language needs — which
 * ICU4J's {@link PluralRules} knows (Czech: one, few, many, other; English: one, other).
 */
final class PluralCheck {
    private static final List<String> CLDR_ORDER = List.of("zero", "one", "two", "few", "many", "other");

    private PluralCheck() {}

    /** The categories a language needs for a cardinal ({@code plural}) or ordinal ({@code selectordinal}) argument. */
    static Set<String> required(String lang, boolean ordinal) {
        PluralRules r = PluralRules.forLocale(
                ULocale.forLanguageTag(lang),
                ordinal ? PluralRules.PluralType.ORDINAL : PluralRules.PluralType.CARDINAL);
        Set<String> out = new TreeSet<>(Comparator.comparingInt(CLDR_ORDER::indexOf));
        out.addAll(r.getKeywords());
        return out;
    }

    static List<Finding> check(String game, String lang, TranslationUnit u) {
        List<Finding> out = new ArrayList<>();
        IcuArguments en;
        try {
            en = IcuArguments.parse(u.segment().source());
        } catch (IllegalArgumentException e) {
            return out; // the English is no ICU message (literal braces): nothing to hold the translation to
        }
        IcuArguments tr;
        try {
            tr = IcuArguments.parse(u.target());
            new MessageFormat(
                    u.target(), ULocale.forLanguageTag(lang)); // also an argument type the formatter does not know
        } catch (IllegalArgumentException e) {
            out.add(new Finding(game, lang, u.id(), FindingKind.SYNTAX, "not a valid ICU message: " + e.getMessage()));
            return out;
        }
        for (IcuArguments.Argument a : en.ofType("plural", "selectordinal", "select")) {
            boolean kept = tr.ofType(a.type()).stream().anyMatch(b -> b.name().equals(a.name()));
            if (!kept)
                out.add(new Finding(
                        game,
                        lang,
                        u.id(),
                        FindingKind.PLURAL,
                        "the English " + a.type() + " argument {" + a.name() + ", " + a.type() + ", …} is missing"));
        }
        for (IcuArguments.Argument a : tr.ofType("plural", "selectordinal")) {
            boolean ordinal = a.type().equals("selectordinal");
            Set<String> need = required(lang, ordinal);
            need.removeAll(a.selectors());
            // A category English needs but its text leaves out (covered by =0, =1 …) is left to the translator too.
            en.ofType(a.type()).stream()
                    .filter(b -> b.name().equals(a.name()))
                    .findFirst()
                    .ifPresent(b -> {
                        Set<String> skipped = required(GameText.SOURCE_LANG, ordinal);
                        skipped.removeAll(b.selectors());
                        need.removeAll(skipped);
                    });
            if (!need.isEmpty())
                out.add(new Finding(
                        game,
                        lang,
                        u.id(),
                        FindingKind.PLURAL,
                        "{" + a.name() + ", " + a.type() + "} lacks " + String.join(", ", need) + " (" + lang
                                + " needs "
                                + String.join(", ", required(lang, a.type().equals("selectordinal"))) + ")"));
        }
        return out;
    }
}
