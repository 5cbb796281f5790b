package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The notation census: from data/diplomacy alone, every legal move, support (of a hold and of
 * a move), convoy, convoyed move, retreat, disband, build and removal of every unit on the
 * map, each written in at least 15 notations — the move signs ({@code - – — -> > → »}, a
 * space, "to", "moves to", Czech words), every name of each province (abbreviation, id,
 * aliases, English and Czech names with and without diacritics), upper and lower case,
 * coasts in five spellings, with and without unit type and power prefix, the order words
 * of both languages — read on a position holding just the units concerned and compared
 * with the order meant. A misreading fails the test; so does a line not understood.
 */
class NotationCensusTest {
    static final DipMap MAP = StandardMap.game().map();
    static final OrderParser PARSER = StandardMap.parser();
    static final String ME = "england";
    static final String OTHER = "france";
    static final int N = 15;

    record Intent(String kind, Position position, Order order, List<String> texts) {}

    /** Counts per kind of order, and the first misreadings for the message. */
    final Map<String, int[]> counts = new LinkedHashMap<>();

    final List<String> misreads = new ArrayList<>();
    final List<String> notUnderstood = new ArrayList<>();

    @Test
    void everyOrderOfEveryUnitInEveryNotationIsReadAsMeant() {
        for (Placed u : PLACED) {
            moves(u);
            supports(u);
            retreatsAndDisbands(u);
            removal(u);
            if (u.type == UnitType.ARMY) convoys(u);
        }
        builds();
        StringBuilder table = new StringBuilder("notation census (kind: orders, texts, misread, not understood)\n");
        counts.forEach((k, c) ->
                table.append(String.format(Locale.ROOT, "  %-13s %6d %7d %4d %4d%n", k, c[0], c[1], c[2], c[3])));
        System.out.print(table);
        assertTrue(counts.values().stream().allMatch(c -> c[1] >= N * c[0]), "at least 15 notations per order");
        assertEquals(List.of(), misreads.stream().limit(30).toList(), "misread");
        assertEquals(List.of(), notUnderstood.stream().limit(30).toList(), "not understood");
    }

    // ---- what is written ---------------------------------------------------------------

    /** A unit standing somewhere: its type, province and coast (null when none). */
    record Placed(UnitType type, String province, String coast) {
        Location at() {
            return new Location(province, coast);
        }

        Unit unit(String power) {
            return new Unit(type, power, at());
        }
    }

    static final List<Placed> PLACED = placements();
    static final Map<String, List<String>> NAMES = new HashMap<>();
    static final Map<Placed, Set<String>> REACH = new HashMap<>();

    static List<Placed> placements() {
        List<Placed> out = new ArrayList<>();
        for (Province p : MAP.provinces()) {
            if (p.terrain() != Terrain.SEA) out.add(new Placed(UnitType.ARMY, p.id(), null));
            if (p.terrain() == Terrain.LAND) continue;
            if (p.isSplit()) p.coasts().forEach(c -> out.add(new Placed(UnitType.FLEET, p.id(), c)));
            else out.add(new Placed(UnitType.FLEET, p.id(), null));
        }
        return out;
    }

    /** Every way the data names a province: abbreviation, id, English and Czech names (also without diacritics), aliases. */
    static List<String> names(String id) {
        return NAMES.computeIfAbsent(id, NotationCensusTest::allNames);
    }

    static List<String> allNames(String id) {
        Province p = MAP.province(id);
        Set<String> s = new LinkedHashSet<>(List.of(p.abbr(), p.name("en"), p.name("cs"), strip(p.name("cs")), p.id()));
        s.addAll(p.aliases());
        return List.copyOf(s);
    }

    static String strip(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }

    static String name(String id, int i) {
        List<String> n = names(id);
        return n.get(i % n.size());
    }

    private static final Map<String, List<String>> COASTS = Map.of(
            "nc", List.of("/nc", "(nc)", " nc", " north coast", " severní pobřeží", "/NC", " (north coast)", "/n"),
            "sc", List.of("/sc", "(sc)", " sc", " south coast", " jižní pobřeží", "/SC", " (south coast)", "/s"),
            "ec", List.of("/ec", "(ec)", " ec", " east coast", " východní pobřeží", "/EC", " (east coast)", "/e"));

