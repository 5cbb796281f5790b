package adjutant.validator.diplomacy;

import java.util.List;
import java.util.function.Predicate;

/** A cursor over the tokens of one order, with phrase matching over consecutive words. */
final class Tokens {
    private final List<Token> list;
    private final int endColumn;
    int pos;

    Tokens(List<Token> list, int endColumn) {
        this.list = List.copyOf(list);
        this.endColumn = endColumn;
    }

    boolean atEnd() {
        return pos >= list.size();
    }

    /** The token {@code k} places ahead, or null past the end. */
    Token peek(int k) {
        int j = pos + k;
        return j < list.size() ? list.get(j) : null;
    }

    Token peek() {
        return peek(0);
    }

    boolean at(Token.Kind kind) {
        Token t = peek();
        return t != null && t.is(kind);
    }

    boolean skip(Token.Kind kind) {
        if (!at(kind)) return false;
        pos++;
        return true;
    }

    /** The tokens from the cursor on, for the grammar that walks them by index. */
    Token[] rest() {
        return list.subList(Math.min(pos, list.size()), list.size()).toArray(new Token[0]);
    }

    /** The column just past the text. */
    int endColumn() {
        return endColumn;
    }

    /** Column of the current token, or just past the text at the end. */
    int column() {
        Token t = peek();
        return t == null ? endColumn : t.column();
    }

    /** The current token's text, or "" at the end. */
    String text() {
        Token t = peek();
        return t == null ? "" : t.text();
    }

    /**
     * How many tokens the longest phrase starting here takes whose key passes {@code test}
     * (0 when none). A phrase is up to {@code maxWords} words; with {@code dashJoin} a
     * hyphen between two words belongs to the phrase ("Mid-Atlantic", "Rakousko-Uhersko").
     */
    int phrase(Predicate<String> test, boolean dashJoin, int maxWords) {
        StringBuilder key = new StringBuilder();
        int best = 0;
        int words = 0;
        boolean oneLetter = false;
        for (int j = pos; j < list.size() && words < maxWords; j++) {
            Token t = list.get(j);
            if (t.is(Token.Kind.DASH)
                    && dashJoin
                    && words > 0
                    && j + 1 < list.size()
                    && list.get(j + 1).is(Token.Kind.WORD)) continue;
            if (!t.is(Token.Kind.WORD)) break;
            if (key.length() > 0) key.append(' ');
            key.append(t.key());
            words++;
            oneLetter |= t.key().length() == 1;
            String k = key.toString();
            // Written apart, matched joined ("Mid Atlantic" = midatlantic), but never with a
            // one-letter word: "pru S" must not read as the alias "prus".
            boolean joinable = words > 1 && !oneLetter;
            if (test.test(k) || joinable && test.test(Normalize.joined(k))) best = j - pos + 1;
        }
        return best;
    }

    /** The key of the {@code len} tokens from here (dashes dropped), matching how {@link #phrase} built it. */
    String key(int len) {
        StringBuilder key = new StringBuilder();
        for (int j = pos; j < pos + len; j++) {
            Token t = list.get(j);
            if (!t.is(Token.Kind.WORD)) continue;
            if (key.length() > 0) key.append(' ');
            key.append(t.key());
        }
        return key.toString();
    }

    /** The written text of the {@code len} tokens from here. */
    String written(int len) {
        StringBuilder sb = new StringBuilder();
        for (int j = pos; j < pos + len; j++) {
            Token t = list.get(j);
            if (sb.length() > 0 && t.is(Token.Kind.WORD) && !list.get(j - 1).is(Token.Kind.DASH)) sb.append(' ');
            sb.append(t.text());
        }
        return sb.toString();
    }
}
