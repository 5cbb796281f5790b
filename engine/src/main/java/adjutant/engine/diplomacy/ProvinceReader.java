package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.ScalarNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads {@code map.yaml}: the provinces (without their home power, which powers.yaml
 * says) and the board geometry. Checks ids, types, names in every language, that every
 * spelling (id, abbreviation, alias) names one province only, and that label points lie
 * on the board.
 */
final class ProvinceReader {
    static final String FILE = "map.yaml";
    private static final Pattern ID = Pattern.compile("[a-z]{3}");
    private static final Pattern COAST = Pattern.compile("[nesw]c");

    /** What map.yaml holds. */
    record Result(List<Province> provinces, BoardLayout board) {}

    private final List<String> languages;
    private double width;
    private double height;
    /** Every spelling seen so far (lower case) → the node that first used it and its province id. */
    private final Map<String, Spelling> spellings = new LinkedHashMap<>();

    private record Spelling(String province, Node where) {}

    private ProvinceReader(List<String> languages) {
        this.languages = languages;
    }

    static Result read(GameFiles files, List<String> languages) {
        return new ProvinceReader(languages).read(files.readMap(FILE));
    }

    private Result read(MapNode root) {
        root.allowOnly("board", "provinces", "impassable");
        MapNode board = root.map("board");
        board.allowOnly("width", "height", "source");
        width = board.number("width", 1, 100_000);
        height = board.number("height", 1, 100_000);
        board.optText("source", "");

        List<MapNode> items = root.list("provinces").maps();
        MapNode.checkUnique(items, "id", "province");
        List<Province> provinces = new ArrayList<>();
        Map<Location, Province.Point> coastLabels = new LinkedHashMap<>();
        for (MapNode m : items) provinces.add(province(m, coastLabels));

        List<BoardLayout.Area> closed = new ArrayList<>();
        for (MapNode m : root.optList("impassable").maps()) closed.add(area(m, provinces));
        return new Result(provinces, new BoardLayout(width, height, coastLabels, closed));
    }

    private Province province(MapNode m, Map<Location, Province.Point> coastLabels) {
        m.allowOnly("id", "abbr", "type", "supply_centre", "name", "aliases", "label", "coasts", "printed_before");
        String id = m.text("id");
        if (!id.isEmpty() && !ID.matcher(id).matches()) {
            m.get("id")
                    .problem("province id '" + id + "' must be three lower-case letters (the standard code, e.g. mao)");
        }
        String abbr = m.text("abbr");
        Terrain terrain =
                Terrain.valueOf(m.choice("type", "coast", "land", "sea").toUpperCase(Locale.ROOT));
        boolean centre = m.bool("supply_centre", false);
        if (centre && terrain == Terrain.SEA)
            m.keyNode("supply_centre").problem("a sea area cannot be a supply centre");
        Map<String, String> names = Translations.required(m, "name", "province '" + id + "'", languages);

        claim(id, id, m.get("id"));
        if (m.has("abbr")) claim(abbr.toLowerCase(Locale.ROOT), id, m.get("abbr"));
        List<String> aliases = new ArrayList<>();
        for (ScalarNode a : m.optList("aliases").scalars()) {
            String alias = a.text().trim().toLowerCase(Locale.ROOT);
            if (alias.equals(id) || alias.equals(abbr.toLowerCase(Locale.ROOT))) {
                a.problem("alias '" + a.text() + "' repeats the province's id or abbreviation");
            } else if (claim(alias, id, a)) {
                aliases.add(alias);
            }
        }

        Province.Point label = point(m.get("label"), "label", m);
        List<String> coasts = new ArrayList<>();
        MapNode cm = m.optMap("coasts");
        if (!cm.keys().isEmpty()) {
            if (terrain != Terrain.COAST)
                m.keyNode("coasts").problem("only a coastal province can have separate coasts");
            if (cm.keys().size() < 2)
                m.keyNode("coasts")
                        .problem("a province with separate coasts needs at least two; leave 'coasts' out for one");
        }
        for (MapNode.Entry e : cm.entries().values()) {
            String c = e.key().text();
            if (!COAST.matcher(c).matches()) {
                e.key().problem("coast id '" + c + "' must be nc, sc, ec or wc");
                continue;
            }
            coasts.add(c);
            coastLabels.put(new Location(id, c), point(e.value(), "coast " + c, e.key()));
        }
        List<Province.PrintedAbbr> printed = new ArrayList<>();
        for (MapNode pb : m.optList("printed_before").maps()) {
            pb.allowOnly("abbr", "until_scan_layout");
            printed.add(new Province.PrintedAbbr(pb.text("abbr"), pb.integer("until_scan_layout", 1, 999)));
        }
        return new Province(id, abbr, terrain, centre, null, coasts, names, aliases, label, printed);
    }

    private BoardLayout.Area area(MapNode m, List<Province> provinces) {
        m.allowOnly("id", "name", "label");
        String id = m.text("id");
        if (provinces.stream().anyMatch(p -> p.id().equals(id))) {
            m.get("id").problem("'" + id + "' is a province; an impassable area must not be one");
        }
        return new BoardLayout.Area(
                id,
                Translations.required(m, "name", "area '" + id + "'", languages),
                point(m.get("label"), "label", m));
    }

    /** Records a spelling; false after reporting when another province already uses it. */
    private boolean claim(String spelling, String province, Node where) {
        if (spelling.isEmpty()) return false;
        Spelling first = spellings.putIfAbsent(spelling, new Spelling(province, where));
        if (first == null || first.province().equals(province)) return true;
        where.problem("'" + spelling + "' already names province '" + first.province() + "' (line "
                + first.where().line() + "); each spelling may name one province only");
        return false;
    }

    /** A point {@code [x, y]} on the board; the origin when absent or wrong (after reporting). */
    private Province.Point point(Node n, String what, Node owner) {
        Province.Point none = new Province.Point(0, 0);
        if (n == null) {
            owner.problem("missing '" + what + "' ([x, y] on the board)");
            return none;
        }
        String expected = what + " must be [x, y] with 0 ≤ x ≤ " + fmt(width) + " and 0 ≤ y ≤ " + fmt(height);
        if (!(n instanceof ListNode l) || l.size() != 2 || !l.items().stream().allMatch(ProvinceReader::isNumber)) {
            n.problem(
                    expected + ", found " + (n instanceof ScalarNode s ? s.kind() + " '" + s.text() + "'" : n.kind()));
            return none;
        }
        double x = ((ScalarNode) l.items().get(0)).decimal();
        double y = ((ScalarNode) l.items().get(1)).decimal();
        if (x < 0 || x > width || y < 0 || y > height) {
            n.problem(expected + ", found [" + fmt(x) + ", " + fmt(y) + "]");
            return none;
        }
        return new Province.Point(x, y);
    }

    private static boolean isNumber(Node n) {
        return n instanceof ScalarNode s && s.decimal() != null;
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
