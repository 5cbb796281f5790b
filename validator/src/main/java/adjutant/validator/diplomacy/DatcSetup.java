package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Setup;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns a {@link DatcCase} into what an adjudicator takes and what it should give: the
 * position before the orders, the orders (read by the same {@link OrderParser} as order
 * sheets, so the DATC also tests the parser), and the units expected after.
 *
 * <p>In a retreat case the file gives the dislodged units and the results of the movement
 * phase, not where each unit may retreat. The movement is rebuilt (each unit named by a
 * result back where it started, the others where they are) and adjudicated, so the retreat
 * options are the adjudicator's own. When the rebuilt movement does not end in the given
 * position (some results name orders that could not have had that outcome), the options
 * still come from that adjudication, applied to the position the case gives: neighbours
 * empty in the case, not where the attacker came from, and not a standoff — a province
 * left empty where the adjudicator bounced a move (a move that lost a head-to-head battle
 * leaves no standoff behind), or where a move the case says failed could not be played.
 */
public final class DatcSetup {
    private final OrderParser parser;
    private final DipMap map;

    public DatcSetup(OrderParser parser) {
        this.parser = parser;
        this.map = parser.map();
    }

    /** The position before the orders; lines not understood throw {@link BadInputException}. */
    public Position position(DatcCase c) {
        return position(c, false);
    }

    /**
     * With {@code replayedOnly}, a retreat case's position only as the rebuilt movement gives
     * it, or null where that movement does not end in the position the case gives (for tests).
     */
    Position position(DatcCase c, boolean replayedOnly) {
        List<Problem> problems = new ArrayList<>();
        Seating seating = seating(c, problems);
        List<Unit> units = units(c, c.prestate(), problems);
        Map<String, String> owners = new TreeMap<>();
        if (c.supplyCentreOwners().isEmpty()) {
            map.powers().forEach(p -> p.homeCentres().forEach(h -> owners.put(h, p.id())));
        } else {
            for (Unit u : units(c, c.supplyCentreOwners(), problems)) owners.put(u.province(), u.power());
        }
        List<Order> results = new ArrayList<>();
        List<Boolean> succeeded = new ArrayList<>();
        for (DatcCase.Line l : c.prestateResults()) {
            String s = l.text();
            int colon = s.indexOf(':');
            String verdict = colon < 0 ? "" : s.substring(0, colon).strip().toUpperCase(Locale.ROOT);
            if (!verdict.equals("SUCCESS") && !verdict.equals("FAILURE")) {
                problems.add(new Problem(
                        c.file(),
                        l.number(),
                        1,
                        "expected 'SUCCESS:' or 'FAILURE:' before the order, found '" + s + "'"));
                continue;
            }
            ParsedLine p = parser.parseOne(s.substring(colon + 1), new OrderContext(Phase.MOVEMENT, null, null));
            if (p instanceof ParsedOrder o) {
                results.add(o.order());
                succeeded.add(verdict.equals("SUCCESS"));
            } else {
                problems.add(problem(c, l, (ParseProblem) p));
            }
        }
        List<Unit> out = units(c, c.prestateDislodged(), problems);
        if (!problems.isEmpty()) throw new BadInputException(problems);
        List<Verdict> replay = List.of();
        if (c.phase() == Phase.RETREAT) {
            MovementResult m = replay(c, units, out, owners, results, succeeded, seating);
            Position rebuilt = m == null ? null : same(c, m.next(), units, out, owners);
            if (rebuilt != null || replayedOnly) return rebuilt;
            replay = m == null ? List.of() : m.verdicts();
        }
        Set<String> standoffs = standoffs(replay, units, results, succeeded);
        List<Position.Dislodged> dislodged = new ArrayList<>();
        for (Unit u : out) dislodged.add(dislodged(u, units, results, succeeded, standoffs));
        return new Position(c.season(), c.year(), c.phase(), units, owners, dislodged, seating);
    }

    /** The seating of the case's SETUP (Adjutant's extension), with its coin toss; the usual game without one. */
    private Seating seating(DatcCase c, List<Problem> problems) {
        DatcCase.Seats x = c.seats();
        if (x.setup() == null) return Seating.NONE;
        Setup setup = map.variant().setup(x.setup()).orElse(null);
        if (setup == null) {
            problems.add(new Problem(
                    c.file(),
                    x.setupLine(),
                    1,
                    "case " + c.id() + ": unknown setup '" + x.setup() + "', expected one of "
                            + String.join(
                                    ", ",
                                    map.variant().setups().stream()
                                            .map(Setup::id)
                                            .toList())));
            return Seating.NONE;
        }
        Seating s = setup.seating();
        if (x.coinToss() == null) return s;
        String seat = s.seat(x.coinToss());
        if (seat == null || s.coinToss() == null) {
            problems.add(new Problem(
                    c.file(),
                    x.setupLine(),
                    1,
                    "case " + c.id() + ": no coin toss for '" + x.coinToss() + "' in setup " + x.setup()));
            return s;
        }
        return s.withTossWinner(seat).inSpringOf(c.year()); // a case after the toss: the power has joined
    }

