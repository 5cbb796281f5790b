package adjutant.engine.portarthur;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.ArrayList;
import java.util.List;

/** Reads and checks {@code ships.yaml}: the fleets and the ship counters. */
final class ShipsFile {
    private ShipsFile() {}

    record Fleets(List<Fleet> fleets, List<Ship> ships) {}

    static Fleets read(GameFiles files, List<String> langs, SeaMap map, TurnTrack turns, Labels labels) {
        MapNode root = files.readMap("ships.yaml");
        root.allowOnly("fleets", "ships");
        List<MapNode> fleetNodes = root.list("fleets").maps();
        List<MapNode> shipNodes = root.list("ships").maps();
        MapNode.checkUnique(fleetNodes, "id", "fleet");
        MapNode.checkUnique(shipNodes, "id", "ship");
        List<Fleet> fleets = new ArrayList<>();
        for (MapNode f : fleetNodes) fleets.add(fleet(f, langs, map));
        List<String> fleetIds = DataCheck.ids(fleetNodes);
        List<Ship> ships = new ArrayList<>();
        for (MapNode s : shipNodes) {
            Ship ship = ship(s, langs, fleets, fleetIds, turns);
            if (ship.type() != null)
                labels.require(s.get("type"), "ship_type." + ship.type().id());
            ships.add(ship);
        }
        return new Fleets(fleets, ships);
    }

    private static Fleet fleet(MapNode f, List<String> langs, SeaMap map) {
        f.allowOnly("id", "name", "side", "starts_in", "arrives_in", "anchor");
        String id = f.text("id");
        Side side = DataCheck.side(f, "side");
        String starts = portRef(f, "starts_in", map, side);
        String arrives = portRef(f, "arrives_in", map, side);
        if (f.has("starts_in") == f.has("arrives_in")) {
            f.problem("fleet '" + id
                    + "' needs exactly one of 'starts_in' (a port) or 'arrives_in' (a port, from the turn track)");
        }
        return new Fleet(
                id,
                DataCheck.names(f, langs, "fleet"),
                side,
                starts,
                arrives,
                f.optChoice("anchor", null, Fleet.ANCHOR_COLOURS));
    }

    private static String portRef(MapNode f, String key, SeaMap map, Side side) {
        String id = f.optText(key, null);
        if (id == null) return null;
        List<String> ports = map.ports().stream().map(Port::id).toList();
        if (!DataCheck.ref(f.get(key), id, ports, "port")) return null;
        Port p = map.port(id).orElseThrow();
        if (side != null && p.usedBy() != null && p.usedBy() != side) {
            f.get(key)
                    .problem("port '" + id + "' may be used only by "
                            + p.usedBy().id() + ", not by " + side.id());
        }
        return id;
    }

    private static Ship ship(
            MapNode s, List<String> langs, List<Fleet> fleets, List<String> fleetIds, TurnTrack turns) {
        s.allowOnly("id", "name", "fleet", "arrives", "optional", "type", "front", "back", "history", "source");
        String id = s.text("id");
        String fleetId = s.text("fleet");
        Fleet fleet = null;
        if (DataCheck.ref(s.get("fleet") == null ? s : s.get("fleet"), fleetId, fleetIds, "fleet")) {
            fleet = fleets.stream()
                    .filter(f -> f.id().equals(fleetId))
                    .findFirst()
                    .orElse(null);
        }
        int arrives = arrival(s, id, fleet, turns);
        ShipType type = ShipType.byId(s.choice("type", ShipType.ids()));
        int before = s.source().problems().size();
        ShipFace front = face(s.map("front"), false);
        ShipFace back = face(s.map("back"), true);
        boolean facesRead = s.source().problems().size() == before; // else fallbacks would be compared
        if (facesRead && back.firepower() > front.firepower()) {
            s.get("back")
                    .problem("ship '" + id + "': damaged firepower " + back.firepower() + " is higher than intact "
                            + front.firepower());
        }
        if (facesRead && back.speed() > front.speed()) {
            s.get("back")
                    .problem("ship '" + id + "': damaged speed " + back.speed() + " is higher than intact "
                            + front.speed());
        }
        MapNode h = s.map("history");
        h.allowOnly("knots", "guns");
        double knots = h.number("knots", 5, 40);
        String guns = h.text("guns");
        return new Ship(
                id,
                DataCheck.names(s, langs, "ship"),
                fleetId,
                fleet == null ? null : fleet.side(),
                arrives,
                s.bool("optional", false),
                type,
                front,
                back,
                knots,
                guns,
                DataCheck.source(s, "front", "back", "fleet", "arrives", "type", "name"));
    }

    /** Only ships of a fleet that arrives later say when, and only on a turn the track holds arrivals. */
    private static int arrival(MapNode s, String id, Fleet fleet, TurnTrack turns) {
        if (fleet == null) return s.optInteger("arrives", 0, 1, 20);
        if (!fleet.arrivesLater()) {
            if (s.has("arrives"))
                s.keyNode("arrives")
                        .problem("ship '" + id + "' of fleet '" + fleet.id()
                                + "' starts in port; 'arrives' is only for a fleet with 'arrives_in'");
            return 0;
        }
        if (!s.has("arrives")) {
            s.problem("missing 'arrives' (the turn ship '" + id + "' of fleet '" + fleet.id() + "' arrives: one of "
                    + turns.balticArrivals() + ")");
            return 0;
        }
        int turn = s.integer("arrives", 1, turns.count());
        if (turn > 0 && !turns.balticArrivals().contains(turn) && s.get("arrives") != null) {
            s.get("arrives")
                    .problem("ship '" + id + "' arrives on turn " + turn
                            + ", but the turn track holds arrivals only on " + turns.balticArrivals());
        }
        return turn;
    }

    private static ShipFace face(MapNode f, boolean damaged) {
        if (damaged) {
            f.allowOnly("firepower", "speed", "defence");
            return new ShipFace(f.integer("firepower", 0, 9), f.integer("speed", 1, 6), f.integer("defence", 1, 6));
        }
        f.allowOnly("firepower", "speed");
        return new ShipFace(f.integer("firepower", 1, 9), f.integer("speed", 1, 6), 0);
    }
}
