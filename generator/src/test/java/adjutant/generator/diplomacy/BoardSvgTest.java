package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.Fonts;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code board.svg} as the kit writes it, read as a checker or Inkscape would: one closed path per
 * province, its {@code id} the province's id in map.yaml, each id once, and the geometry true
 * (every province's label point lies in its own path and in no other).
 */
class BoardSvgTest {
    private static final Pattern STEP = Pattern.compile("([MLZ])([-\\d.]+)?,?([-\\d.]+)?");
    static final Map<String, Document> SVG = new LinkedHashMap<>();
    /** The map as loaded, and with its labels where the magnified board puts them. */
    static DipMap loaded, map;

    @BeforeAll
    static void build() throws Exception {
        loaded = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                .map();
        // the labels where the magnified board puts them
        map = BoardGeometry.of(loaded, BoardGeography.read(Games.home(), loaded)).map;
        KitRequest request = KitRequest.of(Games.home(), List.of("cs", "en"), PrintProfile.home(Paper.A4), null);
        for (KitFile f : new DiplomacyKit().plan(request)) {
            if (f.pdf()) continue;
            assertEquals("board.svg", f.fileName());
            var dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            SVG.put(
                    f.lang(),
                    dbf.newDocumentBuilder()
                            .parse(new ByteArrayInputStream(f.make().get())));
        }
    }

    @Test
    void eachLanguageHasItsBoardSvg() {
        assertEquals(Set.of("cs", "en"), SVG.keySet());
        for (Document d : SVG.values()) {
            assertEquals("http://www.w3.org/2000/svg", d.getDocumentElement().getNamespaceURI());
            assertEquals("450mm", d.getDocumentElement().getAttribute("width"), "the board's print size");
        }
    }

    @Test
    void everyProvinceIsOneClosedPathNamedByItsId() {
        Set<String> expected =
                new TreeSet<>(map.provinces().stream().map(Province::id).toList());
        SVG.forEach((lang, doc) -> {
            Map<String, Path2D> shapes = provinces(doc);
            assertEquals(expected, new TreeSet<>(shapes.keySet()), lang);
        });
    }

    @Test
    void everyIdIsUsedOnce() {
        SVG.forEach((lang, doc) -> {
            Set<String> seen = new HashSet<>();
            List<String> twice = new ArrayList<>();
            NodeList all = doc.getElementsByTagNameNS("*", "*");
            for (int i = 0; i < all.getLength(); i++) {
                String id = ((Element) all.item(i)).getAttribute("id");
                if (!id.isEmpty() && !seen.add(id)) twice.add(id);
            }
            assertEquals(List.of(), twice, lang);
            assertTrue(seen.contains("swi"), lang + ": the impassable area has its id too");
        });
    }

    /** The geometry reads true: each province's label point is inside its own path and no other. */
    @Test
    void eachLabelPointLiesInItsOwnProvinceOnly() {
        SVG.forEach((lang, doc) -> {
            Map<String, Path2D> shapes = provinces(doc);
            List<String> wrong = new ArrayList<>();
            for (Province p : map.provinces()) {
                List<String> holders = new ArrayList<>();
                shapes.forEach((id, s) -> {
                    if (s.contains(p.label().x(), p.label().y())) holders.add(id);
                });
                if (!holders.equals(List.of(p.id()))) wrong.add(p.id() + " in " + holders);
            }
            assertEquals(List.of(), wrong, lang);
        });
    }

    /** Every text of the board is at least 6 pt when the board is printed at its size (the tiled A4 board). */
    @Test
    void everyTextIsAtLeastSixPointsOnTheTiledBoard() {
        SVG.forEach((lang, doc) -> {
            List<String> small = new ArrayList<>();
            int texts = 0;
            for (Element e : elements(doc, "text")) {
                double pt = Double.parseDouble(inherited(e, "font-size")) * BoardFiles.SCALE / MM_PER_PT;
                if (pt < 6 - 1e-9) small.add(e.getTextContent() + String.format(Locale.ROOT, " %.1f pt", pt));
                texts++;
            }
            assertTrue(texts > 150, lang + ": texts read " + texts);
            assertEquals(List.of(), small, lang);
        });
    }

    /** Each text of the legend lies inside its white box, at its width in the font it is set in. */
    @Test
    void legendTextStaysInsideItsBox() {
        SVG.forEach((lang, doc) -> {
            List<String> out = new ArrayList<>();
            int groups = 0;
            for (Element g : elements(doc, "g")) {
                if (!List.of(g.getAttribute("class").split(" ")).contains("legend")) continue;
                groups++;
                // the white boxes (rounded rectangles) the group's texts stand in: the title's, the legend's, the
                // scale's
                List<Rectangle2D> boxes = new ArrayList<>();
                for (Element r : elements(g, "rect")) {
                    if (r.hasAttribute("rx"))
                        boxes.add(new Rectangle2D.Double(num(r, "x"), num(r, "y"), num(r, "width"), num(r, "height")));
                }
                for (Element t : elements(g, "text")) {
                    double size = Double.parseDouble(inherited(t, "font-size"));
                    double w = Fonts.width(
                            t.getTextContent(), inherited(t, "font-weight").equals("bold"), size);
                    String anchor = inherited(t, "text-anchor");
                    double x = num(t, "x") - (anchor.equals("middle") ? w / 2 : anchor.equals("end") ? w : 0),
                            y = num(t, "y");
                    var ink = new Rectangle2D.Double(x, y - size * 0.74, w, size * 0.96);
                    if (boxes.stream().noneMatch(b -> b.contains(ink))) out.add(t.getTextContent());
                }
            }
            assertEquals(1, groups, lang + ": the legend (no scale bar: the board is magnified, BoardWarp)");
            assertEquals(List.of(), out, lang);
        });
    }

    private static final double MM_PER_PT = 25.4 / 72;

    private static List<Element> elements(org.w3c.dom.Node root, String name) {
        NodeList l = root instanceof Document d
                ? d.getElementsByTagNameNS("*", name)
                : ((Element) root).getElementsByTagNameNS("*", name);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < l.getLength(); i++) out.add((Element) l.item(i));
        return out;
    }

    private static String inherited(Element e, String name) {
        return MapOverlay.inherited(e, name);
    }

    private static double num(Element e, String name) {
        return MapOverlay.num(e, name);
    }

    /** The province paths by id; fails on any that is not a path of closed rings of three points or more. */
    static Map<String, Path2D> provinces(Document doc) {
        Map<String, Path2D> out = new LinkedHashMap<>();
        NodeList all = doc.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (!List.of(e.getAttribute("class").split(" ")).contains("province")) continue;
            String id = e.getAttribute("id");
            assertEquals("path", e.getLocalName(), id);
            assertTrue(out.put(id, shape(id, e.getAttribute("d"))) == null, id + " twice");
        }
        return out;
    }

    private static Path2D shape(String id, String d) {
        Path2D.Double s = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        Matcher m = STEP.matcher(d.replace(" ", ""));
        int points = 0, rings = 0, at = 0;
        boolean open = false;
        while (m.find()) {
            assertEquals(at, m.start(), id + ": unexpected path data at " + at);
            at = m.end();
            switch (m.group(1)) {
                case "M" -> {
                    assertTrue(!open, id + ": a ring is not closed");
                    s.moveTo(Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)));
                    open = true;
                    points = 1;
                }
                case "L" -> {
                    s.lineTo(Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)));
                    points++;
                }
                default -> {
                    assertTrue(open && points >= 3, id + ": a closed ring needs three points");
                    s.closePath();
                    open = false;
                    rings++;
                }
            }
        }
        assertEquals(d.replace(" ", "").length(), at, id + ": path data left unread");
        assertTrue(!open && rings > 0, id + ": every ring closed (Z)");
        return s;
    }
}
