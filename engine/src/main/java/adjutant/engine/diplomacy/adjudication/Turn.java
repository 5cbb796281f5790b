package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One movement phase as the equations see it: every unit (by index) with its legal order
 * boiled down to arrays, who moves into which province, which supports and convoys
 * match, and the resolver over one decision per unit (does the move succeed, does the
 * support stand, does the convoy stand).
 */
final class Turn implements Resolver.Rules {
    final DipMap map;
    final Board board;
    final int n;
    final Kind[] kind;
    /** MOVE: destination province; SUPPORT_*: the province the support goes into; CONVOY: where the army goes. */
    final String[] target;
    /** MOVE: the destination with its coast settled. */
    final Location[] dest;
    /** MOVE: goes by convoy (not adjacent, "via convoy", or a fleet of its own power convoys it). */
    final boolean[] convoyed;
    /** SUPPORT_* and CONVOY: index of the supported or convoyed unit. */
    final int[] other;
    /** SUPPORT_MOVE: the coast the support names, if the target province has coasts. */
    final String[] coastNamed;
    /** SUPPORT_* and CONVOY: the order matches what the other unit was ordered to do. */
    final boolean[] matched;
    /** CONVOY: failed by the Szykman rule (the fallback for paradoxes the rulebook does not settle). */
    final boolean[] paradox;

    final List<List<Integer>> supportsOf = new ArrayList<>();
    final List<List<Integer>> convoysOf = new ArrayList<>();
    private final Map<String, List<Integer>> movesInto = new HashMap<>();
    final Resolver resolver;

    /** {@code perUnit[i]}: the checked legal order of unit i, or null for a hold. */
    Turn(Board board, Check[] perUnit) {
        this.map = board.map;
        this.board = board;
        n = board.units.size();
        kind = new Kind[n];
        target = new String[n];
        dest = new Location[n];
        Order[] orders = new Order[n];
        for (int i = 0; i < n; i++) {
            if (perUnit[i] == null) continue;
            orders[i] = perUnit[i].order;
            dest[i] = perUnit[i].dest;
        }
        convoyed = new boolean[n];
        other = new int[n];
        coastNamed = new String[n];
        matched = new boolean[n];
        paradox = new boolean[n];
        for (int i = 0; i < n; i++) {
            supportsOf.add(new ArrayList<>(2));
            convoysOf.add(new ArrayList<>(0));
            read(i, orders[i]);
        }
        for (int i = 0; i < n; i++) {
            if (kind[i] != Kind.MOVE) continue;
            convoyed[i] = goesByConvoy(i, orders[i]);
            movesInto.computeIfAbsent(target[i], k -> new ArrayList<>(2)).add(i);
        }
        for (int i = 0; i < n; i++) match(i);
        resolver = new Resolver(n, this);
    }

    private void read(int i, Order o) {
        other[i] = -1;
        if (o instanceof Order.Move) {
            kind[i] = Kind.MOVE;
            target[i] = dest[i].province();
        } else if (o instanceof Order.SupportHold s) {
            kind[i] = Kind.SUPPORT_HOLD;
            target[i] = Board.province(s.supported());
            other[i] = board.indexOf(target[i]);
        } else if (o instanceof Order.SupportMove s) {
            kind[i] = Kind.SUPPORT_MOVE;
            Location to = Location.parse(s.to());
            target[i] = to.province();
            other[i] = board.indexOf(Board.province(s.from()));
            if (to.hasCoast() && map.province(to.province()).coasts().contains(to.coast())) coastNamed[i] = to.coast();
        } else if (o instanceof Order.Convoy c) {
            kind[i] = Kind.CONVOY;
            target[i] = Board.province(c.to());
            other[i] = board.indexOf(Board.province(c.from()));
        } else {
            kind[i] = Kind.HOLD;
        }
    }

    /** Seed 003 "Land and sea routes": a fleet of the army's own power convoying it shows the intent. */
    private boolean goesByConvoy(int i, Order o) {
        if (unit(i).type() != UnitType.ARMY) return false;
        if (((Order.Move) o).viaConvoy() || !map.armyNeighbours(province(i)).contains(target[i])) return true;
        for (int f = 0; f < n; f++) {
            if (kind[f] == Kind.CONVOY && other[f] == i && target[f].equals(target[i]) && power(f).equals(power(i)))
                return true;
        }
        return false;
    }

    private void match(int i) {
        int o = other[i];
        switch (kind[i]) {
            case SUPPORT_HOLD -> matched[i] = kind[o] != Kind.MOVE;
            case SUPPORT_MOVE ->
                matched[i] = kind[o] == Kind.MOVE
                        && target[o].equals(target[i])
                        && (coastNamed[i] == null || coastNamed[i].equals(dest[o].coast()));
            case CONVOY -> matched[i] = kind[o] == Kind.MOVE && target[o].equals(target[i]) && convoyed[o];
            default -> {
                return;
            }
        }
        if (!matched[i]) return;
        (kind[i] == Kind.CONVOY ? convoysOf : supportsOf).get(o).add(i);
    }

    Unit unit(int i) {
        return board.units.get(i);
    }

    String power(int i) {
        return unit(i).power();
    }

    String province(int i) {
        return unit(i).province();
    }

    /** The unit that stood in {@code province} at the start of the phase, or -1. */
    int occupant(String province) {
        return board.indexOf(province);
    }

    List<Integer> movesInto(String province) {
        return movesInto.getOrDefault(province, List.of());
    }

    /** i and j move into each other's province, both over land (a convoy passes the other by: DATC 4.A.7). */
    boolean headToHead(int i, int j) {
        return kind[j] == Kind.MOVE
                && target[j].equals(province(i))
                && target[i].equals(province(j))
                && !convoyed[i]
                && !convoyed[j];
    }

    boolean resolve(int i) {
        return resolver.resolve(i);
    }

    @Override
    public boolean adjudicate(int i) {
        return switch (kind[i]) {
            case MOVE -> MoveRule.succeeds(this, i);
            case SUPPORT_HOLD, SUPPORT_MOVE -> SupportRule.stands(this, i);
            case CONVOY -> ConvoyRule.stands(this, i);
            case HOLD -> throw new IllegalStateException("a hold is no decision");
        };
    }

    /**
     * DATC 5.B.9: a cycle of moves only is a circular movement, and every move succeeds. A
     * cycle with convoys is a convoy paradox that rules 21 and 22 of seed 003 (applied in
     * {@link SupportRule}) leave open, such as the betrayal paradox and the second order
     * paradoxes (DATC 6.F.18, 6.F.22–6.F.24); the Szykman rule settles it: its convoys fail.
     */
    @Override
    public void backup(List<Integer> cycle) {
        boolean convoys = cycle.stream().anyMatch(d -> kind[d] == Kind.CONVOY);
        boolean movesOnly = cycle.stream().allMatch(d -> kind[d] == Kind.MOVE);
        for (int d : cycle) {
            if (convoys) {
                if (kind[d] == Kind.CONVOY) {
                    paradox[d] = true;
                    resolver.settle(d, false);
                }
            } else {
                resolver.settle(d, movesOnly); // any other cycle (variants only): everything in it fails
            }
        }
    }
}
