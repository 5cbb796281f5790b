package adjutant.engine.data;

import java.util.Locale;
import java.util.Map;

/**
 * The longest text each kind of field may hold, far above what the games use (the longest name
 * is 71 characters, card text 192, i18n string 410: room for a language that says it in half as
 * much again, and for the pseudo-locale's padding) and far below what makes the checks, the
 * drawings or a "did you mean" slow: past it a value is refused at its place, saying the limit.
 */
public enum TextLimit {
    /** Abbreviations and short labels printed on counters and tracks ({@code abbr}, {@code guns}, {@code weight}). */
    LABEL(80, "a label"),
    /** Names of provinces, powers, ships, areas, cards, glossary terms ({@code name}, {@code title}, …). */
    NAME(200, "a name"),
    /** Card texts and notes ({@code text}, {@code note}). */
    CARD_TEXT(1_000, "a card text or note"),
    /** One string of {@code i18n/<lang>.yaml} (rule summaries, aids, messages; the rulebooks are Markdown files). */
    I18N_STRING(4_000, "an i18n string"),
    /** One block of a rulebook (a paragraph, list, table, heading or example outcome): the longest is under 3,000. */
    RULES_BLOCK(10_000, "a rulebook block"),
    /** One line of a Diplomacy order sheet. */
    ORDER_LINE(200, "an order line"),
    /** Any other value (ids, references, sheet entries). */
    VALUE(YamlFiles.MAX_TEXT, "a value"),
    /** A coordinate ring of board geometry (a whole coastline is one value): bounded by the file's size alone. */
    GEOMETRY((int) YamlFiles.MAX_BYTES, "a geometry value");

    private static final Map<String, TextLimit> BY_FIELD = Map.ofEntries(
            Map.entry("abbr", LABEL),
            Map.entry("guns", LABEL),
            Map.entry("weight", LABEL),
            Map.entry("name", NAME),
            Map.entry("title", NAME),
            Map.entry("adjective", NAME),
            Map.entry("aliases", NAME),
            Map.entry("terms", NAME),
            Map.entry("variants", NAME),
            Map.entry("ordinary", NAME),
            Map.entry("text", CARD_TEXT),
            Map.entry("note", CARD_TEXT));

    private final int max;
    private final String what;

    TextLimit(int max, String what) {
        this.max = max;
        this.what = what;
    }

    public int max() {
        return max;
    }

    /**
     * The limit of a value in {@code file} under the YAML key {@code field} (for a per-language map
     * such as {@code name: {cs: …, en: …}}, the key above the languages; null at the top level).
     */
    public static TextLimit of(String file, String field) {
        String f = file.replace('\\', '/');
        if (f.contains("/geometry/")) return GEOMETRY;
        if (f.contains("/i18n/")) return I18N_STRING;
        return field == null ? VALUE : BY_FIELD.getOrDefault(field.toLowerCase(Locale.ROOT), VALUE);
    }

    /** The problem for a text of {@code length} characters that is over this limit, placed at {@code line:column}. */
    public Problem problem(String file, int line, int column, String field, int length) {
        String in = field == null || this == I18N_STRING || this == RULES_BLOCK || this == ORDER_LINE
                ? ""
                : " in '" + field + "'";
        return new Problem(
                file,
                line,
                column,
                "text of " + length + " characters" + in + ", more than the " + max + " allowed for " + what);
    }
}
