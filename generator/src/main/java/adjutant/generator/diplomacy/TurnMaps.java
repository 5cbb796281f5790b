package adjutant.generator.diplomacy;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.Verdict;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A Diplomacy position or an adjudicated turn drawn on the kit's own board: the board of
 * {@code diplomacy/board.svg.ftl}, with {@code diplomacy/turn.svg.ftl} over it: centres in
 * their owner's colour, the units, and the turn's orders as the engine judged them (moves
 * that succeeded solid, failed ones dashed; supports, convoys and holds their own marks;
 * standoffs; dislodged units crossed with dotted arrows to where they may retreat; retreats,
 * builds and removals). Every element carries a class naming what it shows, so a page or a
 * test can find it. Geometry, units and arrows are the rulebook figures' ({@link ExampleMaps}).
 * Thread-safe; the board of each language is drawn once.
 */
public final class TurnMaps {
    /** Millimetres per board unit of the drawn map: a 1000-unit board is 400 mm wide (A3 landscape). */
    static final double SCALE = 0.4;

    private final DiplomacyGame game;
    private final BoardGeometry geometry;
    private final Templates templates;
    private final Map<String, Board> boards = new ConcurrentHashMap<>();

    private final PdfMaker pdf = PdfMaker.vector();

    private TurnMaps(DiplomacyGame game, BoardGeometry geometry, Templates templates) {
        this.game = game;
        this.geometry = geometry;
        this.templates = templates;
    }

    /**
     * The height of the strip under the map that holds the key (board units, {@code turn.svg.ftl}):
     * on the map it would hide provinces (no place of its size there is clear of labels and unit spots
     * but one over Denmark and Kiel), so it covers none.
     */
    static final double KEY_HEIGHT = 50;

    /** Loads the game and its board geometry from the project folder {@code home}. */
    public static TurnMaps open(Path home) {
        DiplomacyGame game = Games.loadChecked(home, "diplomacy", DiplomacyGame.class);
        return new TurnMaps(
                game,
                BoardGeometry.of(game.map(), BoardGeography.read(home, game.map())),
                Templates.from(home.resolve("templates")));
    }

    public DiplomacyGame game() {
        return game;
    }

    /** A position: its units, centres, and in a retreat phase the dislodged units and where they may go. */
    public String position(Position p, String lang) {
        Overlay o = new Overlay(lang);
        for (Unit u : p.units()) o.unit(u, false, false);
        // every unit stands before any arrow is drawn, so that the arrows keep off them all
        for (Position.Dislodged d : p.dislodged()) o.unit(d.unit(), true, true);
        for (Position.Dislodged d : p.dislodged()) o.retreats(d, true);
        o.centres(p.owners());
        return o.render(turnTitle(p, lang));
    }

    /** An adjudicated phase: the position before it, with every verdict's order drawn, and the centres after it. */
    public String turn(Position before, PhaseResult result, String lang) {
        Overlay o = new Overlay(lang);
        Set<String> dislodged = new HashSet<>();
        for (Position.Dislodged d : result.next().dislodged())
            dislodged.add(d.unit().province());
        Set<String> removed = new HashSet<>();
        for (Verdict v : result.verdicts()) {
            if (v.has(Reason.NoRetreatPossible.class)
                    || (v.succeeded() && (v.order() instanceof Order.Remove || v.order() instanceof Order.Disband))) {
                removed.add(v.order().unit().province());
            }
        }
        // in a retreat phase the units on the board stay; only the dislodged ones (drawn aside) leave
        boolean retreats = before.phase() == Phase.RETREAT;
        for (Unit u : before.units())
            o.unit(u, !retreats && (dislodged.contains(u.province()) || removed.contains(u.province())), false);
        for (Position.Dislodged d : before.dislodged()) o.unit(d.unit(), !retreated(d.unit(), result), true);
        // the arrows first, so that a support or convoy line points at the middle of the arrow drawn
        List<Verdict> arrowsFirst = new ArrayList<>(result.verdicts());
        arrowsFirst.sort(
                Comparator.comparing(v -> !(v.order() instanceof Order.Move || v.order() instanceof Order.Retreat)));
        for (Verdict v : arrowsFirst) o.verdict(v, result.verdicts());
        o.standoffs(result.verdicts());
        for (Position.Dislodged d : result.next().dislodged()) o.retreats(d, false);
        o.centres(result.next().owners());
        return o.render(turnTitle(before, lang));
    }

