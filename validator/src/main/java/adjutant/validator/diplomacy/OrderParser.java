package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Phase;
import adjutant.validator.diplomacy.Notation.Role;
import adjutant.validator.diplomacy.ParseProblem.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads Diplomacy orders as people write them, in Czech or English: {@code A Par-Bur},
 * {@code A - Paris»Burgundy}, {@code F - Con>Bul EC}, {@code A - Par : S - A - Mar>Bur},
 * {@code A Sil S Russian A War-Pru}, {@code F Nth C A Lon-Nwy}, {@code A Lon-Bel via convoy},
 * {@code F - Lon : Drž pozici}, {@code Build F Edi}, {@code England: F nth-pic}… A line may
 * start with a power and a colon and may hold several orders separated by commas or
 * semicolons, as the rulebooks print them.
 *
 * <p>Each order becomes a {@link ParsedOrder} or a {@link ParseProblem}; nothing is thrown.
 * The parser does not judge legality (a unit ordered into a province it cannot reach is
 * understood, then found illegal by the adjudicator). With {@link #strict()} misspelt names
 * are problems; otherwise a misspelling with exactly one close name that fits is read as
 * that name and noted, as the rulebook asks that an order "badly written but unambiguous"
 * be carried out.
 */
public final class OrderParser {
    private final DipMap map;
    private final Notation words;
    private final NameIndex names;
    private final OrderGrammar grammar;
    private final boolean corrections;
    /** Units of position lists already read, by power and text (thread-safe: a desk may share the parser). */
    private final Map<String, ParsedOrder> units = new ConcurrentHashMap<>();

    public OrderParser(DiplomacyGame game) {
        this(game.map(), Notation.of(game.strings()));
    }

    public OrderParser(DipMap map, Notation words) {
        this(map, words, true);
    }

    private OrderParser(DipMap map, Notation words, boolean corrections) {
        this.map = map;
        this.words = words;
        this.names = new NameIndex(map, words);
        this.corrections = corrections;
        this.grammar = new OrderGrammar(map, words, names, corrections);
    }

    /** A parser that reports misspelt names instead of reading them as the close name. */
    public OrderParser strict() {
        return new OrderParser(map, words, false);
    }

    public DipMap map() {
        return map;
    }

    /** Parses one order (the first of the line); for tests and single-order input. */
    public ParsedLine parseOne(String text, OrderContext ctx) {
        List<ParsedLine> all = parseLine(text, 1, ctx);
        return all.isEmpty() ? new ParseProblem(1, 1, Kind.MISSING_PLACE, "", List.of()) : all.get(0);
    }

    /** Parses every order of one line ({@code lineNo} is 1-based); an empty line gives none. */
    public List<ParsedLine> parseLine(String text, int lineNo, OrderContext ctx) {
        return parse(text, lineNo, ctx, false);
    }

    /**
     * Reads a unit of a position list ("England: F nth", "Russia: F stp/sc", "F Kiel"): a
     * {@link ParsedOrder} holding a {@link adjutant.engine.diplomacy.Order.Hold} with the
     * power, type and place as written (type required), or a problem.
     */
    public ParsedLine parseUnit(String text, int lineNo, String power) {
        // Position lists repeat the same few lines many times (a DATC file: 840 distinct in 125,855)
        String key = power + "\u0000" + text;
        ParsedOrder known = units.get(key);
        if (known != null) return new ParsedOrder(lineNo, known.column(), known.text(), known.order(), List.of());
        List<ParsedLine> all = parse(text, lineNo, new OrderContext(Phase.MOVEMENT, power, null), true);
        if (all.size() == 1) {
            if (all.get(0) instanceof ParsedOrder o && o.notes().isEmpty()) {
                if (units.size() > 10_000) units.clear();
                units.put(key, o);
            }
            return all.get(0);
        }
        return all.isEmpty()
                ? new ParseProblem(lineNo, 1, Kind.MISSING_PLACE, "", List.of())
                : new ParseProblem(lineNo, all.get(1).column(), Kind.EXTRA_TEXT, ",", List.of());
    }

    private List<ParsedLine> parse(String text, int lineNo, OrderContext ctx, boolean unitOnly) {
        List<Token> all = Lexer.tokens(text, 1);
        List<List<Token>> segments = split(all);
        List<ParsedLine> out = new ArrayList<>();
        String prefix = null;
        List<ParseProblem> prefixNotes = List.of();
        for (int s = 0; s < segments.size(); s++) {
            List<Token> seg = segments.get(s);
            if (seg.isEmpty()) continue;
            Tokens t = new Tokens(seg, end(seg));
            if (s == 0) {
                try {
                    Prefix p = unitOnly ? bareUnitPrefix(t) : null;
                    if (p == null) p = prefix(t, lineNo);
                    if (p != null) {
                        prefix = p.power;
                        prefixNotes = p.notes;
                        if (ctx.power() != null && !ctx.power().equals(p.power)) {
                            // "England:" on France's sheet: still France's order (and France cannot order England's
                            // units)
                            prefixNotes = new ArrayList<>(p.notes);
                            prefixNotes.add(new ParseProblem(
                                    lineNo,
                                    seg.get(0).column(),
                                    Kind.OTHER_POWER_PREFIX,
                                    p.power,
                                    List.of(ctx.power())));
                        }
                    }
                } catch (ParseFail f) {
                    out.add(f.problem);
                    return out;
                }
                if (t.atEnd()) continue; // "ANGLIE:" alone, orders follow after commas
                seg = seg.subList(t.pos, seg.size());
                t = new Tokens(seg, end(seg));
            }
            int col = seg.get(0).column();
            String written = text.substring(col - 1, Math.min(text.length(), end(seg) - 1))
                    .strip();
            out.add(grammar.parse(t, lineNo, col, written, ctx, prefix, prefixNotes, unitOnly));
        }
        return out;
    }

    private record Prefix(String power, List<ParseProblem> notes) {}

    /**
     * A power and a colon at the start ("England:", "RAKOUSKO-UHERSKO:", "f:"), consumed;
     * null when the line does not start so. A misspelt power ("Germnay:") is read as the
     * only close power with a note, or reported.
     */
    private Prefix prefix(Tokens t, int line) {
        int colon = -1;
        for (int k = 0; t.peek(k) != null; k++) {
            Token tok = t.peek(k);
            if (tok.is(Token.Kind.COLON)) {
                colon = k;
                break;
            }
            if (!tok.is(Token.Kind.WORD) && !tok.is(Token.Kind.DASH)) return null;
        }
        if (colon <= 0) return null;
        Powers powers = new Powers(names);
        int n = powers.exactLength(t, true);
        if (n == colon) {
            String id = powers.id(t, n, true);
            t.pos = colon + 1;
            return new Prefix(id, List.of());
        }
        Token first = t.peek();
        if (words.isAnyWord(t.key(colon))) return null; // "Build: A Par", "Remove: F Tri"
        boolean unitOrPlace = t.phrase(k -> words.is(Role.ARMY, k) || words.is(Role.FLEET, k), false, 1) > 0
                || new Places(names).exactLength(t) > 0;
        if (unitOrPlace || colon != 1) return null;
        List<String> close = powers.closest(first.key());
        if (close.size() == 1 && corrections) {
            t.pos = colon + 1;
            return new Prefix(
                    close.get(0),
                    List.of(new ParseProblem(line, first.column(), Kind.CORRECTED_POWER, first.text(), close)));
        }
        if (new Places(names).closest(first.key()).isEmpty()) {
            throw new ParseFail(new ParseProblem(line, first.column(), Kind.UNKNOWN_POWER, first.text(), close));
        }
        return null;
    }

    /** In a list of units the colon after the power may be missing: "Italy F gol". */
    private Prefix bareUnitPrefix(Tokens t) {
        Powers powers = new Powers(names);
        int n = powers.exactLength(t, false);
        if (n == 0 || new Places(names).exactLength(t) >= n) return null;
        String k = t.peek(n) == null || !t.peek(n).is(Token.Kind.WORD)
                ? ""
                : t.peek(n).key();
        if (!words.is(Role.ARMY, k) && !words.is(Role.FLEET, k)) return null;
        String id = powers.id(t, n, false);
        t.pos = n;
        return new Prefix(id, List.of());
    }

    /** Splits at commas and semicolons: "A Liv-Yor, F Lon-Nth" holds two orders. */
    private static List<List<Token>> split(List<Token> all) {
        List<List<Token>> out = new ArrayList<>();
        List<Token> cur = new ArrayList<>();
        for (Token tok : all) {
            if (tok.is(Token.Kind.OTHER)
                    && (tok.text().equals(",") || tok.text().equals(";"))) {
                out.add(cur);
                cur = new ArrayList<>();
            } else {
                cur.add(tok);
            }
        }
        out.add(cur);
        return out;
    }

    private static int end(List<Token> seg) {
        if (seg.isEmpty()) return 1;
        Token last = seg.get(seg.size() - 1);
        return last.column() + last.text().length();
    }
}
