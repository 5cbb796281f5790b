package adjutant.engine.hunt;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code pieces.yaml}: forces, merchant ships, German ships and discs. Checks that
 * a force starts on exactly one of a hex or a strategy space that exist, that bonuses are
 * whole or half points, and that each merchant's start and destination name a start
 * position and a port of the map.
 */
final class PiecesReader {
    static final String FILE = "pieces.yaml";

    record Pieces(List<Force> forces, List<Merchant> merchants, List<GermanShip> germanShips, List<Disc> discs) {}

    private PiecesReader() {}

    static Pieces read(GameFiles files, HexMap map, Optional<Track> strategy, List<String> langs) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("forces", "merchants", "german-ships", "discs");
        List<MapNode> f = root.list("forces").maps();
        MapNode.checkUnique(f, "id", "force");
        List<Force> forces = f.stream().map(m -> force(m, map, strategy, langs)).toList();
        List<MapNode> ms = root.list("merchants").maps();
        MapNode.checkUnique(ms, "id", "merchant ship");
        List<Merchant> merchants = ms.stream().map(m -> merchant(m, map)).toList();
        List<MapNode> gs = root.list("german-ships").maps();
        MapNode.checkUnique(gs, "id", "German ship");
        List<GermanShip> ships = gs.stream().map(m -> germanShip(m, langs)).toList();
        List<MapNode> ds = root.optList("discs").maps();
        MapNode.checkUnique(ds, "id", "disc");
        List<Disc> discs = ds.stream().map(PiecesReader::disc).toList();
        return new Pieces(forces, merchants, ships, discs);
    }

    private static Force force(MapNode m, HexMap map, Optional<Track> strategy, List<String> langs) {
        m.allowOnly("id", "name", "ships", "start", "bonus");
        String id = m.text("id");
        Names name = Checks.names(m, "name", langs);
        MapNode start = m.map("start");
        start.allowOnly("hex", "strategy", "source");
        Checks.provenance(start, Provenance.SEED);
        Optional<Integer> hex = Optional.empty();
        Optional<String> space = Optional.empty();
        if (start.has("hex") == start.has("strategy") && m.has("start")) {
            start.problem("force '" + id + "' starts on either a 'hex' or a 'strategy' space, exactly one of them");
        }
        if (start.has("hex")) {
            int h = start.integer("hex", 1, 99);
            if (Checks.hexReference(start.get("hex"), h, map)) hex = Optional.of(h);
        }
        if (start.has("strategy")) {
            String s = start.text("strategy");
            List<String> spaces = strategy.map(Track::spaces).orElse(List.of());
            if (Checks.reference(start.get("strategy"), s, spaces, "strategy track space")) space = Optional.of(s);
        }
        MapNode bonus = m.map("bonus");
        bonus.allowOnly("standard", "historical", "source", "designed");
        double standard = Checks.half(bonus, "standard");
        double historical = Checks.half(bonus, "historical");
        Checks.provenance(bonus, Provenance.SEED);
        bonus.optList("designed")
                .scalars()
                .forEach(s -> Checks.reference(s, s.text(), List.of("standard", "historical"), "designed bonus"));
        return new Force(id, name, m.texts("ships"), hex, space, standard, historical);
    }

    private static Merchant merchant(MapNode m, HexMap map) {
        m.allowOnly("id", "name", "start", "destination", "source");
        String id = m.text("id");
        String name = m.text("name");
        String start = m.text("start");
        if (m.has("start")) Checks.reference(m.get("start"), start, map.starts().keySet(), "start position");
        String dest = m.text("destination");
        if (m.has("destination"))
            Checks.reference(m.get("destination"), dest, map.ports().keySet(), "port");
        return new Merchant(id, name, start, dest, Checks.provenance(m, Provenance.SEED));
    }

    private static GermanShip germanShip(MapNode m, List<String> langs) {
        m.allowOnly("id", "name", "hidden");
        return new GermanShip(m.text("id"), Checks.names(m, "name", langs), m.bool("hidden", false));
    }

    private static Disc disc(MapNode m) {
        m.allowOnly("id", "colour", "count");
        return new Disc(m.text("id"), m.text("colour"), m.integer("count", 1, 99));
    }
}
