package adjutant.generator.diplomacy;

import adjutant.engine.Games;
import adjutant.engine.data.ProcessMemo;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.generator.KitTexts;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.rulebook.ExampleFigures;
import adjutant.generator.rulebook.ExampleFigures.Listed;
import adjutant.generator.rulebook.ExampleFigures.PowerOrders;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.locationtech.jts.geom.Envelope;

/**
 * The figures of the Diplomacy rulebook's examples: an excerpt of the board (the kit's own
 * drawing, {@code diplomacy/board.svg.ftl}, cut to the provinces the example uses) with the
 * units and their orders drawn over it by {@code rulebook/diplomacy-orders.svg.ftl}: arrows for
 * moves and retreats, dashed lines for support, dotted for convoys, rings for holds and builds.
 * A movement example is adjudicated by the engine: a move that fails is drawn pale and barred,
 * a support that is cut pale with a zigzag across it, a dislodged unit crossed out (also one that
 * has nowhere to retreat and is disbanded at once). A move keeps to its two provinces where it
 * can, a convoyed army's to the seas of its convoy ({@link Lanes}); two units trading places show
 * two arrows. A retreat example shows its dislodged units beside their attackers and its
 * standoffs; an adjustment example who controls each centre.
 */
public final class ExampleMaps implements ExampleFigures {
    /** {@code G: A Ber – Sil}: power letter, then the order in the rulebook's notation. */
    private static final Pattern ORDER = Pattern.compile("([A-Z]):\\s*(.*)");
    /** Figure width in millimetres at most, and board units shown at least. */
    private static final double MAX_WIDTH_MM = 115, MIN_SPAN = 230, MARGIN = 45, LINE_ROOM = 15;
    /**
     * A figure this wide a share of the board (the sample game's whole-map turns) is drawn as wide
     * as the text of an A4 or Letter page allows, less the figure's shading and border (17 mm
     * margins, {@code rulebook.xhtml.ftl}).
     */
    private static final double WHOLE_MAP = 0.75, TEXT_WIDTH_MM = 162;

    @Override
    public String game() {
        return "diplomacy";
    }

    @Override
    public Drawer open(Path home, Templates templates) {
        DiplomacyGame game = Games.loadChecked(home, game(), DiplomacyGame.class);
        BoardGeometry g = BoardGeometry.of(game.map(), BoardGeography.read(home, game.map()));
        Map<String, Map<String, Object>> boards = new ConcurrentHashMap<>();
        Map<Scenario, Overlay> overlays = overlays(game, g);
        return new Drawer() {
            @Override
            public String svg(String id, Map<String, Object> data, String lang) {
                List<Piece> units = new ArrayList<>();
                for (String u : strings(data.get("units"))) units.add(piece(game, u));
                List<Piece> orders = new ArrayList<>();
                boolean retreats = "retreat".equals(data.get("phase"));
                for (String o : strings(data.get("orders")))
                    orders.add(retreats ? retreat(piece(game, o)) : piece(game, o));
                if (units.isEmpty() && orders.isEmpty()) return null;
                Map<String, Object> board = boards.computeIfAbsent(
                        lang,
                        l -> BoardView.model(
                                g,
                                new KitTexts("diplomacy", game.strings(), l),
                                game.info().name(l),
                                true,
                                1,
                                0));
                List<Piece> dislodged = new ArrayList<>();
                for (String d : strings(data.get("dislodged"))) dislodged.add(piece(game, d));
                List<String> standoffs = strings(data.get("standoffs")).stream()
                        .map(x -> place(game, x))
                        .toList();
                Map<String, String> owners = new LinkedHashMap<>();
                if (data.get("centres") instanceof Map<?, ?> cs) {
                    cs.forEach((letter, list) -> {
                        Power owner = power(game, String.valueOf(letter), "example centres");
                        for (String c : strings(list)) owners.put(place(game, c), owner.id());
                    });
                }
                Scenario sc = new Scenario(units, orders, dislodged, standoffs, owners);
                return draw(g, board, sc, overlays.computeIfAbsent(sc, k -> overlay(game, g, k)), templates);
            }

            @Override
            public List<PowerOrders> orders(String id, Map<String, Object> data, String lang) {
                List<String> written = strings(data.get("orders"));
                // a movement example is resolved by the engine; a retreat or an adjustment is listed as written
                Set<String> fail = data.get("phase") == null
                        ? Outcome.of(
                                        game,
                                        strings(data.get("units")).stream()
                                                .map(u -> piece(game, u))
                                                .toList(),
                                        written.stream()
                                                .map(o -> piece(game, o))
                                                .toList())
                                .unsuccessful()
                        : Set.of();
                Map<Power, List<Listed>> byPower = new LinkedHashMap<>();
                for (String o : written) {
                    Piece p = piece(game, o);
                    Matcher m = ORDER.matcher(o.strip());
                    m.matches();
                    byPower.computeIfAbsent(p.power(), k -> new ArrayList<>())
                            .add(new Listed(m.group(2).strip(), fail.contains(p.at().province())));
                }
                List<PowerOrders> out = new ArrayList<>();
                byPower.forEach((power, list) -> out.add(new PowerOrders(power.name(lang), List.copyOf(list))));
                return out;
            }

            @Override
            public List<List<String>> table(String name, String lang) {
                KitTexts t = new KitTexts("diplomacy", game.strings(), lang);
                return switch (name) {
                    case "provinces" -> ProvinceTable.abbreviations(game, t);
                    case "powers" -> powers(game, t);
                    default -> null;
                };
            }
        };
    }