    /** The retreat position the rebuilt movement reaches, when it is the one the case gives (null otherwise). */
    private static Position same(
            DatcCase c, Position next, List<Unit> after, List<Unit> dislodged, Map<String, String> owners) {
        boolean same = new HashSet<>(next.units()).equals(new HashSet<>(after))
                && new HashSet<>(next.dislodged().stream()
                                .map(Position.Dislodged::unit)
                                .toList())
                        .equals(new HashSet<>(dislodged));
        return same && next.phase() == Phase.RETREAT
                ? new Position(
                        c.season(), c.year(), Phase.RETREAT, next.units(), owners, next.dislodged(), next.seating())
                : null;
    }

    /**
     * Standoff provinces, left empty in the case: where the adjudicator bounced a move, and
     * where a move the case says failed could not be played as written (a fleet's coast left
     * out, DATC 6.H.16), so the case's word is all there is. A move that lost a head-to-head
     * battle is never one.
     */
    private static Set<String> standoffs(
            List<Verdict> verdicts, List<Unit> units, List<Order> results, List<Boolean> succeeded) {
        Set<String> occupied = new HashSet<>();
        units.forEach(u -> occupied.add(u.province()));
        Set<String> out = new HashSet<>();
        for (Verdict v : verdicts) {
            for (Reason r : v.reasons()) {
                if (r instanceof Reason.Bounce b && !occupied.contains(b.province())) out.add(b.province());
            }
            if (v.status() == Status.ILLEGAL
                    && v.order() instanceof Order.Move m
                    && !occupied.contains(m.to().province())) {
                int i = results.indexOf(m);
                if (i >= 0 && !succeeded.get(i)) out.add(m.to().province());
            }
        }
        return out;
    }

    /** The adjudication of the movement rebuilt from the results, or null when it cannot be played. */
    private MovementResult replay(
            DatcCase c,
            List<Unit> after,
            List<Unit> dislodged,
            Map<String, String> owners,
            List<Order> results,
            List<Boolean> succeeded,
            Seating seating) {
        List<Unit> before = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        Set<String> arrived = new HashSet<>();
        for (int i = 0; i < results.size(); i++) {
            Order o = results.get(i);
            if (taken.add(o.unit().province())) before.add(new Unit(o.type(), o.power(), o.unit()));
            if (succeeded.get(i) && o instanceof Order.Move m) arrived.add(m.to().province());
        }
        List<Unit> rest = new ArrayList<>(after);
        rest.addAll(dislodged);
        for (Unit u : rest) {
            if (!taken.contains(u.province()) && !arrived.contains(u.province())) before.add(u);
        }
        Position moving = new Position(c.season(), c.year(), Phase.MOVEMENT, before, owners, List.of(), seating);
        try {
            return Adjudicator.movement(map, moving, results);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The orders of the case, each an order or a problem, in file order. */
    public List<ParsedLine> orders(DatcCase c, Position before) {
        List<ParsedLine> out = new ArrayList<>();
        OrderContext ctx = new OrderContext(c.phase(), null, before);
        for (DatcCase.Line l : c.orders()) out.addAll(parser.parseLine(l.text(), l.number(), ctx));
        return out;
    }

    /** The units expected on the board after the orders (the prestate for POSTSTATE_SAME). */
    public List<Unit> expectedUnits(DatcCase c) {
        List<Problem> problems = new ArrayList<>();
        List<Unit> u = units(c, c.poststateSame() ? c.prestate() : c.poststate(), problems);
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return u;
    }

    /** The units expected to be dislodged after a movement phase. */
    public List<Unit> expectedDislodged(DatcCase c) {
        List<Problem> problems = new ArrayList<>();
        List<Unit> u = units(c, c.poststateDislodged(), problems);
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return u;
    }

    private List<Unit> units(DatcCase c, List<DatcCase.Line> lines, List<Problem> problems) {
        List<Unit> out = new ArrayList<>();
        for (DatcCase.Line l : lines) {
            ParsedLine p = parser.parseUnit(l.text(), l.number(), null);
            if (p instanceof ParsedOrder o) {
                out.add(new Unit(o.order().type(), o.order().power(), o.order().unit()));
            } else {
                problems.add(problem(c, l, (ParseProblem) p));
            }
        }
        return out;
    }

    /** A dislodged unit of the case: its attacker from the results, its options by the rules, with the adjudicator's standoffs. */
    private Position.Dislodged dislodged(
            Unit u, List<Unit> units, List<Order> results, List<Boolean> succeeded, Set<String> standoffs) {
        String attacker = null;
        Set<String> occupied = new HashSet<>();
        units.forEach(x -> occupied.add(x.province()));
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i) instanceof Order.Move m
                    && succeeded.get(i)
                    && m.to().province().equals(u.province()))
                attacker = m.unit().province();
        }
        List<Location> options = new ArrayList<>();
        List<Location> reach = u.type() == UnitType.ARMY
                ? map.armyNeighbours(u.province()).stream()
                        .map(Location::of)
                        .sorted()
                        .toList()
                : map.fleetNeighbours(u.location()).stream().sorted().toList();
        for (Location l : reach) {
            String p = l.province();
            if (!occupied.contains(p) && !p.equals(attacker) && !standoffs.contains(p)) options.add(l);
        }
        return new Position.Dislodged(u, attacker, options);
    }

    private static Problem problem(DatcCase c, DatcCase.Line l, ParseProblem p) {
        String kind = p.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return new Problem(
                c.file(),
                l.number(),
                p.column(),
                "case " + c.id() + ": not understood (" + kind + "): '" + p.token() + "'"
                        + (p.suggestions().isEmpty()
                                ? ""
                                : ", did you mean " + String.join(" or ", p.suggestions()) + "?"));
    }
}
