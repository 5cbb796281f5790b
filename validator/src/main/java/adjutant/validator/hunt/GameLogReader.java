package adjutant.validator.hunt;

import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.GermanTurn;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Side;
import adjutant.validator.RecordYaml;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads a game log (format at the top of examples/hunt/game-log.yaml). Anything the checker
 * cannot use — bad YAML, an unknown key, name or hex, a die that is not 1…6, turns out of
 * order, a turn missing from the secret log — is a problem with its file:line:column; the
 * log returned is then not checked. Whether what is written obeys the rules is the
 * {@link LogChecker}'s business.
 */
public final class GameLogReader {
    private final HuntGame game;
    private final LogNames names;

    public GameLogReader(HuntGame game) {
        this.game = game;
        this.names = new LogNames(game);
    }

    /** Reads {@code file}, naming it {@code shownAs} in problems; null when it could not be parsed at all. */
    public GameLog read(Path file, String shownAs, Problems problems) {
        MapNode root = RecordYaml.root(file, shownAs, problems, game.info().id(), "log");
        if (root == null) return null;
        root.allowOnly("game", "forces", "setup", "turns", "secret-log", "winner");
        ForceSide side =
                root.optChoice("forces", "standard", "standard", "historical").equals("historical")
                        ? ForceSide.HISTORICAL
                        : ForceSide.STANDARD;
        MapNode setup = root.map("setup");
        setup.allowOnly("altmark", "merchants");
        LogValue<Integer> altmark = hexAt(setup, "altmark", true);
        List<LogValue<String>> merchants = new ArrayList<>();
        for (ScalarNode s : setup.list("merchants").scalars()) {
            String id = names.merchant(s);
            if (id != null) merchants.add(new LogValue<>(id, s));
        }
        List<LogTurn> turns = new ArrayList<>();
        for (MapNode t : root.list("turns").maps()) turns.add(turn(t, turns.size() + 1));
        Map<Integer, LogValue<Integer>> secret = secretLog(root, turns);
        LogValue<Side> winner = root.has("winner") ? new LogValue<>(side(root, "winner"), root.get("winner")) : null;
        return new GameLog(shownAs, side, altmark, merchants, turns, secret, winner);
    }

    private LogTurn turn(MapNode t, int expected) {
        t.allowOnly("turn", "german", "british");
        RecordYaml.turn(t, expected, 999);
        SideTurn german = t.has("german") ? sideTurn(t.map("german"), Side.GERMAN) : null;
        if (german == null) t.problem("missing 'german' (every turn starts with the German player's turn)");
        SideTurn british = t.has("british") ? sideTurn(t.map("british"), Side.BRITISH) : null;
        return new LogTurn(t, expected, german, british);
    }

    private SideTurn sideTurn(MapNode m, Side side) {
        if (side == Side.GERMAN) m.allowOnly("card", "event", "reserve", "actions", "new", "hand", "battle");
        else m.allowOnly("merchants", "new", "card", "event", "actions", "hand", "battle");
        LogValue<String> card = null;
        boolean event = m.has("event");
        if (m.has("card") == event) {
            m.problem("write either 'card' (the card played for its OP) or 'event' (the card played for its event)");
        } else {
            String key = event ? "event" : "card";
            ScalarNode s = Nodes.asScalar(m.get(key));
            String id = s == null ? null : names.card(s, side);
            if (id != null) card = new LogValue<>(id, s);
        }
        LogValue<Integer> reserve =
                side == Side.GERMAN ? count(m, "reserve", game.rules().german().reserveMax()) : null;
        List<LogAction> actions = new ArrayList<>();
        for (MapNode a : m.optList("actions").maps()) {
            LogAction action = side == Side.GERMAN ? germanAction(a, event) : britishAction(a, event);
            if (action != null) actions.add(action);
        }
        LogValue<Integer> hand = count(m, "hand", game.rules().deckSize());
        if (!m.has("hand")) m.problem("missing 'hand' (the cards in hand announced at the end of the turn)");
        Map<String, LogValue<Integer>> merchants = new LinkedHashMap<>();
        if (m.has("merchants")) {
            MapNode ships = m.map("merchants");
            for (MapNode.Entry e : ships.entries().values()) {
                String id = names.merchant(e.key());
                ScalarNode v = Nodes.asScalar(e.value());
                if (id == null || v == null) continue;
                if (v.type() == ScalarNode.Type.STRING && LogNames.key(v.text()).equals("port")) {
                    merchants.put(id, new LogValue<>(SideTurn.PORT, v));
                } else {
                    Integer hex = names.hex(v);
                    if (hex != null) merchants.put(id, new LogValue<>(hex, v));
                }
            }
        }
        List<LogValue<String>> drawn = new ArrayList<>();
        for (ScalarNode s : m.optList("new").scalars()) {
            String id = names.merchant(s);
            if (id != null) drawn.add(new LogValue<>(id, s));
        }
        LogBattle battle = m.has("battle") ? battle(m.map("battle")) : null;
        return new SideTurn(
                m,
                card,
                event,
                reserve,
                actions,
                hand,
                merchants,
                m.has("merchants") ? m.get("merchants") : m,
                drawn,
                battle);
    }

