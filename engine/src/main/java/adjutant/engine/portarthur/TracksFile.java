package adjutant.engine.portarthur;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Reads and checks {@code tracks.yaml}: the DP track, the Manchuria track and the turn track. */
final class TracksFile {
    private TracksFile() {}

    record Tracks(DpTrack dp, ManchuriaTrack manchuria, TurnTrack turns) {}

    static Tracks read(GameFiles files, List<String> langs, SeaMap map, Labels labels) {
        MapNode root = files.readMap("tracks.yaml");
        root.allowOnly("dp_track", "manchuria", "turns");
        return new Tracks(dp(root.map("dp_track")), manchuria(root, langs, map, labels), turns(root.map("turns")));
    }

    private static DpTrack dp(MapNode d) {
        d.allowOnly("min", "max", "start", "positive_side", "source");
        int min = d.integer("min", -20, 0);
        int max = d.integer("max", 0, 20);
        int start = d.integer("start", min, max);
        Side side = DataCheck.side(d, "positive_side");
        DataCheck.source(d, "min", "max", "start", "positive_side");
        return new DpTrack(min, max, start, side);
    }

    private static ManchuriaTrack manchuria(MapNode root, List<String> langs, SeaMap map, Labels labels) {
        List<MapNode> nodes = root.list("manchuria").maps();
        MapNode.checkUnique(nodes, "id", "Manchuria space");
        List<String> ids = DataCheck.ids(nodes);
        List<String> portIds = map.ports().stream().map(Port::id).toList();
        List<ManchuriaSpace> spaces = new ArrayList<>();
        boolean badAfter = false;
        for (MapNode s : nodes) {
            s.allowOnly("id", "name", "after", "effect", "source");
            String id = s.text("id");
            String after = s.optText("after", null);
            if (after != null && (after.equals(id) || !DataCheck.ref(s.get("after"), after, ids, "Manchuria space"))) {
                if (after.equals(id)) s.get("after").problem("Manchuria space '" + id + "' comes after itself");
                after = null;
                badAfter = true;
            }
            SpaceEffect effect = s.has("effect") ? effect(s.map("effect"), portIds) : null;
            if (effect != null) labels.require(s.map("effect").get("kind"), "effect." + effect.kind());
            spaces.add(new ManchuriaSpace(
                    id,
                    DataCheck.names(s, langs, "Manchuria space"),
                    after,
                    effect,
                    DataCheck.source(s, "name", "after", "effect")));
        }
        if (!badAfter) checkTree(root, nodes, spaces); // else its findings would repeat the bad reference
        return new ManchuriaTrack(spaces);
    }

    private static SpaceEffect effect(MapNode e, List<String> portIds) {
        String kind = e.choice("kind", SpaceEffect.KINDS);
        switch (kind) {
            case "port-loses-shipyard" -> {
                e.allowOnly("kind", "port");
                return new SpaceEffect.PortLosesShipyard(port(e, portIds));
            }
            case "port-falls" -> {
                e.allowOnly("kind", "port", "dp");
                return new SpaceEffect.PortFalls(port(e, portIds), e.integer("dp", 0, 6));
            }
            case "dp-roll" -> {
                e.allowOnly("kind", "at_most", "dp");
                return new SpaceEffect.DpRoll(e.integer("at_most", 1, 6), e.integer("dp", 0, 6));
            }
            default -> {
                e.allowOnly("kind");
                return new SpaceEffect.RequiredForVictory();
            }
        }
    }

    private static String port(MapNode e, List<String> portIds) {
        String p = e.text("port");
        DataCheck.ref(e.get("port") == null ? e : e.get("port"), p, portIds, "port");
        return p;
    }

    /** One first space, and every space reachable from it (no loop of "after"). */
    private static void checkTree(MapNode root, List<MapNode> nodes, List<ManchuriaSpace> spaces) {
        List<ManchuriaSpace> firsts =
                spaces.stream().filter(s -> s.after() == null).toList();
        if (firsts.size() != 1) {
            root.keyNode("manchuria")
                    .problem("the Manchuria track needs exactly one first space (without 'after'), found "
                            + firsts.size());
            return;
        }
        Set<String> reached = new HashSet<>();
        reached.add(firsts.get(0).id());
        boolean grew = true;
        while (grew) {
            grew = false;
            for (ManchuriaSpace s : spaces) {
                if (s.after() != null && reached.contains(s.after()) && reached.add(s.id())) grew = true;
            }
        }
        for (int i = 0; i < spaces.size(); i++) {
            if (!reached.contains(spaces.get(i).id())) {
                nodes.get(i)
                        .problem("Manchuria space '" + spaces.get(i).id() + "' cannot be reached from '"
                                + firsts.get(0).id() + "': its 'after' chain loops");
            }
        }
    }

    private static TurnTrack turns(MapNode t) {
        t.allowOnly("count", "baltic_arrivals", "initiative", "source");
        int count = t.integer("count", 1, 20);
        List<Integer> arrivals = DataCheck.ints(t, "baltic_arrivals", 1, count);
        MapNode ini = t.map("initiative");
        ini.allowOnly("start", "to_russia_on_turn");
        Side start = DataCheck.side(ini, "start");
        int toRussia = ini.integer("to_russia_on_turn", 1, count);
        DataCheck.source(t, "count", "baltic_arrivals", "initiative");
        return new TurnTrack(count, arrivals, start, toRussia);
    }
}
