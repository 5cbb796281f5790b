package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.pdf.Fonts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Where pieces and words stand on the board as {@code board.svg} draws them, measured in
 * millimetres on every sheet printed for play (the tiled A4 and Letter board, A2) in both
 * languages: every province's unit spot (the faint square) lies inside it at least half a counter
 * from its outline and under no label or star; every supply centre's star lies inside its own
 * province; every province shows its abbreviation and its name in the board's language, at 6 pt
 * or more on the tiled board.
 */
class BoardSpotsTest {
    private static final double MM_PER_PT = 25.4 / 72;
    private static final Pattern TRANSLATE =
            Pattern.compile("translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\(([-\\d.]+)\\)");
    static BoardGeometry g;
    static BoardGeography geo;
    static DiplomacyGame game;

    @BeforeAll
    static void build() throws Exception {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        geo = BoardGeography.read(Games.home(), game.map());
        g = BoardGeometry.of(game.map(), geo);
        if (BoardSvgTest.SVG.isEmpty()) BoardSvgTest.build();
    }

    /** One text of the labels as drawn: its words and ink box (board units), size and weight. */
    record Text(String text, Envelope box, double size, Pt at) {}

    /** Each province's unit spots as drawn (the first is the province's own), by province. */
    static Map<String, List<Envelope>> spots(Document doc) {
        Map<String, List<Envelope>> out = new LinkedHashMap<>();
        for (Element r : elements(doc, "rect")) {
            if (!r.getAttribute("class").equals("unit-spot")) continue;
            double x = MapOverlay.num(r, "x"), y = MapOverlay.num(r, "y");
            out.computeIfAbsent(r.getAttribute("data-province"), k -> new ArrayList<>())
                    .add(new Envelope(x, x + MapOverlay.num(r, "width"), y, y + MapOverlay.num(r, "height")));
        }
        return out;
    }

    /** The texts of the labels' group (abbreviations, names, coast tags, impassable areas), each as inked. */
    static List<Text> labels(Document doc) {
        List<Text> out = new ArrayList<>();
        for (Element grp : labelGroups(doc)) {
            for (Element t : elements(grp, "text")) {
                double size = Double.parseDouble(MapOverlay.inherited(t, "font-size"));
                double w = Fonts.width(
                        t.getTextContent(),
                        MapOverlay.inherited(t, "font-weight").equals("bold"),
                        size);
                double x = MapOverlay.num(t, "x"), y = MapOverlay.num(t, "y");
                out.add(new Text(
                        t.getTextContent(),
                        new Envelope(x - w / 2, x + w / 2, y - size * 0.74, y + size * 0.22),
                        size,
                        new Pt(x, y)));
            }
        }
        return out;
    }

    /** The supply-centre stars of the labels' group: their boxes (board units). */
    static List<Envelope> stars(Document doc) {
        List<Envelope> out = new ArrayList<>();
        for (Element grp : labelGroups(doc)) {
            for (Element p : elements(grp, "path")) {
                Matcher m = TRANSLATE.matcher(p.getAttribute("transform"));
                if (!m.matches()) continue;
                double x = Double.parseDouble(m.group(1)),
                        y = Double.parseDouble(m.group(2)),
                        r = Double.parseDouble(m.group(3));
                out.add(new Envelope(x - r * 0.96, x + r * 0.96, y - r, y + r * 0.81));
            }
        }
        return out;
    }

    /** A split province's coast spots come in their names' order, however the map handed over kept them: the board's bytes are the same every run. */
    @Test
    void coastSpotsAreInTheirNamesOrder() {
        Map<String, Pt> handed = new LinkedHashMap<>();
        handed.put("sc", new Pt(1, 2));
        handed.put("nc", new Pt(3, 4));
        BoardSpots.Spot s = new BoardSpots.Spot(new Pt(0, 0), handed, new Pt(0, 0), 1, 1, null, 0);
        assertEquals(List.of("nc", "sc"), List.copyOf(s.coasts().keySet()));
    }