    /**
     * The rulebook's table of the powers ({@code ```table powers}): name, letter and the colour the kit
     * prints its units in (named in {@code powers_table.colour_of}), in the alphabetical order of the
     * book's language.
     */
    static List<List<String>> powers(DiplomacyGame game, KitTexts t) {
        List<List<String>> out = new ArrayList<>();
        out.add(List.of(t.get("powers_table.power"), t.get("powers_table.letter"), t.get("powers_table.colour")));
        for (Power p : ProvinceTable.sorted(List.copyOf(game.map().powers()), q -> q.name(t.lang()), t.lang())) {
            out.add(List.of(p.name(t.lang()), String.valueOf(p.letter()), t.get("powers_table.colour_of." + p.id())));
        }
        return out;
    }

    /**
     * The units and lines of each figure routed for a map and its board's shapes: they are the same
     * in every language and every build of equal data, so the Czech and English books share them and
     * a warm process routes them once. Only the latest few maps are kept. (Routing reads nothing but
     * the map and shapes of the key, whose reading their makers recorded.)
     */
    private static final ProcessMemo<List<Object>, Map<Scenario, Overlay>> ROUTED =
            ProcessMemo.entries("routed figures", 2);

    private static Map<Scenario, Overlay> overlays(DiplomacyGame game, BoardGeometry g) {
        return ROUTED.get(List.of(g.geo, game.map()), k -> new ConcurrentHashMap<>());
    }

    /** Forgets the routed figures (for a test that compares them with figures routed afresh). */
    static void forget() {
        ROUTED.clear();
    }

    /** One unit or order: its power, unit type, where it stands, and the rest of the order's words. */
    record Piece(Power power, String type, Location at, List<String> rest) {
        boolean moves() {
            return !rest.isEmpty() && List.of("-", "–", "r").contains(rest.get(0));
        }
    }

    /**
     * What an example shows: its units and orders; in a retreat phase the units dislodged (drawn
     * beside the unit that took their place) and the provinces left empty by a standoff; in an
     * adjustment phase who controls which centre (province id to power id).
     */
    record Scenario(
            List<Piece> units,
            List<Piece> orders,
            List<Piece> dislodged,
            List<String> standoffs,
            Map<String, String> owners) {}