    static String coast(String c, int i) {
        return c == null ? "" : COASTS.get(c).get(i % COASTS.get(c).size());
    }

    static String place(String id, String coast, int i) {
        return name(id, i) + coast(coast, i);
    }

    static final List<String> ARMY = List.of("A", "A", "Army", "armáda", "a", "A", "A");
    static final List<String> FLEET = List.of("F", "F", "Fleet", "loďstvo", "f", "F", "Flotila");

    /** The unit as written in notation {@code i}: sometimes without its type. */
    static String unit(UnitType t, String province, String coast, int i) {
        String where = place(province, coast, i);
        if (i % 4 == 3) return where;
        return (t == UnitType.ARMY ? ARMY : FLEET).get(i % ARMY.size()) + " " + where;
    }

    static final List<String> MOVE = List.of(
            "-",
            " - ",
            "–",
            "—",
            "->",
            ">",
            "→",
            "»",
            " ",
            " to ",
            " moves to ",
            " přesun do ",
            " táhne do ",
            " -> ",
            " – ");

    /** A whole line in notation {@code i}: sometimes with the power in front, in upper or lower case. */
    static String line(String body, int i) {
        String s = i % 5 == 4 ? powerName(ME, i) + ": " + body : body;
        return switch (i % 6) {
            case 2 -> s.toLowerCase(Locale.ROOT);
            case 5 -> s.toUpperCase(Locale.ROOT);
            default -> s;
        };
    }

    static String powerName(String id, int i) {
        Power p = MAP.power(id);
        return i % 2 == 0 ? p.name("en") : p.name("cs");
    }

    // ---- the orders --------------------------------------------------------------------

