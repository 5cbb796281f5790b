package adjutant.generator.diplomacy;

import adjutant.generator.KitTexts;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.generator.layout.Paper;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The order sheets: per power, one page for each of two seasons in a row, with lines for the
 * movement orders, the retreats and (after the fall turn) the builds and removals. Each part
 * is headed the way the order-sheet reader takes it ({@code England Spring 1901 retreats}).
 * Given a position, its season comes first, its units (or dislodged units, or the adjustment
 * count) are pre-printed and the year is printed; without one the year is left to fill in.
 */
final class OrderSheets {
    static final int RETREAT_LINES = 3, ADJUST_LINES = 4;
    /** Formatted in place of the year and cut out again when the year is left blank. */
    private static final int BLANK_YEAR = 9999;

    private OrderSheets() {}

    /** One turn a page is for: season and year (year 0: not known, left blank). */
    record Turn(Season season, int year) {
        Turn next() {
            return season == Season.SPRING ? new Turn(Season.FALL, year) : new Turn(Season.SPRING, year == 0 ? 0 : year + 1);
        }
    }

    static String xhtml(DipMap map, Position position, KitTexts t, Templates templates, Paper paper) {
        Turn first = position == null ? new Turn(Season.SPRING, 0) : new Turn(position.season(), position.year());
        List<Map<String, Object>> pages = new ArrayList<>();
        for (Power power : played(map, position)) {
            for (Turn turn : List.of(first, first.next())) {
                pages.add(page(map, power, turn, turn.equals(first) ? position : null, t));
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", t.lang());
        m.put("title", t.get("order_sheet.file_title"));
        m.put("paper", pageSize(paper));
        m.put("pages", pages);
        m.put("s", strings(t));
        return templates.render("diplomacy/order-sheets.xhtml.ftl", m);
    }

    /**
     * The powers that get sheets: in a game for fewer players a player's powers together, so a
     * player's pages print in one run, and none for a neutral power; every power otherwise.
     */
    static List<Power> played(DipMap map, Position position) {
        if (position == null) return List.copyOf(map.powers());
        return position.seating().played(map.powers().stream().map(Power::id).toList()).stream().map(map::power).toList();
    }

    /** Order lines on a movement page: the most units a power can have before it has won (the map's centres to win, less one). */
    static int moveLines(DipMap map) {
        return map.variant().centresToWin() - 1;
    }

    /** The CSS {@code @page} size of a paper: {@code A4}, {@code letter}. */
    static String pageSize(Paper paper) {
        return paper.name().equals("letter") ? "letter" : paper.name().toUpperCase(java.util.Locale.ROOT);
    }

    /** A page for one power and turn; {@code position} (or null) is the state at the start of that turn. */
    private static Map<String, Object> page(DipMap map, Power power, Turn turn, Position position, KitTexts t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("colour", power.color());
        m.put("pale", Colours.pale(power.color(), 0.88));
        m.put("ink", Colours.ink(power.color()));
        m.put("text", Colours.textOn(power.color(), "#ffffff"));
        m.put("header", header(t, "order_sheet.header", power, turn));
        m.put("retreatHeader", header(t, "order_sheet.header_retreat", power, turn));
        Phase phase = position == null ? null : position.phase();
        List<String> units = new ArrayList<>();
        if (phase == Phase.MOVEMENT) {
            for (Unit u : sorted(position.unitsOf(power.id()))) units.add(unit(map, u));
        }
        m.put("units", padded(units, moveLines(map)));
        m.put("centres", position == null ? "" : t.format("order_sheet.centres",
                Map.of("count", position.centresOf(power.id()), "units", position.unitsOf(power.id()).size())));
        List<Map<String, Object>> retreats = new ArrayList<>();
        if (phase == Phase.RETREAT) {
            for (Position.Dislodged d : position.dislodged()) {
                if (!d.unit().power().equals(power.id())) continue;
                String where = d.retreats().isEmpty() ? t.get("order_sheet.no_retreat")
                        : t.format("order_sheet.may_retreat", Map.of("provinces",
                                String.join(", ", d.retreats().stream().map(l -> place(map, l)).toList())));
                retreats.add(Map.of("unit", unit(map, d.unit()), "hint", where));
            }
        }
        while (retreats.size() < RETREAT_LINES) retreats.add(Map.of("unit", "", "hint", ""));
        m.put("retreats", retreats);
        boolean fall = turn.season() == Season.FALL;
        m.put("adjust", fall);
        if (fall) {
            m.put("adjustHeader", header(t, "order_sheet.header_adjustment", power, turn));
            String owed = "";
            int lines = ADJUST_LINES;
            if (phase == Phase.ADJUSTMENT) {
                int diff = (int) position.centresOf(power.id()) - position.unitsOf(power.id()).size();
                String name = power.name(t.lang());
                if (diff > 0) owed = t.format("reason.builds_due", Map.of("power", name, "count", diff));
                if (diff < 0) owed = t.format("reason.removals_due", Map.of("power", name, "count", -diff));
                if (diff == 0) owed = t.get("validate.owed_none");
                lines = Math.max(ADJUST_LINES, Math.abs(diff));
            }
            m.put("owed", owed);
            m.put("adjustHint", t.format("order_sheet.adjustment_hint", buildExample(map, power)));
            m.put("adjustLines", lines);
        }
        return m;
    }

    /**
     * The build and removal examples of a power's sheet, on its own home centres: an army on an
     * inland centre where it has one, a fleet on a coastal one (with its coast where the centre
     * has two, {@code B F StP/nc}), and the removal of the army.
     */
    static Map<String, Object> buildExample(DipMap map, Power power) {
        List<Province> homes = map.supplyCentres().stream().filter(c -> power.id().equals(c.home()))
                .sorted(java.util.Comparator.comparing(Province::abbr)).toList();
        Province fleet = homes.stream().filter(c -> c.terrain() == Terrain.COAST)
                .max(java.util.Comparator.comparing(Province::isSplit)).orElse(homes.get(0));
        Province army = homes.stream().filter(c -> c.terrain() == Terrain.LAND).findFirst()
                .orElse(homes.stream().filter(c -> c != fleet).findFirst().orElse(fleet));
        String fleetAt = fleet.isSplit() ? fleet.abbr() + "/" + fleet.coasts().get(0) : fleet.abbr();
        return Map.of("army", UnitType.ARMY.letter() + " " + army.abbr(), "fleet", UnitType.FLEET.letter() + " " + fleetAt);
    }

    /**
     * The header as three parts around the year, so that a sheet without a year prints a
     * box to write it in: {@code before}, {@code year} ("" when blank) and {@code after}.
     */
    static Map<String, String> header(KitTexts t, String key, Power power, Turn turn) {
        int year = turn.year() == 0 ? BLANK_YEAR : turn.year();
        String text = t.format(key, Map.of("power", power.name(t.lang()),
                "season", t.get(turn.season() == Season.SPRING ? "season.spring" : "season.fall"), "year", year));
        String y = Integer.toString(year);
        int at = text.indexOf(y);
        return Map.of("before", text.substring(0, at), "year", turn.year() == 0 ? "" : y, "after", text.substring(at + y.length()),
                "text", turn.year() == 0 ? "" : text);
    }

    /** A unit as players write it: {@code A Lon}, {@code F StP/sc} (coast ids are read in every language). */
    static String unit(DipMap map, Unit u) {
        return u.type().letter() + " " + place(map, u.location());
    }

    private static String place(DipMap map, Location l) {
        String abbr = map.province(l.province()).abbr();
        return l.hasCoast() ? abbr + "/" + l.coast() : abbr;
    }

    private static List<Unit> sorted(List<Unit> units) {
        List<Unit> out = new ArrayList<>(units);
        // armies first, then fleets, each by province: the order players list them in
        out.sort((a, b) -> a.type() != b.type() ? a.type().compareTo(b.type()) : a.location().compareTo(b.location()));
        return out;
    }

    private static List<String> padded(List<String> lines, int min) {
        List<String> out = new ArrayList<>(lines);
        while (out.size() < min) out.add("");
        return out;
    }

    private static Map<String, String> strings(KitTexts t) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("player", t.get("sheet.player"));
        s.put("unit", t.get("sheet.unit"));
        s.put("order", t.get("sheet.order"));
        s.put("result", t.get("sheet.result"));
        s.put("movement", t.get("order_sheet.movement"));
        s.put("retreats", t.get("order_sheet.retreats"));
        s.put("adjustments", t.get("order_sheet.adjustments"));
        s.put("notation", t.get("order_sheet.notation"));
        s.put("retreatHint", t.get("order_sheet.retreat_hint"));
        s.put("retreatTo", t.get("order_sheet.retreat_to"));
        s.put("buildOrRemove", t.get("order_sheet.build_or_remove"));
        s.put("footer", t.get("order_sheet.footer"));
        s.put("notes", t.get("sheet.notes"));
        return s;
    }
}