    private static boolean retreated(Unit u, PhaseResult result) {
        return result.verdicts().stream()
                .anyMatch(v -> v.order() instanceof Order.Retreat r
                        && v.succeeded()
                        && r.unit().equals(u.location()));
    }

    /** The file formats a drawn map is written in, by their file extension. */
    public static final List<String> FORMATS = List.of("svg", "pdf", "png");
    /** Resolution of a PNG map: 1000 board units at 0.4 mm are about 1570 pixels wide. */
    static final int PNG_DPI = 100;

    /** A drawn map in one of {@link #FORMATS}: the SVG itself, a one-page PDF of its own size, or a PNG of that page. */
    public byte[] encode(String svg, String format, String title, String lang) {
        return switch (format) {
            case "svg" -> svg.getBytes(StandardCharsets.UTF_8);
            case "pdf" -> pdf(svg, title, lang);
            case "png" -> pdf.previews(pdf(svg, title, lang), PNG_DPI).get(0);
            default ->
                throw new IllegalArgumentException(
                        "a map is written as " + String.join(", ", FORMATS) + ", not " + format);
        };
    }

    private byte[] pdf(String svg, String title, String lang) {
        Drawing d = new Drawing("turn-map", svg, geometry.width() * SCALE, (geometry.height() + KEY_HEIGHT) * SCALE, 0);
        return pdf.sheets(List.of(Imposer.alone(d)), new DocInfo(title, lang, false));
    }

    /** "Spring 1901: Movement" in the language. */
    public String turnTitle(Position p, String lang) {
        KitTexts t = new KitTexts("diplomacy", game.strings(), lang);
        return t.format(
                "phase.title",
                Map.of(
                        "season",
                        t.get("season." + p.season().name().toLowerCase(Locale.ROOT)),
                        "year",
                        p.year(),
                        "phase",
                        t.get("phase." + p.phase().name().toLowerCase(Locale.ROOT))));
    }

    /** The board of one language, drawn once: its SVG split where the overlay goes, and where each centre's star is. */
    private record Board(String head, String tail, Map<String, Pt> stars) {}

    private Board board(String lang) {
        return boards.computeIfAbsent(lang, l -> {
            KitTexts t = new KitTexts("diplomacy", game.strings(), l);
            Map<String, Object> model = BoardView.model(geometry, t, game.info().name(l), false, SCALE, 0);
            model.put("below", KEY_HEIGHT);
            model.put("heightMm", (double) model.get("heightMm") + KEY_HEIGHT * SCALE);
            String svg = templates.render("diplomacy/board.svg.ftl", model);
            int end = svg.lastIndexOf("</svg>");
            Map<String, Pt> stars = new LinkedHashMap<>();
            for (Object o : (List<?>) model.get("provinces")) {
                Map<?, ?> p = (Map<?, ?>) o;
                if (Boolean.TRUE.equals(p.get("sc")))
                    stars.put(
                            (String) p.get("id"),
                            new Pt(((Number) p.get("starX")).doubleValue(), ((Number) p.get("starY")).doubleValue()));
            }
            return new Board(svg.substring(0, end), svg.substring(end), stars);
        });
    }

    /** What one drawing puts over the board, as the template's model. */
    private final class Overlay {
        private final String lang;
        private final KitTexts t;
        private final List<Map<String, Object>> units = new ArrayList<>(),
                lines = new ArrayList<>(),
                marks = new ArrayList<>(),
                centres = new ArrayList<>();
        /** Where the units drawn so far stand, which order lines keep off; and the provinces they stand in. */
        private final List<Pt> standing = new ArrayList<>();

        private final Set<String> occupied = new HashSet<>();
        private final OrderLines.Scene scene = new OrderLines.Scene(geometry, false, standing);

