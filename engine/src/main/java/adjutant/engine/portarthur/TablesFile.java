package adjutant.engine.portarthur;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.ArrayList;
import java.util.List;

/** Reads and checks {@code tables.yaml}, the rule numbers. */
final class TablesFile {
    private TablesFile() {}

    static Tables read(GameFiles files, SeaMap map, List<Fleet> fleets, TurnTrack turns, DpTrack dp, Labels labels) {
        MapNode root = files.readMap("tables.yaml");
        root.allowOnly("phases", "dominance", "sortie", "fire", "hidden_threat");
        List<String> areaIds = map.areas().stream().map(SeaArea::id).toList();

        List<MapNode> phaseNodes = root.list("phases").maps();
        MapNode.checkUnique(phaseNodes, "id", "phase");
        List<Phase> phases = new ArrayList<>();
        for (MapNode p : phaseNodes) {
            p.allowOnly("id", "turns");
            if (p.has("id")) labels.require(p.get("id"), "phase." + p.text("id"));
            phases.add(
                    new Phase(p.text("id"), p.has("turns") ? DataCheck.ints(p, "turns", 1, turns.count()) : List.of()));
        }

        MapNode d = root.map("dominance");
        d.allowOnly("key_areas", "key_area_bonus", "convoys_sunk", "blockade");
        List<String> keys = DataCheck.refs(d, "key_areas", areaIds, "sea area");
        List<Integer> bonus = DataCheck.ints(d, "key_area_bonus", 0, 20);
        if (d.has("key_areas")
                && d.has("key_area_bonus")
                && bonus.size() != d.list("key_areas").size()) {
            d.get("key_area_bonus")
                    .problem("'key_area_bonus' needs one value per key area ("
                            + d.list("key_areas").size() + "), found " + bonus.size());
        }
        List<Integer> convoys = DataCheck.ints(d, "convoys_sunk", 0, 20);
        if (d.has("convoys_sunk") && convoys.size() != map.landingBoxes().size()) {
            d.get("convoys_sunk")
                    .problem("'convoys_sunk' needs one value per landing box ("
                            + map.landingBoxes().size() + "), found " + convoys.size());
        }
        DominanceRules rules = new DominanceRules(keys, bonus, convoys, blockade(d.map("blockade"), map, areaIds, dp));

        MapNode s = root.map("sortie");
        s.allowOnly("intact_range", "damaged_range");
        int intact = s.integer("intact_range", 1, 6);
        Tables.SortieRules sortie = new Tables.SortieRules(intact, s.integer("damaged_range", 0, intact));

        MapNode f = root.map("fire");
        f.allowOnly("min_dice", "max_dice");
        int minDice = f.integer("min_dice", 1, 6);
        Tables.FireRules fire = new Tables.FireRules(minDice, f.integer("max_dice", minDice, 6));

        MapNode h = root.map("hidden_threat");
        h.allowOnly("torpedo_fleet", "torpedo_divisor", "mined_sea");
        String fleet = h.text("torpedo_fleet");
        DataCheck.ref(
                h.get("torpedo_fleet") == null ? h : h.get("torpedo_fleet"),
                fleet,
                fleets.stream().map(Fleet::id).toList(),
                "fleet");
        int divisor = h.integer("torpedo_divisor", 1, 6);
        String mined = h.text("mined_sea");
        DataCheck.ref(h.get("mined_sea") == null ? h : h.get("mined_sea"), mined, areaIds, "sea area");
        return new Tables(phases, rules, sortie, fire, new Tables.HiddenThreat(fleet, divisor, mined));
    }

    private static DominanceRules.Blockade blockade(MapNode b, SeaMap map, List<String> areaIds, DpTrack dp) {
        b.allowOnly("port", "sea", "cost", "upkeep", "barred_at_russia");
        String port = b.text("port");
        DataCheck.ref(
                b.get("port") == null ? b : b.get("port"),
                port,
                map.ports().stream().map(Port::id).toList(),
                "port");
        String sea = b.text("sea");
        if (DataCheck.ref(b.get("sea") == null ? b : b.get("sea"), sea, areaIds, "sea area")
                && !map.portOpensOn(port, sea)
                && map.port(port).isPresent()) {
            b.get("sea").problem("blockade sea '" + sea + "' is not next to port '" + port + "'");
        }
        int limit = Math.max(Math.abs(dp.min()), Math.abs(dp.max()));
        return new DominanceRules.Blockade(
                port, sea, b.integer("cost", 0, 5), b.integer("upkeep", 0, 5), b.integer("barred_at_russia", 0, limit));
    }
}
