package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Repairs, the Manchuria track's blows to Port Arthur, the return home and maintenance. */
class ReturnToPortTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;
    private static final Siege NONE = new Siege(Set.of(), Set.of());
    private static final Siege HILL_203 = Siege.of(GAME.manchuria(), Set.of("yalu", "nanshan", "hill-203"));
    private static final Siege FALLEN =
            Siege.of(GAME.manchuria(), Set.of("yalu", "nanshan", "hill-203", "port-arthur"));

    private static Deployment.Placed at(String id, boolean damaged, Berth b) {
        return new Deployment.Placed(new ShipState(GAME.requireShip(id), damaged), b);
    }

    @Test
    void finishedRepairsLeaveTheShipyardIntact() {
        Deployment d = Deployment.of(List.of(at("retvizan", true, new Berth.Shipyard("port-arthur"))));
        Deployment.Placed r =
                ReturnToPort.play(GAME, d, NONE, Map.of()).deployment().get("retvizan");
        assertEquals(new Berth.Anchorage("port-arthur"), r.berth());
        assertFalse(r.state().damaged());
    }

    @Test
    void japaneseShipsGoToJapanAndRussianShipsByTheirSeaArea() {
        Deployment d = Deployment.of(List.of(
                at("mikasa", true, new Berth.AtSea("yellow-sea")),
                at("rossia", false, new Berth.AtSea("tsushima-strait")),
                at("gromoboi", false, new Berth.AtSea("pacific-ocean")),
                at("aurora", false, new Berth.AtSea("philippine-sea")),
                at("retvizan", false, new Berth.AtSea("yellow-sea"))));
        FleetStep s = ReturnToPort.play(GAME, d, NONE, Map.of("retvizan", "port-arthur"));
        assertTrue(s.legal(), s.faults().toString());
        Deployment a = s.deployment();
        assertEquals(new Berth.Anchorage("japan"), a.get("mikasa").berth());
        assertTrue(a.get("mikasa").state().damaged()); // Japan's own port: no maintenance
        assertEquals(new Berth.Anchorage("vladivostok"), a.get("rossia").berth());
        assertEquals(new Berth.Anchorage("vladivostok"), a.get("gromoboi").berth());
        assertEquals(new Berth.Anchorage("diego-suarez"), a.get("aurora").berth());
        assertEquals(new Berth.Anchorage("port-arthur"), a.get("retvizan").berth());
        assertFalse(a.get("retvizan").state().damaged());
    }

    @Test
    void fromTheYellowSeaTheOwnerChoosesButNeverAFallenPort() {
        Deployment d = Deployment.of(List.of(at("retvizan", false, new Berth.AtSea("yellow-sea"))));
        assertEquals(
                List.of(new FleetFault.ReturnPortMissing("retvizan")),
                ReturnToPort.play(GAME, d, NONE, Map.of()).faults());
        FleetStep fallen = ReturnToPort.play(GAME, d, FALLEN, Map.of());
        assertTrue(fallen.legal());
        assertEquals(
                new Berth.Anchorage("diego-suarez"),
                fallen.deployment().get("retvizan").berth());
        assertEquals(
                List.of(new FleetFault.ReturnPortNotAllowed("retvizan", "port-arthur")),
                ReturnToPort.play(GAME, d, FALLEN, Map.of("retvizan", "port-arthur"))
                        .faults());
    }

    @Test
    void maintenanceDamagesRussianShipsInPortsWithoutAShipyard() {
        Deployment d = Deployment.of(List.of(
                at("oleg", false, new Berth.Anchorage("diego-suarez")), // waited there: damaged too
                at("aurora", false, new Berth.AtSea("east-china-sea")),
                at("retvizan", false, new Berth.AtSea("yellow-sea")),
                at("rossia", false, new Berth.Anchorage("vladivostok"))));
        Deployment before203 = ReturnToPort.play(
                        GAME, d, NONE, Map.of("aurora", "diego-suarez", "retvizan", "port-arthur"))
                .deployment();
        assertTrue(before203.get("oleg").state().damaged());
        assertTrue(before203.get("aurora").state().damaged());
        assertFalse(before203.get("retvizan").state().damaged());
        assertFalse(before203.get("rossia").state().damaged());
        Deployment after203 = ReturnToPort.play(
                        GAME, d, HILL_203, Map.of("aurora", "diego-suarez", "retvizan", "port-arthur"))
                .deployment();
        assertTrue(after203.get("retvizan").state().damaged()); // Port Arthur has no shipyard any more
    }

    @Test
    void hill203EmptiesTheShipyardAndTheFallOfPortArthurSinksItsAnchorage() {
        Deployment d = Deployment.of(List.of(
                at("retvizan", true, new Berth.Shipyard("port-arthur")),
                at("pobeda", false, new Berth.Anchorage("port-arthur")),
                at("bayan", false, new Berth.AtSea("yellow-sea"))));
        Deployment hill = Siege.strike(d, new SpaceEffect.PortLosesShipyard("port-arthur"));
        assertEquals(new Berth.Anchorage("port-arthur"), hill.get("retvizan").berth());
        assertTrue(hill.get("retvizan").state().damaged());
        Deployment fall = Siege.strike(hill, new SpaceEffect.PortFalls("port-arthur", 1));
        assertNull(fall.get("retvizan"));
        assertNull(fall.get("pobeda"));
        assertEquals(new Berth.AtSea("yellow-sea"), fall.get("bayan").berth()); // at sea, not in port
        assertFalse(FALLEN.isPort("port-arthur"));
        assertFalse(HILL_203.hasShipyard(GAME.map().port("port-arthur").orElseThrow()));
        assertTrue(HILL_203.isPort("port-arthur"));
    }

    @Test
    void onlyDamagedShipsInAPortWithAShipyardGoForRepair() {
        Deployment d = Deployment.of(List.of(
                at("retvizan", true, new Berth.Anchorage("port-arthur")),
                at("pobeda", false, new Berth.Anchorage("port-arthur")),
                at("oleg", true, new Berth.Anchorage("diego-suarez"))));
        FleetStep s = Repairs.send(GAME, d, NONE, List.of("retvizan", "pobeda", "oleg"));
        assertEquals(List.of(new FleetFault.NotRepairable("pobeda"), new FleetFault.NotRepairable("oleg")), s.faults());
        assertEquals(
                new Berth.Shipyard("port-arthur"),
                s.deployment().get("retvizan").berth());
        assertEquals(
                List.of(new FleetFault.NotRepairable("retvizan")),
                Repairs.send(GAME, d, HILL_203, List.of("retvizan")).faults());
    }
}
