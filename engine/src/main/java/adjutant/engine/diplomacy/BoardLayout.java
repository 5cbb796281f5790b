package adjutant.engine.diplomacy;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The geometry of Adjutant's own board drawing: its size in board units, where a fleet on
 * each coast of a split province is drawn, and the areas drawn but closed to units
 * (Switzerland). Province label points live on {@link Province#label()}.
 */
public record BoardLayout(
        double width, double height, Map<Location, Province.Point> coastLabels, List<Area> impassable) {
    /** For maps built without a drawing (tests with tiny maps). */
    public static final BoardLayout NONE = new BoardLayout(0, 0, Map.of(), List.of());

    public BoardLayout {
        coastLabels = Collections.unmodifiableMap(new TreeMap<>(coastLabels));
        impassable = List.copyOf(impassable);
    }

    /** An area that is drawn on the board but is not a province: no unit may enter it. */
    public record Area(String id, Map<String, String> names, Province.Point label) {
        public Area {
            names = Map.copyOf(names);
        }

        public String name(String lang) {
            return names.getOrDefault(lang, names.getOrDefault("en", id));
        }
    }
}
