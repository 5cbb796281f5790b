package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The order sheets: per power, one side for a whole game year, spring's orders and retreats in
 * the left column, fall's in the right, the winter's builds and removals below. Each part is
 * headed the way the order-sheet reader takes it ({@code England Spring 1901 retreats}). The
 * lines are counted from the map and the seating, never a fixed number: as many order lines as
 * the power can have units before the game is won ({@link #mostUnits}), as many build lines as
 * the map's largest count of home centres ({@link #mostBuilds}); the line height shrinks to
 * keep the year on one side. Given a position, its year is printed and its units (or dislodged
 * units, or the adjustment count) stand in its phase's part; a position in the fall also gets
 * the next year's side. Without one the year is left to fill in.
 */
final class OrderSheets {
    /** Retreat lines per season: a design choice (more units dislodged at once than this is rare; a position prints all of its own). */
    static final int RETREAT_LINES = 3;
    /** Formatted in place of the year and cut out again when the year is left blank. */
    private static final int BLANK_YEAR = 9999;
    /**
     * The page's parts other than the lines, mm (band, notation, column and part headings, hints,
     * footer and the page margins 10 + 9 mm), as the template sets them, with a few mm to spare.
     */
    static final double FIXED_MM = 104;
    /** A line's height, mm: at most this (room to write), never less than {@link #MIN_LINE_MM}. */
    static final double MAX_LINE_MM = 8, MIN_LINE_MM = 6;

    private OrderSheets() {}

    /** One turn a part is for: season and year (year 0: not known, left blank). */
    record Turn(Season season, int year) {}

    static String xhtml(DipMap map, Position position, KitTexts t, Templates templates, Paper paper) {
        List<Integer> years = new ArrayList<>();
        if (position == null) years.add(0);
        else {
            years.add(position.year());
            if (position.season() == Season.FALL) years.add(position.year() + 1);
        }
        Seating seating = position == null ? Seating.NONE : position.seating();
        Lines lines = lines(map, seating, position).fitting(paper, mostRemovals(map, seating));
        List<Map<String, Object>> pages = new ArrayList<>();
        for (Power power : played(map, position)) {
            for (int year : years) {
                pages.add(page(
                        map, power, year, position != null && year == position.year() ? position : null, lines, t));
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", t.lang());
        m.put("title", t.get("order_sheet.file_title"));
        m.put("paper", pageSize(paper));
        m.put("pages", pages);
        m.put("line", lineHeight(paper, lines));
        m.put("s", strings(t));
        return templates.render("diplomacy/order-sheets.xhtml.ftl", m);
    }

    /** How many lines each part of a side has: orders and retreats per season, builds and removals in the winter. */
    record Lines(int orders, int retreats, int adjustments) {
        /** The lines a column and the winter's part take, top to bottom (the winter's in two columns). */
        int rows() {
            return orders + retreats + (adjustments + 1) / 2;
        }

        /**
         * The winter's lines on {@code paper}: the room the side has left at the full line height
         * goes to them (a power may have more to remove than to build), up to {@code removals}; never
         * more than keep the side on one page at the smallest line height, so a position demanding
         * more removals than that gets the side's word where to write the rest.
         */
        Lines fitting(Paper paper, int removals) {
            double room = paper.portrait().height() - FIXED_MM;
            int atMost = 2 * ((int) Math.floor(room / MIN_LINE_MM) - orders - retreats);
            int atFull = 2 * ((int) Math.floor(room / MAX_LINE_MM) - orders - retreats);
            int n = adjustments > atMost ? atMost : Math.max(adjustments, Math.min(atFull, removals));
            return new Lines(orders, retreats, Math.max(n, 0));
        }
    }

    /** The lines of every side of a kit: for the map and the seating, and at least what the position pre-prints. */
    static Lines lines(DipMap map, Seating seating, Position position) {
        int orders = mostUnits(map, seating), retreats = RETREAT_LINES, adjust = mostBuilds(map);
        if (position != null) {
            for (Power p : map.powers()) {
                orders = Math.max(orders, position.unitsOf(p.id()).size());
                adjust = Math.max(
                        adjust,
                        Math.abs((int) position.centresOf(p.id())
                                - position.unitsOf(p.id()).size()));
            }
            Map<String, Integer> dislodged = new HashMap<>();
            for (Position.Dislodged d : position.dislodged())
                dislodged.merge(d.unit().power(), 1, Integer::sum);
            for (int n : dislodged.values()) retreats = Math.max(retreats, n);
        }
        return new Lines(orders, retreats, adjust);
    }

    /**
     * The most units one power can have while the game goes on: a power has no more units than
     * supply centres after an adjustment, and one with the centres to win has won; so one less than
     * the centres to win ({@code centres_to_win}, or a player's {@code player_centres_to_win} where
     * the game counts a player's powers together, all of them possibly in one power), and never
     * more than the map's supply centres.
     */
    static int mostUnits(DipMap map, Seating seating) {
        int toWin = seating.playerCentres() > 0
                ? seating.playerCentres()
                : map.variant().centresToWin();
        return Math.min(map.supplyCentres().size(), toWin - 1);
    }

    /** The most units a power can build in one winter: one on each home centre, for the power with the most of them. */
    static int mostBuilds(DipMap map) {
        return map.powers().stream().mapToInt(p -> p.homeCentres().size()).max().orElse(1);
    }

    /**
     * The most units a power can be told to remove in one winter and still order: all its units but
     * one, when it keeps a single supply centre (a power left with none is out, its units removed
     * without orders).
     */
    static int mostRemovals(DipMap map, Seating seating) {
        return mostUnits(map, seating) - 1;
    }

    /** A line's height in mm, so that a side with {@code lines} fits on {@code paper}; between {@link #MIN_LINE_MM} and {@link #MAX_LINE_MM}. */
    static double lineHeight(Paper paper, Lines lines) {
        double h = (paper.portrait().height() - FIXED_MM) / lines.rows();
        return Math.max(MIN_LINE_MM, Math.min(MAX_LINE_MM, Math.floor(h * 10) / 10));
    }

    /**
     * The powers that get sheets: in a game for fewer players a player's powers together, so a
     * player's pages print in one run, and none for a neutral power; every power otherwise.
     */
    static List<Power> played(DipMap map, Position position) {
        if (position == null) return List.copyOf(map.powers());
        return position.seating().played(map.powers().stream().map(Power::id).toList()).stream()
                .map(map::power)
                .toList();
    }

    /** The CSS {@code @page} size of a paper: {@code A4}, {@code letter}. */
    static String pageSize(Paper paper) {
        return paper.name().equals("letter") ? "letter" : paper.name().toUpperCase(Locale.ROOT);
    }

    /** The side of one power for one year; {@code position} (or null) is the state of a turn in that year. */
    private static Map<String, Object> page(
            DipMap map, Power power, int year, Position position, Lines lines, KitTexts t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("colour", power.color());
        m.put("pale", Colours.pale(power.color(), 0.88));
        m.put("ink", Colours.ink(power.color()));
        m.put("text", Colours.textOn(power.color(), "#ffffff"));
        m.put("power", power.name(t.lang()));
        m.put("year", year == 0 ? "" : Integer.toString(year));
        m.put(
                "centres",
                position == null
                        ? ""
                        : t.format(
                                "order_sheet.centres",
                                Map.of(
                                        "count",
                                        position.centresOf(power.id()),
                                        "units",
                                        position.unitsOf(power.id()).size())));
        List<Map<String, Object>> seasons = new ArrayList<>();
        for (Season season : List.of(Season.SPRING, Season.FALL)) {
            Turn turn = new Turn(season, year);
            Position here = position != null && position.season() == season ? position : null;
            Phase phase = here == null ? null : here.phase();
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("header", header(t, "order_sheet.header", power, turn));
            s.put("retreatHeader", header(t, "order_sheet.header_retreat", power, turn));
            List<String> units = new ArrayList<>();
            if (phase == Phase.MOVEMENT) {
                for (Unit u : sorted(here.unitsOf(power.id()))) units.add(unit(map, u));
            }
            s.put("units", padded(units, lines.orders()));
            List<Map<String, Object>> retreats = new ArrayList<>();
            if (phase == Phase.RETREAT) {
                for (Position.Dislodged d : here.dislodged()) {
                    if (!d.unit().power().equals(power.id())) continue;
                    String where = d.retreats().isEmpty()
                            ? t.get("order_sheet.no_retreat")
                            : t.format(
                                    "order_sheet.may_retreat",
                                    Map.of(
                                            "provinces",
                                            String.join(
                                                    ", ",
                                                    d.retreats().stream()
                                                            .map(l -> place(map, l))
                                                            .toList())));
                    retreats.add(Map.of("unit", unit(map, d.unit()), "hint", where));
                }
            }
            while (retreats.size() < lines.retreats()) retreats.add(Map.of("unit", "", "hint", ""));
            s.put("retreats", retreats);
            seasons.add(s);
        }
        m.put("seasons", seasons);
        m.put("adjustHeader", header(t, "order_sheet.header_adjustment", power, new Turn(Season.FALL, year)));
        String owed = "";
        if (position != null && position.phase() == Phase.ADJUSTMENT) {
            int diff = (int) position.centresOf(power.id())
                    - position.unitsOf(power.id()).size();
            String name = power.name(t.lang());
            if (diff > 0) owed = t.format("reason.builds_due", Map.of("power", name, "count", diff));
            if (diff < 0) owed = t.format("reason.removals_due", Map.of("power", name, "count", -diff));
            if (diff == 0) owed = t.get("validate.owed_none");
        }
        m.put("owed", owed);
        m.put("adjustHint", t.format("order_sheet.adjustment_hint", buildExample(map, power)));
        // the winter's lines in two columns, row by row
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < (lines.adjustments() + 1) / 2; i++) rows.add(i);
        m.put("adjustRows", rows);
        m.put("adjustOdd", lines.adjustments() % 2 == 1);
        // a power may have more to remove than any line count fits on the side (all its units but one); it is told
        // where to go on
        m.put(
                "moreRemovals",
                lines.adjustments() < mostRemovals(map, position == null ? Seating.NONE : position.seating())
                        ? t.get("order_sheet.more_removals")
                        : "");
        return m;
    }

    /**
     * The build and removal examples of a power's sheet, on its own home centres: an army on an
     * inland centre where it has one, a fleet on a coastal one (with its coast where the centre
     * has two, {@code B F StP/nc}), and the removal of the army.
     */
    static Map<String, Object> buildExample(DipMap map, Power power) {
        List<Province> homes = map.supplyCentres().stream()
                .filter(c -> power.id().equals(c.home()))
                .sorted(Comparator.comparing(Province::abbr))
                .toList();
        Province fleet = homes.stream()
                .filter(c -> c.terrain() == Terrain.COAST)
                .max(Comparator.comparing(Province::isSplit))
                .orElse(homes.get(0));
        Province army = homes.stream()
                .filter(c -> c.terrain() == Terrain.LAND)
                .findFirst()
                .orElse(homes.stream().filter(c -> c != fleet).findFirst().orElse(fleet));
        String fleetAt = fleet.isSplit() ? fleet.abbr() + "/" + fleet.coasts().get(0) : fleet.abbr();
        return Map.of(
                "army", UnitType.ARMY.letter() + " " + army.abbr(), "fleet", UnitType.FLEET.letter() + " " + fleetAt);
    }

    /**
     * The header as three parts around the year, so that a sheet without a year prints a
     * box to write it in: {@code before}, {@code year} ("" when blank) and {@code after}.
     */
    static Map<String, String> header(KitTexts t, String key, Power power, Turn turn) {
        int year = turn.year() == 0 ? BLANK_YEAR : turn.year();
        String text = t.format(
                key,
                Map.of(
                        "power",
                        power.name(t.lang()),
                        "season",
                        t.get(turn.season() == Season.SPRING ? "season.spring" : "season.fall"),
                        "year",
                        year));
        String y = Integer.toString(year);
        int at = text.indexOf(y);
        return Map.of(
                "before",
                text.substring(0, at),
                "year",
                turn.year() == 0 ? "" : y,
                "after",
                text.substring(at + y.length()),
                "text",
                turn.year() == 0 ? "" : text);
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
        out.sort((a, b) -> a.type() != b.type()
                ? a.type().compareTo(b.type())
                : a.location().compareTo(b.location()));
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
