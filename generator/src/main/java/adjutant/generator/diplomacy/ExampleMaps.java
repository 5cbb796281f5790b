package adjutant.generator.diplomacy;

import adjutant.generator.KitTexts;
import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Adjudicator;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.rulebook.ExampleFigures;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import org.locationtech.jts.geom.Envelope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figures of the Diplomacy rulebook's examples: an excerpt of the board (the kit's own
 * drawing, {@code diplomacy/board.svg.ftl}, cut to the provinces the example uses) with the
 * units and their orders drawn over it by {@code rulebook/diplomacy-orders.svg.ftl}: arrows for
 * moves and retreats, dashed lines for support, dotted for convoys, rings for holds and builds.
 * A movement example is adjudicated by the engine: a move that fails is drawn pale and barred,
 * a dislodged unit crossed out.
 */
public final class ExampleMaps implements ExampleFigures {
    /** {@code G: A Ber – Sil}: power letter, then the order in the rulebook's notation. */
    private static final Pattern ORDER = Pattern.compile("([A-Z]):\\s*(.*)");
    /** Figure width in millimetres at most, and board units shown at least. */
    private static final double MAX_WIDTH_MM = 115, MIN_SPAN = 230, MARGIN = 45, LINE_ROOM = 15;

    @Override
    public String game() {
        return "diplomacy";
    }

    @Override
    public Drawer open(Path home, Templates templates) {
        DiplomacyGame game = Games.loadChecked(home, game(), DiplomacyGame.class);
        BoardGeometry g = BoardGeometry.of(game.map(), BoardGeography.read(home, game.map()));
        Map<String, Map<String, Object>> boards = new ConcurrentHashMap<>();
        return new Drawer() {
            @Override
            public String svg(String id, Map<String, Object> data, String lang) {
                List<Piece> units = new ArrayList<>();
                for (String u : strings(data.get("units"))) units.add(piece(game, u));
                List<Piece> orders = new ArrayList<>();
                boolean retreats = "retreat".equals(data.get("phase"));
                for (String o : strings(data.get("orders"))) orders.add(retreats ? retreat(piece(game, o)) : piece(game, o));
                if (units.isEmpty() && orders.isEmpty()) return null;
                Map<String, Object> board = boards.computeIfAbsent(lang,
                        l -> BoardView.model(g, new KitTexts("diplomacy", game.strings(), l), game.info().name(l), true, 1, 0));
                Outcome outcome = Outcome.of(game, units, orders);
                return draw(g, board, units, orders, outcome, templates);
            }

            @Override
            public List<List<String>> table(String name, String lang) {
                return name.equals("provinces") ? ProvinceTable.abbreviations(game, new KitTexts("diplomacy", game.strings(), lang)) : null;
            }
        };
    }

    /** One unit or order: its power, unit type, where it stands, and the rest of the order's words. */
    record Piece(Power power, String type, Location at, List<String> rest) {}

    /** In a retreat phase a move ({@code A Mun – Ruh}) is a retreat, drawn as one. */
    private static Piece retreat(Piece p) {
        List<String> w = new ArrayList<>(p.rest());
        if (!w.isEmpty() && (w.get(0).equals("-") || w.get(0).equals("–"))) w.set(0, "r");
        return new Piece(p.power(), p.type(), p.at(), w);
    }

    private static Piece piece(DiplomacyGame game, String text) {
        Matcher m = ORDER.matcher(text.strip());
        if (!m.matches()) throw new IllegalArgumentException("example unit or order '" + text + "': expected 'G: A ber …'");
        Power power = game.map().powers().stream().filter(p -> p.letter() == m.group(1).charAt(0)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("example order '" + text + "': no power with letter " + m.group(1)));
        List<String> words = new ArrayList<>(List.of(m.group(2).strip().split("\\s+")));
        if (words.size() > 2 && (words.get(0).equalsIgnoreCase("build") || words.get(0).equals("B"))) words.remove(0);
        String type = words.remove(0).toUpperCase(Locale.ROOT);
        Location at = Location.parse(place(game, words.remove(0)));
        if (!game.map().hasProvince(at.province())) throw new IllegalArgumentException("example order '" + text + "': unknown province");
        return new Piece(power, type, at, words.stream().map(w -> place(game, w)).toList());
    }

    /** A word of an order in lower case, a province written by its abbreviation ({@code GoL}, {@code StP/nc}) as its id ({@code lyo}). */
    private static String place(DiplomacyGame game, String word) {
        String w = word.toLowerCase(Locale.ROOT);
        int slash = w.indexOf('/');
        String province = slash < 0 ? w : w.substring(0, slash);
        if (game.map().hasProvince(province)) return w;
        for (Province p : game.map().provinces()) {
            if (p.abbr().equalsIgnoreCase(province)) return p.id() + (slash < 0 ? "" : w.substring(slash));
        }
        return w;
    }

