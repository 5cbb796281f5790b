package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Orders understood but not allowed: each becomes a hold and says why. */
class LegalityTest {

    static Verdict only(String units, String orders) {
        MovementResult r = move(units, orders);
        return r.verdicts().get(0);
    }

    static void illegal(String units, String order, Reason... why) {
        Verdict v = only(units, order);
        assertEquals(Status.ILLEGAL, v.status(), v.toString());
        assertEquals(List.of(why), v.reasons());
    }

    @Test
    void theOrderedUnit() {
        illegal("england: F lon", "england: F edi-nth", new Reason.NoSuchUnit(Location.of("edi")));
        illegal("england: F lon", "germany: F lon-nth", new Reason.NotYourUnit(Location.of("lon"), "england"));
        illegal("england: F lon", "england: F lon R nth", new Reason.NotThisPhase(Phase.MOVEMENT));
    }

    @Test
    void aWrongUnitTypeIsARemarkAndTheOrderIsCarriedOut() {
        MovementResult r = move("england: F lon", "england: A lon-nth");
        assertEquals(
                new Verdict(
                        TerseNotation.order("england", "A lon-nth"),
                        Status.SUCCEEDS,
                        List.of(new Reason.WrongUnitType(Location.of("lon"), UnitType.ARMY, UnitType.FLEET))),
                r.verdicts().get(0));
        Play.assertUnits("england: F nth", r.next());
    }

    @Test
    void moves() {
        illegal("england: F nth", "england: F nth-pic", new Reason.NotAdjacent(Location.of("nth"), Location.of("pic")));
        illegal("england: A lvp", "england: A lvp-iri", new Reason.CannotEnter(UnitType.ARMY, "iri"));
        illegal("germany: F kie", "germany: F kie-kie", new Reason.SameProvince("kie"));
        illegal("russia: A mos", "russia: A mos-sev via", new Reason.NoConvoyRoute("mos", "sev"));
        illegal("russia: A mos", "russia: A mos-ank", new Reason.NotAdjacent(Location.of("mos"), Location.of("ank")));
        illegal("england: A yor", "england: A yor-hol", new Reason.NoConvoyRoute("yor", "hol"));
        illegal("italy: F rom", "italy: F rom-ven", new Reason.NotAdjacent(Location.of("rom"), Location.of("ven")));
    }

    @Test
    void convoys() {
        illegal(
                "turkey: A gre, F con",
                "turkey: F con C A gre-sev",
                new Reason.ConvoyByNonSeaFleet(Location.of("con")));
        illegal("england: F lon, F nth", "england: F nth C A lon-bel", new Reason.ConvoyOfFleet("lon"));
        illegal("england: F nth", "england: F nth C A yor-bel", new Reason.NoSuchUnit(Location.of("yor")));
        illegal("france: A mar, F wes, F lyo", "france: F wes C A mar-spa", new Reason.NotOnConvoyRoute("mar", "spa"));
    }

    @Test
    void supports() {
        illegal("austria: F tri", "austria: F tri S F tri", new Reason.CannotSupportInto("tri"));
        illegal("italy: F rom, A apu", "italy: F rom S A apu-ven", new Reason.CannotSupportInto("ven"));
        illegal(
                "austria: A rum; turkey: F bla",
                "turkey: F bla S A rum-arm",
                new Reason.SupportedMoveImpossible("rum", "arm"));
        illegal(
                "germany: F kie, A bur",
                "germany: A bur S F kie-mun",
                new Reason.SupportedMoveImpossible("kie", "mun"));
    }

    @Test
    void severalDifferentOrdersForOneUnitCancelOut() {
        MovementResult r = move("germany: A hol, F kie", "germany: A hol S F kie; A hol-bel; A hol S F kie");
        assertEquals(Status.ILLEGAL, r.verdicts().get(0).status());
        assertEquals(
                List.of(new Reason.ConflictingOrders("hol")),
                r.verdicts().get(1).reasons());
        Play.assertUnits("germany: A hol, F kie", r.next());
    }

    @Test
    void theSameOrderTwiceIsOneOrder() {
        MovementResult r = move("germany: A hol", "germany: A hol-bel; A hol-bel");
        assertEquals(
                List.of(Status.SUCCEEDS, Status.SUCCEEDS),
                r.verdicts().stream().map(Verdict::status).toList());
        Play.assertUnits("germany: A bel", r.next());
    }

    @Test
    void unorderedUnitsHold() {
        MovementResult r = move("germany: A hol, A ruh", "germany: A ruh-bel");
        Verdict hold = verdict(r, "hol");
        assertEquals(
                new Verdict(
                        new Order.Hold("germany", UnitType.ARMY, Location.of("hol")),
                        Status.SUCCEEDS,
                        List.of(new Reason.NoOrderGiven())),
                hold);
    }

    @Test
    void anIllegalMoveStillDefendsItsProvince() {
        MovementResult r =
                move("england: A lvp; russia: F edi", "england: A lvp-edi; russia: F edi-lvp"); // DATC 6.E.14
        assertEquals(Status.ILLEGAL, verdict(r, "edi").status());
        Play.assertUnits("england: A lvp; russia: F edi", r.next());
    }
}
