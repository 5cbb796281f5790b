package adjutant.validator.diplomacy;

import adjutant.engine.data.Suggest;
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
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The grammar of one order, after any power prefix. Roughly:
 * <pre>
 * order   = [command] unit [":"] [action]
 * unit    = [A|F] ["-"] place [coast]  |  [A|F] "(" place ")"
 * action  = hold | S target [(move-sign place) | hold] | C target move-sign place
 *         | move-sign place {move-sign place} [via convoy] | disband | build | remove
 * target  = ["-"] [power | "(" power ")"] ["-"] [A|F] ["-"] place [coast]
 * </pre>
 * where a move sign is a dash, an arrow ({@code > » › -> ↳}…) or a word ("to", "do",
 * "attacks"). Unit type, coast and power left out are filled in from the board.
 */
final class OrderGrammar {
    private final DipMap map;
    private final Notation words;
    private final Places places;
    private final Powers powers;
    private final int longestWord;

    OrderGrammar(DipMap map, Notation words, NameIndex names, boolean corrections) {
        this.map = map;
        this.words = words;
        this.places = new Places(names, corrections);
        this.powers = new Powers(names);
        this.longestWord = words.longestPhrase();
    }

    ParsedLine parse(Tokens t, int line, int column, String text, OrderContext ctx, String prefixPower, List<ParseProblem> prefixNotes,
                     boolean unitOnly) {
        Run r = new Run(t, line, ctx, prefixPower);
        r.unitOnly = unitOnly;
        r.notes.addAll(prefixNotes);
        try {
            Order o = r.order();
            if (!t.atEnd()) r.unexpected();
            return new ParsedOrder(line, column, text, o, r.notes);
        } catch (ParseFail f) {
            return f.problem;
        }
    }

    /** The state of parsing one order. */
    private final class Run {
        final Tokens t;
        final int line;
        final OrderContext ctx;
        final String prefixPower;
        final List<ParseProblem> notes = new ArrayList<>();
        /** Reading a unit of a position list: it must say A or F and nothing more. */
        boolean unitOnly;

        Run(Tokens t, int line, OrderContext ctx, String prefixPower) {
            this.t = t;
            this.line = line;
            this.ctx = ctx;
            this.prefixPower = prefixPower;
        }

        Order order() {
            Role cmd = null;
            for (Role r : List.of(Role.BUILD, Role.REMOVE, Role.DISBAND, Role.WAIVE, Role.MOVE)) {
                int n = role(r);
                if (n > 0 && (r != Role.MOVE || t.peek(n) != null)) {
                    t.pos += n;
                    cmd = r;
                    break;
                }
            }
            if (cmd == Role.WAIVE) {
                while (!t.atEnd()) t.pos++; // "waive", "waive build in lon": nothing more is needed
                return new Order.Waive(powerOf(null));
            }
            Written u = unit(cmd);
            String power = powerOf(u.province);
            if (unitOnly) {
                if (u.type == null) throw fail(Kind.NEEDS_TYPE, u.province);
                return new Order.Hold(power, u.type, new Location(u.province, u.coast));
            }
            t.skip(Token.Kind.COLON);
            if (t.atEnd()) return bare(cmd, u, power);
            if (cmd == Role.BUILD) unexpected();
            int n;
            if ((n = role(Role.HOLD)) > 0) {
                t.pos += n;
                trailingParens(Role.HOLD);
                return new Order.Hold(power, typeOf(u, power), at(u));
            }
            if ((n = role(Role.SUPPORT)) > 0) {
                t.pos += n;
                return support(u, power);
            }
            if ((n = role(Role.CONVOY)) > 0) {
                t.pos += n;
                return convoy(u, power);
            }
            if ((n = role(Role.DISBAND)) > 0 || (n = role(Role.REMOVE)) > 0) {
                t.pos += n;
                return removal(u, power);
            }
            if ((n = role(Role.BUILD)) > 0) {
                t.pos += n;
                return build(u, power);
            }
            if (moveIntro() > 0) return move(u, power);
            unexpected();
            return null;
        }

        // ---- the unit -------------------------------------------------------------------

        /** A unit as written: type (null when left out), province and coast (null when left out). */
        record Written(UnitType type, String province, String coast) {}