        Overlay(String lang) {
            this.lang = lang;
            this.t = new KitTexts("diplomacy", game.strings(), lang);
        }

        Pt at(Location l) {
            return ExampleMaps.point(geometry, l);
        }

        /** @param aside drawn beside its province's place, which the unit that dislodged it holds */
        void unit(Unit u, boolean crossed, boolean aside) {
            Pt p = aside ? geometry.places().aside(u.location(), false) : at(u.location());
            standing.add(p);
            if (!aside) occupied.add(u.location().province());
            units.add(ExampleMaps.unit(
                    p,
                    String.valueOf(u.type().letter()),
                    game.map().power(u.power()),
                    u.location().toString(),
                    crossed));
        }

        void retreats(Position.Dislodged d, boolean aside) {
            Pt from = aside
                    ? geometry.places().aside(d.unit().location(), false)
                    : at(d.unit().location());
            for (Location to : d.retreats())
                lines.add(with(
                        OrderLines.arrow(scene, "retreat-option", from, at(to)),
                        "state",
                        "",
                        d.unit().location(),
                        to));
        }

        /** One order as judged; {@code all} the turn's verdicts (the convoys a move goes by, a move it swaps with). */
        void verdict(Verdict v, List<Verdict> all) {
            Order o = v.order();
            if (o.unit() == null) return;
            // an order for a unit that is not there ("A Bud H" with Budapest empty, another power's unit) has nothing
            // to be drawn
            // from: a ring or an arrow would show a unit that does not exist; the verdict table says why it was refused
            if (v.has(Reason.NoSuchUnit.class) || v.has(Reason.NotYourUnit.class) || v.has(Reason.NotDislodged.class))
                return;
            String state = v.status().name().toLowerCase(Locale.ROOT);
            Pt from = at(o.unit());
            if (o instanceof Order.Move m) {
                List<String> seas = new ArrayList<>(),
                        corridor = new ArrayList<>(List.of(m.unit().province(), m.to().province()));
                boolean swap = false;
                for (Verdict x : all) {
                    if (x.order() instanceof Order.Convoy c
                            && c.from().equals(m.unit().province())
                            && Location.parse(c.to()).province().equals(m.to().province())) {
                        seas.add(c.unit().province());
                    }
                    swap |= x.order() instanceof Order.Move back
                            && back.unit().province().equals(m.to().province())
                            && back.to().province().equals(m.unit().province());
                }
                List<String> chain =
                        seas.isEmpty() ? seas : Lanes.chain(game.map(), m.unit().province(), m.to().province(), seas);
                corridor.addAll(chain.isEmpty() ? seas : chain);
                lines.add(with(
                        OrderLines.arrow(
                                scene,
                                v.succeeded() ? "move" : "failed",
                                from,
                                at(m.to()),
                                new OrderLines.Way(Lanes.of(geometry, corridor), swap, !seas.isEmpty())),
                        "state",
                        state,
                        m.unit(),
                        m.to()));
            } else if (o instanceof Order.Retreat r) {
                lines.add(with(
                        OrderLines.arrow(
                                scene,
                                v.succeeded() ? "retreat" : "failed-retreat",
                                geometry.places().aside(o.unit(), false),
                                at(r.to()),
                                new OrderLines.Way(
                                        Lanes.of(geometry, List.of(r.unit().province(), r.to().province())), false)),
                        "state",
                        state,
                        r.unit(),
                        r.to()));
            } else if (o instanceof Order.SupportHold s) {
                lines.add(with(
                        OrderLines.line(scene, "support-hold", from, at(Location.of(s.supported()))), "state", state));
            } else if (o instanceof Order.SupportMove s) {
                lines.add(moving(
                        OrderLines.line(scene, "support", from, middle(all, s.from(), s.to())),
                        state,
                        s.from(),
                        s.to()));
            } else if (o instanceof Order.Convoy c) {
                lines.add(moving(
                        OrderLines.line(scene, "convoy", from, middle(all, c.from(), c.to())),
                        state,
                        c.from(),
                        c.to()));
            } else if (o instanceof Order.Hold) {
                lines.add(Map.of("kind", "hold", "x", from.x(), "y", from.y(), "state", state));
            } else if (o instanceof Order.Build b && v.succeeded()) {
                lines.add(Map.of("kind", "build", "x", from.x(), "y", from.y(), "state", state));
                unit(new Unit(b.type(), b.power(), b.unit()), false, false);
            }
        }

