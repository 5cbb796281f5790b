package adjutant.validator.portarthur;

import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.DominanceScore;
import adjutant.engine.portarthur.HitList;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Side;
import adjutant.validator.RecordYaml;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a score sheet (format in examples/port-arthur/score-sheet.yaml). Anything the
 * checker cannot use — bad YAML, an unknown key or name, a number out of range, turns out of
 * order — is a problem with its file:line:column; the sheet returned is then not checked.
 */
public final class ScoreSheetReader {
    private static final Pattern DP_TEXT = Pattern.compile("^\\s*(\\p{L}+)\\s*[: ]?\\s*\\+?(\\d+)\\s*$");
    private static final Map<String, HitList> LISTS =
            Map.of("critical_to", HitList.CRITICAL, "flip", HitList.FLIPPED, "sink", HitList.SUNK);

    private final PortArthurGame game;
    private final SheetNames names;

    public ScoreSheetReader(PortArthurGame game) {
        this.game = game;
        this.names = new SheetNames(game);
    }

    /** Reads {@code file}, naming it {@code shownAs} in problems; null when it could not be parsed at all. */
    public ScoreSheet read(Path file, String shownAs, Problems problems) {
        MapNode root = RecordYaml.root(file, shownAs, problems, game.info().id(), "sheet");
        if (root == null) return null;
        root.allowOnly("game", "turns", "winner");
        List<SheetTurn> turns = new ArrayList<>();
        for (MapNode t : root.list("turns").maps()) turns.add(turn(t, turns.size() + 1));
        return new ScoreSheet(shownAs, turns, winner(root));
    }

    private SheetTurn turn(MapNode t, int expected) {
        t.allowOnly(
                "turn",
                "control",
                "battles",
                "score",
                "blockade",
                "armies_at_sea",
                "convoys_sunk",
                "manchuria",
                "roll",
                "dp");
        RecordYaml.turn(t, expected, game.turns().count());
        List<SheetBattle> battles = new ArrayList<>();
        for (MapNode b : t.optList("battles").maps()) battles.add(battle(b));
        return new SheetTurn(
                t,
                expected,
                control(t),
                battles,
                score(t),
                blockade(t),
                boxes(t),
                count(t, "convoys_sunk", game.map().landingBoxes().size()),
                spaces(t),
                count(t, "roll", 6, 1),
                dp(t));
    }

    private Map<String, Side> control(MapNode t) {
        Map<String, Side> out = new LinkedHashMap<>();
        if (!t.has("control")) return out;
        MapNode c = t.map("control");
        for (MapNode.Entry e : c.entries().values()) {
            String area = names.area(e.key());
            String who = c.choice(e.key().text(), "japan", "russia", "nobody", "contested", "none");
            if (area != null && (who.equals("japan") || who.equals("russia"))) out.put(area, Side.byId(who));
        }
        return out;
    }

    private SheetValue<DominanceScore> score(MapNode t) {
        if (!t.has("score")) return null;
        MapNode s = t.map("score");
        s.allowOnly("japan", "russia");
        return new SheetValue<>(new DominanceScore(s.integer("japan", 0, 99), s.integer("russia", 0, 99)), s);
    }

    private SheetValue<BlockadeChoice> blockade(MapNode t) {
        if (!t.has("blockade")) return null;
        String b = t.choice("blockade", "none", "placed", "kept");
        BlockadeChoice c = switch (b) {
            case "placed" -> BlockadeChoice.PLACE;
            case "kept" -> BlockadeChoice.KEEP;
            default -> BlockadeChoice.NONE;
        };
        return new SheetValue<>(c, t.get("blockade"));
    }

    private SheetValue<Set<String>> boxes(MapNode t) {
        if (!t.has("armies_at_sea")) return null;
        Set<String> out = new LinkedHashSet<>();
        for (ScalarNode s : t.optList("armies_at_sea").scalars()) {
            String id = names.box(s);
            if (id != null && !out.add(id)) s.problem("landing box '" + id + "' holds at most one army");
        }
        return new SheetValue<>(out, t.get("armies_at_sea"));
    }

    private SheetValue<Set<String>> spaces(MapNode t) {
        if (!t.has("manchuria")) return null;
        Set<String> out = new LinkedHashSet<>();
        for (ScalarNode s : t.optList("manchuria").scalars()) {
            String id = names.space(s);
            if (id != null && !out.add(id))
                s.problem("Manchuria space '" + id + "' is listed twice (one army per space)");
        }
        return new SheetValue<>(out, t.get("manchuria"));
    }

    private static SheetValue<Integer> count(MapNode m, String key, int max) {
        return count(m, key, max, 0);
    }

    private static SheetValue<Integer> count(MapNode m, String key, int max, int min) {
        if (!m.has(key)) return null;
        int before = m.source().problems().size();
        int v = m.integer(key, min, max);
        return m.source().problems().size() == before ? new SheetValue<>(v, m.get(key)) : null;
    }

