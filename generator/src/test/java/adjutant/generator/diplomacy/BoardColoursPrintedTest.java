package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.SvgRaster;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Location;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The board as it prints, painted to pixels by the renderer the PDFs are made with, then seen in
 * grey-scale and as readers with protanopia, deuteranopia or tritanopia see it ({@link ColourVision}):
 * every power's home country is one tint over all its provinces, each country tells from every other,
 * from neutral land and from the sea, and the legend's swatches are the countries' tints with the
 * powers' colours on them.
 */
class BoardColoursPrintedTest {
    /** Pixels per millimetre: fine enough that every province has inner pixels away from its borders. */
    static final double PX = 4;

    static BoardGeometry g;
    static DiplomacyGame game;
    static final Map<String, BufferedImage> PRINTED = new LinkedHashMap<>();
    static final Map<String, Document> SVG = new LinkedHashMap<>();

    @BeforeAll
    static void paint() throws Exception {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        g = BoardGeometry.of(game.map(), BoardGeography.read(Games.home(), game.map()));
        KitRequest r = KitRequest.of(Games.home(), List.of("cs", "en"), PrintProfile.home(Paper.A4), null);
        for (String lang : List.of("cs", "en")) {
            KitTexts t = new KitTexts("diplomacy", game.strings(), lang);
            Drawing d = BoardFiles.drawing(g, t, game.info().name(lang), r.templates(), 0);
            PRINTED.put(lang, SvgRaster.raster(d, PX));
            var dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            SVG.put(
                    lang,
                    dbf.newDocumentBuilder()
                            .parse(new ByteArrayInputStream(
                                    BoardFiles.svg(g, t, game.info().name(lang), r.templates()))));
        }
        String dump = System.getProperty("board.png");
        if (dump != null) ImageIO.write(PRINTED.get("en"), "png", new File(dump));
    }

    /** Each home country prints as one tint in all its provinces; neutral land as another, the sea as a third. */
    @Test
    void everyCountryPrintsInOneTintEachDifferentUnderEveryVision() {
        PRINTED.forEach((lang, img) -> {
            Map<String, String> tints = tints(img);
            assertEquals(game.map().powers().size() + 2, tints.size(), lang + ": " + tints);
            // each pair of tints tells apart in colour, in grey and to each colour-vision deficiency
            assertEquals(List.of(), PaletteTest.tooClose(tints, PaletteTest.FILLS, PaletteTest.FILLS_GREY), lang);
        });
    }

    /** The legend's swatch of each power is its country's tint as printed, with a star in the power's own colour. */
    @Test
    void legendSwatchesAreThePowersColours() {
        PRINTED.forEach((lang, img) -> {
            Map<String, String> tints = tints(img);
            Document doc = SVG.get(lang);
            var rects = doc.getElementsByTagNameNS("*", "rect");
            int found = 0;
            for (int i = 0; i < rects.getLength(); i++) {
                Element e = (Element) rects.item(i);
                if (!e.getAttribute("class").equals("swatch")) continue;
                found++;
                Power p = game.map().power(e.getAttribute("id").substring("swatch-".length()));
                double[] shift = translation(e);
                double x = MapOverlay.num(e, "x") + shift[0], y = MapOverlay.num(e, "y") + shift[1];
                double w = MapOverlay.num(e, "width"), h = MapOverlay.num(e, "height");
                // the swatch's left end (the star stands in its middle) and the star's centre
                String swatch = mode(img, x + 1, y + 1, x + w * 0.22, y + h - 1);
                String star = mode(img, x + w / 2 - 0.8, y + h / 2 - 0.6, x + w / 2 + 0.8, y + h / 2 + 0.8);
                for (ColourVision v : List.of(ColourVision.NORMAL, ColourVision.GREY)) {
                    assertTrue(
                            v.difference(swatch, tints.get(p.id())) < 2.5,
                            lang + " " + p.id() + " " + v + ": swatch " + swatch + ", country " + tints.get(p.id()));
                    assertTrue(
                            v.difference(star, p.color()) < 6,
                            lang + " " + p.id() + " " + v + ": star " + star + ", power " + p.color());
                }
            }
            assertEquals(game.map().powers().size(), found, lang);
        });
    }