        Written unit(Role cmd) {
            UnitType type = type();
            t.skip(Token.Kind.DASH);
            skipFiller();
            Predicate<String> fits = cmd == Role.BUILD ? this::buildable : this::hasOwnUnit;
            boolean paren = t.skip(Token.Kind.LPAREN);
            String p = places.read(t, line, fits, notes, Kind.MISSING_PLACE);
            String coast = coast();
            if (paren && !t.skip(Token.Kind.RPAREN)) unexpected();
            return new Written(type, p, coast);
        }

        UnitType type() {
            int n;
            if ((n = role(Role.ARMY)) > 0) {
                t.pos += n;
                return UnitType.ARMY;
            }
            if ((n = role(Role.FLEET)) > 0) {
                t.pos += n;
                return UnitType.FLEET;
            }
            return null;
        }

        /** The type of the ordered unit: as written, else the unit on the board, else by terrain. */
        UnitType typeOf(Written u, String power) {
            if (u.type != null) return u.type;
            Optional<Unit> on = ctx.unitIn(u.province);
            if (on.isPresent()) return on.get().type();
            Province p = map.province(u.province);
            return p != null && p.terrain() == Terrain.SEA ? UnitType.FLEET : UnitType.ARMY;
        }

        /** Where the ordered unit stands: as written, with the board's coast when none was written. */
        Location at(Written u) {
            if (u.coast != null) return new Location(u.province, u.coast);
            return ctx.unitIn(u.province).map(Unit::location).orElse(Location.of(u.province));
        }

        String powerOf(String province) {
            if (prefixPower != null) return prefixPower;
            if (ctx.power() != null) return ctx.power();
            Optional<Unit> on = province == null ? Optional.empty() : ctx.unitIn(province);
            if (on.isPresent()) return on.get().power();
            throw fail(Kind.NO_POWER, province == null ? "" : province);
        }

        // ---- actions --------------------------------------------------------------------

        Order bare(Role cmd, Written u, String power) {
            if (cmd == Role.REMOVE || cmd == Role.DISBAND) return removal(u, power);
            if (cmd == Role.BUILD) return build(u, power);
            if (ctx.phase() == Phase.ADJUSTMENT) {
                boolean own = ctx.unitIn(u.province).filter(x -> x.power().equals(power)).isPresent();
                return own ? removal(u, power) : build(u, power);
            }
            return new Order.Hold(power, typeOf(u, power), at(u));
        }

        Order removal(Written u, String power) {
            return ctx.phase() == Phase.ADJUSTMENT
                    ? new Order.Remove(power, typeOf(u, power), at(u))
                    : new Order.Disband(power, typeOf(u, power), at(u));
        }

        Order build(Written u, String power) {
            if (u.type == null) throw fail(Kind.NEEDS_TYPE, u.province);
            return new Order.Build(power, u.type, new Location(u.province, u.coast));
        }

        Order move(Written u, String power) {
            UnitType type = typeOf(u, power);
            Location from = at(u);
            t.pos += moveIntro();
            int n;
            if ((n = role(Role.HOLD)) > 0) { // "A - War>Holds" as printed in the 2000 rulebook
                t.pos += n;
                return new Order.Hold(power, type, from);
            }
            Location to = destination(type, from);
            boolean via = false;
            while (moveIntro() > 0 && placeAfter(moveIntro())) { // an explicit convoy route: lvp-iri-ech-lon
                t.pos += moveIntro();
                to = destination(type, from);
                via = true;
            }
            if ((n = role(Role.VIA_CONVOY)) > 0) {
                t.pos += n;
                via = true;
            } else if (t.at(Token.Kind.LPAREN) && t.peek(1) != null) {
                t.pos++;
                if ((n = role(Role.VIA_CONVOY)) > 0 && t.peek(n) != null && t.peek(n).is(Token.Kind.RPAREN)) {
                    t.pos += n + 1;
                    via = true;
                } else {
                    t.pos--;
                }
            }
            return ctx.phase() == Phase.RETREAT
                    ? new Order.Retreat(power, type, from, to)
                    : new Order.Move(power, type, from, to, via);
        }

