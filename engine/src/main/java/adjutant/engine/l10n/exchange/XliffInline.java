package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.InlineToken;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plans the inline content of one XLIFF unit: protected codes become {@code <ph>} (kept
 * whole) or {@code <pc>} (around text the translator translates), their original characters
 * go to {@code <originalData>}. A target code reuses the id of the same source code, so CAT
 * tools pair them.
 */
final class XliffInline {
    /** Planned content: text, a standalone code, or a paired code around content. */
    sealed interface Piece permits Text, Ph, Pc {}

    record Text(String text) implements Piece {}

    record Ph(String id, String dataRef, String disp, boolean placeholder) implements Piece {}

    record Pc(String id, String startRef, String endRef, String dispStart, String dispEnd, List<Piece> inner)
            implements Piece {}

    private final Map<String, String> dataByRaw = new LinkedHashMap<>();
    private final Map<String, List<String>> sourceIds = new LinkedHashMap<>();
    private final Set<String> usedInTarget = new HashSet<>();
    private int nextId = 1;

    /** Data id → original characters, for {@code <originalData>}. */
    Map<String, String> data() {
        Map<String, String> out = new LinkedHashMap<>();
        dataByRaw.forEach((raw, id) -> out.put(id, raw));
        return out;
    }

    List<Piece> source(String text) {
        return plan(InlineCodes.tokens(text), true);
    }

    List<Piece> target(String text) {
        return plan(InlineCodes.tokens(text), false);
    }

    private List<Piece> plan(List<InlineToken> tokens, boolean source) {
        List<Piece> out = new ArrayList<>();
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Text x) {
                out.add(new Text(x.raw()));
            } else if (t instanceof InlineToken.Branches b) {
                for (int i = 0; i < b.branches().size(); i++) {
                    out.add(new Text(b.syntax().get(i)));
                    out.addAll(plan(b.branches().get(i), source));
                }
                out.add(new Text(b.syntax().get(b.syntax().size() - 1)));
            } else if (t instanceof InlineToken.Code c) {
                out.add(new Ph(id(c.raw(), source), data(c.raw()), c.raw(), c.kind() == InlineToken.Kind.PLACEHOLDER));
            } else if (t instanceof InlineToken.Pair p) {
                out.add(new Pc(
                        id(p.open() + "\u0000" + p.close(), source),
                        data(p.open()),
                        data(p.close()),
                        p.open(),
                        p.close(),
                        plan(p.inner(), source)));
            }
        }
        return out;
    }

    private String data(String raw) {
        return dataByRaw.computeIfAbsent(raw, r -> "d" + (dataByRaw.size() + 1));
    }

    private String id(String key, boolean source) {
        if (source) {
            String id = String.valueOf(nextId++);
            sourceIds.computeIfAbsent(key, k -> new ArrayList<>()).add(id);
            return id;
        }
        for (String id : sourceIds.getOrDefault(key, List.of())) {
            if (usedInTarget.add(id)) return id;
        }
        String id = String.valueOf(nextId++);
        usedInTarget.add(id);
        return id;
    }
}
