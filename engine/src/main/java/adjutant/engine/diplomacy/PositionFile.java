package adjutant.engine.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.l10n.store.TextFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game position as a YAML file a game master can read and edit, so turns chain:
 * <pre>
 * season: fall            # spring | fall
 * year: 1901
 * phase: movement         # movement | retreat | adjustment
 * units:                  # by power: "A par", "F stp/sc"
 *   england:
 *     - F nth
 *     - A yor
 * centres:                # supply centres by owner
 *   england: [edi, lon, lvp]
 * dislodged:              # retreat phase only, by power
 *   france:
 *     - unit: A bur
 *       attacker_from: mar    # it may not retreat there
 *       retreats: [gas, par]  # where it may retreat
 * players:                # a game for fewer players only: seat → its powers
 *   england-france-russia: [england, france, russia]
 *   austria-germany-turkey: [austria, germany, turkey]
 * neutral: [italy]        # powers nobody plays
 * impassable: [apu, nap, pie, rom, tus, ven]
 * player_centres_to_win: 24
 * coin_toss: {power: italy, year: 1914, winner: ~}   # the winner's seat, written before the Fall 1914 adjustment
 * </pre>
 * Reading checks everything against the map and reports every problem at its line and
 * column ({@link BadInputException}); writing goes to a temporary file moved into place.
 */
public final class PositionFile {
    private PositionFile() {}

    public static Position read(Path file, DipMap map) {
        Problems problems = new Problems();
        Node root = YamlFiles.read(file, file.toString(), problems);
        problems.throwIfAny();
        MapNode m = Nodes.asMap(root);
        problems.throwIfAny();
        Position p = read(m, map);
        problems.throwIfAny(); // every typed read above reported to the file's problem list
        return p;
    }

    private static Position read(MapNode m, DipMap map) {
        m.allowOnly(
                "season",
                "year",
                "phase",
                "units",
                "centres",
                "dislodged",
                "players",
                "neutral",
                "impassable",
                "player_centres_to_win",
                "coin_toss");
        Season season = Season.valueOf(m.choice("season", "spring", "fall").toUpperCase(Locale.ROOT));
        int year = m.integer("year", 1, 9999);
        Phase phase = Phase.valueOf(
                m.choice("phase", "movement", "retreat", "adjustment").toUpperCase(Locale.ROOT));
        List<Unit> units = new ArrayList<>();
        Map<String, Node> where = new HashMap<>();
        MapNode byPower = m.optMap("units");
        if (byPower != null) {
            for (MapNode.Entry e : byPower.entries().values()) {
                String power = power(e.key(), map);
                ListNode list = Nodes.asList(e.value());
                if (power == null || list == null) continue;
                for (ScalarNode s : list.scalars()) {
                    Unit u = unit(s, power, map);
                    if (u == null) continue;
                    Node before = where.put(u.province(), s);
                    if (before != null)
                        s.problem("a second unit in " + u.province() + " (the first is at line " + before.line() + ")");
                    units.add(u);
                }
            }
        }
        Map<String, String> owners = new TreeMap<>();
        MapNode centres = m.optMap("centres");
        if (centres != null) {
            for (MapNode.Entry e : centres.entries().values()) {
                String power = power(e.key(), map);
                ListNode list = Nodes.asList(e.value());
                if (power == null || list == null) continue;
                for (ScalarNode s : list.scalars()) {
                    String id = s.text().toLowerCase(Locale.ROOT);
                    Province p = map.province(id);
                    if (p == null || !p.supplyCentre()) {
                        List<String> scs =
                                map.supplyCentres().stream().map(Province::id).toList();
                        s.problem("'" + s.text() + "' is not a supply centre" + hint(id, scs));
                    } else if (owners.put(id, power) != null) {
                        s.problem("supply centre " + id + " is listed twice");
                    }
                }
            }
        }
        List<Position.Dislodged> dislodged = new ArrayList<>();
        MapNode d = m.optMap("dislodged");
        if (d != null) {
            if (phase != Phase.RETREAT && !d.entries().isEmpty())
                m.keyNode("dislodged").problem("dislodged units belong to a retreat phase only");
            for (MapNode.Entry e : d.entries().values()) {
                String power = power(e.key(), map);
                ListNode list = Nodes.asList(e.value());
                if (power == null || list == null) continue;
                for (MapNode x : list.maps()) {
                    x.allowOnly("unit", "attacker_from", "retreats");
                    Unit u = unit(x.get("unit") instanceof ScalarNode s ? s : null, power, map, x);
                    String from = x.optText("attacker_from", null);
                    if (from != null && !map.hasProvince(from.toLowerCase(Locale.ROOT)))
                        x.get("attacker_from").problem("unknown province '" + from + "'");
                    List<Location> retreats = new ArrayList<>();
                    for (String r : x.texts("retreats")) {
                        Location l = Location.parse(r);
                        if (!map.hasProvince(l.province())) x.get("retreats").problem("unknown province '" + r + "'");
                        else retreats.add(l);
                    }
                    if (u != null)
                        dislodged.add(new Position.Dislodged(
                                u, from == null ? null : from.toLowerCase(Locale.ROOT), retreats));
                }
            }
        }
        return new Position(season, year, phase, units, owners, dislodged, seating(m, map));
    }

