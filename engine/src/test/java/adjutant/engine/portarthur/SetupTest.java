package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The opening deployment, the torpedo attack, the Baltic arrivals and the initiative. */
class SetupTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    private static int count(Deployment d, Berth b) {
        return d.at(b).size();
    }

    @Test
    void standardGameStartsEveryShipIntactInItsFleetsPortAndTheBalticOnTheTurnTrack() {
        Deployment d = Setup.initial(GAME, false);
        assertEquals(20, count(d, new Berth.Anchorage("japan")));
        assertEquals(12, count(d, new Berth.Anchorage("port-arthur")));
        assertEquals(4, count(d, new Berth.Anchorage("vladivostok")));
        assertEquals(8, count(d, new Berth.Waiting(4)));
        assertEquals(3, count(d, new Berth.Waiting(5)));
        assertEquals(47, d.ships().size());
        assertTrue(d.all().stream().noneMatch(p -> p.state().damaged()));
    }

    @Test
    void hiddenThreatAddsPetropavlovskAtPortArthurAndHatsuseAndYashimaAtJapan() {
        Deployment d = Setup.initial(GAME, true);
        assertEquals(new Berth.Anchorage("port-arthur"), d.get("petropavlovsk").berth());
        assertEquals(new Berth.Anchorage("japan"), d.get("hatsuse").berth());
        assertEquals(new Berth.Anchorage("japan"), d.get("yashima").berth());
        assertEquals(50, d.ships().size());
    }

    @Test
    void torpedoAttackDamagesHalfTheRollOfPortArthurShipsIntoTheShipyard() {
        Deployment d = Setup.initial(GAME, true);
        FleetStep five = TorpedoAttack.apply(GAME, d, 5, List.of("retvizan", "tsesarevich"));
        assertTrue(five.legal(), five.faults().toString());
        Deployment.Placed r = five.deployment().get("retvizan");
        assertEquals(new Berth.Shipyard("port-arthur"), r.berth());
        assertTrue(r.state().damaged());
        assertEquals(2, count(five.deployment(), new Berth.Shipyard("port-arthur")));

        assertTrue(TorpedoAttack.apply(GAME, d, 1, List.of()).legal()); // 1 halves to 0
        assertEquals(
                List.of(new FleetFault.WrongNumberChosen(3, 1), new FleetFault.NotEligible("rossia")),
                TorpedoAttack.apply(GAME, d, 6, List.of("rossia")).faults());
    }

    @Test
    void balticShipsArriveAtDiegoSuarezOnTheirTurn() {
        Deployment d = BalticArrival.arrive(GAME, Setup.initial(GAME, false), 4);
        assertEquals(8, count(d, new Berth.Anchorage("diego-suarez")));
        assertEquals(3, count(d, new Berth.Waiting(5)));
        d = BalticArrival.arrive(GAME, d, 5);
        assertEquals(11, count(d, new Berth.Anchorage("diego-suarez")));
    }

    @Test
    void japanStartsWithTheInitiativeAndRussiaTakesItOnTurnFour() {
        TurnTrack t = GAME.turns();
        assertEquals(Side.JAPAN, Initiative.atTurnStart(t, 1, Side.RUSSIA));
        assertEquals(Side.RUSSIA, Initiative.atTurnStart(t, 3, Side.RUSSIA));
        assertEquals(Side.JAPAN, Initiative.atTurnStart(t, 3, Side.JAPAN));
        assertEquals(Side.RUSSIA, Initiative.atTurnStart(t, 4, Side.JAPAN));
        assertEquals(Side.RUSSIA, Initiative.atTurnStart(t, 4, Side.RUSSIA));
        assertEquals(Side.JAPAN, Initiative.atTurnStart(t, 5, Side.JAPAN));
        assertEquals(Side.RUSSIA, Initiative.spend(Side.JAPAN));
    }
}
