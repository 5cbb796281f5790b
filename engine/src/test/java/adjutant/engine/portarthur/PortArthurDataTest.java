package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped data folder against the facts of the rulebook (seed 001). */
class PortArthurDataTest {
    static final PortArthurGame GAME = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);

    private static Set<String> ids(List<Ship> ships) {
        return ships.stream().map(Ship::id).collect(Collectors.toSet());
    }

    @Test
    void theWholeFolderLoadsWithoutProblems() {
        Problems p = new Problems();
        Games.load(Games.home(), "port-arthur", p);
        assertEquals(List.of(), p.sorted().stream().map(Problem::toString).toList());
    }

    @Test
    void gameInfo() {
        assertEquals("port-arthur", GAME.info().id());
        assertEquals(List.of("japan", "russia"), GAME.info().sides());
        assertEquals(List.of("cs", "en"), GAME.info().languages());
        assertEquals(
                List.of("board", "counters", "player-aid", "rulebook"),
                GAME.info().components());
    }

    @Test
    void fiftyCountersTwentyTwoJapaneseTwentyEightRussianThreeOptional() {
        assertEquals(50, GAME.ships().size());
        assertEquals(22, GAME.ships(Side.JAPAN).size());
        assertEquals(28, GAME.ships(Side.RUSSIA).size());
        List<Ship> optional = GAME.ships().stream().filter(Ship::optional).toList();
        assertEquals(Set.of("hatsuse", "yashima", "petropavlovsk"), ids(optional));
        assertEquals("port-arthur-squadron", GAME.requireShip("petropavlovsk").fleet());
    }

    @Test
    void russianFleetsAndBalticArrivals() {
        List<Ship> russian = GAME.ships(Side.RUSSIA);
        assertEquals(
                13,
                russian.stream()
                        .filter(s -> s.fleet().equals("port-arthur-squadron"))
                        .count());
        assertEquals(
                4,
                russian.stream()
                        .filter(s -> s.fleet().equals("vladivostok-squadron"))
                        .count());
        List<Ship> baltic =
                russian.stream().filter(s -> s.fleet().equals("baltic-fleet")).toList();
        assertEquals(11, baltic.size());
        assertEquals(Set.of(4, 5), baltic.stream().map(Ship::arrives).collect(Collectors.toSet()));
        assertTrue(GAME.ships().stream()
                .filter(s -> !s.fleet().equals("baltic-fleet"))
                .allMatch(s -> s.arrives() == 0));
        assertEquals("diego-suarez", GAME.fleet("baltic-fleet").orElseThrow().arrivesIn());
        assertEquals("blue", GAME.fleet("port-arthur-squadron").orElseThrow().anchor());
        assertEquals("orange", GAME.fleet("vladivostok-squadron").orElseThrow().anchor());
        assertEquals(List.of(4, 5), GAME.turns().balticArrivals());
        assertEquals(6, GAME.turns().count());
    }

    @Test
    void everyCounterIsDesignedAndDamagedNeverStronger() {
        for (Ship s : GAME.ships()) {
            assertTrue(s.provenance().designed("front"), s.id());
            assertTrue(s.back().firepower() <= s.front().firepower(), s.id());
            assertTrue(s.back().speed() <= s.front().speed(), s.id());
            assertTrue(s.back().defence() >= 1, s.id());
            assertEquals(0, s.front().defence(), s.id());
            assertFalse(s.names().get("cs").isBlank(), s.id());
            assertFalse(s.names().get("en").isBlank(), s.id());
        }
    }

    @Test
    void shipsNamedInTheRulebookExist() {
        for (String id : List.of(
                "asama",
                "yakumo",
                "fuji",
                "hatsuse",
                "yashima",
                "tsesarevich",
                "retvizan",
                "poltava",
                "diana",
                "sevastopol",
                "petropavlovsk")) {
            assertTrue(GAME.ship(id).isPresent(), id);
        }
        assertEquals("Cesarevič", GAME.requireShip("tsesarevich").name("cs"));
        assertEquals("Jakumo", GAME.requireShip("yakumo").name("cs"));
        assertEquals("Fudži", GAME.requireShip("fuji").name("cs"));
    }

    @Test
    void movementExampleThreeSpeeds() {
        // Asama and Yakumo together move on 5 or less; with Fuji on 4 or less.
        assertEquals(4, GAME.requireShip("fuji").front().speed());
        assertTrue(GAME.requireShip("asama").front().speed() >= 5);
        assertTrue(GAME.requireShip("yakumo").front().speed() >= 5);
        assertEquals(
                5,
                Math.min(
                        GAME.requireShip("asama").front().speed(),
                        GAME.requireShip("yakumo").front().speed()));
    }

    @Test
    void sixSeaAreasWithTheirValues() {
        assertEquals(
                List.of(
                        "tsushima-strait",
                        "yellow-sea",
                        "east-china-sea",
                        "sea-of-japan",
                        "pacific-ocean",
                        "philippine-sea"),
                GAME.map().areas().stream().map(SeaArea::id).toList());
        SeaArea pacific = GAME.map().area("pacific-ocean").orElseThrow();
        assertEquals(0, pacific.dominance(Side.JAPAN));
        assertEquals(2, pacific.dominance(Side.RUSSIA));
        assertEquals(Origin.RULEBOOK, pacific.provenance().of("dominance"));
        assertTrue(GAME.map().area("sea-of-japan").orElseThrow().provenance().designed("dominance"));
        assertEquals("Žluté moře", GAME.map().area("yellow-sea").orElseThrow().name("cs"));
    }

    @Test
    void keyAreasAndTheirBonus() {
        DominanceRules d = GAME.tables().dominance();
        assertEquals(List.of("tsushima-strait", "yellow-sea", "east-china-sea"), d.keyAreas());
        assertEquals(List.of(0, 1, 3, 6), List.of(d.keyBonus(0), d.keyBonus(1), d.keyBonus(2), d.keyBonus(3)));
        assertEquals(List.of(0, 1, 3), List.of(d.convoyPoints(0), d.convoyPoints(1), d.convoyPoints(2)));
    }

    @Test
    void portsAsTheRulesDescribeThem() {
        SeaMap m = GAME.map();
        Port japan = m.port("japan").orElseThrow();
        assertEquals(Side.JAPAN, japan.usedBy());
        assertEquals(
                Set.of("tsushima-strait", "pacific-ocean", "sea-of-japan", "philippine-sea", "east-china-sea"),
                Set.copyOf(japan.adjacent()));
        assertFalse(m.portOpensOn("japan", "yellow-sea"));
        assertEquals("philippine-sea", japan.anchorageIn());
        assertEquals(List.of("yellow-sea"), m.port("port-arthur").orElseThrow().adjacent());
        assertEquals(
                List.of("sea-of-japan"), m.port("vladivostok").orElseThrow().adjacent());
        assertEquals(
                List.of("east-china-sea"), m.port("diego-suarez").orElseThrow().adjacent());
        for (String r : List.of("port-arthur", "vladivostok", "diego-suarez")) {
            assertEquals(Side.RUSSIA, m.port(r).orElseThrow().usedBy(), r);
        }
        assertFalse(m.port("diego-suarez").orElseThrow().shipyard());
        assertTrue(m.port("japan").orElseThrow().shipyard());
        assertTrue(m.port("port-arthur").orElseThrow().shipyard());
        assertTrue(m.port("vladivostok").orElseThrow().shipyard());
    }

    @Test
    void adjacencyExamplesOfTheRulebook() {
        SeaMap m = GAME.map();
        assertTrue(m.adjacent("sea-of-japan", "pacific-ocean"));
        assertTrue(m.adjacent("pacific-ocean", "sea-of-japan"));
        assertFalse(m.adjacent("tsushima-strait", "philippine-sea"));
        assertFalse(m.adjacent("philippine-sea", "tsushima-strait"));
        // Sortie example b/c: Japan → East China Sea → Yellow Sea, and not straight into the Yellow Sea.
        assertTrue(m.portOpensOn("japan", "east-china-sea") && m.adjacent("east-china-sea", "yellow-sea"));
        // Sortie example a: Port Arthur → Yellow Sea → East China Sea.
        assertTrue(m.portOpensOn("port-arthur", "yellow-sea") && m.adjacent("yellow-sea", "east-china-sea"));
    }

    @Test
    void adjacencyIsSymmetric() {
        for (SeaArea a : GAME.map().areas()) {
            for (String b : a.adjacent()) assertTrue(GAME.map().adjacent(b, a.id()), a.id() + "–" + b);
        }
    }

    @Test
    void russianShipsGoHomeAsTheRulesSay() {
        SeaMap m = GAME.map();
        for (String a : List.of("tsushima-strait", "pacific-ocean", "sea-of-japan")) {
            assertEquals(List.of("vladivostok"), m.area(a).orElseThrow().russiaReturnsTo(), a);
        }
        for (String a : List.of("yellow-sea", "east-china-sea")) {
            assertEquals(
                    List.of("port-arthur", "diego-suarez"),
                    m.area(a).orElseThrow().russiaReturnsTo(),
                    a);
        }
        assertEquals(
                List.of("diego-suarez"), m.area("philippine-sea").orElseThrow().russiaReturnsTo());
    }

    @Test
    void landingBoxesInTheYellowSeaAndTsushima() {
        assertEquals(
                Set.of("yellow-sea", "tsushima-strait"),
                GAME.map().landingBoxes().stream().map(LandingBox::sea).collect(Collectors.toSet()));
        assertTrue(GAME.map().landingBoxes().stream().allMatch(b -> b.capacity() == 1));
    }

    @Test
    void dpTrackRunsFromMinusFiveToFive() {
        DpTrack t = GAME.dpTrack();
        assertEquals(-5, t.min());
        assertEquals(5, t.max());
        assertEquals(0, t.start());
        assertEquals(11, t.max() - t.min() + 1);
    }

    @Test
    void markersAndArmies() {
        assertEquals(
                List.of("turn", "dp", "initiative", "blockade"),
                GAME.markers().stream().map(Marker::id).toList());
        assertEquals(List.of("japan", "russia"), GAME.markers().get(2).faces());
        assertEquals("yellow-sea", GAME.markers().get(3).placedOn());
        assertEquals(6, GAME.armies());
    }

    @Test
    void manchuriaTrackHasSevenSpacesWithThePublishedNames() {
        ManchuriaTrack t = GAME.manchuria();
        assertEquals(7, t.spaces().size());
        assertEquals("yalu", t.spaces().get(0).id());
        assertEquals(null, t.spaces().get(0).after());
        for (String id : List.of("hill-203", "port-arthur", "mukden", "spching")) {
            assertTrue(t.space(id).isPresent(), id);
            assertTrue(t.space(id).orElseThrow().provenance().designed("after"), id);
        }
        assertTrue(t.space("nanshan").orElseThrow().provenance().designed("name"));
        assertTrue(t.space("liaoyang").orElseThrow().provenance().designed("name"));
        assertEquals(
                new SpaceEffect.PortLosesShipyard("port-arthur"),
                t.space("hill-203").orElseThrow().effect());
        assertEquals(
                new SpaceEffect.PortFalls("port-arthur", 1),
                t.space("port-arthur").orElseThrow().effect());
        assertEquals(
                new SpaceEffect.RequiredForVictory(),
                t.space("mukden").orElseThrow().effect());
        assertEquals(
                new SpaceEffect.DpRoll(3, 1), t.space("spching").orElseThrow().effect());
    }

    /*
     * The rulebook's note: seven spaces, six armies, so Japan can never hold Port Arthur and
     * S'-pching at once. Checked over every placement the track graph allows.
     *
     *   Yalu → Nanshan ─┬→ Hill 203 → Port Arthur
     *                   └→ Liaoyang → Mukden → S'-pching
     */
    @Test
    void sixArmiesNeverHoldPortArthurAndSpchingTogether() {
        ManchuriaTrack t = GAME.manchuria();
        int armies = GAME.armies();
        Set<Set<String>> holdings = t.holdings(armies);
        assertTrue(holdings.stream().noneMatch(h -> h.contains("port-arthur") && h.contains("spching")));
        assertFalse(t.canHoldTogether(armies, "port-arthur", "spching"));
        // Each end alone is reachable, and so is Mukden with Port Arthur: the note is the only bar.
        assertTrue(t.canHoldTogether(armies, "port-arthur"));
        assertTrue(t.canHoldTogether(armies, "spching"));
        assertTrue(t.canHoldTogether(armies, "port-arthur", "mukden"));
        // A seventh army would do it: the property comes from the count, not from a dead end.
        assertTrue(t.canHoldTogether(armies + 1, "port-arthur", "spching"));
    }

    @Test
    void armiesFillFromTheYalu() {
        ManchuriaTrack t = GAME.manchuria();
        assertEquals(
                List.of("yalu"),
                t.open(Set.of()).stream().map(ManchuriaSpace::id).toList());
        assertEquals(
                List.of("hill-203", "liaoyang"),
                t.open(Set.of("yalu", "nanshan")).stream()
                        .map(ManchuriaSpace::id)
                        .toList());
    }

    @Test
    void everyPhaseMarkerAndTypeHasBothLabels() {
        for (String lang : List.of("cs", "en")) {
            GAME.tables().phases().forEach(p -> assertTrue(GAME.strings().has(lang, "phase." + p.id()), p.id()));
            GAME.markers().forEach(m -> assertTrue(GAME.strings().has(lang, "marker." + m.id()), m.id()));
            for (ShipType type : ShipType.values())
                assertTrue(GAME.strings().has(lang, "ship_type." + type.id()), type.id());
        }
        assertEquals("Body nadvlády", GAME.strings().text("cs", "track.dp.title"));
    }

    @Test
    void glossaryHasTheCoreTerms() {
        Set<String> terms = GAME.glossary().terms().stream().map(t -> t.id()).collect(Collectors.toSet());
        assertTrue(terms.containsAll(
                Set.of("dominance-points", "squadron", "sortie", "blockade", "landing", "critical-hit")));
        var dp = GAME.glossary().terms().stream()
                .filter(t -> t.id().equals("dominance-points"))
                .findFirst()
                .orElseThrow();
        assertEquals("body nadvlády", dp.form("cs"));
        assertTrue(dp.accepted("cs").contains("BN"));
    }
}
