package adjutant.generator.rulebook;

import adjutant.generator.layout.Typesetting;

/** The rulebook's text runs typeset as every printed text is ({@link Typesetting}). */
final class Typography {
    static final char NBSP = Typesetting.NBSP;

    private Typography() {}

    /** The text of one text run in {@code lang}. */
    static String apply(String text, String lang) {
        return Typesetting.text(text, lang);
    }
}