    private LogAction germanAction(MapNode a, boolean event) {
        String kind = kind(a, "move", "continue", "search", "repair", "keep");
        if (kind == null) return null;
        switch (kind) {
            case "move" -> {
                a.allowOnly("move", "from", "to", "op", "hexes");
                String piece = a.choice("move", GermanTurn.GRAF_SPEE, GermanTurn.ALTMARK);
                Optional<Integer> from = optHex(a, "from");
                Optional<Integer> to = optHex(a, "to");
                if (piece.equals(GermanTurn.GRAF_SPEE) && (a.has("to") || a.has("from"))) {
                    a.keyNode(a.has("to") ? "to" : "from")
                            .problem("Graf Spee's hexes are secret: write them in 'secret-log', not here");
                }
                if (piece.equals(GermanTurn.ALTMARK) && to.isEmpty() && !a.has("to"))
                    a.problem("missing 'to' (the hex Altmark moves to)");
                return move(a, piece, from, to, event);
            }
            case "continue" -> {
                a.allowOnly("continue");
                a.choice("continue", GermanTurn.GRAF_SPEE);
                return new LogAction.Continue(a);
            }
            case "search" -> {
                a.allowOnly("search", "seaplane", "roll", "modifier", "result");
                ScalarNode s = Nodes.asScalar(a.get("search"));
                String merchant = s == null ? null : names.merchant(s);
                boolean seaplane = a.bool("seaplane", false);
                int roll = die(a);
                int modifier = a.optInteger("modifier", 0, -6, 6);
                boolean sunk = a.choice("result", "sunk", "missed").equals("sunk");
                return merchant == null
                        ? null
                        : new LogAction.GermanSearch(
                                a, merchant, seaplane, roll, modifier, new LogValue<>(sunk, at(a, "result")));
            }
            case "repair" -> {
                a.allowOnly("repair", "result");
                int roll = a.integer("repair", 1, Rolls.FACES);
                Rolls.Repair r = Rolls.Repair.valueOf(
                        a.choice("result", "repaired", "unchanged", "destroyed").toUpperCase(Locale.ROOT));
                return new LogAction.Repair(a, roll, new LogValue<>(r, at(a, "result")));
            }
            default -> {
                a.allowOnly("keep");
                return new LogAction.Keep(a, a.integer("keep", 1, 99));
            }
        }
    }

    private LogAction britishAction(MapNode a, boolean event) {
        String kind = kind(a, "move", "search", "intelligence", "strategy");
        if (kind == null) return null;
        ScalarNode head = Nodes.asScalar(a.get(kind));
        switch (kind) {
            case "move" -> {
                a.allowOnly("move", "from", "to", "op", "hexes");
                String force = head == null ? null : names.force(head);
                Optional<Integer> from = optHex(a, "from");
                Optional<Integer> to = optHex(a, "to");
                if (!a.has("to")) a.problem("missing 'to' (the hex the force moves to)");
                return force == null ? null : move(a, force, from, to, event);
            }
            case "search" -> {
                a.allowOnly("search", "roll", "modifier", "result");
                String force = head == null ? null : names.force(head);
                int roll = die(a);
                int modifier = a.optInteger("modifier", 0, -6, 6);
                String r = a.choice("result", "failed", "not-there", "found");
                LogAction.SearchResult result = LogAction.SearchResult.valueOf(
                        r.toUpperCase(Locale.ROOT).replace('-', '_'));
                return force == null
                        ? null
                        : new LogAction.BritishSearch(
                                a, force, roll, modifier, new LogValue<>(result, at(a, "result")));
            }
            case "intelligence" -> {
                a.allowOnly("intelligence");
                String card = head == null ? null : names.card(head, Side.BRITISH);
                return card == null ? null : new LogAction.Intelligence(a, card);
            }
            default -> {
                a.allowOnly("strategy");
                String force = head == null ? null : names.force(head);
                return force == null ? null : new LogAction.Strategy(a, force);
            }
        }
    }

    /** A move costs OP in a card played for OP; in an event turn the event gives its length in hexes. */
    private LogAction move(MapNode a, String piece, Optional<Integer> from, Optional<Integer> to, boolean event) {
        int op = 0;
        int hexes = 0;
        if (event) hexes = a.integer("hexes", 1, game.rules().maxMove());
        else if (a.has("hexes") && !a.has("op"))
            a.keyNode("hexes").problem("a move paid with OP gives its 'op' (1, 2 or 4), not 'hexes'");
        else op = a.integer("op", 1, 99);
        return new LogAction.Move(a, piece, from, to, hexes, op);
    }

