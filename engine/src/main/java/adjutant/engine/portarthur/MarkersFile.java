package adjutant.engine.portarthur;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.ArrayList;
import java.util.List;

/** Reads and checks {@code markers.yaml}: the markers and the army figures. */
final class MarkersFile {
    private MarkersFile() {}

    /** Places a marker can be kept that are not sea areas. */
    static final List<String> PLACES = List.of("dp-track", "turn-track", "manchuria-track", "beside-board");

    record Markers(List<Marker> markers, Side armySide, int armies) {}

    static Markers read(GameFiles files, SeaMap map, Labels labels) {
        MapNode root = files.readMap("markers.yaml");
        root.allowOnly("markers", "armies");
        List<MapNode> nodes = root.list("markers").maps();
        MapNode.checkUnique(nodes, "id", "marker");
        List<String> places = new ArrayList<>(PLACES);
        map.areas().forEach(a -> places.add(a.id()));
        List<Marker> markers = new ArrayList<>();
        for (MapNode m : nodes) {
            m.allowOnly("id", "faces", "placed_on");
            String id = m.text("id");
            if (!id.isEmpty()) labels.require(m.get("id"), "marker." + id);
            List<String> faces = m.texts("faces");
            if (faces.isEmpty()) m.problem("marker '" + id + "' needs 'faces' (one or two face ids)");
            if (faces.size() > 2)
                m.get("faces").problem("marker '" + id + "' has " + faces.size() + " faces; a counter has at most 2");
            String place = m.text("placed_on");
            DataCheck.ref(m.get("placed_on") == null ? m : m.get("placed_on"), place, places, "place");
            markers.add(new Marker(id, faces, place));
        }
        MapNode a = root.map("armies");
        a.allowOnly("side", "count");
        return new Markers(markers, DataCheck.side(a, "side"), a.integer("count", 1, 12));
    }
}