    @Test
    void everyProvinceHasAUnitSpotInsideItWithACountersRoomOnEveryPlaySheet() {
        List<String> wrong = new ArrayList<>();
        int measured = 0;
        for (var e : BoardSvgTest.SVG.entrySet()) {
            Map<String, List<Envelope>> spots = spots(e.getValue());
            for (Province p : g.map.provinces()) {
                List<Envelope> mine = spots.getOrDefault(p.id(), List.of());
                if (mine.isEmpty()) {
                    wrong.add(e.getKey() + " " + p.id() + ": no unit spot drawn");
                    continue;
                }
                Geometry shape = g.shape(p.id());
                for (Envelope s : mine) {
                    var centre = ProvinceShapes.GF.createPoint(new Coordinate(s.centre()));
                    if (!shape.contains(centre) || !shape.covers(ProvinceShapes.GF.toGeometry(s))) {
                        wrong.add(e.getKey() + " " + p.id() + ": its spot is not inside it");
                        continue;
                    }
                    double border = shape.getBoundary().distance(centre);
                    for (BoardRoom.Sheet sheet : BoardRoom.playSheets(g.width(), g.height())) {
                        double mm = border * sheet.mmPerUnit(), side = s.getWidth() * sheet.mmPerUnit();
                        measured++;
                        if (mm < geo.room().counter() / 2) {
                            wrong.add(String.format(
                                    Locale.ROOT,
                                    "%s %s on %s: spot %.1f mm from the border, half a counter is %.1f",
                                    e.getKey(),
                                    p.id(),
                                    sheet.name(),
                                    mm,
                                    geo.room().counter() / 2));
                        }
                        if (side < geo.room().counter() - 1e-6)
                            wrong.add(e.getKey() + " " + p.id() + " on " + sheet.name()
                                    + ": the spot is smaller than a counter");
                    }
                }
            }
        }
        assertTrue(measured >= 2 * 2 * g.map.provinces().size(), "measured " + measured);
        assertEquals(List.of(), wrong);
    }

    @Test
    void noLabelOrStarCoversAUnitSpotAndEveryStarIsInsideItsProvince() {
        List<String> wrong = new ArrayList<>();
        for (var e : BoardSvgTest.SVG.entrySet()) {
            List<Text> texts = labels(e.getValue());
            List<Envelope> stars = stars(e.getValue());
            spots(e.getValue()).forEach((id, list) -> {
                for (Envelope s : list) {
                    texts.stream()
                            .filter(t -> t.box().intersects(s))
                            .forEach(t -> wrong.add(e.getKey() + " " + id + ": spot under " + t.text()));
                    stars.stream()
                            .filter(s::intersects)
                            .forEach(t -> wrong.add(e.getKey() + " " + id + ": spot under a star at " + t.centre()));
                }
            });
            int scs = 0;
            for (Province p : g.map.provinces()) {
                if (!p.supplyCentre()) continue;
                scs++;
                long inside = stars.stream()
                        .filter(b -> g.shape(p.id()).covers(ProvinceShapes.GF.toGeometry(b)))
                        .count();
                if (inside != 1) wrong.add(e.getKey() + " " + p.id() + ": " + inside + " stars inside it");
            }
            assertEquals(scs, stars.size(), e.getKey() + ": one star per supply centre");
        }
        assertEquals(List.of(), wrong);
    }

