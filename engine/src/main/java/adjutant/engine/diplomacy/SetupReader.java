package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code setups.yaml}: the start year, the centres to win, and the setups for fewer
 * players. Checks every power and province named, that each setup seats every power once
 * (in a seat or neutral), that its seats match its number of players, that the coin-tossed
 * power is neutral, and that no played power's starting unit stands on an impassable province.
 */
final class SetupReader {
    static final String FILE = "setups.yaml";

    private SetupReader() {}

    static Variant read(GameFiles files, List<Power> powers, ProvinceRefs refs) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("start_year", "centres_to_win", "setups");
        int startYear = root.integer("start_year", 1, 9999);
        int centres = root.integer("centres_to_win", 1, 999);
        List<Setup> setups = new ArrayList<>();
        ListNode list = root.has("setups") ? root.optList("setups") : null;
        if (list != null) {
            List<MapNode> items = list.maps();
            MapNode.checkUnique(items, "id", "setup");
            for (MapNode m : items) setups.add(setup(m, startYear, powers, refs));
        }
        return new Variant(startYear, centres, setups);
    }

    private static Setup setup(MapNode m, int startYear, List<Power> powers, ProvinceRefs refs) {
        m.allowOnly(
                "id",
                "players",
                "seats",
                "neutral",
                "impassable",
                "start_year",
                "other_years",
                "player_centres_to_win",
                "coin_toss",
                "source");
        String id = m.text("id");
        int players = m.integer("players", 1, powers.size());
        Map<String, Node> placed = new HashMap<>();
        List<String> neutral = powerList(m.has("neutral") ? m.optList("neutral") : null, powers, placed);
        List<List<String>> seats = new ArrayList<>();
        ListNode seatList = m.has("seats") ? m.optList("seats") : null;
        if (seatList != null) {
            for (Node n : seatList.items()) {
                ListNode seat = Nodes.asList(n);
                if (seat != null) seats.add(powerList(seat, powers, placed));
            }
        }
        if (seatList != null) {
            for (Power p : powers) {
                if (!placed.containsKey(p.id()))
                    m.keyNode("seats")
                            .problem("setup '" + id + "' seats no player for '" + p.id()
                                    + "' and does not make it neutral");
            }
            if (seats.size() != players)
                m.keyNode("seats").problem(seats.size() + " seats for " + players + " players");
        } else if (powers.size() - neutral.size() != players) {
            m.keyNode("players")
                    .problem(players + " players, but " + (powers.size() - neutral.size())
                            + " powers are played (one each)");
        }
        List<String> impassable = new ArrayList<>();
        ListNode imp = m.has("impassable") ? m.optList("impassable") : null;
        if (imp != null) {
            for (ScalarNode s : imp.scalars()) {
                Province p = refs.province(s.text(), s);
                if (p == null) continue;
                impassable.add(p.id());
                for (Power w : powers) {
                    if (neutral.contains(w.id())) continue;
                    w.startingUnits().stream()
                            .filter(u -> u.province().equals(p.id()))
                            .findFirst()
                            .ifPresent(u -> s.problem(
                                    "'" + p.id() + "' is impassable, but " + w.id() + " starts a unit there"));
                }
            }
        }
        int year = m.optInteger("start_year", startYear, 1, 9999);
        List<Integer> others = new ArrayList<>();
        ListNode ol = m.has("other_years") ? m.optList("other_years") : null;
        if (ol != null) {
            for (ScalarNode s : ol.scalars()) {
                Long v = s.wholeNumber();
                if (v == null || v < 1 || v > 9999) s.problem("a year 1…9999, found '" + s.text() + "'");
                else others.add((int) (long) v);
            }
        }
        int playerCentres = m.optInteger("player_centres_to_win", 0, 1, 999);
        Setup.CoinTossRule toss = null;
        MapNode t = m.has("coin_toss") ? m.optMap("coin_toss") : null;
        if (t != null) {
            t.allowOnly("power", "year");
            String power = t.text("power");
            if (!neutral.contains(power) && t.has("power"))
                t.get("power").problem("the coin-tossed power '" + power + "' must be neutral in this setup");
            toss = new Setup.CoinTossRule(power, t.integer("year", year, 9999));
        }
        return new Setup(
                id, players, seats, neutral, impassable, year, others, playerCentres, toss, m.optText("source", ""));
    }

    /** Power ids of a list, each checked to exist and to be placed only once in the setup. */
    private static List<String> powerList(ListNode list, List<Power> powers, Map<String, Node> placed) {
        List<String> out = new ArrayList<>();
        if (list == null) return out;
        Set<String> ids = new HashSet<>(powers.stream().map(Power::id).toList());
        for (ScalarNode s : list.scalars()) {
            String id = s.text();
            if (!ids.contains(id)) {
                s.problem("unknown power '" + id + "'"
                        + Suggest.closest(id, ids)
                                .map(x -> "; did you mean '" + x + "'?")
                                .orElse(""));
            } else if (placed.putIfAbsent(id, s) != null) {
                s.problem("power '" + id + "' is placed twice in this setup (first at line "
                        + placed.get(id).line() + ")");
            } else {
                out.add(id);
            }
        }
        return out;
    }
}
