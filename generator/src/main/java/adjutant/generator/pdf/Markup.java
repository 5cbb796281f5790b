package adjutant.generator.pdf;

/**
 * The text between the tags of an SVG or XHTML string, character references decoded: what a
 * renderer may draw. Comments, processing instructions and tags (with their attributes) are
 * skipped; a style sheet's text stays in, as its {@code content:} strings are drawn too.
 */
final class Markup {
    private Markup() {}

    static String text(String markup) {
        StringBuilder sb = new StringBuilder(markup.length() / 2);
        int i = 0, n = markup.length();
        while (i < n) {
            char c = markup.charAt(i);
            if (c == '<') {
                if (markup.startsWith("<![CDATA[", i)) {
                    int end = markup.indexOf("]]>", i);
                    end = end < 0 ? n : end;
                    sb.append(markup, i + 9, end).append(' ');
                    i = end + 3;
                    continue;
                }
                String close = markup.startsWith("<!--", i) ? "-->" : ">";
                int end = markup.indexOf(close, i);
                i = end < 0 ? n : end + close.length();
                sb.append(' ');
            } else if (c == '&') {
                int end = markup.indexOf(';', i);
                if (end < 0 || end - i > 10) {
                    sb.append(c);
                    i++;
                    continue;
                }
                sb.appendCodePoint(entity(markup.substring(i + 1, end)));
                i = end + 1;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

    private static int entity(String name) {
        try {
            if (name.startsWith("#x") || name.startsWith("#X")) return Integer.parseInt(name.substring(2), 16);
            if (name.startsWith("#")) return Integer.parseInt(name.substring(1));
        } catch (NumberFormatException e) {
            return '&';
        }
        return switch (name) {
            case "lt" -> '<';
            case "gt" -> '>';
            case "quot" -> '"';
            case "apos" -> '\'';
            case "nbsp" -> 0xA0;
            default -> '&';
        };
    }
}
