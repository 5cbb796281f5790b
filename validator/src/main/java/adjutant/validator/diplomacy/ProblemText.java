package adjutant.validator.diplomacy;

import adjutant.engine.data.Visible;
import java.util.ArrayList;
import java.util.List;

/** A {@link ParseProblem} (or note) in the reader's language, through {@code parse.<kind>} patterns. */
final class ProblemText {
    private final Messages m;

    ProblemText(Messages m) {
        this.m = m;
    }

    String render(ParseProblem p) {
        List<String> sugg = new ArrayList<>();
        for (String s : p.suggestions()) {
            sugg.add(
                    switch (p.kind()) {
                        case UNKNOWN_POWER, CORRECTED_POWER, OTHER_POWER_PREFIX -> m.power(s);
                        case UNKNOWN_WORD -> "“" + s + "”";
                        default -> m.province(s) + " (" + m.abbr(s) + ")";
                    });
        }
        String text = switch (p.kind()) {
            case NEEDS_TYPE -> m.province(p.token());
            case OTHER_POWER_PREFIX -> m.power(p.token());
            // what the sheet said, shown so that it cannot act: a right-to-left override or a zero-width space appears
            // as <U+202E>
            default -> Visible.text(p.token());
        };
        List<String> readings =
                p.readings().stream().map(o -> "“" + m.order(o) + "”").toList();
        String out = m.text(
                p.kind().key(),
                "text",
                text,
                "suggestions",
                String.join(m.text("validate.or"), sugg),
                "count",
                sugg.size(),
                "readings",
                String.join(m.text("validate.or"), readings),
                "limit",
                OrderContext.Hints.PER_SHEET);
        // a name that looks right but is not: say which letter is from another alphabet
        String hint = switch (p.kind()) {
            case UNKNOWN_NAME, UNKNOWN_NAME_UNSEARCHED, UNKNOWN_POWER, UNKNOWN_WORD, CORRECTED_NAME, CORRECTED_POWER ->
                LookAlike.hint(m, text);
            default -> "";
        };
        return hint.isEmpty() ? out : m.text("parse.with_hint", "problem", out, "hint", hint);
    }
}
