package adjutant.engine.l10n.store;

/**
 * One block of a rulebook file: {@code head + text + tail} is exactly what the file holds,
 * {@code text} is what a translator translates, {@code separator} the line ends and blank
 * lines that follow it. The head and tail are protected: the {@code ## } and {@code {#id}}
 * of a heading, the fence lines of a code or example block.
 *
 * @param id      the block's id inside the rules ({@code dip.support}, {@code dip.support#2}); null for front matter
 * @param chapter the id of the level-1 or level-2 heading it falls under ("" before any)
 * @param line    the 1-based line where it starts
 */
public record RulesBlock(Kind kind, String id, String chapter, int line, String head, String text, String tail,
                         String separator) {
    public enum Kind { FRONT_MATTER, HEADING, PROSE, FENCE }

    public String raw() {
        return head + text + tail;
    }

    public RulesBlock withText(String newText) {
        return new RulesBlock(kind, id, chapter, line, head, newText, tail, separator);
    }

    public RulesBlock withSeparator(String sep) {
        return new RulesBlock(kind, id, chapter, line, head, text, tail, sep);
    }
}
