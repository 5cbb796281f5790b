package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DamageAllocatorTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    /** Ship ids; a trailing '*' means the ship is already damaged. */
    private static Squadron squadron(Side side, String... ids) {
        List<ShipState> ships = new ArrayList<>();
        for (String id : ids) {
            boolean damaged = id.endsWith("*");
            Ship ship = GAME.requireShip(damaged ? id.substring(0, id.length() - 1) : id);
            ships.add(new ShipState(ship, damaged));
        }
        return new Squadron(side, ships);
    }

    private static DamageAllocation alloc(List<String> critical, List<String> flipped, List<String> sunk) {
        return new DamageAllocation(critical, flipped, sunk);
    }

    private static List<AllocationFault> faults(Squadron s, int regular, int critical, DamageAllocation a) {
        return DamageAllocator.check(s, regular, critical, a).faults();
    }

    // ---- the rulebook's battle example -------------------------------------------------

    @Test
    void battleExampleJapaneseHitsOnTheRussianSquadronAreLegal() {
        Squadron russia = squadron(Side.RUSSIA, "tsesarevich", "retvizan", "poltava", "diana", "sevastopol");
        AllocationVerdict v = DamageAllocator.check(
                russia,
                6,
                2,
                alloc(
                        List.of("tsesarevich", "retvizan"),
                        List.of("poltava", "diana", "sevastopol"),
                        List.of("poltava")));
        assertEquals(List.of(), v.faults());
        assertEquals(List.of("poltava"), v.sunk());
        assertEquals(4, v.survivors().size());
        assertTrue(v.survivors().stream().allMatch(ShipState::damaged));
        assertEquals(19, new Squadron(Side.RUSSIA, v.survivors()).firepower());
    }

    @Test
    void battleExampleRussianHitsSinkYakumoAfterFlippingIt() {
        Squadron japan = squadron(Side.JAPAN, "yakumo", "asama", "tokiwa", "izumo", "iwate", "kasuga", "nisshin");
        AllocationVerdict v =
                DamageAllocator.check(japan, 3, 0, alloc(List.of(), List.of("yakumo"), List.of("yakumo")));
        assertEquals(List.of(), v.faults());
        assertEquals(List.of("yakumo"), v.sunk());
        assertEquals(6, v.survivors().size());
    }

    // ---- critical hits -----------------------------------------------------------------

    @Test
    void aCriticalMaySinkADamagedShipOnlyWhenNoShipIsIntact() {
        Squadron s = squadron(Side.RUSSIA, "poltava*", "diana");
        assertEquals(
                List.of(new AllocationFault.CriticalSinkWhileIntact("poltava", "diana")),
                faults(s, 0, 1, alloc(List.of("poltava"), List.of(), List.of())));
        // Flipping Diana with the first critical leaves none intact: the second may sink Poltava.
        assertEquals(List.of(), faults(s, 0, 2, alloc(List.of("poltava", "diana"), List.of(), List.of())));
    }

    @Test
    void aCriticalSinksWhateverTheDefence() {
        Squadron s = squadron(Side.RUSSIA, "poltava*");
        AllocationVerdict v = DamageAllocator.check(s, 0, 1, alloc(List.of("poltava"), List.of(), List.of()));
        assertTrue(v.legal());
        assertEquals(List.of("poltava"), v.sunk());
    }

    @Test
    void aLoneIntactShipTakesTwoCriticalsFlippedThenSunk() {
        Squadron s = squadron(Side.JAPAN, "mikasa");
        AllocationVerdict v = DamageAllocator.check(s, 0, 2, alloc(List.of("mikasa", "mikasa"), List.of(), List.of()));
        assertTrue(v.legal(), v.faults().toString());
        assertEquals(List.of("mikasa"), v.sunk());
        assertEquals(
                List.of(new AllocationFault.AlreadySunk(HitList.CRITICAL, "mikasa")),
                faults(s, 0, 3, alloc(List.of("mikasa", "mikasa", "mikasa"), List.of(), List.of())));
    }

    @Test
    void criticalsMustAllBePlacedWhileShipsCanTakeThem() {
        Squadron s = squadron(Side.JAPAN, "mikasa", "asahi");
        assertEquals(
                List.of(new AllocationFault.CriticalsLeft(1)),
                faults(s, 0, 2, alloc(List.of("mikasa"), List.of(), List.of())));
        // Five criticals on two intact ships: only four can be taken, and all four must be.
        assertEquals(
                List.of(), faults(s, 0, 5, alloc(List.of("mikasa", "asahi", "mikasa", "asahi"), List.of(), List.of())));
    }

    @Test
    void moreCriticalsNamedThanScored() {
        Squadron s = squadron(Side.JAPAN, "mikasa", "asahi");
        assertEquals(
                List.of(new AllocationFault.TooManyCriticals(2, 1)),
                faults(s, 0, 1, alloc(List.of("mikasa", "asahi"), List.of(), List.of())));
    }

    @Test
    void aShipOutsideTheSquadron() {
        Squadron s = squadron(Side.JAPAN, "mikasa");
        assertEquals(
                List.of(new AllocationFault.NotInSquadron(HitList.FLIPPED, "fuji")),
                faults(s, 1, 0, alloc(List.of(), List.of("fuji", "mikasa"), List.of())));
    }

    // ---- regular hits ------------------------------------------------------------------

    @Test
    void flippingADamagedShipOrSinkingAnIntactOneIsNoCover() {
        Squadron s = squadron(Side.RUSSIA, "poltava*", "diana");
        List<AllocationFault> f = faults(s, 1, 0, alloc(List.of(), List.of("poltava"), List.of("diana")));
        assertEquals(
                List.of(
                        new AllocationFault.FlipOfDamaged("poltava"),
                        new AllocationFault.SinkOfIntact("diana"),
                        new AllocationFault.HitsUncovered(0, 1)),
                f);
    }

    @Test
    void everyRegularHitMustBeCoveredWhileShipsRemain() {
        Squadron s = squadron(Side.RUSSIA, "poltava", "diana", "sevastopol");
        assertEquals(
                List.of(new AllocationFault.HitsUncovered(2, 3)),
                faults(s, 3, 0, alloc(List.of(), List.of("poltava", "diana"), List.of())));
    }

    @Test
    void theLastSinkingMayCoverMoreThanTheHitsLeftButNothingFollowsFullCover() {
        // Poltava damaged, defence 3; Diana and Sevastopol intact. Two hits.
        Squadron s = squadron(Side.RUSSIA, "poltava*", "diana", "sevastopol");
        assertEquals(List.of(), faults(s, 2, 0, alloc(List.of(), List.of(), List.of("poltava"))));
        assertEquals(List.of(), faults(s, 2, 0, alloc(List.of(), List.of("diana", "sevastopol"), List.of())));
        // Diana first (1 left), then Poltava's 3 cover the last hit: allowed.
        assertEquals(List.of(), faults(s, 2, 0, alloc(List.of(), List.of("diana"), List.of("poltava"))));
        // Both flips already cover the two hits; sinking Poltava as well is one loss too many.
        assertEquals(
                List.of(new AllocationFault.MoreThanNeeded(5, 2)),
                faults(s, 2, 0, alloc(List.of(), List.of("diana", "sevastopol"), List.of("poltava"))));
    }

    @Test
    void aDamagedShipThatTakesEvenOneHitIsSunk() {
        // Seed 001, allocation of damage: a damaged ship hit at least once in a battle is sunk. Poltava (damaged,
        // defence 3) alone takes one regular hit: the only cover sinks it, and no cover leaves it afloat and hit.
        Squadron s = squadron(Side.RUSSIA, "poltava*");
        assertEquals(
                List.of(alloc(List.of(), List.of(), List.of("poltava"))), DamageAllocator.legalCovers(s.ships(), 1));
        assertEquals(List.of(new AllocationFault.HitsUncovered(0, 1)), faults(s, 1, 0, DamageAllocation.none()));
        AllocationVerdict v = DamageAllocator.check(s, 1, 0, alloc(List.of(), List.of(), List.of("poltava")));
        assertEquals(List.of("poltava"), v.sunk());
    }

    @Test
    void hitsBeyondWhatTheSquadronCanTakeAreLost() {
        Squadron s = squadron(Side.RUSSIA, "diana*");
        AllocationVerdict v = DamageAllocator.check(s, 6, 0, alloc(List.of(), List.of(), List.of("diana")));
        assertTrue(v.legal());
        assertTrue(v.survivors().isEmpty());
    }

    @Test
    void aShipNamedTwiceInOneList() {
        Squadron s = squadron(Side.RUSSIA, "poltava", "diana");
        assertEquals(
                List.of(
                        new AllocationFault.ListedTwice(HitList.FLIPPED, "poltava"),
                        new AllocationFault.HitsUncovered(1, 2)),
                faults(s, 2, 0, alloc(List.of(), List.of("poltava", "poltava"), List.of())));
    }

    @Test
    void noHitsNoLosses() {
        Squadron s = squadron(Side.RUSSIA, "poltava");
        assertEquals(List.of(), faults(s, 0, 0, DamageAllocation.none()));
        assertEquals(
                List.of(new AllocationFault.MoreThanNeeded(1, 0)),
                faults(s, 0, 0, alloc(List.of(), List.of("poltava"), List.of())));
    }

    // ---- enumeration agrees with the check ---------------------------------------------

    @Test
    void legalCoversAreExactlyTheCoversTheCheckAccepts() {
        Squadron s = squadron(Side.RUSSIA, "poltava*", "diana", "sevastopol", "retvizan*");
        for (int regular = 0; regular <= 8; regular++) {
            Set<DamageAllocation> legal = Set.copyOf(DamageAllocator.legalCovers(s.ships(), regular));
            int accepted = 0;
            for (DamageAllocation a : everyCover(s.ships())) {
                boolean ok = DamageAllocator.check(s, regular, 0, a).legal();
                assertEquals(legal.contains(a), ok, "regular " + regular + ": " + a);
                if (ok) accepted++;
            }
            assertEquals(legal.size(), accepted);
            assertFalse(legal.isEmpty(), "some cover is always legal");
        }
    }

    @Test
    void legalCriticalsFlipEveryIntactShipBeforeAnySinking() {
        Squadron s = squadron(Side.RUSSIA, "poltava*", "diana", "sevastopol");
        assertEquals(List.of(List.of("diana"), List.of("sevastopol")), DamageAllocator.legalCriticals(s.ships(), 1));
        List<List<String>> three = DamageAllocator.legalCriticals(s.ships(), 3);
        assertEquals(3, three.size());
        for (List<String> c : three) {
            assertEquals(List.of("diana", "sevastopol"), c.subList(0, 2));
            assertTrue(
                    DamageAllocator.check(s, 0, 3, new DamageAllocation(c, List.of(), List.of()))
                            .legal(),
                    c.toString());
        }
        assertEquals(1, DamageAllocator.legalCriticals(s.ships(), 6).size());
    }

    @Test
    void everyEnumeratedAllocationPassesTheCheck() {
        Squadron s = squadron(Side.RUSSIA, "tsesarevich", "retvizan", "poltava", "diana", "sevastopol");
        List<DamageAllocation> all = DamageAllocator.legal(s, 6, 2);
        assertTrue(all.contains(alloc(
                List.of("tsesarevich", "retvizan"), List.of("poltava", "diana", "sevastopol"), List.of("poltava"))));
        for (DamageAllocation a : all)
            assertTrue(DamageAllocator.check(s, 6, 2, a).legal(), a.toString());
    }

    /** Every combination of flips and sinkings, each ship unchanged, flipped or sunk (intact: flipped and sunk). */
    private static List<DamageAllocation> everyCover(List<ShipState> ships) {
        List<DamageAllocation> out = new ArrayList<>();
        int n = ships.size();
        int total = (int) Math.pow(3, n);
        for (int code = 0; code < total; code++) {
            List<String> flipped = new ArrayList<>();
            List<String> sunk = new ArrayList<>();
            int c = code;
            for (ShipState s : ships) {
                int pick = c % 3;
                c /= 3;
                String id = s.ship().id();
                if (pick == 1 && s.damaged()) continue; // "flip" of a damaged ship is not a distinct outcome
                if (pick >= 1 && !s.damaged()) flipped.add(id);
                if (pick == 2) sunk.add(id);
            }
            DamageAllocation a = alloc(List.of(), flipped, sunk);
            if (!out.contains(a)) out.add(a);
        }
        return out.stream().collect(Collectors.toList());
    }
}
