package adjutant.validator.diplomacy;

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
            sugg.add(switch (p.kind()) {
                case UNKNOWN_POWER, CORRECTED_POWER -> m.power(s);
                case UNKNOWN_WORD -> "“" + s + "”";
                default -> m.province(s) + " (" + m.abbr(s) + ")";
            });
        }
        String text = p.kind() == ParseProblem.Kind.NEEDS_TYPE ? m.province(p.token()) : p.token();
        return m.text(p.kind().key(), "text", text, "suggestions", String.join(m.text("validate.or"), sugg), "count", sugg.size());
    }
}