    /** Power id (a country's one tint), "neutral land" and "sea" → the colour printed inside their provinces. */
    static Map<String, String> tints(BufferedImage img) {
        Map<String, String> country = BoardView.countries(game.map());
        Map<String, String> out = new LinkedHashMap<>();
        List<String> mixed = new ArrayList<>();
        for (Province p : game.map().provinces()) {
            String kind = country.getOrDefault(p.id(), p.terrain() == Terrain.SEA ? "sea" : "neutral land");
            // the part of the province not under the legend or the title (opaque boxes laid over the sea)
            Geometry shown = g.shape(p.id())
                    .difference(ProvinceShapes.GF.toGeometry(g.legend()))
                    .difference(ProvinceShapes.GF.toGeometry(BoardSpots.TITLE));
            String c = inside(img, shown);
            String before = out.putIfAbsent(kind, c);
            if (before != null && ColourVision.NORMAL.difference(before, c) > 1.5)
                mixed.add(kind + ": " + p.id() + " " + c + " but " + before);
        }
        assertEquals(List.of(), mixed, "one tint per country");
        return out;
    }

    /** The title's box over the Atlantic (board.svg.ftl), board units. */
    static final org.locationtech.jts.geom.Envelope TITLE = new org.locationtech.jts.geom.Envelope(3, 123, 3, 33);

    /** The commonest colour of the pixels well inside a shape and clear of the boxes over the board (at least 2 mm from its outline: no border, few letters). */
    static String inside(BufferedImage img, Geometry shape) {
        Geometry core = shape.buffer(-2 / BoardFiles.SCALE);
        if (core.isEmpty()) core = shape.buffer(-0.5 / BoardFiles.SCALE);
        var in = new IndexedPointInAreaLocator(core);
        var env = core.getEnvelopeInternal();
        Map<Integer, Integer> count = new HashMap<>();
        double k = PX * BoardFiles.SCALE;
        for (int py = (int) (env.getMinY() * k); py <= env.getMaxY() * k; py++) {
            for (int px = (int) (env.getMinX() * k); px <= env.getMaxX() * k; px++) {
                if (px < 0 || py < 0 || px >= img.getWidth() || py >= img.getHeight()) continue;
                Coordinate c = new Coordinate((px + 0.5) / k, (py + 0.5) / k);
                // the title's and the legend's white boxes stand over the sea
                if (g.legend().contains(c) || TITLE.contains(c) || in.locate(c) != Location.INTERIOR) continue;
                count.merge(img.getRGB(px, py) & 0xffffff, 1, Integer::sum);
            }
        }
        int best = count.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .orElseThrow()
                .getKey();
        return String.format(Locale.ROOT, "#%06x", best);
    }

    /** The commonest colour in a box given in board units. */
    static String mode(BufferedImage img, double x0, double y0, double x1, double y1) {
        double k = PX * BoardFiles.SCALE;
        Map<Integer, Integer> count = new HashMap<>();
        for (int py = (int) Math.ceil(y0 * k); py < y1 * k; py++) {
            for (int px = (int) Math.ceil(x0 * k); px < x1 * k; px++)
                count.merge(img.getRGB(px, py) & 0xffffff, 1, Integer::sum);
        }
        return String.format(
                Locale.ROOT,
                "#%06x",
                count.entrySet().stream()
                        .max(Map.Entry.comparingByValue())
                        .orElseThrow()
                        .getKey());
    }

    /** The sum of the translate() transforms of an element's groups. */
    private static double[] translation(Element e) {
        double[] out = new double[2];
        for (org.w3c.dom.Node n = e.getParentNode(); n instanceof Element p; n = p.getParentNode()) {
            var m = Pattern.compile("translate\\(([-\\d.]+)[ ,]+([-\\d.]+)\\)").matcher(p.getAttribute("transform"));
            if (m.find()) {
                out[0] += Double.parseDouble(m.group(1));
                out[1] += Double.parseDouble(m.group(2));
            }
        }
        return out;
    }
}
