package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns a {@link DatcCase} into what an adjudicator takes and what it should give: the
 * position before the orders, the orders (read by the same {@link OrderParser} as order
 * sheets, so the DATC also tests the parser), and the units expected after.
 *
 * <p>In a retreat case the file gives the dislodged units and the results of the movement
 * phase, not where each unit may retreat. The attacker's origin is the start of the
 * successful move into the dislodged unit's province; the places a unit may retreat to are
 * its neighbours that are empty, not the attacker's origin, and not contested (a province
 * left empty that some unit failed to move into).
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
        List<Problem> problems = new ArrayList<>();
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
            String verdict = colon < 0 ? "" : s.substring(0, colon).strip().toUpperCase(java.util.Locale.ROOT);
            if (!verdict.equals("SUCCESS") && !verdict.equals("FAILURE")) {
                problems.add(new Problem(c.file(), l.number(), 1, "expected 'SUCCESS:' or 'FAILURE:' before the order, found '" + s + "'"));
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
        List<Position.Dislodged> dislodged = new ArrayList<>();
        for (Unit u : units(c, c.prestateDislodged(), problems)) dislodged.add(dislodged(u, units, results, succeeded));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return new Position(c.season(), c.year(), c.phase(), units, owners, dislodged);
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

    private Position.Dislodged dislodged(Unit u, List<Unit> units, List<Order> results, List<Boolean> succeeded) {
        String attacker = null;
        Set<String> contested = new HashSet<>();
        Set<String> occupied = new HashSet<>();
        units.forEach(x -> occupied.add(x.province()));
        for (int i = 0; i < results.size(); i++) {
            if (!(results.get(i) instanceof Order.Move m)) continue;
            if (succeeded.get(i) && m.to().province().equals(u.province())) attacker = m.unit().province();
            if (!succeeded.get(i) && !occupied.contains(m.to().province())) contested.add(m.to().province());
        }
        List<Location> options = new ArrayList<>();
        List<Location> reach = u.type() == UnitType.ARMY
                ? map.armyNeighbours(u.province()).stream().map(Location::of).sorted().toList()
                : map.fleetNeighbours(u.location()).stream().sorted().toList();
        for (Location l : reach) {
            String p = l.province();
            if (!occupied.contains(p) && !p.equals(attacker) && !contested.contains(p)) options.add(l);
        }
        return new Position.Dislodged(u, attacker, options);
    }

    private static Problem problem(DatcCase c, DatcCase.Line l, ParseProblem p) {
        return new Problem(c.file(), l.number(), p.column(), "case " + c.id() + ": " + p.kind().key() + " '" + p.token() + "'"
                + (p.suggestions().isEmpty() ? "" : " " + p.suggestions()));
    }
}