    /** The action's kind: the one key of {@code kinds} the map has. */
    private static String kind(MapNode a, String... kinds) {
        List<String> found = new ArrayList<>();
        for (String k : kinds) if (a.has(k)) found.add(k);
        if (found.size() == 1) return found.get(0);
        a.problem(
                found.isEmpty()
                        ? "an action starts with one of " + String.join(", ", kinds)
                        : "one action per entry, found " + String.join(" and ", found));
        return null;
    }

    private static int die(MapNode a) {
        Node n = a.get("roll");
        if (n instanceof ScalarNode s
                && !s.isNull()
                && (s.type() != ScalarNode.Type.INT || !s.text().matches("[1-6]"))) {
            s.problem("a die shows 1…6, found " + s.kind() + " '" + s.text() + "'");
            return 1;
        }
        return a.integer("roll", 1, Rolls.FACES);
    }

    private LogBattle battle(MapNode b) {
        b.allowOnly("forces", "duels", "winner");
        List<String> forces = new ArrayList<>();
        for (ScalarNode s : b.list("forces").scalars()) {
            String id = names.force(s);
            if (id != null && !forces.contains(id)) forces.add(id);
        }
        List<LogBattle.Duel> duels = new ArrayList<>();
        for (MapNode d : b.list("duels").maps()) {
            d.allowOnly("german", "british", "hit");
            Battle.Play g = play(d, Side.GERMAN);
            Battle.Play br = play(d, Side.BRITISH);
            String hit = d.choice("hit", "german", "british", "none");
            Optional<Side> h =
                    hit.equals("none") ? Optional.empty() : Optional.of(Side.valueOf(hit.toUpperCase(Locale.ROOT)));
            if (g != null && br != null) duels.add(new LogBattle.Duel(d, g, br, new LogValue<>(h, at(d, "hit"))));
        }
        LogValue<Side> winner = b.has("winner") ? new LogValue<>(side(b, "winner"), b.get("winner")) : null;
        return new LogBattle(b, new LogValue<>(forces, at(b, "forces")), duels, winner);
    }

    /** A duel card: its id in the side's deck (its OP and battle event count), or just a value 1…5. */
    private Battle.Play play(MapNode d, Side side) {
        Node n = d.get(side.id());
        if (n == null) {
            d.problem("missing '" + side.id() + "' (the " + side.id() + " card of this duel: its id or its OP)");
            return null;
        }
        ScalarNode s = Nodes.asScalar(n);
        if (s == null) return null;
        if (s.type() == ScalarNode.Type.INT) return Battle.Play.of(d.integer(side.id(), 1, 5));
        String id = names.card(s, side);
        return id == null
                ? null
                : Battle.Play.of(game.card(side, id).orElseThrow().op(), id);
    }

    private Map<Integer, LogValue<Integer>> secretLog(MapNode root, List<LogTurn> turns) {
        Map<Integer, LogValue<Integer>> out = new TreeMap<>();
        Set<Integer> seen = new HashSet<>();
        ListNode list = root.list("secret-log");
        for (MapNode e : list.maps()) {
            e.allowOnly("turn", "hex");
            int turn = e.integer("turn", 0, 999);
            LogValue<Integer> hex = hexAt(e, "hex", true);
            if (!seen.add(turn)) e.keyNode("turn").problem("turn " + turn + " is in the secret log twice");
            else if (hex != null) out.put(turn, hex);
        }
        if (root.has("secret-log")) {
            for (int t = 0; t <= turns.size(); t++) {
                if (!seen.contains(t)) {
                    list.problem("the secret log has no hex for " + (t == 0 ? "the setup (turn 0)" : "turn " + t)
                            + "; it reveals Graf Spee's hex at setup and after every German turn");
                    break;
                }
            }
        }
        return out;
    }

    private LogValue<Integer> hexAt(MapNode m, String key, boolean required) {
        if (!m.has(key)) {
            if (required) m.problem("missing '" + key + "' (a hex number)");
            return null;
        }
        ScalarNode s = Nodes.asScalar(m.get(key));
        Integer h = s == null ? null : names.hex(s);
        return h == null ? null : new LogValue<>(h, s);
    }

    private Optional<Integer> optHex(MapNode m, String key) {
        return Optional.ofNullable(hexAt(m, key, false)).map(LogValue::value);
    }

    private static LogValue<Integer> count(MapNode m, String key, int max) {
        if (!m.has(key)) return null;
        int before = m.source().problems().size();
        int v = m.integer(key, 0, max);
        return m.source().problems().size() == before ? new LogValue<>(v, m.get(key)) : null;
    }

    private static Side side(MapNode m, String key) {
        return m.choice(key, "german", "british").equals("german") ? Side.GERMAN : Side.BRITISH;
    }

    private static Node at(MapNode m, String key) {
        Node n = m.get(key);
        return n == null ? m : n;
    }
}
