package adjutant.engine.diplomacy;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One movement phase with 34 units on the standard map: the opening units plus twelve more,
 * each ordered to move, support a neighbour or hold (fixed random choices), plus a convoy.
 * Run: {@code bench/jmh.sh engine MovementBenchmark -f 1 -wi 3 -i 5} (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class MovementBenchmark {
    DipMap map;
    Position position;
    List<Order> orders;

    @Setup
    public void setup() {
        map = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();
        String extra = "england: F nth, A yor; france: A spa, A por, A bel; germany: A hol, A den;"
                + " italy: F tys, A tun; russia: F swe, A rum; turkey: A bul";
        List<Unit> units = new ArrayList<>(Position.start(map).units());
        units.addAll(TerseNotation.units(extra));
        position = new Position(
                Season.SPRING, 1902, Phase.MOVEMENT, units, Position.start(map).owners(), List.of());
        orders = orders(map, units, new Random(1901));
        if (units.size() != 34) throw new IllegalStateException("34 units expected");
    }

    static List<Order> orders(DipMap map, List<Unit> units, Random random) {
        List<Order> out = new ArrayList<>();
        List<Order.Move> moves = new ArrayList<>();
        for (Unit u : units) {
            if (u.province().equals("nth") || u.province().equals("yor")) continue;
            List<Location> to = u.type() == UnitType.ARMY
                    ? map.armyNeighbours(u.province()).stream()
                            .map(Location::of)
                            .sorted()
                            .toList()
                    : map.fleetNeighbours(u.location()).stream().sorted().toList();
            if (random.nextInt(10) < 6 && !to.isEmpty()) {
                Order.Move m =
                        new Order.Move(u.power(), u.type(), u.location(), to.get(random.nextInt(to.size())), false);
                moves.add(m);
                out.add(m);
            }
        }
        for (Unit u : units) {
            if (u.province().equals("nth") || u.province().equals("yor") || moved(out, u)) continue;
            Order o = new Order.Hold(u.power(), u.type(), u.location());
            for (Order.Move m : moves) {
                if (map.canReach(u.type(), u.location(), m.to().province())
                        && !m.to().province().equals(u.province())) {
                    o = new Order.SupportMove(
                            u.power(),
                            u.type(),
                            u.location(),
                            m.type(),
                            m.unit().province(),
                            m.to().province());
                    if (random.nextBoolean()) break;
                }
            }
            out.add(o);
        }
        out.add(new Order.Move("england", UnitType.ARMY, Location.of("yor"), Location.of("nwy"), false));
        out.add(new Order.Convoy("england", UnitType.FLEET, Location.of("nth"), "yor", "nwy"));
        return out;
    }

    private static boolean moved(List<Order> orders, Unit u) {
        return orders.stream().anyMatch(o -> o.unit().equals(u.location()));
    }

    @Benchmark
    public MovementResult fullMovementTurn() {
        return Adjudicator.movement(map, position, orders);
    }
}
