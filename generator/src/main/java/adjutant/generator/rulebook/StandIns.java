package adjutant.generator.rulebook;

/**
 * The body with each figure's drawing replaced by an empty stand-in of the same size: the same
 * {@code <svg>} element (so the same width, height and view box) holding nothing. A measuring
 * layout of the book then breaks its pages exactly where the real one does without reading the
 * maps; the layout knows each stand-in's place, so it counts as the figure ({@code PageBodies}).
 */
final class StandIns {
    private StandIns() {}

    /**
     * What {@code (<svg\b[^>]*>).*?</svg>} replaced by its first group and {@code </svg>} gives, found with
     * {@code indexOf}: the regex tried every character of the megabytes of drawings.
     */
    static String of(String body) {
        StringBuilder out = null;
        int from = 0;
        for (int at = body.indexOf("<svg"); at >= 0; at = body.indexOf("<svg", at + 1)) {
            if (!opens(body, at, "<svg")) continue;
            int open = body.indexOf('>', at + "<svg".length()),
                    close = open < 0 ? -1 : body.indexOf("</svg>", open + 1);
            if (close < 0) break; // no drawing closes after this one: none does
            if (out == null) out = new StringBuilder(body.length() / 8);
            out.append(body, from, open + 1).append("</svg>");
            from = close + "</svg>".length();
            at = from - 1;
        }
        return out == null ? body : out.append(body, from, body.length()).toString();
    }

    /**
     * Whether {@code s} has {@code tag} (e.g. {@code <svg}) at {@code at} as {@code tag\b} matches it: not followed by
     * what the regex counts as part of a word (a letter, digit, {@code _} or a combining mark).
     */
    static boolean opens(String s, int at, String tag) {
        if (!s.startsWith(tag, at)) return false;
        int after = at + tag.length();
        if (after == s.length()) return true;
        char c = s.charAt(after);
        return !Character.isLetterOrDigit(c) && c != '_' && Character.getType(c) != Character.NON_SPACING_MARK;
    }
}
