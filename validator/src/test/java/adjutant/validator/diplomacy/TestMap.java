package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A corner of the board, hand-built so the parser can be tested without the data files.
 * <pre>
 *   edi--nth--nwy        lvn (alias "liv", as is Liverpool's)
 *   |  \  |
 *   lvp-yor  hol                      bla
 *   |  \  |    |                    /  |  \
 *   wal-lon--bel--bur--mar        bul-con-ank
 *       |  /   |  /  |          (ec,sc)
 *      eng--pic--par  |
 *       |  /   |      |
 *      mao--bre--gas--spa (nc,sc)--por
 *       |                 \
 *      naf                 lyo
 * </pre>
 */
final class TestMap {
    private TestMap() {}

    static DipMap small() {
        List<Province> ps = new ArrayList<>();
        ps.add(p("par", "Par", Terrain.LAND, "france", "Paris", "Paříž"));
        ps.add(p("bur", "Bur", Terrain.LAND, null, "Burgundy", "Burgundsko", "burg"));
        ps.add(p("mar", "Mar", Terrain.COAST, "france", "Marseilles", "Marseille", "mars"));
        ps.add(p("gas", "Gas", Terrain.COAST, null, "Gascony", "Gaskoňsko"));
        ps.add(p("bre", "Bre", Terrain.COAST, "france", "Brest", "Brest"));
        ps.add(p("pic", "Pic", Terrain.COAST, null, "Picardy", "Pikardie"));
        ps.add(split("spa", "Spa", "", "Spain", "Španělsko", List.of("nc", "sc")));
        ps.add(p("por", "Por", Terrain.COAST, "", "Portugal", "Portugalsko", "port"));
        ps.add(p("mao", "MAO", Terrain.SEA, null, "Mid-Atlantic Ocean", "Atlantský oceán - střed", "mid", "mat"));
        ps.add(p("lyo", "Lyo", Terrain.SEA, null, "Gulf of Lyon", "Lví záliv", "gol"));
        ps.add(p("naf", "NAf", Terrain.COAST, null, "North Africa", "Severní Afrika"));
        ps.add(p("lon", "Lon", Terrain.COAST, "england", "London", "Londýn"));
        ps.add(p("wal", "Wal", Terrain.COAST, null, "Wales", "Wales"));
        ps.add(p("yor", "Yor", Terrain.COAST, null, "Yorkshire", "Yorkshire"));
        ps.add(p("lvp", "Lvp", Terrain.COAST, "england", "Liverpool", "Liverpool", "lpl", "liv"));
        ps.add(p("edi", "Edi", Terrain.COAST, "england", "Edinburgh", "Edinburgh"));
        ps.add(p("nth", "Nth", Terrain.SEA, null, "North Sea", "Severní moře"));
        ps.add(p("eng", "Eng", Terrain.SEA, null, "English Channel", "Kanál La Manche", "ech"));
        ps.add(p("nwy", "Nwy", Terrain.COAST, "", "Norway", "Norsko", "nor"));
        ps.add(p("bel", "Bel", Terrain.COAST, "", "Belgium", "Belgie"));
        ps.add(p("hol", "Hol", Terrain.COAST, "", "Holland", "Holandsko"));
        ps.add(p("lvn", "Lvn", Terrain.COAST, null, "Livonia", "Livonsko", "liv"));
        ps.add(split("bul", "Bul", "", "Bulgaria", "Bulharsko", List.of("ec", "sc")));
        ps.add(p("con", "Con", Terrain.COAST, "turkey", "Constantinople", "Cařihrad"));
        ps.add(p("ank", "Ank", Terrain.COAST, "turkey", "Ankara", "Ankara"));
        ps.add(p("bla", "Bla", Terrain.SEA, null, "Black Sea", "Černé moře"));

        Map<String, Set<String>> army = new LinkedHashMap<>();
        for (String e : List.of(
                "par-bur", "par-pic", "par-bre", "par-gas", "bur-mar", "bur-gas", "bur-pic", "bur-bel", "mar-gas",
                "mar-spa", "gas-spa", "gas-bre", "bre-pic", "pic-bel", "spa-por", "bel-hol", "lon-wal", "lon-yor",
                "wal-lvp", "lvp-yor", "lvp-edi", "edi-yor", "bul-con", "con-ank")) {
            String[] ab = e.split("-");
            army.computeIfAbsent(ab[0], k -> new TreeSet<>()).add(ab[1]);
            army.computeIfAbsent(ab[1], k -> new TreeSet<>()).add(ab[0]);
        }
        Map<Location, Set<Location>> fleet = new LinkedHashMap<>();
        for (String e : List.of(
                "mao-spa/nc",
                "mao-spa/sc",
                "mao-bre",
                "mao-eng",
                "mao-gas",
                "mao-naf",
                "mao-por",
                "gas-spa/nc",
                "por-spa/nc",
                "por-spa/sc",
                "mar-spa/sc",
                "lyo-spa/sc",
                "lyo-mar",
                "gas-bre",
                "bre-pic",
                "bre-eng",
                "pic-eng",
                "pic-bel",
                "eng-lon",
                "eng-wal",
                "eng-bel",
                "eng-nth",
                "nth-lon",
                "nth-yor",
                "nth-edi",
                "nth-bel",
                "nth-hol",
                "nth-nwy",
                "bel-hol",
                "lon-yor",
                "edi-yor",
                "lon-wal",
                "wal-lvp",
                "lvp-edi",
                "con-bul/ec",
                "con-bul/sc",
                "bla-bul/ec",
                "bla-con",
                "bla-ank",
                "con-ank")) {
            String[] ab = e.split("-");
            Location a = Location.parse(ab[0]);
            Location b = Location.parse(ab[1]);
            fleet.computeIfAbsent(a, k -> new TreeSet<>()).add(b);
            fleet.computeIfAbsent(b, k -> new TreeSet<>()).add(a);
        }
        List<Power> powers = List.of(
                power(
                        "england",
                        'E',
                        "England",
                        "Anglie",
                        "English",
                        "anglický",
                        List.of("lon", "lvp", "edi"),
                        List.of(u("F", "england", "lon"), u("F", "england", "edi"), u("A", "england", "lvp"))),
                power(
                        "france",
                        'F',
                        "France",
                        "Francie",
                        "French",
                        "francouzský",
                        List.of("par", "mar", "bre"),
                        List.of(u("A", "france", "par"), u("A", "france", "mar"), u("F", "france", "bre"))),
                power(
                        "turkey",
                        'T',
                        "Turkey",
                        "Turecko",
                        "Turkish",
                        "turecký",
                        List.of("con", "ank"),
                        List.of(u("A", "turkey", "con"), u("F", "turkey", "ank"))),
                power("russia", 'R', "Russia", "Rusko", "Russian", "ruský", List.of(), List.of()));
        return new DipMap(ps, powers, army, fleet);
    }

    static Unit u(String type, String power, String loc) {
        return new Unit(UnitType.ofLetter(type.charAt(0)), power, Location.parse(loc));
    }

    private static Province p(String id, String abbr, Terrain t, String home, String en, String cs, String... aliases) {
        boolean sc = home != null;
        String h = home == null || home.isEmpty() ? null : home;
        return new Province(
                id,
                abbr,
                t,
                sc,
                h,
                List.of(),
                Map.of("en", en, "cs", cs),
                List.of(aliases),
                new Province.Point(0, 0),
                List.of());
    }

    private static Province split(String id, String abbr, String home, String en, String cs, List<String> coasts) {
        return new Province(
                id,
                abbr,
                Terrain.COAST,
                home != null,
                home == null || home.isEmpty() ? null : home,
                coasts,
                Map.of("en", en, "cs", cs),
                List.of(),
                new Province.Point(0, 0),
                List.of());
    }

    private static Power power(
            String id,
            char letter,
            String en,
            String cs,
            String adjEn,
            String adjCs,
            List<String> homes,
            List<Unit> units) {
        return new Power(
                id,
                letter,
                Map.of("en", en, "cs", cs),
                Map.of("en", adjEn, "cs", adjCs),
                "#000000",
                homes,
                units,
                List.of());
    }
}
