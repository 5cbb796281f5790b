package adjutant.generator.hunt;

/**
 * The kit's typeface (the shipped Noto Sans subset) has no geometric shapes and no minus
 * sign. Symbols such as ● ▲ ▼ are drawn as shapes by the templates; in running text the
 * minus becomes an en dash, which is what typesetters use when the minus is missing, and
 * the shape symbols are dropped (their meaning is always spelled out beside them).
 */
final class PrintableText {
    private PrintableText() {}

    static String printable(String s) {
        return s.replace('\u2212', '\u2013').replaceAll("[\u25B2\u25BC\u25CF]+\\s?", "");
    }
}