    /** The players, neutral powers, impassable provinces, a player's centres to win and the coin toss. */
    private static Seating seating(MapNode m, DipMap map) {
        Map<String, List<String>> seats = new LinkedHashMap<>();
        Map<String, ScalarNode> placed = new HashMap<>();
        MapNode players = m.has("players") ? m.optMap("players") : null;
        if (players != null) {
            for (MapNode.Entry e : players.entries().values()) {
                ListNode list = Nodes.asList(e.value());
                if (list != null) seats.put(e.key().text(), powers(list, map, placed));
            }
        }
        ListNode n = m.has("neutral") ? m.optList("neutral") : null;
        List<String> neutral = n == null ? List.of() : powers(n, map, placed);
        if (players != null) {
            for (Power w : map.powers()) {
                if (!placed.containsKey(w.id()))
                    m.keyNode("players").problem("no player plays '" + w.id() + "' and it is not neutral");
            }
        }
        List<String> impassable = new ArrayList<>();
        for (ScalarNode x : m.has("impassable") ? m.optList("impassable").scalars() : List.<ScalarNode>of()) {
            String id = x.text().toLowerCase(Locale.ROOT);
            if (map.hasProvince(id)) impassable.add(id);
            else
                x.problem("unknown province '" + x.text() + "'"
                        + hint(id, map.provinces().stream().map(Province::id).toList()));
        }
        int playerCentres = m.optInteger("player_centres_to_win", 0, 1, 999);
        Seating.CoinToss toss = null;
        MapNode t = m.has("coin_toss") ? m.optMap("coin_toss") : null;
        if (t != null) {
            t.allowOnly("power", "year", "winner");
            String power = t.text("power");
            if (t.has("power") && !neutral.contains(power))
                t.get("power").problem("the coin-tossed power '" + power + "' must be neutral");
            String winner = t.optText("winner", null);
            Seating probe = new Seating(seats, neutral, impassable, playerCentres, null);
            String seat = winner == null ? null : probe.seat(winner);
            if (winner != null && seat == null) {
                t.get("winner")
                        .problem("'" + winner + "' is no player: write one of " + String.join(", ", seats.keySet())
                                + " (or one of its powers)");
            }
            toss = new Seating.CoinToss(power, t.integer("year", 1, 9999), seat);
        }
        return new Seating(seats, neutral, impassable, playerCentres, toss);
    }

    private static List<String> powers(ListNode list, DipMap map, Map<String, ScalarNode> placed) {
        List<String> out = new ArrayList<>();
        for (ScalarNode s : list.scalars()) {
            String id = power(s, map);
            if (id == null) continue;
            ScalarNode first = placed.putIfAbsent(id, s);
            if (first != null) s.problem("'" + id + "' is already placed at line " + first.line());
            else out.add(id);
        }
        return out;
    }

    private static Unit unit(ScalarNode s, String power, DipMap map, MapNode parent) {
        if (s == null) {
            parent.problem("missing 'unit' (e.g. 'A bur')");
            return null;
        }
        return unit(s, power, map);
    }

    /** "A par", "F stp/sc": the unit, or null after reporting at {@code s}. */
    private static Unit unit(ScalarNode s, String power, DipMap map) {
        String[] parts = s.text().strip().split("\\s+");
        if (parts.length != 2 || parts[0].length() != 1 || "AaFf".indexOf(parts[0].charAt(0)) < 0) {
            s.problem("expected a unit as 'A par' or 'F stp/sc', found '" + s.text() + "'");
            return null;
        }
        UnitType type = UnitType.ofLetter(parts[0].charAt(0));
        Location at = Location.parse(parts[1]);
        if (!map.hasProvince(at.province())) {
            List<String> ids = map.provinces().stream().map(Province::id).toList();
            s.problem("unknown province '" + at.province() + "'" + hint(at.province(), ids));
            return null;
        }
        if (!map.canStand(type, at)) {
            s.problem("a" + (type == UnitType.ARMY ? "n army" : " fleet") + " cannot stand at " + at
                    + (type == UnitType.FLEET && map.province(at.province()).isSplit()
                            ? " (say the coast: " + map.fleetLocations(at.province()) + ")"
                            : ""));
            return null;
        }
        return new Unit(type, power, at);
    }

    private static String power(ScalarNode key, DipMap map) {
        String id = key.text().toLowerCase(Locale.ROOT);
        if (map.power(id) != null) return id;
        List<String> ids = map.powers().stream().map(Power::id).toList();
        key.problem("unknown power '" + key.text() + "', expected one of " + String.join(", ", ids) + hint(id, ids));
        return null;
    }

