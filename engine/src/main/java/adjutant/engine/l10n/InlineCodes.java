package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds what a translator must not change inside a text: placeholders {@code {name}} (and
 * formatted ones such as {@code {n, number}}), glossary marks {@code [[term-id|inflected text]]}
 * and links {@code [text](#anchor)}. ICU plural and select arguments stay running text with
 * their branches scanned inside: the translator writes the branches (Czech needs more of them
 * than English), so they cannot be locked, but a {@code {name}} within a branch still is.
 */
public final class InlineCodes {
    private static final Pattern PLACEHOLDER = Pattern.compile(
            "\\{\\s*[A-Za-z0-9_]+\\s*(?:,\\s*(?:number|date|time|spellout|ordinal|duration)\\b[^{}]*)?}");
    private static final Pattern COMPLEX =
            Pattern.compile("\\{\\s*[A-Za-z0-9_]+\\s*,\\s*(?:plural|select|selectordinal)\\s*,");
    private static final Pattern SELECTOR =
            Pattern.compile("\\s*(?:offset:\\s*\\d+\\s*)?(=-?\\d+(?:\\.\\d+)?|[A-Za-z0-9_]+)\\s*\\{");
    private static final Pattern TERM = Pattern.compile("\\[\\[([^\\]|\\[]+)(?:\\|([^\\]\\[]*))?]]");
    private static final Pattern LINK = Pattern.compile("\\[([^\\[\\]]*)]\\(([^()\\s]*)\\)");
    /** A command-line flag as a reader types it: two hyphens, then a letter or digit of any script (so a flag with accents typed in is seen too). */
    private static final Pattern FLAG = Pattern.compile("(?<![\\p{L}\\p{N}_-])--[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}_-]*");

    private InlineCodes() {}

    public static List<InlineToken> tokens(String text) {
        return new Scanner(text).tokens(text.length());
    }

    /** The placeholders of a text ({@code {name}}), in order, repeats included, ICU branches searched. */
    public static List<String> placeholders(String text) {
        List<String> out = new ArrayList<>();
        collect(tokens(text), InlineToken.Kind.PLACEHOLDER, out);
        return out;
    }

    /** The placeholders outside ICU plural and select branches, in order, repeats included. */
    public static List<String> placeholdersOutsideBranches(String text) {
        List<String> out = new ArrayList<>();
        collect(
                tokens(text).stream()
                        .filter(t -> !(t instanceof InlineToken.Branches))
                        .toList(),
                InlineToken.Kind.PLACEHOLDER,
                out);
        return out;
    }

    /** Link targets ({@code #dip.support}) in order. */
    public static List<String> links(String text) {
        List<String> out = new ArrayList<>();
        collect(tokens(text), InlineToken.Kind.LINK, out);
        return out.stream().map(close -> close.substring(2, close.length() - 1)).toList();
    }

    /** Command-line flags ({@code --back-offset}) in order: commands a reader types, so never translated. */
    public static List<String> flags(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = FLAG.matcher(text);
        while (m.find()) out.add(m.group().replaceAll("-+$", ""));
        return out;
    }

    /** Glossary term ids marked in the text, in order. */
    public static List<String> termMarks(String text) {
        List<String> out = new ArrayList<>();
        collect(tokens(text), InlineToken.Kind.TERM, out);
        return out.stream().map(s -> s.replaceAll("^\\[\\[|\\|$|]]$", "")).toList();
    }

    /** The text a reader sees: codes dropped, marks and links reduced to their text, ICU syntax removed. */
    public static String visibleText(String text) {
        StringBuilder sb = new StringBuilder();
        appendVisible(tokens(text), sb);
        return sb.toString();
    }

    private static void collect(List<InlineToken> tokens, InlineToken.Kind kind, List<String> out) {
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Code c && c.kind() == kind) out.add(c.raw());
            if (t instanceof InlineToken.Pair p) {
                if (p.kind() == kind) out.add(kind == InlineToken.Kind.LINK ? p.close() : p.open());
                collect(p.inner(), kind, out);
            }
            if (t instanceof InlineToken.Branches b) b.branches().forEach(br -> collect(br, kind, out));
        }
    }

    private static void appendVisible(List<InlineToken> tokens, StringBuilder sb) {
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Text x) sb.append(x.raw());
            else if (t instanceof InlineToken.Pair p) appendVisible(p.inner(), sb);
            else if (t instanceof InlineToken.Branches b)
                b.branches().forEach(br -> {
                    appendVisible(br, sb);
                    sb.append(' ');
                });
            else sb.append(' ');
        }
    }

    /** A left-to-right scan; ICU arguments are read by brace matching, the rest by patterns. */
    private static final class Scanner {
        private final String s;
        private int i;

        Scanner(String s) {
            this.s = s;
        }

        List<InlineToken> tokens(int end) {
            List<InlineToken> out = new ArrayList<>();
            StringBuilder run = new StringBuilder();
            while (i < end) {
                InlineToken t = next(end);
                if (t == null) {
                    run.append(s.charAt(i++));
                    continue;
                }
                if (run.length() > 0) out.add(new InlineToken.Text(run.toString()));
                run.setLength(0);
                out.add(t);
            }
            if (run.length() > 0) out.add(new InlineToken.Text(run.toString()));
            return out;
        }

        /** The token at {@code i} (moving past it), or null for plain text. */
        private InlineToken next(int end) {
            char c = s.charAt(i);
            Matcher m;
            if (c == '{' && (m = PLACEHOLDER.matcher(s).region(i, end)).lookingAt()) {
                i = m.end();
                return new InlineToken.Code(m.group(), InlineToken.Kind.PLACEHOLDER);
            }
            if (c == '{' && (m = COMPLEX.matcher(s).region(i, end)).lookingAt()) {
                return complex(m, end);
            }
            if (c == '[' && (m = TERM.matcher(s).region(i, end)).lookingAt()) {
                i = m.end();
                if (m.group(2) == null) return new InlineToken.Code(m.group(), InlineToken.Kind.TERM);
                return new InlineToken.Pair(
                        "[[" + m.group(1) + "|", InlineCodes.tokens(m.group(2)), "]]", InlineToken.Kind.TERM);
            }
            if (c == '[' && (m = LINK.matcher(s).region(i, end)).lookingAt()) {
                i = m.end();
                return new InlineToken.Pair(
                        "[", InlineCodes.tokens(m.group(1)), "](" + m.group(2) + ")", InlineToken.Kind.LINK);
            }
            return null;
        }

        /** {@code {n, plural, one {…} other {…}}}: syntax kept as written, branch texts scanned; null if unbalanced. */
        private InlineToken complex(Matcher head, int end) {
            int start = i;
            List<String> syntax = new ArrayList<>();
            List<List<InlineToken>> branches = new ArrayList<>();
            int p = head.end();
            StringBuilder between = new StringBuilder(head.group());
            while (true) {
                Matcher sel = SELECTOR.matcher(s).region(p, end);
                if (!sel.lookingAt()) break;
                between.append(sel.group());
                int close = matching(sel.end() - 1, end);
                if (close < 0) return null;
                syntax.add(between.toString());
                between.setLength(0);
                Scanner inner = new Scanner(s);
                inner.i = sel.end();
                branches.add(inner.tokens(close));
                p = close;
                between.append('}');
                p++;
            }
            int q = p;
            while (q < end && Character.isWhitespace(s.charAt(q))) q++;
            if (branches.isEmpty() || q >= end || s.charAt(q) != '}') {
                i = start;
                return null;
            }
            between.append(s, p, q + 1);
            syntax.add(between.toString());
            i = q + 1;
            return new InlineToken.Branches(syntax, branches);
        }

        private int matching(int open, int end) {
            int depth = 0;
            for (int k = open; k < end; k++) {
                char c = s.charAt(k);
                if (c == '{') depth++;
                else if (c == '}' && --depth == 0) return k;
            }
            return -1;
        }
    }
}