    private static String draw(BoardGeometry g, Map<String, Object> board, List<Piece> units, List<Piece> orders, Outcome outcome,
                               Templates templates) {
        List<Map<String, Object>> unitMarks = new ArrayList<>();
        List<Map<String, Object>> lines = new ArrayList<>();
        List<Pt> used = new ArrayList<>(), standing = new ArrayList<>();
        for (Piece u : units) standing.add(point(g, u.at()));
        for (Piece o : orders) if (o.rest().isEmpty() || !List.of("-", "–", "r", "s", "c", "h").contains(o.rest().get(0))) standing.add(point(g, o.at()));
        OrderLines.Scene scene = new OrderLines.Scene(g, true, standing);
        for (Piece u : units) {
            Pt p = point(g, u.at());
            used.add(p);
            unitMarks.add(Map.of("x", p.x(), "y", p.y(), "type", u.type(), "fill", u.power().color(), "ink", Colours.ink(u.power().color()),
                    "dislodged", outcome.dislodged().contains(u.at().province())));
        }
        for (Piece o : orders) {
            Pt from = point(g, o.at());
            used.add(from);
            List<String> w = o.rest();
            String kind = w.isEmpty() ? "build" : w.get(0);
            switch (kind) {
                case "-", "–", "r" -> {
                    Pt to = point(g, Location.parse(w.get(1)));
                    used.add(to);
                    boolean failed = !kind.equals("r") && outcome.failed().contains(o.at().province());
                    lines.add(OrderLines.arrow(scene, kind.equals("r") ? "retreat" : failed ? "failed" : "move", from, to));
                }
                case "s", "c" -> {
                    Pt target = point(g, Location.parse(w.get(2)));
                    used.add(target);
                    if (w.size() >= 5 && (w.get(3).equals("-") || w.get(3).equals("–"))) {
                        Pt dest = point(g, Location.parse(w.get(4)));
                        used.add(dest);
                        lines.add(OrderLines.line(scene, kind.equals("s") ? "support" : "convoy", from, OrderLines.middle(scene, target, dest)));
                    } else {
                        lines.add(OrderLines.line(scene, "support-hold", from, target));
                    }
                }
                case "h" -> lines.add(Map.of("kind", "hold", "x", from.x(), "y", from.y()));
                default -> {
                    lines.add(Map.of("kind", "build", "x", from.x(), "y", from.y()));
                    unitMarks.add(Map.of("x", from.x(), "y", from.y(), "type", o.type(), "fill", o.power().color(),
                            "ink", Colours.ink(o.power().color()), "dislodged", false));
                }
            }
        }
        double[] win = window(g, used, lines);
        double scale = Math.min(0.5, MAX_WIDTH_MM / win[2]);
        Map<String, Object> m = new LinkedHashMap<>(board);
        // a label the crop would cut is left out (each label is wholly in the figure or not in it)
        Envelope crop = new Envelope(win[0], win[0] + win[2], win[1], win[1] + win[3]);
        FigureCrop cut = new FigureCrop(g, crop);
        List<Object> provinces = new ArrayList<>();
        for (Object o : cut.shapes((List<?>) board.get("provinces"), false)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> p = (Map<String, Object>) o;
            provinces.add(uncut(p, LabelBoxes.pad(g.map.province((String) p.get("id"))), crop, cut));
        }
        List<Object> coasts = new ArrayList<>();
        for (Object o : (List<?>) board.get("coasts")) {
            Map<?, ?> c = (Map<?, ?>) o;
            double x = ((Number) c.get("x")).doubleValue(), y = ((Number) c.get("y")).doubleValue(), k = LabelBoxes.PAD_TAG;
            Envelope tag = new Envelope(x - 9 * k, x + 9 * k, y - 5 * k, y + 3.6 * k);
            if (crop.covers(tag) || !crop.intersects(tag) && !cut.outside(tag)) coasts.add(o);
        }
        m.put("provinces", provinces);
        m.put("coasts", coasts);
        m.put("borders", cut.borders());
        m.put("canals", cut.canals());
        m.put("neutral", cut.fill(g.shapes.neutral));
        m.put("lakes", cut.fill(g.shapes.lakes));
        List<Object> areas = new ArrayList<>();
        for (Object o : cut.shapes((List<?>) board.get("areas"), true)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> a = (Map<String, Object>) o;
            double x = ((Number) a.get("x")).doubleValue(), y = ((Number) a.get("y")).doubleValue(), w = BoardView.width((String) a.get("name"), true, 6);
            areas.add(uncut(a, List.of(new Envelope(x - w / 2, x + w / 2, y + 2 - 6 * 0.74, y + 2 + 6 * 0.22)), crop, cut));
        }
        m.put("areas", areas);
        String svg = templates.render("diplomacy/board.svg.ftl", m);
        String root = String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.1fmm\" height=\"%.1fmm\" viewBox=\"%s %s %s %s\" font-family=\"Noto Sans\">",
                win[2] * scale, win[3] * scale, BoardGeometry.num(win[0]), BoardGeometry.num(win[1]), BoardGeometry.num(win[2]), BoardGeometry.num(win[3]));
        svg = svg.replaceFirst("<svg [^>]*>", Matcher.quoteReplacement(root));
        String overlay = templates.render("rulebook/diplomacy-orders.svg.ftl", Map.of("units", unitMarks, "lines", lines,
                "frame", Map.of("x", win[0], "y", win[1], "w", win[2], "h", win[3])));
        int end = svg.lastIndexOf("</svg>");
        return svg.substring(0, end) + overlay + svg.substring(end);
    }

    /**
     * What the engine's adjudicator makes of a movement example: the provinces whose units' moves
     * fail and those whose units are dislodged. Retreat and adjustment examples are drawn as written.
     */
    record Outcome(Set<String> failed, Set<String> dislodged) {
        static final Outcome NONE = new Outcome(Set.of(), Set.of());

        static Outcome of(DiplomacyGame game, List<Piece> units, List<Piece> orders) {
            List<Order> list = new ArrayList<>();
            for (Piece o : orders) {
                Order order = order(o);
                if (order == null) return NONE;
                list.add(order);
            }
            List<Unit> placed = units.stream().map(u -> new Unit(UnitType.ofLetter(u.type().charAt(0)), u.power().id(), u.at())).toList();
            Position pos = new Position(Season.SPRING, 1901, Phase.MOVEMENT, placed, Map.of(), List.of());
            MovementResult r = Adjudicator.movement(game.map(), pos, list);
            Set<String> failed = new HashSet<>();
            for (Verdict v : r.verdicts()) if (v.order() instanceof Order.Move m && !v.succeeded()) failed.add(m.unit().province());
            Set<String> out = new HashSet<>();
            for (Position.Dislodged d : r.next().dislodged()) out.add(d.unit().province());
            return new Outcome(failed, out);
        }

        /** The engine's order for one written in the rulebook's notation; null for a retreat or a build. */
        private static Order order(Piece o) {
            String power = o.power().id();
            UnitType t = UnitType.ofLetter(o.type().charAt(0));
            List<String> w = o.rest();
            if (w.isEmpty()) return null;
            return switch (w.get(0)) {
                case "h" -> new Order.Hold(power, t, o.at());
                case "-", "–" -> new Order.Move(power, t, o.at(), Location.parse(w.get(1)), false);
                case "s" -> w.size() >= 5 ? new Order.SupportMove(power, t, o.at(), UnitType.ofLetter(w.get(1).charAt(0)), w.get(2), w.get(4))
                        : new Order.SupportHold(power, t, o.at(), UnitType.ofLetter(w.get(1).charAt(0)), w.get(2));
                case "c" -> new Order.Convoy(power, t, o.at(), w.get(2), w.get(4));
                default -> null;
            };
        }
    }

    /** Where a unit is drawn: near its coast's tag or the province's abbreviation, clear of every label ({@link UnitPlaces}). */
    static Pt point(BoardGeometry g, Location loc) {
        Pt p = g.map.hasProvince(loc.province()) ? g.places().unit(loc) : null;
        if (p == null) throw new IllegalArgumentException("example: no place to draw " + loc);
        return p;
    }

    /** {x, y, w, h}: the points used, with a margin, at least MIN_SPAN across, and every line whole, kept on the board. */
    private static double[] window(BoardGeometry g, List<Pt> pts, List<Map<String, Object>> lines) {
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (Pt p : pts) {
            x0 = Math.min(x0, p.x());
            y0 = Math.min(y0, p.y());
            x1 = Math.max(x1, p.x());
            y1 = Math.max(y1, p.y());
        }
        double w = Math.max(MIN_SPAN, x1 - x0 + 2 * MARGIN), h = Math.max(MIN_SPAN * 0.62, y1 - y0 + 2 * MARGIN);
        double cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
        w = Math.min(w, g.width());
        h = Math.min(h, g.height());
        double x = Math.max(0, Math.min(g.width() - w, cx - w / 2)), y = Math.max(0, Math.min(g.height() - h, cy - h / 2));
        // a line that goes round labels may reach past the units: the window grows to hold it with some room
        Envelope win = new Envelope(x, x + w, y, y + h);
        for (Map<String, Object> l : lines) {
            if (!(l.get("extent") instanceof Envelope e)) continue;
            Envelope room = new Envelope(e);
            room.expandBy(LINE_ROOM);
            win.expandToInclude(room.intersection(new Envelope(0, g.width(), 0, g.height())));
        }
        return new double[] {win.getMinX(), win.getMinY(), win.getWidth(), win.getHeight()};
    }

    /**
     * The labels the window would cut (partly in, partly out), and so are left out of the figure;
     * and those wholly beyond it, which would show nothing.
     */
    private static Map<String, Object> uncut(Map<String, Object> item, List<Envelope> boxes, Envelope win, FigureCrop cut) {
        boolean outside = true;
        for (Envelope e : boxes) {
            if (win.intersects(e) && !win.covers(e)) return unlabelled(item);
            outside &= cut.outside(e);
        }
        return outside ? unlabelled(item) : item;
    }

    private static Map<String, Object> unlabelled(Map<String, Object> item) {
        Map<String, Object> m = new LinkedHashMap<>(item);
        m.put("nolabel", true);
        return m;
    }

    private static List<String> strings(Object o) {
        if (!(o instanceof List<?> l)) return List.of();
        return l.stream().map(String::valueOf).toList();
    }
}
