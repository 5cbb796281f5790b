package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.InlineToken;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A message that is one ICU plural and nothing else, written the canonical way
 * ({@code {count, plural, one {…} other {…}}}): what travels as a gettext plural. Only a
 * message that {@link #icu()} writes back byte for byte is taken, so the way back is exact;
 * any other (text around it, {@code =0}, offsets) stays ICU text in the msgid.
 */
record IcuPlural(String argument, Map<String, String> branches) {
    private static final Pattern FIRST = Pattern.compile("\\{([A-Za-z0-9_]+), plural, ([a-z]+) \\{");
    private static final Pattern NEXT = Pattern.compile("} ([a-z]+) \\{");
    /** The note the writers put on a plural ({@code icu: {count, plural}: …}) so the readers can build it again. */
    private static final Pattern NOTE = Pattern.compile("icu: \\{([A-Za-z0-9_]+), plural}.*", Pattern.DOTALL);

    /** The plural, or null when the text is not exactly one canonical plural argument. */
    static IcuPlural of(String text) {
        if (text == null) return null;
        List<InlineToken> tokens = InlineCodes.tokens(text);
        if (tokens.size() != 1 || !(tokens.get(0) instanceof InlineToken.Branches b)) return null;
        Matcher m = FIRST.matcher(b.syntax().get(0));
        if (!m.matches()) return null;
        List<String> cats = new ArrayList<>(List.of(m.group(2)));
        for (int i = 1; i < b.syntax().size() - 1; i++) {
            Matcher n = NEXT.matcher(b.syntax().get(i));
            if (!n.matches()) return null;
            cats.add(n.group(1));
        }
        if (!b.syntax().get(b.syntax().size() - 1).equals("}}")) return null;
        Map<String, String> branches = new LinkedHashMap<>();
        for (int i = 0; i < cats.size(); i++) {
            StringBuilder sb = new StringBuilder();
            b.branches().get(i).forEach(t -> sb.append(t.raw()));
            if (branches.put(cats.get(i), sb.toString()) != null) return null;
        }
        IcuPlural p = new IcuPlural(m.group(1), branches);
        return p.icu().equals(text) ? p : null;
    }

    /**
     * The English of {@code u} when it travels as a gettext plural to a language of the plural
     * categories {@code cats}: a one/other plural whose translation, if any, is a plural of the
     * same argument with exactly those categories; null when it travels as plain text.
     */
    static IcuPlural exported(ExchangeUnit u, List<String> cats) {
        IcuPlural en = of(u.source());
        if (en == null || !en.has(List.of("one", "other"))) return null;
        if (u.target() == null) return en;
        IcuPlural tr = of(u.target());
        return tr != null && tr.has(cats) && tr.argument().equals(en.argument()) ? en : null;
    }

    /** The argument that the plural note among {@code notes} names, or null when there is none. */
    static String notedArgument(List<String> notes) {
        return notes.stream()
                .map(NOTE::matcher)
                .filter(Matcher::matches)
                .map(m -> m.group(1))
                .findFirst()
                .orElse(null);
    }

    String icu() {
        StringBuilder sb = new StringBuilder("{").append(argument).append(", plural,");
        branches.forEach(
                (c, t) -> sb.append(' ').append(c).append(" {").append(t).append('}'));
        return sb.append('}').toString();
    }

    /** Whether its categories are exactly {@code cats}, in that order. */
    boolean has(List<String> cats) {
        return List.copyOf(branches.keySet()).equals(cats);
    }
}
