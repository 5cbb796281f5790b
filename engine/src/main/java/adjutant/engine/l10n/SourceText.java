package adjutant.engine.l10n;

/**
 * Comparing English texts for fuzzy tracking. Whitespace is normalised first, so that
 * re-wrapping a paragraph of the rulebook does not make its translations fuzzy.
 */
public final class SourceText {
    private SourceText() {}

    public static String normalize(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    public static boolean same(String a, String b) {
        return a != null && b != null && normalize(a).equals(normalize(b));
    }
}