    private static Power power(DiplomacyGame game, String letter, String what) {
        return game.map().powers().stream()
                .filter(p -> String.valueOf(p.letter()).equals(letter))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(what + ": no power with letter " + letter));
    }

    /** In a retreat phase a move ({@code A Mun – Ruh}) is a retreat, drawn as one. */
    private static Piece retreat(Piece p) {
        List<String> w = new ArrayList<>(p.rest());
        if (!w.isEmpty() && (w.get(0).equals("-") || w.get(0).equals("–"))) w.set(0, "r");
        return new Piece(p.power(), p.type(), p.at(), w);
    }

    static Piece piece(DiplomacyGame game, String text) {
        Matcher m = ORDER.matcher(text.strip());
        if (!m.matches())
            throw new IllegalArgumentException("example unit or order '" + text + "': expected 'G: A ber …'");
        Power power = power(game, m.group(1), "example order '" + text + "'");
        List<String> words = new ArrayList<>(List.of(m.group(2).strip().split("\\s+")));
        if (words.size() > 2
                && (words.get(0).equalsIgnoreCase("build") || words.get(0).equals("B"))) words.remove(0);
        String type = words.remove(0).toUpperCase(Locale.ROOT);
        Location at = Location.parse(place(game, words.remove(0)));
        if (!game.map().hasProvince(at.province()))
            throw new IllegalArgumentException("example order '" + text + "': unknown province");
        return new Piece(
                power, type, at, words.stream().map(w -> place(game, w)).toList());
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

    /**
     * What a figure draws over the board, the same in every language: its units, order lines and
     * marks, and the places they use (which its window holds).
     */
    record Overlay(
            List<Map<String, Object>> units,
            List<Map<String, Object>> lines,
            List<Map<String, Object>> marks,
            List<Pt> used) {}

    private static Overlay overlay(DiplomacyGame game, BoardGeometry g, Scenario sc) {
        Outcome outcome = Outcome.of(game, sc.units(), sc.orders());
        List<Map<String, Object>> unitMarks = new ArrayList<>();
        List<Map<String, Object>> lines = new ArrayList<>();
        List<Map<String, Object>> marks = new ArrayList<>();
        List<Pt> used = new ArrayList<>(), standing = new ArrayList<>();
        Set<String> aside = new HashSet<>();
        for (Piece d : sc.dislodged()) aside.add(d.at().province());
        for (Piece u : sc.units()) standing.add(point(g, u.at()));
        for (Piece d : sc.dislodged()) standing.add(g.places().aside(d.at(), true));
        Set<String> standoffs = new TreeSet<>(sc.standoffs());
        standoffs.addAll(outcome.standoffs());
        Set<String> occupied = new HashSet<>();
        for (Piece u : sc.units()) occupied.add(u.at().province());
        for (String p : standoffs) standing.add(g.places().standoff(p, occupied.contains(p), true));
        for (Piece o : sc.orders())
            if (o.rest().isEmpty()
                    || !List.of("-", "–", "r", "s", "c", "h").contains(o.rest().get(0))) standing.add(point(g, o.at()));
        OrderLines.Scene scene = new OrderLines.Scene(g, true, standing);
        for (Piece u : sc.units()) {
            Pt p = point(g, u.at());
            used.add(p);
            unitMarks.add(unit(u, p, outcome.dislodged().contains(u.at().province())));
        }
        for (Piece d : sc.dislodged()) {
            Pt p = g.places().aside(d.at(), true);
            used.add(p);
            unitMarks.add(unit(d, p, true));
        }
        for (String p : standoffs) {
            used.add(g.places().standoff(p, occupied.contains(p), true));
            marks.add(UnitPlaces.standoffMark(g.places(), p, occupied.contains(p), true));
        }
        // the arrows first, so that a support or convoy line points at the middle of the arrow drawn
        for (Piece o : sc.orders()) {
            if (!o.moves()) continue;
            List<String> w = o.rest();
            Pt from = aside.contains(o.at().province()) && w.get(0).equals("r")
                    ? g.places().aside(o.at(), true)
                    : point(g, o.at());
            Location dest = Location.parse(w.get(1));
            Pt to = point(g, dest);
            used.add(from);
            used.add(to);
            boolean failed = !w.get(0).equals("r") && outcome.failed().contains(o.at().province());
            List<String> via = convoyedVia(game, sc.orders(), o);
            List<String> corridor = new ArrayList<>(List.of(o.at().province(), dest.province()));
            corridor.addAll(via);
            boolean swap = sc.orders().stream()
                    .anyMatch(x -> x.moves()
                            && x.at().province().equals(dest.province())
                            && Location.parse(x.rest().get(1)).province().equals(o.at().province()));
            Map<String, Object> arrow = new LinkedHashMap<>(OrderLines.arrow(
                    scene,
                    w.get(0).equals("r") ? "retreat" : failed ? "failed" : "move",
                    from,
                    to,
                    new OrderLines.Way(Lanes.of(g, corridor), swap, !via.isEmpty())));
            arrow.put("from", o.at().province());
            arrow.put("to", dest.province());
            arrow.put("via", String.join(" ", via));
            lines.add(arrow);
        }
        for (Piece o : sc.orders()) {
            if (o.moves()) continue;
            Pt from = point(g, o.at());
            used.add(from);
            List<String> w = o.rest();
            String kind = w.isEmpty() ? "build" : w.get(0);
            switch (kind) {
                case "s", "c" -> {
                    Pt target = point(g, Location.parse(w.get(2)));
                    used.add(target);
                    Map<String, Object> line;
                    String move = null; // the supported move's provinces: the tests check the line points at its arrow
                    if (w.size() >= 5 && (w.get(3).equals("-") || w.get(3).equals("–"))) {
                        Location at = Location.parse(w.get(2)), into = Location.parse(w.get(4));
                        move = at.province() + " " + into.province();
                        Pt dest = point(g, into);
                        used.add(dest);
                        // the move as ordered, where there is one: its unit's coast and the coast it goes to, which
                        // the support need not name
                        Piece ordered = sc.orders().stream()
                                .filter(m -> m.moves()
                                        && m.at().province().equals(at.province())
                                        && Location.parse(m.rest().get(1))
                                                .province()
                                                .equals(into.province()))
                                .findFirst()
                                .orElse(null);
                        if (ordered != null) {
                            target = point(g, ordered.at());
                            dest = point(g, Location.parse(ordered.rest().get(1)));
                        }
                        line = OrderLines.line(
                                scene,
                                kind.equals("s") ? "support" : "convoy",
                                from,
                                OrderLines.middle(scene, target, dest));
                    } else {
                        line = OrderLines.line(scene, "support-hold", from, target);
                    }
                    Map<String, Object> l = new LinkedHashMap<>(line);
                    l.put("from", o.at().province());
                    l.put("state", outcome.cut().contains(o.at().province()) ? "cut" : "");
                    if (move != null) l.put("move", move);
                    lines.add(l);
                }
                case "h" -> lines.add(Map.of("kind", "hold", "x", from.x(), "y", from.y()));
                default -> {
                    lines.add(Map.of("kind", "build", "x", from.x(), "y", from.y()));
                    unitMarks.add(unit(o, from, false));
                }
            }
        }
        return new Overlay(List.copyOf(unitMarks), List.copyOf(lines), List.copyOf(marks), List.copyOf(used));
    }

    private static String draw(
            BoardGeometry g, Map<String, Object> board, Scenario sc, Overlay overlay, Templates templates) {
        List<Pt> used = new ArrayList<>(overlay.used());
        List<Map<String, Object>> lines = overlay.lines();
        List<Map<String, Object>> centres = centres(g, board, sc, used);
        double[] win = window(g, used, lines);
        Envelope crop = uncutLabels(g, new Envelope(win[0], win[0] + win[2], win[1], win[1] + win[3]));
        win = new double[] {crop.getMinX(), crop.getMinY(), crop.getWidth(), crop.getHeight()};
        // a whole-map figure (the sample game's turns) takes the text's width, to be read
        double scale = Math.min(0.5, (win[2] > WHOLE_MAP * g.width() ? TEXT_WIDTH_MM : MAX_WIDTH_MM) / win[2]);
        Map<String, Object> m = new LinkedHashMap<>(board);
        // a label the crop would cut is left out (each label is wholly in the figure or not in it)
        FigureCrop cut = new FigureCrop(g, crop);
        List<Object> provinces = new ArrayList<>();
        for (Object o : cut.shapes((List<?>) board.get("provinces"), false)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> p = (Map<String, Object>) o;
            provinces.add(uncut(p, LabelBoxes.pad(g, g.map.province((String) p.get("id"))), crop, cut));
        }
        List<Object> coasts = new ArrayList<>();
        for (Object o : (List<?>) board.get("coasts")) {
            Map<?, ?> c = (Map<?, ?>) o;
            Envelope tag = tag(((Number) c.get("x")).doubleValue(), ((Number) c.get("y")).doubleValue());
            if (crop.covers(tag) || !crop.intersects(tag) && !cut.outside(tag)) coasts.add(o);
        }
        m.put("provinces", provinces);
        // a sea is filled in the colour of the sea drawn under the whole board: left to that
        m.put("seaUnfilled", true);
        m.put("coasts", coasts);
        m.put("borders", cut.borders());
        m.put("national", cut.national()); // as on the board, thick
        m.put("canals", cut.canals());
        m.put("neutral", cut.fill(g.shapes.neutral));
        m.put("lakes", cut.fill(g.shapes.lakes));
        List<Object> areas = new ArrayList<>();
        for (Object o : cut.shapes((List<?>) board.get("areas"), true)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> a = (Map<String, Object>) o;
            areas.add(uncut(a, List.of(area(a)), crop, cut));
        }
        m.put("areas", areas);
        Envelope title = title(g, (String) board.get("title"));
        if (!crop.covers(title)) m.put("title", ""); // cut by the crop, or wholly beyond it
        String svg = templates.render("diplomacy/board.svg.ftl", m);
        String root = String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.1fmm\" height=\"%.1fmm\" viewBox=\"%s %s %s %s\" font-family=\"Noto Sans\">",
                win[2] * scale,
                win[3] * scale,
                BoardGeometry.num(win[0]),
                BoardGeometry.num(win[1]),
                BoardGeometry.num(win[2]),
                BoardGeometry.num(win[3]));
        svg = svg.replaceFirst("<svg [^>]*>", Matcher.quoteReplacement(root));
        String drawn = templates.render(
                "rulebook/diplomacy-orders.svg.ftl",
                Map.of(
                        "units",
                        overlay.units(),
                        "lines",
                        lines,
                        "marks",
                        overlay.marks(),
                        "centres",
                        centres,
                        "frame",
                        Map.of("x", win[0], "y", win[1], "w", win[2], "h", win[3])));
        int end = svg.lastIndexOf("</svg>");
        return svg.substring(0, end) + drawn + svg.substring(end);
    }

    private static Map<String, Object> unit(Piece u, Pt p, boolean dislodged) {
        return unit(p, u.type(), u.power(), u.at().province(), dislodged);
    }

    /** A unit as a figure or a turn map draws it: its place, type letter, power and where it stands, crossed when dislodged. */
    static Map<String, Object> unit(Pt p, String type, Power power, String at, boolean dislodged) {
        String colour = power.color();
        return Map.of(
                "x",
                p.x(),
                "y",
                p.y(),
                "type",
                type,
                "fill",
                colour,
                "ink",
                Colours.ink(colour),
                "dislodged",
                dislodged,
                "at",
                at,
                "power",
                power.id());
    }

    /**
     * The seas of the fleets that convoy an army's move in this example, in the order it passes
     * them (the shortest chain from its start to its end); empty for a move not convoyed.
     */
    private static List<String> convoyedVia(DiplomacyGame game, List<Piece> orders, Piece move) {
        if (!move.type().equals("A") || move.rest().get(0).equals("r")) return List.of();
        String from = move.at().province(),
                to = Location.parse(move.rest().get(1)).province();
        List<String> seas = new ArrayList<>();
        for (Piece o : orders) {
            List<String> w = o.rest();
            if (w.size() >= 5
                    && w.get(0).equals("c")
                    && Location.parse(w.get(2)).province().equals(from)
                    && Location.parse(w.get(4)).province().equals(to)) {
                seas.add(o.at().province());
            }
        }
        if (seas.isEmpty()) return List.of();
        List<String> chain = Lanes.chain(game.map(), from, to, seas);
        return chain.isEmpty() ? seas : chain;
    }

    /**
     * Who controls each centre the example names: a star in the power's colour over the board's, for
     * the centres of the powers that give orders here and the others that fall in the figure anyway.
     */
    private static List<Map<String, Object>> centres(
            BoardGeometry g, Map<String, Object> board, Scenario sc, List<Pt> used) {
        Set<String> ordering = new HashSet<>();
        for (Piece o : sc.orders()) ordering.add(o.power().id());
        List<Map<String, Object>> out = new ArrayList<>();
        for (Object o : (List<?>) board.get("provinces")) {
            Map<?, ?> p = (Map<?, ?>) o;
            String owner = sc.owners().get((String) p.get("id"));
            if (owner == null) continue;
            Pt star = new Pt(((Number) p.get("starX")).doubleValue(), ((Number) p.get("starY")).doubleValue());
            if (ordering.contains(owner)) used.add(star);
            out.add(Map.of(
                    "x",
                    star.x(),
                    "y",
                    star.y(),
                    "province",
                    p.get("id"),
                    "owner",
                    owner,
                    "fill",
                    g.map.power(owner).color()));
        }
        return out;
    }

    /** The crop grown (twice at most, within the board) to hold whole every label that has its middle inside it. */
    private static Envelope uncutLabels(BoardGeometry g, Envelope crop) {
        Envelope out = new Envelope(crop), board = new Envelope(0, g.width(), 0, g.height());
        for (int pass = 0; pass < 2; pass++) {
            List<Envelope> boxes = new ArrayList<>();
            for (Province p : g.map.provinces()) boxes.addAll(LabelBoxes.pad(g, p));
            g.map.board().coastLabels().values().forEach(c -> boxes.add(tag(c.x(), c.y())));
            Envelope before = new Envelope(out);
            for (Envelope b : boxes) {
                if (before.intersects(b) && !before.covers(b) && before.contains(b.centre())) {
                    Envelope room = new Envelope(b);
                    room.expandBy(3);
                    out.expandToInclude(room.intersection(board));
                }
            }
        }
        return out;
    }

    private static Envelope tag(double x, double y) {
        double k = LabelBoxes.PAD_TAG;
        return new Envelope(x - 9 * k, x + 9 * k, y - 5 * k, y + 3.6 * k);
    }

    private static Envelope area(Map<String, Object> a) {
        double x = ((Number) a.get("x")).doubleValue(),
                y = ((Number) a.get("y")).doubleValue(),
                w = Fonts.width((String) a.get("name"), true, 6);
        return new Envelope(x - w / 2, x + w / 2, y + 2 - 6 * 0.74, y + 2 + 6 * 0.22);
    }

    /** The box of the game's name the small map prints in its lower left corner ({@code board.svg.ftl}). */
    private static Envelope title(BoardGeometry g, String title) {
        double w = Fonts.width(title == null ? "" : title, true, 13);
        return new Envelope(8, 8 + w, g.height() - 8 - 13 * 0.74, g.height() - 8 + 13 * 0.22);
    }

    /**
     * What the engine's adjudicator makes of a movement example: the provinces whose units' moves
     * fail, whose units are dislodged, whose supports are cut, and where moves stood off. Retreat
     * and adjustment examples are drawn as written.
     */
    record Outcome(
            Set<String> failed,
            Set<String> dislodged,
            Set<String> cut,
            Set<String> standoffs,
            Set<String> unsuccessful) {
        static final Outcome NONE = new Outcome(Set.of(), Set.of(), Set.of(), Set.of(), Set.of());

        static Outcome of(DiplomacyGame game, List<Piece> units, List<Piece> orders) {
            List<Order> list = new ArrayList<>();
            for (Piece o : orders) {
                Order order = order(o);
                if (order == null) return NONE;
                list.add(order);
            }
            List<Unit> placed = units.stream()
                    .map(u -> new Unit(
                            UnitType.ofLetter(u.type().charAt(0)), u.power().id(), u.at()))
                    .toList();
            Position pos = new Position(
                    Season.SPRING, game.map().variant().startYear(), Phase.MOVEMENT, placed, Map.of(), List.of());
            MovementResult r = Adjudicator.movement(game.map(), pos, list);
            Set<String> failed = new HashSet<>(),
                    out = new HashSet<>(),
                    cut = new HashSet<>(),
                    unsuccessful = new HashSet<>();
            for (Verdict v : r.verdicts()) {
                // the provinces whose unit's order does not do what it says: a move that fails, a cut support, a hold
                // or convoy dislodged
                if (!v.succeeded()) unsuccessful.add(v.order().unit().province());
                if (v.order() instanceof Order.Move m && !v.succeeded())
                    failed.add(m.unit().province());
                // a unit with nowhere to retreat is not among next()'s dislodged (it is gone already): its verdict says
                // so
                if (v.has(Reason.Dislodged.class)) out.add(v.order().unit().province());
                if (v.has(Reason.SupportCut.class)) cut.add(v.order().unit().province());
            }
            return new Outcome(failed, out, cut, TurnMaps.standoffs(r.verdicts()), unsuccessful);
        }

        /** The engine's order for one written in the rulebook's notation; null for a retreat or a build. */
        static Order order(Piece o) {
            String power = o.power().id();
            UnitType t = UnitType.ofLetter(o.type().charAt(0));
            List<String> w = o.rest();
            if (w.isEmpty()) return null;
            return switch (w.get(0)) {
                case "h" -> new Order.Hold(power, t, o.at());
                case "-", "–" -> new Order.Move(power, t, o.at(), Location.parse(w.get(1)), false);
                case "s" ->
                    w.size() >= 5
                            ? new Order.SupportMove(
                                    power, t, o.at(), UnitType.ofLetter(w.get(1).charAt(0)), w.get(2), w.get(4))
                            : new Order.SupportHold(
                                    power, t, o.at(), UnitType.ofLetter(w.get(1).charAt(0)), w.get(2));
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
        double x = Math.max(0, Math.min(g.width() - w, cx - w / 2)),
                y = Math.max(0, Math.min(g.height() - h, cy - h / 2));
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
    private static Map<String, Object> uncut(
            Map<String, Object> item, List<Envelope> boxes, Envelope win, FigureCrop cut) {
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