    /** The DP marker: a whole number (positive toward the track's positive side), "japan 3", "russia 2", or 0. */
    private SheetValue<Integer> dp(MapNode t) {
        Node n = t.get("dp");
        int limit = game.dpTrack().max();
        String expected =
                "the DP marker: 0, or a side and its points, e.g. 'japan 3' or 'russia 2' (at most " + limit + ")";
        if (n == null || n instanceof ScalarNode s0 && s0.isNull()) {
            t.problem("missing 'dp' (" + expected + ")");
            return null;
        }
        if (!(n instanceof ScalarNode s)) {
            n.problem("'dp' must be " + expected + ", found " + n.kind());
            return null;
        }
        if (s.type() == ScalarNode.Type.INT) {
            int v = t.integer("dp", game.dpTrack().min(), game.dpTrack().max());
            return new SheetValue<>(v, n);
        }
        Matcher m = DP_TEXT.matcher(s.text());
        Side side = m.matches() ? names.side(m.group(1)) : null;
        if (side == null) {
            if (SheetNames.key(s.text()).matches("0|centre|center|draw|střed"))
                return new SheetValue<>(game.dpTrack().start(), n);
            n.problem("'dp' must be " + expected + ", found '" + s.text() + "'");
            return null;
        }
        if (m.group(2).length() > 9 || Integer.parseInt(m.group(2)) > limit) {
            n.problem("'dp' is " + m.group(2) + " toward " + side.id() + ", but the track ends at " + limit);
            return null;
        }
        return new SheetValue<>(game.dpTrack().move(game.dpTrack().start(), side, Integer.parseInt(m.group(2))), n);
    }

    private SheetBattle battle(MapNode b) {
        b.allowOnly("sea", "attacker", "japan", "russia", "damaged", "initiative_used", "fire");
        String sea = b.has("sea") && b.get("sea") instanceof ScalarNode s && !s.isNull() ? names.area(s) : null;
        if (!b.has("sea")) b.problem("missing 'sea' (the sea area of the battle)");
        Side attacker = Side.byId(b.choice("attacker", "japan", "russia"));
        Map<Side, List<String>> ships = new EnumMap<>(Side.class);
        Set<String> all = new LinkedHashSet<>();
        for (Side side : Side.values()) ships.put(side, squadron(b, side, all));
        Set<String> damaged = new LinkedHashSet<>();
        for (ScalarNode s : b.optList("damaged").scalars()) {
            String id = names.ship(s);
            if (id != null && !all.contains(id))
                s.problem("ship '" + id + "' is marked damaged but is in neither squadron");
            if (id != null) damaged.add(id);
        }
        boolean initiative = b.bool("initiative_used", false);
        ListNode fireList = b.list("fire");
        List<SheetFire> fires = new ArrayList<>();
        for (MapNode f : fireList.maps()) fires.add(fire(f));
        if (b.has("fire") && (fireList.size() < 1 || fireList.size() > 2)) {
            b.get("fire")
                    .problem("a battle has one or two fires (first player, then second player), found "
                            + fireList.size());
        }
        return new SheetBattle(b, sea, attacker, ships, damaged, initiative, fires);
    }

    private List<String> squadron(MapNode b, Side side, Set<String> all) {
        List<String> out = new ArrayList<>();
        if (!b.has(side.id())) {
            b.problem("missing '" + side.id() + "' (the ships of " + side.id() + "'s squadron)");
            return out;
        }
        for (ScalarNode s : b.list(side.id()).scalars()) {
            String id = names.ship(s);
            if (id == null) continue;
            if (game.requireShip(id).side() != side) {
                s.problem("ship '" + id + "' is not " + side.id() + "'s");
            } else if (!all.add(id)) {
                s.problem("ship '" + id + "' is listed twice");
            } else {
                out.add(id);
            }
        }
        if (out.isEmpty() && b.get(side.id()) instanceof ListNode l && l.size() == 0) {
            b.get(side.id()).problem("a squadron in battle has at least one ship");
        }
        return out;
    }

    private SheetFire fire(MapNode f) {
        f.allowOnly("side", "firepower", "dice", "regular", "critical", "critical_to", "flip", "sink");
        Side side = Side.byId(f.choice("side", "japan", "russia"));
        SheetValue<Side> by = new SheetValue<>(side, f.has("side") ? f.get("side") : f);
        List<Integer> dice = dice(f);
        Map<HitList, List<SheetValue<String>>> hits = new EnumMap<>(HitList.class);
        Map<HitList, Node> lists = new EnumMap<>(HitList.class);
        for (Map.Entry<String, HitList> e : LISTS.entrySet()) {
            if (!f.has(e.getKey())) continue;
            List<SheetValue<String>> items = new ArrayList<>();
            for (ScalarNode s : f.optList(e.getKey()).scalars()) {
                String id = names.ship(s);
                if (id != null) items.add(new SheetValue<>(id, s));
            }
            hits.put(e.getValue(), items);
            lists.put(e.getValue(), f.get(e.getKey()));
        }
        return new SheetFire(
                f,
                by,
                count(f, "firepower", 999),
                dice,
                count(f, "regular", game.tables().fire().maxDice()),
                count(f, "critical", game.tables().fire().maxDice() - 1),
                hits,
                lists);
    }

    private List<Integer> dice(MapNode f) {
        int min = game.tables().fire().minDice();
        int max = game.tables().fire().maxDice();
        List<Integer> out = new ArrayList<>();
        ListNode l = f.list("dice");
        for (ScalarNode s : l.scalars()) {
            if (s.type() != ScalarNode.Type.INT || !s.text().matches("[1-6]")) {
                s.problem("a die shows 1…6, found " + s.kind() + " '" + s.text() + "'");
                continue;
            }
            out.add(Integer.parseInt(s.text()));
        }
        if (f.has("dice") && (l.size() < min || l.size() > max)) {
            f.get("dice").problem("a squadron fires " + min + "…" + max + " dice, found " + l.size());
        }
        return out;
    }

    private SheetValue<ScoreSheet.Outcome> winner(MapNode root) {
        if (!root.has("winner")) return null;
        String w = root.choice("winner", "japan", "russia", "draw");
        return new SheetValue<>(new ScoreSheet.Outcome(Side.byId(w)), root.get("winner"));
    }
}
