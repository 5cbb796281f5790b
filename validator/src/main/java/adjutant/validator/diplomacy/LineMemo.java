package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Order lines already read, for files that repeat the same lines over many positions (a DATC
 * file of 2,000 cases holds a few hundred distinct lines). A reading depends on the text, the
 * phase, the sheet's power and what the reader looked at on the board: the units in the
 * provinces it asked about ({@link OrderContext#unitIn}, {@link OrderContext#onBoard}). A
 * reading is reused only where every one of those provinces holds the same units; a reading
 * that consulted the whole position (a legality check among equal readings) is never kept.
 * So a line read from the memo is the line read afresh, with its line number.
 */
final class LineMemo {
    private static final int MAX = 20_000;

    private final OrderParser parser;
    private final Map<Key, List<Kept>> kept = new HashMap<>();
    private int size;
    private int hits;

    LineMemo(OrderParser parser) {
        this.parser = parser;
    }

    private record Key(String text, Phase phase, String power, boolean board) {}

    /** A reading and the units it saw: per province looked at, the unit of the phase and the unit on the board. */
    private record Kept(List<String> provinces, List<Optional<Unit>> seen, List<ParsedLine> read) {}

    /** {@link OrderParser#parseLine}, reusing a reading of the same line made where the board looked the same. */
    synchronized List<ParsedLine> parseLine(String text, int lineNo, OrderContext ctx) {
        // once a context's "did you mean" searches are spent its lines read differently: such a reading is neither kept
        // nor taken
        if (ctx.hints().spent()) return parser.parseLine(text, lineNo, ctx);
        Key key = new Key(text, ctx.phase(), ctx.power(), ctx.position() != null);
        List<Kept> same = kept.get(key);
        if (same != null) {
            for (Kept k : same) {
                if (k.seen.equals(seen(k.provinces, ctx))) {
                    hits++;
                    return atLine(k.read, lineNo);
                }
            }
        }
        OrderContext.Looked looked = new OrderContext.Looked();
        List<ParsedLine> read = parser.parseLine(text, lineNo, ctx.noting(looked));
        if (!looked.wholePosition && !ctx.hints().spent()) {
            if (size >= MAX) {
                kept.clear();
                size = 0;
            }
            List<String> provinces = List.copyOf(looked.provinces);
            kept.computeIfAbsent(key, x -> new ArrayList<>(1)).add(new Kept(provinces, seen(provinces, ctx), read));
            size++;
        }
        return read;
    }

    /** How many lines were read from the memo. */
    synchronized int hits() {
        return hits;
    }

    private static List<Optional<Unit>> seen(List<String> provinces, OrderContext ctx) {
        List<Optional<Unit>> out = new ArrayList<>(provinces.size() * 2);
        for (String p : provinces) {
            out.add(ctx.unitIn(p));
            out.add(ctx.onBoard(p));
        }
        return out;
    }

    /** The same reading on another line of the file. */
    private static List<ParsedLine> atLine(List<ParsedLine> read, int line) {
        List<ParsedLine> out = new ArrayList<>(read.size());
        for (ParsedLine p : read) out.add(atLine(p, line));
        return out;
    }

    private static ParsedLine atLine(ParsedLine p, int line) {
        if (p instanceof ParsedOrder o) {
            return new ParsedOrder(
                    line,
                    o.column(),
                    o.text(),
                    o.order(),
                    o.notes().stream().map(n -> (ParseProblem) atLine(n, line)).toList());
        }
        ParseProblem q = (ParseProblem) p;
        return new ParseProblem(line, q.column(), q.kind(), q.token(), q.suggestions(), q.readings());
    }
}
