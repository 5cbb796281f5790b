package adjutant.engine.l10n.check;

import com.ibm.icu.text.MessagePattern;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/** The arguments of an ICU message, read with ICU4J's own parser so the check agrees with the formatter. */
record IcuArguments(List<Argument> arguments) {
    /** One argument: its name, ICU type (none, simple, plural, select, selectordinal, choice) and selectors. */
    record Argument(String name, String type, List<String> selectors) {}

    /** Parses {@code text}; throws {@link IllegalArgumentException} with ICU's message when it is malformed. */
    static IcuArguments parse(String text) {
        MessagePattern mp = new MessagePattern(text);
        List<Argument> out = new ArrayList<>();
        Deque<Open> open = new ArrayDeque<>();
        for (int i = 0; i < mp.countParts(); i++) {
            MessagePattern.Part p = mp.getPart(i);
            switch (p.getType()) {
                case ARG_START -> open.push(new Open(p.getArgType().name().toLowerCase(Locale.ROOT)));
                case ARG_NAME, ARG_NUMBER -> {
                    if (open.peek().name == null) open.peek().name = mp.getSubstring(p);
                }
                case ARG_SELECTOR -> open.peek().selectors.add(mp.getSubstring(p));
                case ARG_LIMIT -> {
                    Open a = open.pop();
                    out.add(new Argument(a.name, a.type, List.copyOf(a.selectors)));
                }
                default -> {}
            }
        }
        return new IcuArguments(out);
    }

    List<Argument> ofType(String... types) {
        List<String> t = List.of(types);
        return arguments.stream().filter(a -> t.contains(a.type())).toList();
    }

    private static final class Open {
        final String type;
        final List<String> selectors = new ArrayList<>();
        String name;

        Open(String type) {
            this.type = type;
        }
    }
}
