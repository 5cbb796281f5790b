package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.UnitType.ARMY;
import static adjutant.engine.diplomacy.UnitType.FLEET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The facts of the standard map as the rulebooks state them, checked on the real data. */
class DipMapFactsTest {
    private static DipMap map;

    @BeforeAll
    static void load() {
        map = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();
    }

    private static Location loc(String s) {
        return Location.parse(s);
    }

    private static long count(Terrain t) {
        return map.provinces().stream().filter(p -> p.terrain() == t).count();
    }

    @Test
    void countsOfTheRulebook() {
        assertEquals(75, map.provinces().size());
        assertEquals(19, count(Terrain.SEA));
        assertEquals(14, count(Terrain.LAND));
        assertEquals(42, count(Terrain.COAST));
        assertEquals(34, map.supplyCentres().size());
        assertEquals(22, map.provinces().stream().filter(Province::isHomeCentre).count());
        assertEquals(7, map.powers().size());
        assertEquals(111, map.armyEdgeCount());
        assertEquals(141, map.fleetEdgeCount());
    }

    @Test
    void twelveNeutralCentres() {
        Set<String> neutral = map.supplyCentres().stream()
                .filter(p -> !p.isHomeCentre())
                .map(Province::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(
                new TreeSet<>(
                        List.of("bel", "bul", "den", "gre", "hol", "nwy", "por", "rum", "ser", "spa", "swe", "tun")),
                neutral);
    }

    @Test
    void homeCentresAndStartingUnits() {
        Map<String, String> expected = Map.of(
                "england", "F edi, F lon, A lvp",
                "france", "F bre, A mar, A par",
                "germany", "A ber, F kie, A mun",
                "italy", "F nap, A rom, A ven",
                "austria", "A bud, F tri, A vie",
                "russia", "A mos, F sev, F stp/sc, A war",
                "turkey", "F ank, A con, A smy");
        int units = 0;
        for (Power p : map.powers()) {
            String got = p.startingUnits().stream()
                    .map(Unit::toString)
                    .sorted((a, b) -> a.substring(2).compareTo(b.substring(2)))
                    .collect(Collectors.joining(", "));
            assertEquals(expected.get(p.id()), got, p.id());
            assertEquals(p.homeCentres().size(), p.startingUnits().size(), p.id());
            for (Unit u : p.startingUnits()) {
                assertTrue(map.canStand(u.type(), u.location()), u.toString());
                assertEquals(p.id(), map.province(u.province()).home(), u.toString());
            }
            units += p.startingUnits().size();
        }
        assertEquals(22, units);
        assertEquals(4, map.power("russia").homeCentres().size());
        assertEquals(22, Position.start(map).units().size());
    }

    @Test
    void powerLettersAndColours() {
        assertEquals(
                "EFGIART",
                map.powers().stream().map(p -> String.valueOf(p.letter())).collect(Collectors.joining()));
        assertEquals('A', map.power("austria").letter());
        assertEquals(
                7,
                map.powers().stream()
                        .map(p -> p.color().toLowerCase(Locale.ROOT))
                        .distinct()
                        .count());
        assertEquals("Rakousko-Uhersko", map.power("austria").name("cs"));
        assertEquals("anglický", map.power("england").adjective("cs"));
    }

    @Test
    void everyAdjacencyIsSymmetricAndSuitsItsUnit() {
        for (Province p : map.provinces()) {
            for (String n : map.armyNeighbours(p.id())) {
                assertTrue(map.armyNeighbours(n).contains(p.id()), p.id() + " → " + n);
                assertFalse(map.province(n).terrain() == Terrain.SEA, p.id() + " → " + n);
                assertFalse(p.terrain() == Terrain.SEA);
            }
            for (Location from : map.fleetLocations(p.id())) {
                assertFalse(map.fleetNeighbours(from).isEmpty(), from.toString());
                for (Location to : map.fleetNeighbours(from)) {
                    assertTrue(map.fleetNeighbours(to).contains(from), from + " → " + to);
                    assertTrue(map.canStand(FLEET, to), from + " → " + to);
                }
            }
            if (p.terrain() != Terrain.SEA)
                assertFalse(map.armyNeighbours(p.id()).isEmpty(), p.id());
        }
    }

    /** Kiel and Constantinople: one coast that touches both seas (the canals). */
    @ParameterizedTest
    @CsvSource({
        "kie,bal",
        "kie,hel",
        "kie,den",
        "kie,ber",
        "kie,hol",
        "con,bla",
        "con,aeg",
        "con,bul/ec",
        "con,bul/sc",
        "con,ank",
        "con,smy",
        "bul/ec,bla",
        "bul/sc,aeg",
        "bul/ec,rum",
        "bul/sc,gre"
    })
    void fleetMovesOfTheCanalsAndSplitCoasts(String from, String to) {
        assertTrue(map.adjacent(FLEET, loc(from), loc(to)), from + " → " + to);
        assertTrue(map.adjacent(FLEET, loc(to), loc(from)), to + " → " + from);
    }

    @ParameterizedTest
    @CsvSource({
        "ber,kie", "kie,den", "kie,mun", "kie,ruh", "kie,hol", "con,bul", "swe,den", "swe,nwy", "swe,fin", "rom,ven",
        "gas,spa", "mar,spa", "por,spa"
    })
    void armyMoves(String from, String to) {
        assertTrue(map.adjacent(ARMY, loc(from), loc(to)), from + " → " + to);
        assertTrue(map.adjacent(ARMY, loc(to), loc(from)), to + " → " + from);
    }

    @Test
    void swedenAndDenmarkBorderForBothUnits() {
        assertTrue(map.adjacent(FLEET, loc("swe"), loc("den")));
        assertTrue(map.adjacent(FLEET, loc("den"), loc("swe")));
        assertTrue(map.adjacent(ARMY, loc("den"), loc("swe")));
    }

    @Test
    void bordersTheRulebookDenies() {
        assertFalse(map.adjacent(FLEET, loc("bal"), loc("ska")), "Baltic – Skagerrak");
        assertFalse(map.adjacent(FLEET, loc("ska"), loc("bal")), "Skagerrak – Baltic");
        assertFalse(map.neighbours("den").contains("ber"), "Denmark – Berlin");
        assertFalse(map.neighbours("spa").contains("naf"), "Spain – North Africa");
        assertFalse(map.neighbours("naf").contains("spa"), "North Africa – Spain");
        assertFalse(map.adjacent(FLEET, loc("aeg"), loc("bla")), "Aegean – Black Sea without Constantinople");
        assertFalse(map.adjacent(FLEET, loc("rom"), loc("ven")), "Rome – Venice share no coast");
        assertFalse(map.adjacent(FLEET, loc("bul/ec"), loc("aeg")));
        assertFalse(map.adjacent(FLEET, loc("bul/sc"), loc("bla")));
    }

    @Test
    void coastsOfSpain() {
        assertEquals(Set.of(loc("gas"), loc("mao"), loc("por")), map.fleetNeighbours(loc("spa/nc")));
        assertEquals(
                Set.of(loc("lyo"), loc("mao"), loc("mar"), loc("por"), loc("wes")), map.fleetNeighbours(loc("spa/sc")));
        assertEquals(List.of(loc("spa/nc"), loc("spa/sc")), map.reachableCoasts(loc("mao"), "spa"));
        // The rulebook's example: a fleet in Marseilles may support in Spain, one on the north coast not in Marseilles.
        assertTrue(map.canReach(FLEET, loc("mar"), "spa"));
        assertFalse(map.canReach(FLEET, loc("spa/nc"), "mar"));
        assertTrue(map.canStand(FLEET, loc("spa/nc")));
        assertFalse(map.canStand(FLEET, loc("spa")));
        assertTrue(map.canStand(ARMY, loc("spa")));
    }

    @Test
    void splitProvincesAndTheirCoasts() {
        Map<String, List<String>> split = new TreeMap<>();
        map.provinces().stream().filter(Province::isSplit).forEach(p -> split.put(p.id(), p.coasts()));
        assertEquals(Map.of("bul", List.of("ec", "sc"), "spa", List.of("nc", "sc"), "stp", List.of("nc", "sc")), split);
        assertEquals(Set.of(loc("bar"), loc("nwy")), map.fleetNeighbours(loc("stp/nc")));
        assertEquals(Set.of(loc("bot"), loc("fin"), loc("lvn")), map.fleetNeighbours(loc("stp/sc")));
    }

    @Test
    void switzerlandIsDrawnButNotAProvince() {
        assertFalse(map.hasProvince("swi"));
        for (Province p : map.provinces()) assertFalse(map.neighbours(p.id()).contains("swi"), p.id());
        BoardLayout.Area swi = map.board().impassable().get(0);
        assertEquals("swi", swi.id());
        assertEquals("Švýcarsko", swi.name("cs"));
        assertEquals("Switzerland", swi.name("en"));
    }

    @Test
    void everyProvinceHasBothNamesAndALabelOnTheBoard() {
        for (Province p : map.provinces()) {
            for (String lang : List.of("cs", "en")) {
                String name = p.names().get(lang);
                assertNotNull(name, p.id() + " " + lang);
                assertFalse(name.isBlank() || name.contains("\uFFFD"), p.id() + " " + lang);
            }
            assertTrue(p.id().matches("[a-z]{3}"), p.id());
            assertNotNull(p.label(), p.id());
            assertTrue(p.label().x() > 0 && p.label().x() < map.board().width(), p.id());
            assertTrue(p.label().y() > 0 && p.label().y() < map.board().height(), p.id());
        }
        assertEquals(6, map.board().coastLabels().size());
        for (Province p : map.provinces()) {
            for (String c : p.coasts())
                assertNotNull(map.board().coastLabels().get(new Location(p.id(), c)), p.id() + "/" + c);
        }
    }

    /** The characters lost in the scanned rulebook (ž, š) are restored. */
    @ParameterizedTest
    @CsvSource({
        "par,Paříž,Paris",
        "bud,Budapešť,Budapest",
        "spa,Španělsko,Spain",
        "swe,Švédsko,Sweden",
        "stp,Petrohrad,St. Petersburg",
        "mao,Atlantský oceán – střed,Mid-Atlantic Ocean",
        "con,Cařihrad,Constantinople",
        "boh,Čechy,Bohemia",
        "ruh,Porúří,Ruhr",
        "lyo,Lví záliv,Gulf of Lyon"
    })
    void names(String id, String cs, String en) {
        assertEquals(cs, map.province(id).name("cs"));
        assertEquals(en, map.province(id).name("en"));
    }

    /** No two labels (boxes of 40 × 16 board units around their points) overlap. */
    @Test
    void labelsDoNotCollide() {
        List<String> names = new ArrayList<>();
        List<Province.Point> points = new ArrayList<>();
        map.provinces().forEach(p -> {
            names.add(p.id());
            points.add(p.label());
        });
        map.board().coastLabels().forEach((l, pt) -> {
            names.add(l.toString());
            points.add(pt);
        });
        map.board().impassable().forEach(a -> {
            names.add(a.id());
            points.add(a.label());
        });
        for (int i = 0; i < points.size(); i++) {
            for (int j = i + 1; j < points.size(); j++) {
                boolean overlap = Math.abs(points.get(i).x() - points.get(j).x()) < 40
                        && Math.abs(points.get(i).y() - points.get(j).y()) < 16;
                assertFalse(overlap, names.get(i) + " and " + names.get(j));
            }
        }
    }

    private static Set<String> spellings(Province p) {
        Set<String> s = new HashSet<>(p.aliases());
        s.add(p.id());
        s.add(p.abbr().toLowerCase(Locale.ROOT));
        return s;
    }

    /** The alternative abbreviations of both rulebooks, the DATC and common usage, each naming one province. */
    @ParameterizedTest
    @CsvSource({
        "liv,lvp",
        "lvp,lvp",
        "lpl,lvp",
        "nrg,nwg",
        "nwg,nwg",
        "mid,mao",
        "mao,mao",
        "mat,mao",
        "bot,bot",
        "gob,bot",
        "lyo,lyo",
        "gol,lyo",
        "eas,eas",
        "ems,eas",
        "eme,eas",
        "nth,nth",
        "nao,nao",
        "nat,nao",
        "wes,wes",
        "wms,wes",
        "tyn,tys",
        "tys,tys",
        "hel,hel",
        "hgb,hel",
        "ska,ska",
        "skag,ska",
        "adr,adr",
        "ads,adr",
        "ech,eng",
        "nor,nwy",
        "stp,stp",
        "naf,naf",
        "istanbul,con",
        "lvn,lvn"
    })
    void alternativeSpellings(String spelling, String id) {
        List<String> named = map.provinces().stream()
                .filter(p -> spellings(p).contains(spelling))
                .map(Province::id)
                .toList();
        assertEquals(List.of(id), named, spelling);
    }

    @Test
    void printedAbbreviations() {
        Map<String, String> printed = Map.of(
                "stp", "StP", "mao", "Mid", "lyo", "GoL", "lvp", "Lvp", "nwg", "Nrg", "nao", "NAt", "naf", "NAf", "tys",
                "Tyn", "bot", "Bot", "par", "Par");
        printed.forEach((id, abbr) -> assertEquals(abbr, map.province(id).abbr(), id));
    }

    @Test
    void everySpellingNamesOneProvince() {
        Collection<Province> all = map.provinces();
        Set<String> seen = new HashSet<>();
        for (Province p : all) {
            for (String s : spellings(p)) assertTrue(seen.add(s), "'" + s + "' names more than one province");
            for (String a : p.aliases()) assertEquals(a.toLowerCase(Locale.ROOT), a, "aliases are lower case");
        }
    }
}
