package adjutant.engine.l10n;

import java.util.List;

/**
 * A piece of a translatable text as {@link InlineCodes} splits it: running text, a code the
 * translator must keep as it is, or a pair of codes around text the translator does translate.
 */
public sealed interface InlineToken permits InlineToken.Text, InlineToken.Code, InlineToken.Pair, InlineToken.Branches {
    /** What a protected code is. */
    enum Kind {
        PLACEHOLDER,
        TERM,
        LINK
    }

    /** The exact characters this token stands for. */
    String raw();

    record Text(String raw) implements InlineToken {}

    /** A code kept whole: {@code {name}} or a glossary mark without inflection {@code [[term]]}. */
    record Code(String raw, Kind kind) implements InlineToken {}

    /**
     * An ICU plural or select argument: {@code syntax} holds what lies around the branches
     * ({@code "{n, plural, one {"}, {@code "} other {"}, {@code "}}"}), one more than there are branches.
     */
    record Branches(List<String> syntax, List<List<InlineToken>> branches) implements InlineToken {
        public Branches {
            syntax = List.copyOf(syntax);
            branches = branches.stream().map(List::copyOf).toList();
        }

        @Override
        public String raw() {
            StringBuilder sb = new StringBuilder(syntax.get(0));
            for (int i = 0; i < branches.size(); i++) {
                branches.get(i).forEach(t -> sb.append(t.raw()));
                sb.append(syntax.get(i + 1));
            }
            return sb.toString();
        }
    }

    /** Codes around translatable text: {@code [[term|text]]}, {@code [text](#anchor)}. */
    record Pair(String open, List<InlineToken> inner, String close, Kind kind) implements InlineToken {
        public Pair {
            inner = List.copyOf(inner);
        }

        @Override
        public String raw() {
            StringBuilder sb = new StringBuilder(open);
            inner.forEach(t -> sb.append(t.raw()));
            return sb.append(close).toString();
        }
    }
}