        /**
         * The middle of the arrow of the move from province {@code from} to {@code to}: of the move
         * as ordered where there is one (its unit's coast and the coast it goes to, which a support
         * need not name), else between the provinces' places.
         */
        private Pt middle(List<Verdict> all, String from, String to) {
            String into = Location.parse(to).province();
            for (Verdict x : all) {
                if (x.order() instanceof Order.Move m
                        && m.unit().province().equals(from)
                        && m.to().province().equals(into)) return OrderLines.middle(scene, at(m.unit()), at(m.to()));
            }
            return OrderLines.middle(scene, at(Location.of(from)), at(Location.parse(to)));
        }

        /** A standoff mark on each province of {@link TurnMaps#standoffs}. */
        void standoffs(List<Verdict> verdicts) {
            for (String p : TurnMaps.standoffs(verdicts)) {
                marks.add(UnitPlaces.standoffMark(geometry.places(), p, occupied.contains(p), false));
            }
        }

        void centres(Map<String, String> owners) {
            board(lang).stars().forEach((id, p) -> {
                String owner = owners.get(id);
                centres.add(Map.of(
                        "x",
                        p.x(),
                        "y",
                        p.y(),
                        "province",
                        id,
                        "owner",
                        owner == null ? "" : owner,
                        "fill",
                        owner == null ? "#ffffff" : game.map().power(owner).color()));
            });
        }

        String render(String title) {
            Board b = board(lang);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("title", game.info().name(lang) + " · " + title);
            m.put("units", units);
            m.put("lines", lines);
            m.put("marks", marks);
            m.put("centres", centres);
            List<Map<String, Object>> powers = new ArrayList<>();
            for (Power p : game.map().powers()) powers.add(Map.of("name", p.name(lang), "colour", p.color()));
            m.put("powers", powers);
            Map<String, String> s = new LinkedHashMap<>();
            for (String k : List.of(
                    "move",
                    "failed",
                    "support",
                    "convoy",
                    "hold",
                    "standoff",
                    "dislodged",
                    "retreat",
                    "build",
                    "legend")) {
                s.put(k, t.get("turn_map." + k));
            }
            m.put("t", s);
            m.put("height", geometry.height());
            m.put("width", geometry.width());
            return b.head() + templates.render("diplomacy/turn.svg.ftl", m) + b.tail();
        }
    }

    /** Provinces that bounced moves and that no move entered (in order). */
    static Set<String> standoffs(List<Verdict> verdicts) {
        Set<String> entered = new HashSet<>(), bounced = new TreeSet<>();
        for (Verdict v : verdicts) {
            if (!(v.order() instanceof Order.Move m)) continue;
            if (v.succeeded()) entered.add(m.to().province());
            for (Reason r : v.reasons()) if (r instanceof Reason.Bounce b) bounced.add(b.province());
        }
        bounced.removeAll(entered);
        return bounced;
    }

    private static Map<String, Object> with(Map<String, Object> m, String key, Object value) {
        Map<String, Object> out = new LinkedHashMap<>(m);
        out.put(key, value);
        return out;
    }

    /** A support or convoy line for a move, naming the move's provinces (the tests check it points at that move's arrow). */
    private static Map<String, Object> moving(Map<String, Object> m, String state, String from, String to) {
        Map<String, Object> out = with(m, "state", state);
        out.put("move", from + " " + Location.parse(to).province());
        return out;
    }

    /** An arrow's line with what it shows, and the provinces it runs from and to (the tests check its ends are in them). */
    private static Map<String, Object> with(
            Map<String, Object> m, String key, Object value, Location from, Location to) {
        Map<String, Object> out = with(m, key, value);
        out.put("from", from.province());
        out.put("to", to.province());
        return out;
    }
}