        Location destination(UnitType type, Location from) {
            String p = places.read(t, line, List.of(id -> adjacent(type, from, id), id -> reachable(type, from, id)), notes, Kind.MISSING_DESTINATION);
            return new Location(p, coast());
        }

        Order support(Written u, String power) {
            UnitType type = typeOf(u, power);
            Location at = at(u);
            target();
            UnitType stype = type();
            t.skip(Token.Kind.DASH);
            skipFiller();
            String from = places.read(t, line, this::hasUnit, notes, Kind.MISSING_PLACE);
            coast();
            UnitType supported = stype != null ? stype : ctx.unitIn(from).map(Unit::type).orElse(null);
            t.skip(Token.Kind.COLON);
            int n;
            if (t.atEnd()) return new Order.SupportHold(power, type, at, supported, from);
            if ((n = role(Role.HOLD)) > 0) {
                t.pos += n;
                trailingParens(Role.HOLD);
                return new Order.SupportHold(power, type, at, supported, from);
            }
            if ((n = moveIntro()) == 0) unexpected();
            t.pos += n;
            if ((n = role(Role.HOLD)) > 0) { // "S - A - War>Holds"
                t.pos += n;
                return new Order.SupportHold(power, type, at, supported, from);
            }
            String to = places.read(t, line, id -> true, notes, Kind.MISSING_DESTINATION);
            String coast = coast(); // a coast named in a support must match the move's (DATC 6.B.9)
            return new Order.SupportMove(power, type, at, supported, from, coast == null ? to : to + "/" + coast);
        }

        Order convoy(Written u, String power) {
            UnitType type = typeOf(u, power);
            Location at = at(u);
            target();
            type(); // "C A Lon-Nwy"; a fleet named here is the adjudicator's to refuse, by the unit on the board
            t.skip(Token.Kind.DASH);
            skipFiller();
            String from = places.read(t, line, this::hasUnit, notes, Kind.MISSING_PLACE);
            coast();
            int n = moveIntro();
            if (n == 0) throw fail(Kind.MISSING_DESTINATION, t.text());
            t.pos += n;
            String to = places.read(t, line, id -> true, notes, Kind.MISSING_DESTINATION);
            coast();
            return new Order.Convoy(power, type, at, from, to);
        }

        /** Skips what may stand between S/C and the supported unit: dashes, colons and a power name. */
        void target() {
            t.skip(Token.Kind.COLON);
            t.skip(Token.Kind.DASH);
            if (t.at(Token.Kind.LPAREN) && t.peek(1) != null && t.peek(1).is(Token.Kind.WORD)) {
                t.pos++;
                int n = powers.exactLength(t, false);
                if (n > 0 && t.peek(n) != null && t.peek(n).is(Token.Kind.RPAREN)) {
                    t.pos += n + 1;
                } else if (t.peek(1) != null && t.peek(1).is(Token.Kind.RPAREN) && places.exactLength(t) == 0) {
                    Token w = t.peek();
                    List<String> close = powers.closest(w.key());
                    if (close.size() != 1) throw fail(Kind.UNKNOWN_POWER, w.text(), close);
                    notes.add(new ParseProblem(line, w.column(), Kind.CORRECTED_POWER, w.text(), close));
                    t.pos += 2;
                } else {
                    t.pos--;
                }
            } else {
                int n = powers.exactLength(t, false);
                if (n > 0 && n >= places.exactLength(t)) t.pos += n;
            }
            t.skip(Token.Kind.DASH);
        }

        // ---- small pieces ---------------------------------------------------------------

