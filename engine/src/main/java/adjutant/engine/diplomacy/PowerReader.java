package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.ScalarNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code powers.yaml}: the great powers, their home centres and starting units.
 * Checks that home centres are supply centres of one power only, and that every starting
 * unit stands in a home centre of its power on terrain (and coast) it may stand on.
 */
final class PowerReader {
    static final String FILE = "powers.yaml";
    private static final Pattern LETTER = Pattern.compile("[A-Z]");
    private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{6}");
    private static final Pattern UNIT = Pattern.compile("([AaFf])\\s+(\\S+)");

    /** The powers, and which power each home centre belongs to (province id → power id). */
    record Result(List<Power> powers, Map<String, String> homes, Map<String, MapNode> places) {}

    private final ProvinceRefs refs;
    private final List<String> languages;
    private final Map<String, String> homes = new LinkedHashMap<>();
    /** Province id → the unit entry that first started there, for duplicate checks. */
    private final Map<String, ScalarNode> occupied = new LinkedHashMap<>();
    /** Province id → the power whose home country it is in. */
    private final Map<String, String> countries = new LinkedHashMap<>();

    private PowerReader(ProvinceRefs refs, List<String> languages) {
        this.refs = refs;
        this.languages = languages;
    }

    static Result read(GameFiles files, List<String> languages, ProvinceRefs refs) {
        return new PowerReader(refs, languages).read(files.readMap(FILE));
    }

    private Result read(MapNode root) {
        root.allowOnly("powers", "source");
        MapNode source = root.optMap("source");
        source.allowOnly("color");
        if (source.has("color")) source.choice("color", "designed", "rulebook");
        List<MapNode> items = root.list("powers").maps();
        MapNode.checkUnique(items, "id", "power");
        MapNode.checkUnique(items, "letter", "power letter");
        List<Power> powers = new ArrayList<>();
        Map<String, MapNode> places = new LinkedHashMap<>();
        for (MapNode m : items) {
            Power p = power(m);
            powers.add(p);
            places.putIfAbsent(p.id(), m);
        }
        return new Result(powers, homes, places);
    }

    private Power power(MapNode m) {
        m.allowOnly("id", "letter", "name", "adjective", "color", "home", "units", "country");
        String id = m.text("id");
        String what = "power '" + id + "'";
        String letter = m.text("letter");
        if (m.has("letter") && !LETTER.matcher(letter).matches()) {
            m.get("letter").problem("letter '" + letter + "' must be one capital letter A–Z");
        }
        Map<String, String> names = Translations.required(m, "name", what, languages);
        Map<String, String> adjectives = Translations.required(m, "adjective", what, languages);
        String color = m.text("color");
        if (m.has("color") && !COLOR.matcher(color).matches()) {
            m.get("color").problem("color '" + color + "' must be #rrggbb (six hex digits)");
        }

        List<String> home = new ArrayList<>();
        for (ScalarNode h : m.list("home").scalars()) {
            Province p = refs.province(h.text(), h);
            if (p == null) continue;
            if (!p.supplyCentre()) {
                h.problem("home centre '" + p.id() + "' is not a supply centre in map.yaml");
            } else if (homes.containsKey(p.id())) {
                String other = homes.get(p.id());
                h.problem(
                        other.equals(id)
                                ? "home centre '" + p.id() + "' is listed twice"
                                : "'" + p.id() + "' is already a home centre of '" + other + "'");
            } else {
                homes.put(p.id(), id);
                home.add(p.id());
            }
        }

        List<Unit> units = new ArrayList<>();
        for (ScalarNode u : m.list("units").scalars()) {
            Unit unit = unit(u, id, home);
            if (unit != null) units.add(unit);
        }
        for (String h : home) {
            if (units.stream().noneMatch(x -> x.province().equals(h))) {
                m.keyNode("units").problem(what + " has no starting unit in its home centre '" + h + "'");
            }
        }
        char c = letter.isEmpty() ? '?' : letter.charAt(0);
        return new Power(
                id, c, names, adjectives, color, home, units, m.has("country") ? country(m, id, home) : List.of());
    }

    /**
     * A home country: land and coastal provinces of one power only, holding all its home centres
     * (the board tints them in its colour and draws the national borders around them).
     */
    private List<String> country(MapNode m, String id, List<String> home) {
        List<String> out = new ArrayList<>();
        for (ScalarNode n : m.list("country").scalars()) {
            Province p = refs.province(n.text(), n);
            if (p == null) continue;
            String other = countries.putIfAbsent(p.id(), id);
            if (p.terrain() == Terrain.SEA)
                n.problem("'" + p.id() + "' is a sea; a home country holds land and coastal provinces only");
            else if (other != null)
                n.problem(
                        other.equals(id)
                                ? "'" + p.id() + "' is listed twice in the country"
                                : "'" + p.id() + "' is already in the home country of '" + other + "'");
            else out.add(p.id());
        }
        for (String h : home) {
            if (!out.contains(h))
                m.keyNode("country").problem("the home country of '" + id + "' lacks its home centre '" + h + "'");
        }
        return out;
    }

    /** A starting unit {@code A par} / {@code F stp/sc}; null after reporting. */
    private Unit unit(ScalarNode n, String power, List<String> home) {
        Matcher m = UNIT.matcher(n.text().trim());
        if (!m.matches()) {
            n.problem("starting unit '" + n.text() + "' must be a unit letter and a place, e.g. 'A par' or 'F stp/sc'");
            return null;
        }
        UnitType type = UnitType.ofLetter(m.group(1).charAt(0));
        Location loc = refs.location(m.group(2), n);
        if (loc == null) return null;
        Province p = refs.get(loc.province());
        if (!p.terrain().allows(type)) {
            n.problem((type == UnitType.ARMY
                            ? "an army cannot stand in the sea area '"
                            : "a fleet cannot stand in the inland province '")
                    + p.id() + "'");
            return null;
        }
        if (type == UnitType.ARMY && loc.hasCoast()) {
            n.problem("an army stands in a whole province: write '" + p.id() + "' without the coast");
            return null;
        }
        if (type == UnitType.FLEET && p.isSplit() && !loc.hasCoast()) {
            n.problem("'" + p.id() + "' has two coasts: say which, e.g. '" + p.id() + "/"
                    + p.coasts().get(0) + "'");
            return null;
        }
        if (!home.contains(p.id())) {
            n.problem("starting unit in '" + p.id() + "', which is not a home centre of '" + power + "'");
        }
        ScalarNode first = occupied.putIfAbsent(p.id(), n);
        if (first != null) {
            n.problem("a unit already starts in '" + p.id() + "' (line " + first.line() + "); one unit per province");
            return null;
        }
        return new Unit(type, power, loc);
    }
}
