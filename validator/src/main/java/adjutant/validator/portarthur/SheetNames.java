package adjutant.validator.portarthur;

import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.portarthur.LandingBox;
import adjutant.engine.portarthur.ManchuriaSpace;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.Ship;
import adjutant.engine.portarthur.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The names a sheet may use for ships, sea areas, landing boxes, Manchuria spaces and
 * sides: the data's id or its name in any language, in any letter case. An unknown name is
 * reported at its place with the closest id as a hint, and resolves to null.
 */
final class SheetNames {
    private final Map<String, String> ships = new LinkedHashMap<>();
    private final Map<String, String> areas = new LinkedHashMap<>();
    private final Map<String, String> boxes = new LinkedHashMap<>();
    private final Map<String, String> spaces = new LinkedHashMap<>();
    private final Map<String, Side> sides = new LinkedHashMap<>();

    SheetNames(PortArthurGame game) {
        for (Ship s : game.ships()) add(ships, s.id(), s.names().values());
        for (SeaArea a : game.map().areas()) add(areas, a.id(), a.names().values());
        for (LandingBox b : game.map().landingBoxes()) {
            add(boxes, b.id(), b.names().values());
            boxes.putIfAbsent(key(b.sea()), b.id()); // a box may be named by its sea
        }
        for (ManchuriaSpace s : game.manchuria().spaces())
            add(spaces, s.id(), s.names().values());
        for (Side s : Side.values()) {
            sides.put(s.id(), s);
            for (String lang : game.info().languages())
                sides.putIfAbsent(key(game.strings().text(lang, "side." + s.id())), s);
        }
    }

    private static void add(Map<String, String> index, String id, Iterable<String> names) {
        index.put(key(id), id);
        for (String n : names) index.putIfAbsent(key(n), id);
    }

    static String key(String s) {
        return s.trim().toLowerCase(Locale.ROOT);
    }

    String ship(ScalarNode n) {
        return find(ships, n, "ship");
    }

    String area(ScalarNode n) {
        return find(areas, n, "sea area");
    }

    String box(ScalarNode n) {
        return find(boxes, n, "landing box (or its sea area)");
    }

    String space(ScalarNode n) {
        return find(spaces, n, "Manchuria space");
    }

    /** The side named by {@code text}, or null. */
    Side side(String text) {
        return sides.get(key(text));
    }

    private static String find(Map<String, String> index, ScalarNode n, String what) {
        String id = index.get(key(n.text()));
        if (id != null) return id;
        List<String> ids = index.values().stream().distinct().toList();
        String hint = Suggest.closest(key(n.text()), ids)
                .map(s -> "; did you mean '" + s + "'?")
                .orElse("");
        n.problem("unknown " + what + " '" + n.text() + "'" + hint);
        return null;
    }
}
