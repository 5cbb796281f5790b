package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.validator.diplomacy.Notation.Role;
import adjutant.validator.diplomacy.ParseProblem.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The grammar of one order, after any power prefix. Roughly:
 * <pre>
 * order   = [command [":"]] unit [":"] [action]
 * unit    = [A|F] ["-"] place [coast]  |  [A|F] "(" place [coast] ")"
 * action  = hold ["(" hold ")"] | "(" hold ")" | S target [[move-sign] place [coast] | hold]
 *         | C target [move-sign] place [coast] | disband | remove | build
 *         | move-sign hold | [move-sign] place [coast] {move-sign place [coast]} [via convoy]
 * target  = [":"] ["-"] [power [":"] | "(" power ")"] ["-"] [A|F] ["-"] place [coast] [":"]
 * </pre>
 * where a move sign is a dash, an arrow ({@code > » › -> ↳}…) or words ("to", "moves to",
 * "do", "retreats to", "R"); a move may be written with a space only ({@code F Adr Alb}).
 *
 * <p>The grammar does not stop at the first way through a line: it walks every way, with
 * every place where a name may end ("Eng" the province and "Eng" the power, "Swe - Den"
 * as two names), and hands back every complete {@link Reading}. A name written in pieces
 * and matched joined ("Mid Atlantic" = midatlantic) is a weaker reading than names as
 * written, a corrected misspelling weaker still ({@link Reading#tier()}). Text left over
 * after an order is never dropped: a way through that leaves text is no reading. When no
 * way through exists, the error is reported where the furthest attempt stopped.
 */
final class OrderGrammar {
    /** What an attempt expected where it stopped, as bits, to word the error. */
    private static final int PLACE = 1;

    private static final int DEST = 2;
    private static final int WORD = 4;
    private static final int END = 8;
    /** The different words one reading of a line may look for close names of ("did you mean"). */
    static final int PER_LINE = 6;

    private static final List<Role> COMMANDS = List.of(Role.BUILD, Role.REMOVE, Role.DISBAND, Role.MOVE);

    private final DipMap map;
    private final Notation words;
    private final NameIndex names;
    private final Places places;
    private final Powers powers;
    private final boolean corrections;
    private final int longestWord;

    OrderGrammar(DipMap map, Notation words, NameIndex names, boolean corrections) {
        this.map = map;
        this.words = words;
        this.names = names;
        this.places = new Places(names);
        this.powers = new Powers(names);
        this.corrections = corrections;
        this.longestWord = words.longestPhrase();
    }

    /** Every reading of the tokens, or the problem where the furthest attempt stopped. */
    ParsedLine parse(
            Tokens t,
            int line,
            int column,
            String text,
            OrderContext ctx,
            String prefixPower,
            List<ParseProblem> prefixNotes,
            boolean unitOnly) {
        Run r = new Run(t, line, ctx, prefixPower, prefixNotes, unitOnly, false);
        r.order();
        if (corrections && !ReadingChoice.anyFits(map, ctx, r.readings)) {
            // misspellings are looked at only when nothing as written fits: the search for close names is slow
            Run c = new Run(t, line, ctx, prefixPower, prefixNotes, unitOnly, true);
            c.order();
            if (!c.readings.isEmpty()) r = c;
        }
        if (r.readings.isEmpty()) return r.problem();
        return ReadingChoice.choose(map, ctx, line, column, text, r.readings);
    }

    /** One walk over the tokens of one order: the readings found and where attempts stopped. */
    private final class Run {
        final Token[] tk;
        final int n;
        final int line;
        final int endColumn;
        final OrderContext ctx;
        final String prefixPower;
        final List<ParseProblem> baseNotes = new ArrayList<>();
        final boolean unitOnly;
        /** Whether misspelt names are read as close names (the second walk). */
        final boolean correct;

        final List<Reading> readings = new ArrayList<>();
        /** Notes and tier of the way being walked: pushed before going on, popped after. */
        final List<ParseProblem> notes = new ArrayList<>();

        int tier;
        final String[][] keys;
        final List<Name>[] found;
        final int[][] roleBits;
        /** Per token: 0 not looked up yet, 1 a phrase of several words starts there, 2 none does. */
        final byte[] startsPhrase;

        final String[] seenProvince = new String[8];

        @SuppressWarnings("unchecked")
        final Optional<Unit>[] seenUnit = new Optional[8];

        int seen;
        int furthest = -1;
        int expected;
        /** A way through that only lacked a unit type (a build "Build Edi") or a power. */
        String needsType;

        boolean noPower;
        /** The words this reading looked for close names of. */
        final Set<String> searched = new HashSet<>(4);

        Run(
                Tokens t,
                int line,
                OrderContext ctx,
                String prefixPower,
                List<ParseProblem> prefixNotes,
                boolean unitOnly,
                boolean correct) {
            this.correct = correct;
            this.tk = t.rest();
            this.n = tk.length;
            this.line = line;
            this.endColumn = t.endColumn();
            this.ctx = ctx;
            this.unitOnly = unitOnly;
            this.keys = new String[n][];
            @SuppressWarnings("unchecked")
            List<Name>[] f = new List[n];
            this.found = f;
            this.roleBits = new int[n][];
            this.startsPhrase = new byte[n];
            baseNotes.addAll(prefixNotes);
            this.prefixPower =
                    ctx.power() != null ? ctx.power() : prefixPower; // a sheet orders its own power's units only
        }

        // ---- the order ------------------------------------------------------------------

        void order() {
            if (unitOnly) {
                unit(0, null, (q, u) -> {
                    if (q < n) {
                        fail(q, END);
                    } else if (u.type == null) {
                        needsType = u.province;
                    } else {
                        emitAt(
                                q,
                                u,
                                power(u.province) == null
                                        ? null
                                        : new Order.Hold(power(u.province), u.type, new Location(u.province, u.coast)));
                    }
                });
                return;
            }
            if (phraseEnd(Role.WAIVE, 0) > 0) { // "waive", "waive build in lon": nothing more is needed
                String p = power(null);
                if (p != null) emitAt(n, null, new Order.Waive(p));
                return;
            }
            for (Role r : COMMANDS) {
                phrases(r, 0, len -> {
                    if (len >= n) return;
                    int q = skip(len, Token.Kind.COLON); // "Build: A Par", "Remove: F Tri"
                    unit(q, r, (e, u) -> afterUnit(skip(e, Token.Kind.COLON), r, u));
                });
            }
            unit(0, null, (e, u) -> afterUnit(skip(e, Token.Kind.COLON), null, u));
        }

        void afterUnit(int p, Role cmd, Written u) {
            if (p == n) {
                bare(cmd, u);
                return;
            }
            if (cmd == Role.BUILD || cmd == Role.REMOVE || cmd == Role.DISBAND) {
                fail(p, END);
                return;
            }
            fail(p, WORD | DEST | END);
            phrases(Role.HOLD, p, q -> holdEnd(q, () -> emit(u, hold(u))));
            parenthesised(Role.HOLD, p, q -> emitAt(q, u, hold(u))); // "A Par (holds)"
            phrases(Role.SUPPORT, p, q -> support(q, u));
            phrases(Role.CONVOY, p, q -> convoy(q, u));
            phrases(Role.DISBAND, p, q -> emitAt(q, u, removal(u)));
            phrases(Role.REMOVE, p, q -> emitAt(q, u, removal(u)));
            phrases(Role.BUILD, p, q -> {
                if (u.type == null) needsType = u.province;
                else emitAt(q, u, build(u));
            });
            moveSign(p, q -> {
                phrases(Role.HOLD, q, e -> emitAt(e, u, hold(u))); // "A - War>Holds" as printed in the 2000 rulebook
                destination(q, u, false);
            });
            destination(p, u, true); // "F Adr Alb": a space is a move sign too
        }

        void bare(Role cmd, Written u) {
            if (cmd == Role.REMOVE || cmd == Role.DISBAND) {
                emit(u, removal(u));
            } else if (cmd == Role.BUILD || ctx.phase() == Phase.ADJUSTMENT && !own(u.province)) {
                if (u.type == null) needsType = u.province;
                else emit(u, build(u));
            } else if (ctx.phase() == Phase.ADJUSTMENT) {
                emit(u, removal(u));
            } else {
                emit(u, hold(u));
            }
        }

        /** After a hold word: the end, or "(Holds)" repeating it. */
        void holdEnd(int q, Runnable then) {
            if (q == n) then.run();
            else
                parenthesised(Role.HOLD, q, e -> {
                    if (e == n) then.run();
                    else fail(e, END);
                });
            if (q < n) fail(q, END);
        }

        // ---- the unit -------------------------------------------------------------------

        /** A unit as written: type (null when left out), province and coast (null when left out). */
        record Written(UnitType type, String province, String coast) {}

        interface UnitNext {
            void at(int pos, Written u);
        }

        interface PlaceNext {
            void at(int pos, String province, String coast);
        }

        interface Next {
            void at(int pos);
        }

        void unit(int p, Role cmd, UnitNext k) {
            typed(p, (q, type) -> {
                int r = skip(q, Token.Kind.DASH);
                fillers(r, s -> {
                    if (at(s, Token.Kind.LPAREN)) {
                        placeWithCoast(s + 1, PLACE, false, (e, prov, coast) -> {
                            if (at(e, Token.Kind.RPAREN)) k.at(e + 1, new Written(type, prov, coast));
                            else fail(e, WORD);
                        });
                    }
                    placeWithCoast(s, PLACE, true, (e, prov, coast) -> k.at(e, new Written(type, prov, coast)));
                });
            });
        }

        interface TypeNext {
            void at(int pos, UnitType type);
        }

        /** An optional unit type: "A", "F", "army", "flotila"… */
        void typed(int p, TypeNext k) {
            k.at(p, null);
            phrases(Role.ARMY, p, q -> k.at(q, UnitType.ARMY));
            phrases(Role.FLEET, p, q -> k.at(q, UnitType.FLEET));
        }

        /** Filler words before a place ("Army in Paris"): none, or one or more. */
        void fillers(int p, Next k) {
            k.at(p);
            phrases(Role.FILLER, p, q -> fillers(q, k));
        }

        // ---- actions --------------------------------------------------------------------

        /**
         * A destination and what may follow it: more legs of an explicit convoy route
         * ("lvp-iri-ech-lon") and a request for a convoy.
         */
        void destination(int p, Written u, boolean spaceOnly) {
            placeWithCoast(p, DEST, !spaceOnly, (q, prov, coast) -> route(q, u, new Location(prov, coast), false));
        }

        void route(int q, Written u, Location to, boolean legs) {
            Order m = move(u, to, legs);
            emitAt(q, u, m);
            if (q == n) return;
            fail(q, END | WORD);
            moveSign(
                    q,
                    r -> placeWithCoast(
                            r, DEST, true, (e, prov, coast) -> route(e, u, new Location(prov, coast), true)));
            if (ctx.phase() == Phase.RETREAT) return;
            Order via = move(u, to, true);
            phrases(Role.VIA_CONVOY, q, e -> emitAt(e, u, via));
            parenthesised(Role.VIA_CONVOY, q, e -> emitAt(e, u, via));
        }

        void support(int p, Written u) {
            target(p, (q, power, type, from) -> {
                int r = skip(q, Token.Kind.COLON);
                if (r == n) {
                    emit(u, supportHold(u, type, from), power, type);
                    return;
                }
                fail(r, WORD | DEST | END);
                phrases(Role.HOLD, r, e -> holdEnd(e, () -> emit(u, supportHold(u, type, from), power, type)));
                parenthesised(Role.HOLD, r, e -> emitAt(e, u, supportHold(u, type, from), power, type));
                Next to = s -> placeWithCoast(
                        s,
                        DEST,
                        s > r,
                        (e, prov, coast) -> emitAt(
                                e,
                                u,
                                new Order.SupportMove(
                                        power(u.province),
                                        typeOf(u),
                                        at(u),
                                        supported(type, from),
                                        from,
                                        coast == null ? prov : prov + "/" + coast),
                                power,
                                type));
                moveSign(r, s -> {
                    phrases(
                            Role.HOLD,
                            s,
                            e -> emitAt(e, u, supportHold(u, type, from), power, type)); // "S - A - War>Holds"
                    to.at(s);
                });
                to.at(r);
            });
        }

        void convoy(int p, Written u) {
            target(p, (q, power, type, from) -> {
                fail(q, DEST);
                Next to = s -> placeWithCoast(
                        s,
                        DEST,
                        s > q,
                        (e, prov, coast) -> emitAt(
                                e, u, new Order.Convoy(power(u.province), typeOf(u), at(u), from, prov), power, type));
                moveSign(q, to);
                to.at(q);
            });
        }

        interface TargetNext {
            void at(int pos, String power, UnitType type, String province);
        }

        /** The unit supported or convoyed, perhaps with its power: "(Francie) A - Par", "French A Par", "England: F Lon". */
        void target(int p, TargetNext k) {
            int q = skip(skip(p, Token.Kind.COLON), Token.Kind.DASH);
            afterPower(q, null, k);
            for (int len = 1; len <= names.longestName() * 2 && q + len <= n; len++) {
                String id = power(q, len);
                if (id != null) afterPower(skip(q + len, Token.Kind.COLON), id, k);
            }
            if (at(q, Token.Kind.LPAREN)) {
                for (int len = 1; len <= names.longestName() * 2 && q + 1 + len < n; len++) {
                    String id = power(q + 1, len);
                    if (id != null && at(q + 1 + len, Token.Kind.RPAREN)) afterPower(q + 2 + len, id, k);
                }
                if (correct
                        && q + 2 < n
                        && tk[q + 1].is(Token.Kind.WORD)
                        && at(q + 2, Token.Kind.RPAREN)
                        && names.provinces(tk[q + 1].key()).isEmpty()) {
                    List<String> close = powers.closest(tk[q + 1].key());
                    if (close.size() == 1) {
                        push(
                                2,
                                new ParseProblem(
                                        line, tk[q + 1].column(), Kind.CORRECTED_POWER, tk[q + 1].text(), close));
                        afterPower(q + 3, close.get(0), k);
                        pop(2);
                    }
                }
            }
        }

        void afterPower(int p, String power, TargetNext k) {
            typed(
                    skip(p, Token.Kind.DASH),
                    (q, type) -> fillers(
                            skip(q, Token.Kind.DASH),
                            r -> placeWithCoast(r, PLACE, true, (e, prov, coast) -> k.at(e, power, type, prov))));
        }

        // ---- places ---------------------------------------------------------------------

        /** A province and, after it, an optional coast. */
        void placeWithCoast(int p, int what, boolean correct, PlaceNext k) {
            place(p, what, correct, (q, prov) -> coast(q, prov, (e, c) -> k.at(e, prov, c)));
        }

        interface IdNext {
            void at(int pos, String province);
        }

        /** A name found at a token: where it ends, the provinces it names, and 1 when matched joined. */
        record Name(int end, Set<String> ids, int extra) {}

        /** Every province name starting at token {@code p}, looked up once per walk. */
        List<Name> names(int p) {
            if (found[p] != null) return found[p];
            List<Name> out = new ArrayList<>(2);
            int count = 0;
            boolean single = false;
            StringBuilder spaced = new StringBuilder();
            StringBuilder glued = new StringBuilder();
            for (int j = p; j < n && count < names.longestName(); j++) {
                Token t = tk[j];
                if (t.is(Token.Kind.DASH) && count > 0 && j + 1 < n && tk[j + 1].is(Token.Kind.WORD)) continue;
                if (!t.is(Token.Kind.WORD)) break;
                if (count > 0) spaced.append(' ');
                spaced.append(t.key());
                glued.append(t.key());
                count++;
                single |= t.key().length() == 1;
                String key = count == 1 ? t.key() : spaced.toString();
                String joined = count == 1 ? key : glued.toString();
                if (!names.startsName(key) && (count == 1 || !names.startsName(joined)))
                    break; // one word: joined is the key
                var ids = names.provinces(key);
                int extra = 0;
                if (ids.isEmpty() && count > 1 && !single) { // never glue a one-letter word: "pru S" is not "prus"
                    ids = names.provinces(joined);
                    extra = 1;
                }
                if (!ids.isEmpty()) out.add(new Name(j + 1, ids, extra));
            }
            return found[p] = out;
        }

        /**
         * Every province name starting here: names as written (a hyphen inside a name reads
         * as a space: "Mid-Atlantic Ocean"), then names written in pieces matched joined
         * ("Mid Atlantic", "gulf of b"), then, where {@code correct}, a misspelt word read as
         * a close name.
         */
        void place(int p, int what, boolean correct, IdNext k) {
            fail(p, what);
            if (p >= n || !tk[p].is(Token.Kind.WORD)) return;
            for (Name c : names(p)) {
                for (String id : c.ids) {
                    ParseProblem note = c.ids.size() > 1
                            ? new ParseProblem(
                                    line, tk[p].column(), Kind.RESOLVED_BY_BOARD, written(p, c.end), List.of(id))
                            : null;
                    push(c.extra, note);
                    k.at(c.end, id);
                    pop(c.extra, note);
                }
            }
            String key = tk[p].key();
            if (correct
                    && this.correct
                    && key.length() >= 3
                    && names.provinces(key).isEmpty()
                    && !words.isAnyWord(key)) {
                for (String id : closeNames(key)) {
                    ParseProblem note =
                            new ParseProblem(line, tk[p].column(), Kind.CORRECTED_NAME, tk[p].text(), List.of(id));
                    push(2, note);
                    k.at(p + 1, id);
                    pop(2, note);
                }
            }
        }

        interface CoastNext {
            void at(int pos, String coast);
        }

        /** No coast, or "/nc", "(sc)", and after a province with coasts "EC", "south coast", "jižní pobřeží". */
        void coast(int p, String province, CoastNext k) {
            k.at(p, null);
            if (p >= n) return;
            if (tk[p].is(Token.Kind.SLASH)) {
                String c = p + 1 < n ? coastWord(tk[p + 1].key()) : null;
                if (c != null) k.at(p + 2, c);
                else fail(p + 1, WORD);
            } else if (tk[p].is(Token.Kind.LPAREN)) {
                String c = p + 2 < n && tk[p + 2].is(Token.Kind.RPAREN) ? coastWord(tk[p + 1].key()) : null;
                if (c != null) k.at(p + 3, c);
                for (int len = 2; len <= longestWord && p + 1 + len < n; len++) {
                    String w = wordsKey(p + 1, len);
                    if (w != null && words.coast(w) != null && tk[p + 1 + len].is(Token.Kind.RPAREN))
                        k.at(p + 2 + len, words.coast(w));
                }
            } else {
                Province prov = map.province(province);
                if (prov == null || !prov.isSplit()) return;
                for (int len = 1; len <= longestWord && p + len <= n; len++) {
                    String w = wordsKey(p, len);
                    if (w != null && words.coast(w) != null) k.at(p + len, words.coast(w));
                }
            }
        }

        /** A coast after "/" or inside parentheses, where one letter is enough. */
        String coastWord(String key) {
            String c = words.coast(key);
            if (c != null) return c;
            return switch (key) {
                case "n" -> "nc";
                case "s" -> "sc";
                case "e" -> "ec";
                case "w" -> "wc";
                default -> null;
            };
        }

        // ---- words ----------------------------------------------------------------------

        /** The space-joined keys of {@code len} words from {@code p}, or null when not all are words. */
        String wordsKey(int p, int len) {
            if (p + len > n) return null;
            String[] row = keys[p];
            if (row == null) row = keys[p] = new String[longestWord + 1];
            if (len < row.length && row[len] != null) return row[len];
            StringBuilder sb = new StringBuilder();
            for (int j = p; j < p + len; j++) {
                if (!tk[j].is(Token.Kind.WORD)) return null;
                if (j > p) sb.append(' ');
                sb.append(tk[j].key());
            }
            String s = sb.toString();
            if (len < row.length) row[len] = s;
            return s;
        }

        boolean isPhrase(Role r, int p, int len) {
            return (roles(p, len) & 1 << r.ordinal()) != 0;
        }

        /** The roles of the phrase of {@code len} words at {@code p}, as bits; looked up once per walk. */
        int roles(int p, int len) {
            if (p + len > n) return 0;
            int[] row = roleBits[p];
            if (row == null) {
                row = roleBits[p] = new int[longestWord + 1];
                Arrays.fill(row, -1);
            }
            if (row[len] < 0) {
                String k = wordsKey(p, len);
                row[len] = k == null ? 0 : words.roles(k);
            }
            return row[len];
        }

        /** Calls {@code k} after each phrase of the role starting here. */
        void phrases(Role r, int p, Next k) {
            if (p >= n || !tk[p].is(Token.Kind.WORD)) return;
            if (isPhrase(r, p, 1)) k.at(p + 1);
            if (!startsPhrase(p)) return;
            for (int len = 2; len <= longestWord && p + len <= n; len++) {
                if (!tk[p + len - 1].is(Token.Kind.WORD)) break;
                if (isPhrase(r, p, len)) k.at(p + len);
            }
        }

        /** Whether a phrase of several words starts at token {@code p}, looked up once per walk. */
        boolean startsPhrase(int p) {
            if (startsPhrase[p] == 0) startsPhrase[p] = (byte) (words.startsPhrase(tk[p].key()) ? 1 : 2);
            return startsPhrase[p] == 1;
        }

        int phraseEnd(Role r, int p) {
            for (int len = longestWord; len >= 1; len--) if (isPhrase(r, p, len)) return p + len;
            return 0;
        }

        /** "(holds)", "(via convoy)". */
        void parenthesised(Role r, int p, Next k) {
            if (!at(p, Token.Kind.LPAREN)) return;
            phrases(r, p + 1, q -> {
                if (at(q, Token.Kind.RPAREN)) k.at(q + 1);
            });
        }

        /** A dash, an arrow, or move words ("to", "moves to", "ustupuje do", "R"). */
        void moveSign(int p, Next k) {
            if (p < n && tk[p].isMoveSign()) k.at(p + 1);
            phrases(Role.MOVE, p, k);
        }

        /** The power named by {@code len} tokens from {@code p} (a hyphen inside: "Rakousko-Uhersko"), or null. */
        String power(int p, int len) {
            if (!tk[p].is(Token.Kind.WORD) || !tk[p + len - 1].is(Token.Kind.WORD)) return null;
            StringBuilder sb = new StringBuilder();
            for (int j = p; j < p + len; j++) {
                if (tk[j].is(Token.Kind.DASH) && j > p) continue;
                if (!tk[j].is(Token.Kind.WORD)) return null;
                if (sb.length() > 0) sb.append(' ');
                sb.append(tk[j].key());
            }
            var s = names.powers(sb.toString(), false);
            return s.size() == 1 ? s.iterator().next() : null;
        }

        boolean at(int p, Token.Kind kind) {
            return p < n && tk[p].is(kind);
        }

        int skip(int p, Token.Kind kind) {
            return at(p, kind) ? p + 1 : p;
        }

        String written(int from, int to) {
            StringBuilder sb = new StringBuilder();
            for (int j = from; j < to; j++) {
                if (sb.length() > 0 && tk[j].is(Token.Kind.WORD) && !tk[j - 1].is(Token.Kind.DASH)) sb.append(' ');
                sb.append(tk[j].text());
            }
            return sb.toString();
        }

        // ---- orders ---------------------------------------------------------------------

        /** The unit of this phase in a province, looked up once per walk (a line names few provinces, a board holds 34 units). */
        Optional<Unit> unitIn(String province) {
            for (int i = 0; i < seen; i++) if (seenProvince[i].equals(province)) return seenUnit[i];
            Optional<Unit> u = ctx.unitIn(province);
            if (seen < seenProvince.length) {
                seenProvince[seen] = province;
                seenUnit[seen++] = u;
            }
            return u;
        }

        /** Whose order: the sheet's power, else the line's prefix, else the owner of the unit on the board. */
        String power(String province) {
            if (prefixPower != null) return prefixPower;
            Optional<Unit> on = province == null ? Optional.empty() : unitIn(province);
            if (on.isPresent()) return on.get().power();
            noPower = true;
            return null;
        }

        boolean own(String province) {
            String p = power(province);
            return unitIn(province).filter(x -> x.power().equals(p)).isPresent();
        }

        /** The type of the ordered unit: as written, else the unit on the board, else by terrain. */
        UnitType typeOf(Written u) {
            if (u.type != null) return u.type;
            Optional<Unit> on = unitIn(u.province);
            if (on.isPresent()) return on.get().type();
            Province p = map.province(u.province);
            return p != null && p.terrain() == Terrain.SEA ? UnitType.FLEET : UnitType.ARMY;
        }

        /** Where the ordered unit stands: as written, with the board's coast when none was written. */
        Location at(Written u) {
            if (u.coast != null) return new Location(u.province, u.coast);
            return unitIn(u.province).map(Unit::location).orElse(Location.of(u.province));
        }

        UnitType supported(UnitType written, String from) {
            return written != null ? written : unitIn(from).map(Unit::type).orElse(null);
        }

        Order hold(Written u) {
            String p = power(u.province);
            return p == null ? null : new Order.Hold(p, typeOf(u), at(u));
        }

        Order removal(Written u) {
            String p = power(u.province);
            if (p == null) return null;
            return ctx.phase() == Phase.ADJUSTMENT
                    ? new Order.Remove(p, typeOf(u), at(u))
                    : new Order.Disband(p, typeOf(u), at(u));
        }

        Order build(Written u) {
            String p = power(u.province);
            return p == null ? null : new Order.Build(p, u.type, new Location(u.province, u.coast));
        }

        Order move(Written u, Location to, boolean via) {
            String p = power(u.province);
            if (p == null) return null;
            return ctx.phase() == Phase.RETREAT
                    ? new Order.Retreat(p, typeOf(u), at(u), to)
                    : new Order.Move(p, typeOf(u), at(u), to, via);
        }

        Order supportHold(Written u, UnitType type, String from) {
            String p = power(u.province);
            return p == null ? null : new Order.SupportHold(p, typeOf(u), at(u), supported(type, from), from);
        }

        void emit(Written u, Order o) {
            emitAt(n, u, o, null, null);
        }

        void emit(Written u, Order o, String power, UnitType type) {
            emitAt(n, u, o, power, type);
        }

        void emitAt(int p, Written u, Order o) {
            emitAt(p, u, o, null, null);
        }

        /** Keeps a reading that took every token; one that stops early only marks where. */
        void emitAt(int p, Written u, Order o, String targetPower, UnitType targetType) {
            if (o == null) return;
            if (p < n) {
                fail(p, END);
                return;
            }
            for (Reading r : readings) {
                if (r.order().equals(o) && r.tier() <= tier) return;
            }
            List<ParseProblem> all = new ArrayList<>(baseNotes);
            all.addAll(notes);
            readings.removeIf(r -> r.order().equals(o));
            readings.add(new Reading(o, tier, all, u == null ? null : u.type, targetPower, targetType));
        }

        void push(int extra, ParseProblem note) {
            tier += extra;
            if (note != null) notes.add(note);
        }

        void pop(int extra, ParseProblem note) {
            tier -= extra;
            if (note != null) notes.remove(notes.size() - 1);
        }

        void pop(int extra) {
            tier -= extra;
            notes.remove(notes.size() - 1);
        }

        void fail(int p, int what) {
            if (p > furthest) {
                furthest = p;
                expected = what;
            } else if (p == furthest) {
                expected |= what;
            }
        }

        // ---- when nothing reads ---------------------------------------------------------

        ParseProblem problem() {
            if (needsType != null) return new ParseProblem(line, column(0), Kind.NEEDS_TYPE, needsType, List.of());
            if (noPower) return new ParseProblem(line, column(0), Kind.NO_POWER, n > 0 ? tk[0].text() : "", List.of());
            int p = Math.max(furthest, 0);
            int col = column(p);
            if (p >= n) {
                return new ParseProblem(
                        line,
                        col,
                        (expected & DEST) != 0 && (expected & PLACE) == 0
                                ? Kind.MISSING_DESTINATION
                                : Kind.MISSING_PLACE,
                        "",
                        List.of());
            }
            Token w = tk[p];
            if (w.is(Token.Kind.OTHER)) return new ParseProblem(line, col, Kind.UNKNOWN_SYMBOL, w.text(), List.of());
            if (!w.is(Token.Kind.WORD)) {
                Kind k = (expected & END) != 0
                        ? Kind.EXTRA_TEXT
                        : (expected & DEST) != 0
                                ? Kind.MISSING_DESTINATION
                                : (expected & PLACE) != 0 ? Kind.MISSING_PLACE : Kind.UNKNOWN_WORD;
                return new ParseProblem(line, col, k, w.text(), List.of());
            }
            List<String> keyword = (expected & WORD) != 0 && !words.isAnyWord(w.key()) && hintAllowed(w.key())
                    ? words.closestKeyword(w.key())
                    : List.of();
            boolean known = !names.provinces(w.key()).isEmpty() || words.isAnyWord(w.key());
            if (!keyword.isEmpty()) return new ParseProblem(line, col, Kind.UNKNOWN_WORD, w.text(), keyword);
            if (!known && (expected & (PLACE | DEST)) != 0) {
                int q = foreignLetter(p);
                if (q != p) { // "Gulf of Вothnia" stops at "Gulf": the word to name is the one with a Cyrillic letter
                    w = tk[q];
                    col = column(q);
                }
                if (!hintAllowed(w.key()))
                    return new ParseProblem(line, col, Kind.UNKNOWN_NAME_UNSEARCHED, w.text(), List.of());
                List<String> close = places.closest(w.key());
                return new ParseProblem(
                        line, col, Kind.UNKNOWN_NAME, w.text(), close.isEmpty() ? places.nearest(w.key()) : close);
            }
            if ((expected & END) != 0) return new ParseProblem(line, col, Kind.EXTRA_TEXT, w.text(), List.of());
            return new ParseProblem(line, col, Kind.UNKNOWN_WORD, w.text(), List.of());
        }

        /** Close names for a misspelt word, when the sheet's and the line's "did you mean" searches allow one. */
        List<String> closeNames(String key) {
            return hintAllowed(key) ? places.closest(key) : List.of();
        }

        /**
         * Whether a "did you mean" search may be made for {@code key}: at most {@link #PER_LINE}
         * different words in one reading of a line, and within the sheet's budget.
         */
        boolean hintAllowed(String key) {
            if (!searched.contains(key)) {
                if (searched.size() >= PER_LINE) return false;
                if (!ctx.hints().allow(key)) return false;
                searched.add(key);
            }
            return true;
        }

        /** The first word of a name from {@code p} with a letter of another alphabet (LookAlike), or {@code p}. */
        int foreignLetter(int p) {
            for (int j = p; j < n && j < p + 2 * names.longestName(); j++) {
                if (!tk[j].is(Token.Kind.WORD) && !tk[j].is(Token.Kind.DASH)) break;
                if (tk[j].is(Token.Kind.WORD) && LookAlike.in(tk[j].text()).isPresent()) return j;
            }
            return p;
        }

        int column(int p) {
            return p < n ? tk[p].column() : endColumn;
        }
    }
}
