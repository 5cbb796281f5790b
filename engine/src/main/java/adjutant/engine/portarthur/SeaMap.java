package adjutant.engine.portarthur;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The board's sea: areas, ports and landing boxes, with lookups by id and adjacency. */
public record SeaMap(List<SeaArea> areas, List<Port> ports, List<LandingBox> landingBoxes) {
    public SeaMap {
        areas = List.copyOf(areas);
        ports = List.copyOf(ports);
        landingBoxes = List.copyOf(landingBoxes);
    }

    public Optional<SeaArea> area(String id) {
        return areas.stream().filter(a -> a.id().equals(id)).findFirst();
    }

    public Optional<Port> port(String id) {
        return ports.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** True when the two sea areas are one move apart. */
    public boolean adjacent(String a, String b) {
        return area(a).map(x -> x.adjacent().contains(b)).orElse(false);
    }

    /** True when a squadron can move between the port and the sea area in one move. */
    public boolean portOpensOn(String port, String area) {
        return port(port).map(p -> p.adjacent().contains(area)).orElse(false);
    }

    public Map<String, SeaArea> areasById() {
        Map<String, SeaArea> m = new LinkedHashMap<>();
        areas.forEach(a -> m.put(a.id(), a));
        return m;
    }
}