    /** The legend and the title (opaque boxes) hide no label, star or unit spot. */
    @Test
    void theLegendAndTitleCoverNoLabelStarOrUnitSpot() {
        Pattern translate = Pattern.compile("translate\\(([-\\d.]+) ([-\\d.]+)\\)");
        List<String> wrong = new ArrayList<>();
        for (var e : BoardSvgTest.SVG.entrySet()) {
            List<Envelope> boxes = new ArrayList<>();
            for (Element grp : elements(e.getValue(), "g")) {
                Matcher m = translate.matcher(grp.getAttribute("transform"));
                if (!(grp.getParentNode() instanceof Element parent)
                        || !parent.getAttribute("class").equals("legend")
                        || !m.find()) continue;
                Element r = elements(grp, "rect").get(0);
                double x = MapOverlay.num(r, "x") + Double.parseDouble(m.group(1)),
                        y = MapOverlay.num(r, "y") + Double.parseDouble(m.group(2));
                boxes.add(new Envelope(x, x + MapOverlay.num(r, "width"), y, y + MapOverlay.num(r, "height")));
            }
            assertEquals(1, boxes.size(), e.getKey() + ": the legend's box");
            // and the title's box
            for (Element grp : elements(e.getValue(), "g")) {
                if (!grp.getAttribute("class").equals("legend")) continue;
                Element r = elements(grp, "rect").get(0);
                boxes.add(new Envelope(
                        MapOverlay.num(r, "x"),
                        MapOverlay.num(r, "x") + MapOverlay.num(r, "width"),
                        MapOverlay.num(r, "y"),
                        MapOverlay.num(r, "y") + MapOverlay.num(r, "height")));
            }
            for (Envelope legend : boxes) {
                labels(e.getValue()).stream()
                        .filter(t -> t.box().intersects(legend))
                        .forEach(t -> wrong.add(e.getKey() + ": legend over " + t.text()));
                stars(e.getValue()).stream()
                        .filter(legend::intersects)
                        .forEach(t -> wrong.add(e.getKey() + ": legend over a star at " + t.centre()));
                spots(e.getValue())
                        .forEach((id, l) -> l.stream()
                                .filter(legend::intersects)
                                .forEach(t -> wrong.add(e.getKey() + ": legend over " + id + "'s unit spot")));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyProvinceShowsItsAbbreviationAndNameAtSixPointsOnTheTiledBoard() {
        List<String> wrong = new ArrayList<>();
        for (var e : BoardSvgTest.SVG.entrySet()) {
            String lang = e.getKey();
            List<Text> texts = labels(e.getValue());
            for (Province p : g.map.provinces()) {
                Geometry shape = g.shape(p.id());
                List<Text> mine = texts.stream()
                        .filter(t -> shape.covers(ProvinceShapes.GF.toGeometry(t.box())))
                        .toList();
                check(wrong, lang, p, mine, p.abbr());
                String name = p.name(lang);
                if (name == null || name.isBlank()) continue;
                // the name's lines in order down the province, joined as they are read
                String read = String.join(
                        " ",
                        mine.stream()
                                .filter(t -> !t.text().equals(p.abbr()))
                                .map(Text::text)
                                .distinct()
                                .toList());
                if (!read.contains(name))
                    wrong.add(lang + " " + p.id() + ": shows \"" + read + "\", not its name \"" + name + "\"");
                for (String line : BoardView.lines(name)) check(wrong, lang, p, mine, line);
            }
            assertTrue(texts.stream().noneMatch(t -> t.text().equals("Liv")), lang + ": Liverpool is Lvp");
        }
        assertEquals(List.of(), wrong);
    }

    private static void check(List<String> wrong, String lang, Province p, List<Text> mine, String text) {
        List<Text> found = mine.stream().filter(t -> t.text().equals(text)).toList();
        if (found.isEmpty()) wrong.add(lang + " " + p.id() + ": no \"" + text + "\" inside it");
        for (Text t : found) {
            double pt = t.size() * BoardFiles.SCALE / MM_PER_PT;
            if (pt < 6 - 1e-9)
                wrong.add(String.format(Locale.ROOT, "%s %s: \"%s\" is %.1f pt", lang, p.id(), text, pt));
        }
    }

    private static List<Element> labelGroups(Document doc) {
        return elements(doc, "g").stream()
                .filter(g -> g.getAttribute("class").equals("labels"))
                .toList();
    }

    static List<Element> elements(org.w3c.dom.Node root, String name) {
        NodeList l = root instanceof Document d
                ? d.getElementsByTagNameNS("*", name)
                : ((Element) root).getElementsByTagNameNS("*", name);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < l.getLength(); i++) out.add((Element) l.item(i));
        return out;
    }
}
