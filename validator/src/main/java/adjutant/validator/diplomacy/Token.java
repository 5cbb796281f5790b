package adjutant.validator.diplomacy;

/**
 * One piece of an order line: a word (with its matching {@link Normalize#key key}) or a
 * symbol, and the 1-based column where it starts, for problem reports.
 */
record Token(Kind kind, String text, String key, int column) {
    enum Kind {
        WORD,
        /** A lone hyphen or dash: decoration after a unit letter, or a move. */
        DASH,
        /** {@code > -> => » › → ↳} and the like: always a move. */
        ARROW,
        COLON,
        LPAREN,
        RPAREN,
        SLASH,
        /** Anything else: a symbol the notation does not use (e.g. {@code --->}). */
        OTHER
    }

    boolean is(Kind k) {
        return kind == k;
    }

    boolean isMoveSign() {
        return kind == Kind.DASH || kind == Kind.ARROW;
    }
}
