package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds what a translator must not change inside a text: placeholders {@code {name}},
 * glossary marks {@code [[term-id|inflected text]]} and links {@code [text](#anchor)}.
 * ICU plural and select arguments stay running text: the translator has to write their
 * branches (Czech needs more of them than English), so they cannot be locked.
 */
public final class InlineCodes {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[A-Za-z0-9_]+}");
    private static final Pattern TERM = Pattern.compile("\\[\\[([^\\]|]+)(?:\\|([^\\]]*))?]]");
    private static final Pattern LINK = Pattern.compile("\\[([^\\[\\]]*)]\\(([^()\\s]*)\\)");
    private static final Pattern ICU_SYNTAX = Pattern.compile(
            "\\{\\s*\\w+\\s*,\\s*(?:plural|select|selectordinal)\\s*,(?:\\s*offset:\\d+)?|(?:=\\d+|\\b(?:zero|one|two|few|many|other))\\s*\\{|[{}#]");

    private InlineCodes() {}

    public static List<InlineToken> tokens(String text) {
        List<InlineToken> out = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            InlineToken t = null;
            Matcher m;
            char c = text.charAt(i);
            if (c == '{' && (m = PLACEHOLDER.matcher(text).region(i, text.length())).lookingAt()) {
                t = new InlineToken.Code(m.group(), InlineToken.Kind.PLACEHOLDER);
            } else if (c == '[' && (m = TERM.matcher(text).region(i, text.length())).lookingAt()) {
                t = m.group(2) == null ? new InlineToken.Code(m.group(), InlineToken.Kind.TERM)
                        : new InlineToken.Pair("[[" + m.group(1) + "|", tokens(m.group(2)), "]]", InlineToken.Kind.TERM);
            } else if (c == '[' && (m = LINK.matcher(text).region(i, text.length())).lookingAt()) {
                t = new InlineToken.Pair("[", tokens(m.group(1)), "](" + m.group(2) + ")", InlineToken.Kind.LINK);
            }
            if (t == null) {
                run.append(c);
                i++;
                continue;
            }
            if (run.length() > 0) out.add(new InlineToken.Text(run.toString()));
            run.setLength(0);
            out.add(t);
            i += t.raw().length();
        }
        if (run.length() > 0) out.add(new InlineToken.Text(run.toString()));
        return out;
    }

    /** The placeholders {@code {name}} of a text, in order, repeats included. */
    public static List<String> placeholders(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) out.add(m.group());
        return out;
    }

    /** Link targets ({@code #dip.support}) in order. */
    public static List<String> links(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = LINK.matcher(TERM.matcher(text).replaceAll(""));
        while (m.find()) out.add(m.group(2));
        return out;
    }

    /** Glossary term ids marked in the text, in order. */
    public static List<String> termMarks(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TERM.matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    /** The text a reader sees: codes dropped, marks and links reduced to their text, ICU syntax removed. */
    public static String visibleText(String text) {
        StringBuilder sb = new StringBuilder();
        appendVisible(tokens(text), sb);
        return ICU_SYNTAX.matcher(sb).replaceAll(" ");
    }

    private static void appendVisible(List<InlineToken> tokens, StringBuilder sb) {
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Text x) sb.append(x.raw());
            else if (t instanceof InlineToken.Pair p) appendVisible(p.inner(), sb);
            else sb.append(' ');
        }
    }
}