        /** A coast after a place: "/nc", "(sc)", "EC", "north coast", "severní pobřeží"; null when none. */
        String coast() {
            if (t.skip(Token.Kind.SLASH)) {
                Token w = t.peek();
                String c = w == null ? null : coastWord(w.key());
                if (c == null) throw fail(Kind.UNKNOWN_WORD, t.text(), List.of("nc", "sc", "ec"));
                t.pos++;
                return c;
            }
            if (t.at(Token.Kind.LPAREN)) {
                t.pos++;
                Token w = t.peek();
                if (w != null && t.peek(1) != null && t.peek(1).is(Token.Kind.RPAREN) && coastWord(w.key()) != null) {
                    t.pos += 2;
                    return coastWord(w.key());
                }
                int n = t.phrase(k -> words.coast(k) != null, false, longestWord);
                if (n > 0 && t.peek(n) != null && t.peek(n).is(Token.Kind.RPAREN)) {
                    String c = words.coast(t.key(n));
                    t.pos += n + 1;
                    return c;
                }
                t.pos--;
                return null;
            }
            int n = t.phrase(k -> words.coast(k) != null, false, longestWord);
            if (n == 0) return null;
            String c = words.coast(t.key(n));
            t.pos += n;
            return c;
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

        /** Tokens taken by a move sign or move words here (0 when none). */
        int moveIntro() {
            if (t.peek() != null && t.peek().isMoveSign()) return 1;
            return role(Role.MOVE);
        }

        boolean placeAfter(int n) {
            int save = t.pos;
            t.pos += n;
            boolean yes = places.exactLength(t) > 0;
            t.pos = save;
            return yes;
        }

        void trailingParens(Role r) {
            if (!t.at(Token.Kind.LPAREN)) return;
            t.pos++;
            int n = role(r);
            if (n > 0 && t.peek(n) != null && t.peek(n).is(Token.Kind.RPAREN)) {
                t.pos += n + 1;
            } else {
                t.pos--;
            }
        }

        void skipFiller() {
            int n;
            while ((n = role(Role.FILLER)) > 0 && t.peek(n) != null) t.pos += n;
        }

        int role(Role r) {
            return t.phrase(k -> words.is(r, k), false, longestWord);
        }

        boolean hasUnit(String province) {
            return ctx.unitIn(province).isPresent();
        }

        boolean hasOwnUnit(String province) {
            String p = prefixPower != null ? prefixPower : ctx.power();
            return ctx.unitIn(province).filter(u -> p == null || u.power().equals(p)).isPresent();
        }

        boolean buildable(String province) {
            Province p = map.province(province);
            String power = prefixPower != null ? prefixPower : ctx.power();
            return p != null && p.supplyCentre() && (power == null || power.equals(p.home()));
        }

        /** Whether the unit could reach the province in one move without a convoy. */
        boolean adjacent(UnitType type, Location from, String province) {
            return type == UnitType.ARMY ? map.armyNeighbours(from.province()).contains(province) : reachable(type, from, province);
        }

        /** Whether the unit could reach the province at all: for an army on a coast, any coast (by convoy). */
        boolean reachable(UnitType type, Location from, String province) {
            if (type == UnitType.ARMY) {
                if (map.armyNeighbours(from.province()).contains(province)) return true;
                Province here = map.province(from.province());
                Province p = map.province(province);
                return here != null && here.terrain() == Terrain.COAST && p != null && p.terrain() == Terrain.COAST;
            }
            if (from.hasCoast() || map.fleetLocations(from.province()).size() <= 1) return map.canReach(type, from, province);
            return map.fleetLocations(from.province()).stream().anyMatch(l -> map.canReach(type, l, province));
        }

        /** Reports the token at the cursor as unexpected, with close keywords for a word. */
        void unexpected() {
            Token w = t.peek();
            if (w == null) throw fail(Kind.MISSING_DESTINATION, "");
            if (w.is(Token.Kind.OTHER)) throw fail(Kind.UNKNOWN_SYMBOL, w.text());
            if (w.is(Token.Kind.WORD) && places.exactLength(t) == 0) {
                Set<String> all = new TreeSet<>();
                for (Role r : List.of(Role.HOLD, Role.SUPPORT, Role.CONVOY, Role.MOVE, Role.VIA_CONVOY, Role.DISBAND, Role.BUILD, Role.REMOVE)) {
                    words.words(r).stream().filter(x -> x.length() > 2).forEach(all::add);
                }
                List<String> hint = Suggest.closest(w.key(), all).map(List::of).orElse(List.of());
                throw fail(Kind.UNKNOWN_WORD, w.text(), hint);
            }
            throw fail(Kind.EXTRA_TEXT, w.text());
        }

        ParseFail fail(Kind k, String token) {
            return fail(k, token, List.of());
        }

        ParseFail fail(Kind k, String token, List<String> hints) {
            return new ParseFail(new ParseProblem(line, t.column(), k, token, hints));
        }
    }
}
