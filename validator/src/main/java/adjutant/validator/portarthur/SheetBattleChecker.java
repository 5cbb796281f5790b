package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.portarthur.AllocationFault;
import adjutant.engine.portarthur.AllocationVerdict;
import adjutant.engine.portarthur.BattleOrder;
import adjutant.engine.portarthur.DamageAllocator;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireResult;
import adjutant.engine.portarthur.HitList;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.ShipState;
import adjutant.engine.portarthur.Side;
import adjutant.engine.portarthur.Squadron;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Checks one battle of a sheet: who fires first, each fire's firepower and hits, and each
 * damage allocation. Firepower and hits are recomputed from the ships and the dice; the
 * allocation is checked against the hits the dice really gave, then applied as written, so
 * the second fire is checked against the squadron the players actually left.
 */
final class SheetBattleChecker {
    private final PortArthurGame game;
    private final Tally tally;

    SheetBattleChecker(PortArthurGame game, Tally tally) {
        this.game = game;
        this.tally = tally;
    }

    void check(SheetBattle b) {
        Map<Side, List<ShipState>> afloat = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            List<ShipState> ships = new ArrayList<>();
            for (String id : b.ships().get(side))
                ships.add(new ShipState(game.requireShip(id), b.damaged().contains(id)));
            afloat.put(side, ships);
        }
        if (b.fires().isEmpty() || afloat.values().stream().anyMatch(List::isEmpty)) return; // reported by the reader
        checkOrder(b, afloat);
        Side last = null;
        for (SheetFire f : b.fires()) {
            Side side = f.side().value();
            if (side == last) {
                tally.check(false, f.side().at(), new SheetFinding.SameSideFiresTwice(side));
                continue;
            }
            last = side;
            fire(f, afloat);
        }
        Side answering = b.fires().get(0).side().value().other();
        if (b.fires().size() == 1 && !afloat.get(answering).isEmpty()) {
            tally.check(false, b.at(), new SheetFinding.SecondFireMissing(answering));
        }
    }

    /** The faster squadron fires first, the defender on equal speed, unless the second spent the initiative. */
    private void checkOrder(SheetBattle b, Map<Side, List<ShipState>> afloat) {
        Side attacker = b.attacker();
        int attackerSpeed = new Squadron(attacker, afloat.get(attacker)).speed();
        int defenderSpeed = new Squadron(attacker.other(), afloat.get(attacker.other())).speed();
        Side byRule = BattleOrder.firstByRule(attacker, attackerSpeed, defenderSpeed);
        Side expected = b.initiativeUsed() ? byRule.other() : byRule;
        SheetValue<Side> first = b.fires().get(0).side();
        tally.check(
                first.value() == expected,
                first.at(),
                new SheetFinding.WrongFirstFire(first.value(), expected, b.initiativeUsed()));
    }

    private void fire(SheetFire f, Map<Side, List<ShipState>> afloat) {
        Side side = f.side().value();
        if (afloat.get(side).isEmpty()) {
            tally.check(false, f.side().at(), new SheetFinding.NoShipsToFire(side));
            return;
        }
        int firepower = new Squadron(side, afloat.get(side)).firepower();
        if (f.firepower() != null) {
            tally.check(
                    f.firepower().value() == firepower,
                    f.firepower().at(),
                    new SheetFinding.FirepowerDiffers(side, f.firepower().value(), firepower));
        }
        if (f.dice().isEmpty()) return; // reported by the reader
        FireResult r = Fire.resolve(firepower, f.dice());
        if (f.regular() != null) {
            tally.check(
                    f.regular().value() == r.regular(),
                    f.regular().at(),
                    new SheetFinding.RegularHitsDiffer(f.regular().value(), r.regular(), firepower, r.sum()));
        }
        if (f.critical() != null) {
            tally.check(
                    f.critical().value() == r.critical(),
                    f.critical().at(),
                    new SheetFinding.CriticalHitsDiffer(f.critical().value(), r.critical()));
        }
        List<ShipState> target = afloat.get(side.other());
        if (target.isEmpty()) return;
        AllocationVerdict v =
                DamageAllocator.check(new Squadron(side.other(), target), r.regular(), r.critical(), f.allocation());
        List<Disagreement> wrong = new ArrayList<>();
        for (AllocationFault fault : v.faults())
            wrong.add(new Disagreement(place(f, fault), new SheetFinding.EngineFault(fault.key(), fault.arguments())));
        tally.checkAll(f.at(), wrong);
        afloat.put(side.other(), v.survivors());
    }

    /**
     * The line a fault is about: the ship's entry in its list, else the list; when the list is
     * not written, the other list of the regular cover, else the count of the hits, else the fire.
     */
    private static Node place(SheetFire f, AllocationFault fault) {
        Object ship = fault.arguments().get("ship");
        List<SheetValue<String>> items = f.hits().getOrDefault(fault.list(), List.of());
        for (SheetValue<String> w : items) if (w.value().equals(ship)) return w.at();
        Node list = f.lists().get(fault.list());
        if (list != null) return list;
        boolean critical = fault.list() == HitList.CRITICAL;
        if (!critical) {
            Node other = f.lists().get(fault.list() == HitList.FLIPPED ? HitList.SUNK : HitList.FLIPPED);
            if (other != null) return other;
        }
        SheetValue<Integer> count = critical ? f.critical() : f.regular();
        return count != null ? count.at() : f.at();
    }
}
