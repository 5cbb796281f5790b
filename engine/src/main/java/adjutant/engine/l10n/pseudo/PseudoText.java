package adjutant.engine.l10n.pseudo;

import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.InlineToken;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pseudo-locale {@code qps}: English with accented letters (Czech ones first, so fonts
 * are tried on what print really needs), 40 % longer, in brackets. A string that shows
 * plain English in a qps build is hard-coded; a box whose bracket is cut off is too tight.
 * Placeholders, marks, links and ICU syntax are left intact so the text still works.
 */
public final class PseudoText {
    public static final String LANG = "qps";
    private static final String FROM = "acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ";
    private static final String TO = "áčďěğĥíĵķľňöřšťůŵýžÁČĎĚĞĤÍĴĶĽŇÖŘŠŤŮŴÝŽ";

    private PseudoText() {}

    /** A whole string: accented, padded, bracketed. */
    public static String of(String english) {
        String body = accent(english);
        return "[" + body + padding(InlineCodes.visibleText(english).strip().length()) + "]";
    }

    /** One line of Markdown prose: its list, quote or heading marker kept in front of the brackets. */
    public static String line(String line) {
        if (line.isBlank()) return line;
        if (line.stripLeading().startsWith("|")) return accent(line); // a table row: cells keep their pipes
        int i = 0;
        String m;
        while ((m = marker(line.substring(i))) != null) i += m.length();
        return line.substring(0, i) + of(line.substring(i));
    }

    /** Letters accented, everything protected left as it is. */
    public static String accent(String text) {
        StringBuilder sb = new StringBuilder();
        accent(InlineCodes.tokens(text), sb);
        return sb.toString();
    }

    private static void accent(List<InlineToken> tokens, StringBuilder sb) {
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Text x) {
                for (char c : x.raw().toCharArray()) {
                    int k = FROM.indexOf(c);
                    sb.append(k < 0 ? c : TO.charAt(k));
                }
            } else if (t instanceof InlineToken.Pair p) {
                sb.append(p.open());
                accent(p.inner(), sb);
                sb.append(p.close());
            } else if (t instanceof InlineToken.Branches b) {
                for (int i = 0; i < b.branches().size(); i++) {
                    sb.append(b.syntax().get(i));
                    accent(b.branches().get(i), sb);
                }
                sb.append(b.syntax().get(b.syntax().size() - 1));
            } else {
                sb.append(t.raw());
            }
        }
    }

    /** 40 % of the visible length (at least 2) in dots, broken into words so wrapping still works. */
    static String padding(int visibleLength) {
        int n = Math.max(2, (int) Math.ceil(visibleLength * 0.4));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(i % 6 == 0 ? ' ' : '·');
        return sb.toString();
    }

    private static String marker(String s) {
        Matcher m = Pattern.compile("^(\\s*(?:[-*+]|\\d+[.)]|>|#{1,6})\\s+)").matcher(s);
        return m.find() && !m.group(1).isEmpty() ? m.group(1) : null;
    }
}
