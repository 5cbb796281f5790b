package adjutant.engine.l10n.store;

/**
 * One block of a rulebook file: {@code head + encoded(text) + tail} is exactly what the file
 * holds, {@code text} is what a translator translates, {@code separator} the line ends and
 * blank lines that follow. The head and tail are protected: the {@code ## } and {@code {#id}}
 * of a heading, the fence lines and data fields of an example, the key of a front matter line.
 *
 * @param id      the block's id inside the rules ({@code dip.support}, {@code dip.support#2}); null when not translatable
 * @param chapter the id of the level-1 or level-2 heading it falls under ("" before any, "meta" in the front matter)
 * @param line    the 1-based line where it starts
 * @param indent  spaces before every non-empty line of the text in the file (an example's outcome in YAML)
 */
public record RulesBlock(
        Kind kind,
        String id,
        String chapter,
        int line,
        String head,
        String text,
        String tail,
        String separator,
        int indent) {
    /** FRONT_MATTER is protected YAML; META a translatable front matter value (title, subtitle). */
    public enum Kind {
        FRONT_MATTER,
        META,
        HEADING,
        PROSE,
        FENCE
    }

    public String raw() {
        return head + encoded() + tail;
    }

    public boolean translatable() {
        return id != null;
    }

    /** The text as the file holds it: a YAML scalar for front matter, re-indented for an outcome. */
    private String encoded() {
        if (kind == Kind.META) return YamlScalars.value(text, 0).substring(1);
        if (indent == 0) return text;
        String pad = " ".repeat(indent);
        StringBuilder sb = new StringBuilder();
        for (String l : text.split("\n", -1))
            sb.append(l.isEmpty() ? "" : pad + l).append('\n');
        return sb.substring(0, sb.length() - 1);
    }

    public RulesBlock withText(String newText) {
        return new RulesBlock(kind, id, chapter, line, head, newText, tail, separator, indent);
    }

    public RulesBlock withSeparator(String sep) {
        return new RulesBlock(kind, id, chapter, line, head, text, tail, sep, indent);
    }
}