    void moves(Placed u) {
        for (Location to : destinations(u)) {
            Position p = position(Phase.MOVEMENT, List.of(u.unit(ME)), List.of());
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < N; i++) {
                texts.add(line(
                        unit(u.type, u.province, u.coast, i) + MOVE.get(i) + place(to.province(), to.coast(), i + 1),
                        i));
            }
            check("move", p, new Order.Move(ME, u.type, u.at(), to, false), texts);
        }
    }

    /** Where the unit may move: an army to every land neighbour, a fleet to every coast it touches. */
    static List<Location> destinations(Placed u) {
        if (u.type == UnitType.ARMY)
            return MAP.armyNeighbours(u.province).stream()
                    .sorted()
                    .map(Location::of)
                    .toList();
        return MAP.fleetNeighbours(u.at()).stream().sorted().toList();
    }

    static final List<String> SUPPORT = List.of(
            "S",
            "S",
            "supports",
            "podporuje",
            "S",
            "Support",
            "podpora",
            "s",
            "S",
            "S",
            "supports",
            "podpoř",
            "S",
            "S",
            "podporou");
    static final List<String> HOLD = List.of(
            "", " H", "", " holds", " drž pozici", "", " (holds)", "", " H", " stands", "", " Hold", " drží", "", "");

    void supports(Placed u) {
        Set<String> reach = reach(u);
        for (String z : reach) {
            for (Placed v : PLACED) {
                if (v.province.equals(u.province)) continue;
                Position p = position(Phase.MOVEMENT, List.of(u.unit(ME), v.unit(OTHER)), List.of());
                if (v.province.equals(z)) {
                    List<String> texts = new ArrayList<>();
                    for (int i = 0; i < N; i++) {
                        texts.add(line(
                                unit(u.type, u.province, u.coast, i) + " " + SUPPORT.get(i) + " " + target(v, i)
                                        + HOLD.get(i),
                                i));
                    }
                    check("support hold", p, new Order.SupportHold(ME, u.type, u.at(), v.type, z), texts);
                } else if (reach(v).contains(z)) {
                    List<String> texts = new ArrayList<>();
                    for (int i = 0; i < N; i++) {
                        texts.add(line(
                                unit(u.type, u.province, u.coast, i) + " " + SUPPORT.get(i) + " " + target(v, i)
                                        + MOVE.get((i + 3) % N) + name(z, i + 2),
                                i));
                    }
                    check("support move", p, new Order.SupportMove(ME, u.type, u.at(), v.type, v.province, z), texts);
                }
            }
        }
    }

    /** The supported or convoyed unit of another power, sometimes with that power named. */
    static String target(Placed v, int i) {
        String t = unit(v.type, v.province, null, i + 1);
        Power p = MAP.power(OTHER);
        return switch (i % 5) {
            case 1 -> p.adjective("en") + " " + t;
            case 3 -> "(" + p.name("cs") + ") " + t;
            default -> t;
        };
    }

    /** Provinces a unit can move to. */
    static Set<String> reach(Placed u) {
        return REACH.computeIfAbsent(u, NotationCensusTest::provincesReached);
    }

    static Set<String> provincesReached(Placed u) {
        Set<String> out = new LinkedHashSet<>();
        destinations(u).forEach(l -> out.add(l.province()));
        return out;
    }

    static final List<String> CONVOY = List.of(
            "C",
            "convoys",
            "přepravuje",
            "C",
            "konvoj",
            "c",
            "C",
            "Convoy",
            "přeprava",
            "C",
            "convoying",
            "C",
            "konvojuje",
            "C",
            "C");
    static final List<String> VIA = List.of(
            " via convoy",
            " by convoy",
            " (via convoy)",
            " přeprava",
            " konvojem",
            " (přeprava)",
            " via",
            " VIA CONVOY",
            " pomocí konvoje",
            " via convoy",
            " by convoy",
            " (via convoy)",
            " přes konvoj",
            " přepravou",
            " convoyed");

    /** An army on a coast carried by one fleet to every other coast of that sea: the convoy and the convoyed move. */
    void convoys(Placed a) {
        if (MAP.province(a.province).terrain() != Terrain.COAST) return;
        for (Location s :
                MAP.fleetNeighbours(Location.of(a.province)).stream().sorted().toList()) {
            if (MAP.province(s.province()).terrain() != Terrain.SEA) continue;
            Placed fleet = new Placed(UnitType.FLEET, s.province(), null);
            for (Location b : MAP.fleetNeighbours(s).stream().sorted().toList()) {
                String to = b.province();
                if (to.equals(a.province) || MAP.province(to).terrain() != Terrain.COAST) continue;
                Position p = position(Phase.MOVEMENT, List.of(a.unit(ME), fleet.unit(ME)), List.of());
                List<String> convoy = new ArrayList<>();
                List<String> via = new ArrayList<>();
                for (int i = 0; i < N; i++) {
                    String army = unit(UnitType.ARMY, a.province, null, i + 1);
                    convoy.add(line(
                            unit(UnitType.FLEET, s.province(), null, i) + " " + CONVOY.get(i) + " " + army
                                    + MOVE.get((i + 5) % N) + name(to, i + 2),
                            i));
                    via.add(line(
                            unit(UnitType.ARMY, a.province, null, i) + MOVE.get(i) + name(to, i + 1) + VIA.get(i), i));
                }
                check("convoy", p, new Order.Convoy(ME, UnitType.FLEET, s, a.province, to), convoy);
                check("via convoy", p, new Order.Move(ME, UnitType.ARMY, a.at(), Location.of(to), true), via);
            }
        }
    }

    static final List<String> RETREAT = List.of(
            "-",
            " R ",
            " retreats to ",
            " ustupuje do ",
            " -> ",
            "→",
            " ",
            " to ",
            " R ",
            "—",
            " ústup do ",
            ">",
            " - ",
            " retreat to ",
            "»");
    static final List<String> DISBAND = List.of(
            "{u} disband",
            "disband {u}",
            "{u} D",
            "rozpustit {u}",
            "{u}: rozpustit",
            "{u} disbands",
            "Disband: {u}",
            "{u} rozpustí",
            "zničit {u}",
            "{u} destroy",
            "{u} disband",
            "rozpusť {u}",
            "{u} Disband",
            "{u} D",
            "D {u}");

    void retreatsAndDisbands(Placed u) {
        List<Location> options = destinations(u);
        Position p = position(Phase.RETREAT, List.of(), List.of(new Position.Dislodged(u.unit(ME), null, options)));
        for (Location to : options) {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < N; i++)
                texts.add(line(
                        unit(u.type, u.province, u.coast, i) + RETREAT.get(i) + place(to.province(), to.coast(), i + 1),
                        i));
            check("retreat", p, new Order.Retreat(ME, u.type, u.at(), to), texts);
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++)
            texts.add(line(DISBAND.get(i).replace("{u}", unit(u.type, u.province, u.coast, i)), i));
        check("disband", p, new Order.Disband(ME, u.type, u.at()), texts);
    }

    static final List<String> REMOVE = List.of(
            "Remove {u}",
            "Remove: {u}",
            "{u} remove",
            "odstraň {u}",
            "zruš {u}",
            "{u} disband",
            "rozpustit {u}",
            "{u}",
            "Removes {u}",
            "{u} removes",
            "odstranit {u}",
            "{u} D",
            "disband {u}",
            "{u}: zrušit",
            "Remove {u}");

    void removal(Placed u) {
        Position p = position(Phase.ADJUSTMENT, List.of(u.unit(ME)), List.of());
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < N; i++)
            texts.add(line(REMOVE.get(i).replace("{u}", typed(u.type, u.province, u.coast, i)), i));
        check("removal", p, new Order.Remove(ME, u.type, u.at()), texts);
    }

    static final List<String> BUILD = List.of(
            "Build {u}",
            "Build: {u}",
            "{u} build",
            "postav {u}",
            "staví {u}",
            "B {u}",
            "{u}",
            "Builds {u}",
            "postavit {u}",
            "{u} builds",
            "stavba {u}",
            "Build {u}",
            "nová {u}",
            "{u}: build",
            "BUILD {u}");

    void builds() {
        for (Province c : MAP.supplyCentres()) {
            if (c.home() == null) continue;
            List<Placed> kinds = new ArrayList<>();
            kinds.add(new Placed(UnitType.ARMY, c.id(), null));
            if (c.terrain() == Terrain.COAST) {
                if (c.isSplit()) c.coasts().forEach(k -> kinds.add(new Placed(UnitType.FLEET, c.id(), k)));
                else kinds.add(new Placed(UnitType.FLEET, c.id(), null));
            }
            for (Placed b : kinds) {
                Position p = new Position(
                        Season.FALL, 1901, Phase.ADJUSTMENT, List.of(), Map.of(c.id(), c.home()), List.of());
                List<String> texts = new ArrayList<>();
                for (int i = 0; i < N; i++) {
                    String body = BUILD.get(i).replace("{u}", typed(b.type, b.province, b.coast, i));
                    texts.add(i % 5 == 4 ? powerName(c.home(), i) + ": " + body : body);
                }
                check("build", p, new Order.Build(c.home(), b.type, b.at()), texts, c.home());
            }
        }
    }

    /** A unit always with its type (builds and removals name the unit). */
    static String typed(UnitType t, String province, String coast, int i) {
        return unit(t, province, coast, i % 4 == 3 ? 0 : i);
    }

    // ---- reading -----------------------------------------------------------------------

    static Position position(Phase phase, List<Unit> units, List<Position.Dislodged> dislodged) {
        return new Position(Season.SPRING, 1901, phase, units, Map.of(), dislodged);
    }

    void check(String kind, Position p, Order meant, List<String> texts) {
        check(kind, p, meant, texts, ME);
    }

    /** Reads each text on the position (with the sheet's power, or the line's prefix alone) and compares. */
    void check(String kind, Position p, Order meant, List<String> texts, String power) {
        int[] c = counts.computeIfAbsent(kind, k -> new int[4]);
        c[0]++;
        for (String text : texts) {
            c[1]++;
            boolean prefixed = text.indexOf(':') > 0
                    && !text.toLowerCase(Locale.ROOT).startsWith("build:")
                    && !text.toLowerCase(Locale.ROOT).startsWith("remove:")
                    && !text.toLowerCase(Locale.ROOT).startsWith("disband:")
                    && text.indexOf(':') < text.indexOf(' ');
            ParsedLine l = PARSER.parseOne(text, new OrderContext(p.phase(), prefixed ? null : power, p));
            if (l instanceof ParsedOrder o && o.order().equals(meant)) continue;
            if (l instanceof ParsedOrder o) {
                c[2]++;
                misreads.add(kind + ": \"" + text + "\" read as " + o.order() + ", meant " + meant);
            } else {
                c[3]++;
                notUnderstood.add(kind + ": \"" + text + "\" → " + l);
            }
        }
    }
}
