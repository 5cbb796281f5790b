package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Retreat options after movement, and the retreat phase itself. */
class RetreatPhaseTest {
    final DipMap map = Maps.standard();

    static List<Location> options(Position p, String province) {
        return p.dislodged().stream()
                .filter(d -> d.unit().province().equals(province))
                .findFirst()
                .orElseThrow()
                .retreats();
    }

    static List<Location> locations(String... ids) {
        return Arrays.stream(ids).map(Location::parse).toList();
    }

    @Test
    void optionsLeaveOutTheAttackersOriginOccupiedAndStandoffProvinces() {
        // DATC 6.H.6: Vienna is dislodged from Trieste; Bohemia is left empty by a standoff.
        Position p = move(
                        "austria: A bud, A tri; germany: A mun, A sil; italy: A vie",
                        "austria: A bud S A tri-vie; A tri-vie; germany: A mun-boh; A sil-boh; italy: A vie H")
                .next();
        assertEquals(Phase.RETREAT, p.phase());
        assertEquals(
                new Position.Dislodged(
                        new Unit(UnitType.ARMY, "italy", Location.of("vie")), "tri", locations("gal", "tyr")),
                p.dislodged().get(0));
    }

    @Test
    void aUnitThatLostAHeadToHeadLeavesNoStandoff() {
        // DATC 6.H.9: the army from Prussia was beaten, so Berlin is open to Kiel.
        Position p = move(
                        "england: F hel, F den; germany: A ber, F kie, A sil; russia: A pru",
                        "england: F hel-kie; F den S F hel-kie; germany: A ber-pru; F kie H; A sil S A ber-pru; russia: A pru-ber")
                .next();
        assertTrue(options(p, "kie").contains(Location.of("ber")));
    }

    @Test
    void dislodgedByAConvoyFromNextDoorItMayRetreatThere() {
        // DATC 6.H.11, the 2023 rule (v3.0 4.A.5).
        Position p = move(
                        "france: A gas, A bur, F mao, F wes, F lyo; italy: A mar",
                        "france: A gas-mar via; A bur S A gas-mar; F mao C A gas-mar; F wes C A gas-mar; F lyo C A gas-mar; italy: A mar H")
                .next();
        assertEquals("gas", p.dislodged().get(0).attackerFrom());
        assertEquals(locations("gas", "pie", "spa"), options(p, "mar"));
    }

    @Test
    void noCoastalCrawl() {
        // DATC 6.H.15: no retreat to the other coast of the attacker's province; nowhere left, so removed at once.
        MovementResult r = move(
                "england: F por; france: F spa/sc, F mao",
                "england: F por H; france: F spa/sc-por; F mao S F spa/sc-por");
        assertEquals(List.of(), r.next().dislodged());
        assertEquals(
                List.of(new Reason.Dislodged("spa"), new Reason.NoRetreatPossible()),
                verdict(r, "por").reasons());
        assertEquals(Phase.MOVEMENT, r.next().phase());
        assertEquals(Season.FALL, r.next().season());
    }

    @Test
    void retreatsDisbandsAndClashes() {
        // DATC 6.H.7 and 6.H.10 together: two retreats to Tyrolia disband both; an illegal retreat disbands.
        Position p = move(
                        "austria: A bud, A tri; germany: A mun, A sil, A ber; italy: A vie, A boh",
                        "austria: A bud S A tri-vie; A tri-vie; germany: A mun S A sil-boh; A sil-boh; italy: A vie H; A boh H")
                .next();
        RetreatResult r = Adjudicator.retreat(map, p, TerseNotation.orders("italy: A boh R tyr; A vie R tyr"));
        assertEquals(
                List.of(new Reason.TwoRetreatsSamePlace("tyr")),
                r.verdicts().get(0).reasons());
        assertEquals(Status.FAILS, r.verdicts().get(1).status());
        assertUnits("austria: A bud, A vie; germany: A mun, A boh, A ber", r.next());
        assertEquals(
                new Position(
                        Season.FALL,
                        1901,
                        Phase.MOVEMENT,
                        r.next().units(),
                        r.next().owners(),
                        List.of()),
                r.next());
    }

    @Test
    void illegalRetreatsSayWhy() {
        Position p = move(
                        "austria: A bud, A tri; germany: A mun, A sil; italy: A vie, A gal",
                        "austria: A bud S A tri-vie; A tri-vie; germany: A mun-boh; A sil-boh; italy: A vie H; A gal H")
                .next();
        assertEquals(
                List.of(new Reason.RetreatToAttackerOrigin("tri")),
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A vie R tri"))
                        .verdicts()
                        .get(0)
                        .reasons());
        assertEquals(
                List.of(new Reason.RetreatToStandoff("boh")),
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A vie R boh"))
                        .verdicts()
                        .get(0)
                        .reasons());
        assertEquals(
                List.of(new Reason.RetreatOccupied("gal")),
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A vie R gal"))
                        .verdicts()
                        .get(0)
                        .reasons());
        assertEquals(
                List.of(new Reason.NotDislodged(Location.of("gal"))),
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A gal R ukr"))
                        .verdicts()
                        .get(0)
                        .reasons());
        assertEquals(
                List.of(new Reason.NotThisPhase(Phase.RETREAT)),
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A gal S A vie"))
                        .verdicts()
                        .get(0)
                        .reasons());
        RetreatResult none = Adjudicator.retreat(map, p, List.of());
        assertEquals(
                new Verdict(
                        new Order.Disband("italy", UnitType.ARMY, Location.of("vie")),
                        Status.SUCCEEDS,
                        List.of(new Reason.NoOrderGiven())),
                none.verdicts().get(0));
        RetreatResult ok =
                Adjudicator.retreat(map, p, TerseNotation.orders("italy: A vie-tyr")); // a retreat written as a move
        assertUnits("austria: A bud, A vie; germany: A mun, A sil; italy: A gal, A tyr", ok.next());
    }

    @Test
    void afterFallRetreatsCentresChangeHands() {
        Position p = move(
                        "austria: A bud, A tri; italy: A vie", "austria: A bud S A tri-vie; A tri-vie; italy: A vie H")
                .next();
        Position fall = new Position(Season.FALL, 1901, Phase.RETREAT, p.units(), p.owners(), p.dislodged());
        RetreatResult r = Adjudicator.retreat(map, fall, TerseNotation.orders("italy: A vie R boh"));
        assertEquals(Phase.ADJUSTMENT, r.next().phase());
        assertEquals("austria", r.next().owners().get("vie"));
        assertEquals("austria", r.next().owners().get("tri"), "an empty centre keeps its owner");
    }
}