    private static String hint(String word, List<String> candidates) {
        return Suggest.closest(word, candidates)
                .map(x -> "; did you mean '" + x + "'?")
                .orElse("");
    }

    /** The position as the YAML text {@link #read} reads. */
    public static String format(Position p, DipMap map) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Diplomacy position (adjutant). Units and centres by power; edit freely, then run\n");
        sb.append("# adjutant validate diplomacy --position THIS_FILE --orders SHEETS\n");
        sb.append("season: ").append(p.season().name().toLowerCase(Locale.ROOT)).append('\n');
        sb.append("year: ").append(p.year()).append('\n');
        sb.append("phase: ").append(p.phase().name().toLowerCase(Locale.ROOT)).append('\n');
        sb.append("units:\n");
        for (Power w : map.powers()) {
            List<Unit> us = p.unitsOf(w.id()).stream()
                    .sorted((a, b) -> a.location().compareTo(b.location()))
                    .toList();
            if (us.isEmpty()) continue;
            sb.append("  ").append(w.id()).append(":\n");
            for (Unit u : us)
                sb.append("    - ")
                        .append(u.type().letter())
                        .append(' ')
                        .append(u.location())
                        .append('\n');
        }
        sb.append("centres:\n");
        for (Power w : map.powers()) {
            List<String> cs = p.owners().entrySet().stream()
                    .filter(e -> e.getValue().equals(w.id()))
                    .map(Map.Entry::getKey)
                    .sorted()
                    .toList();
            if (!cs.isEmpty())
                sb.append("  ")
                        .append(w.id())
                        .append(": [")
                        .append(String.join(", ", cs))
                        .append("]\n");
        }
        formatSeating(p.seating(), sb);
        if (!p.dislodged().isEmpty()) {
            sb.append("dislodged:\n");
            for (Power w : map.powers()) {
                List<Position.Dislodged> ds = p.dislodged().stream()
                        .filter(x -> x.unit().power().equals(w.id()))
                        .toList();
                if (ds.isEmpty()) continue;
                sb.append("  ").append(w.id()).append(":\n");
                for (Position.Dislodged x : ds) {
                    sb.append("    - unit: ")
                            .append(x.unit().type().letter())
                            .append(' ')
                            .append(x.unit().location())
                            .append('\n');
                    if (x.attackerFrom() != null)
                        sb.append("      attacker_from: ")
                                .append(x.attackerFrom())
                                .append('\n');
                    sb.append("      retreats: [")
                            .append(String.join(
                                    ", ",
                                    x.retreats().stream()
                                            .map(Location::toString)
                                            .toList()))
                            .append("]\n");
                }
            }
        }
        return sb.toString();
    }

    private static void formatSeating(Seating s, StringBuilder sb) {
        if (!s.seats().isEmpty()) {
            sb.append("players:                # who gives orders for which powers\n");
            s.seats()
                    .forEach((seat, powers) -> sb.append("  ")
                            .append(seat)
                            .append(": [")
                            .append(String.join(", ", powers))
                            .append("]\n"));
        }
        if (!s.neutral().isEmpty()) {
            sb.append("neutral: [")
                    .append(String.join(", ", s.neutral()))
                    .append("]   # nobody plays them: their units hold, are disbanded when dislodged\n");
        }
        if (!s.impassable().isEmpty())
            sb.append("impassable: [").append(String.join(", ", s.impassable())).append("]   # no unit may enter\n");
        if (s.playerCentres() > 0)
            sb.append("player_centres_to_win: ").append(s.playerCentres()).append('\n');
        Seating.CoinToss t = s.coinToss();
        if (t != null) {
            sb.append("coin_toss:              # ")
                    .append(t.power())
                    .append(" joins the winner's player the Spring after ")
                    .append(t.year())
                    .append('\n');
            sb.append("  power: ").append(t.power()).append('\n');
            sb.append("  year: ").append(t.year()).append('\n');
            sb.append("  winner: ")
                    .append(
                            t.winner() == null
                                    ? "~                  # toss a coin before the Fall " + t.year()
                                            + " adjustment and write the winner (a player above, or one of its powers)"
                                    : t.winner())
                    .append('\n');
        }
    }

    /** Writes the position to {@code file} through a temporary file in the same folder ({@link TextFiles#write}). */
    public static void write(Position p, DipMap map, Path file) {
        TextFiles.write(file.toAbsolutePath(), format(p, map));
    }

    /** The usual name of a position file: {@code 1901-fall-movement.yaml}. */
    public static String defaultName(Position p) {
        return p.year() + "-" + p.season().name().toLowerCase(Locale.ROOT) + "-"
                + p.phase().name().toLowerCase(Locale.ROOT) + ".yaml";
    }
}
