package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The board's colours as drawn (read off board.svg) and the powers' unit colours stay apart for
 * readers with protanopia, deuteranopia or tritanopia and in grey-scale print: every pair differs
 * by at least a minimum CIEDE2000 under each simulation ({@link ColourVision}).
 */
class PaletteTest {
    /** Smallest difference between two power colours (units, counters): clearly different colours; in grey, clearly different greys. */
    static final double UNITS = 9, UNITS_GREY = 4.5;
    /** Between two board fills (a power's home shade, sea, land, unplayed land): distinguishable side by side. */
    static final double FILLS = 5.5, FILLS_GREY = 2.8;
    /** Sea against land, which must never be mistaken for each other. */
    static final double SEA_LAND = 15, SEA_LAND_GREY = 5;

    static DiplomacyGame game;
    /** What each fill of the board is, by name: the powers' home countries' shades, sea, land, unplayed. */
    static final Map<String, String> FILL = new LinkedHashMap<>();

    @BeforeAll
    static void readBoard() throws Exception {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        BoardGeometry g = BoardGeometry.of(game.map(), BoardGeography.read(Games.home(), game.map()));
        KitRequest r = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        byte[] svg = BoardFiles.svg(g, new KitTexts("diplomacy", game.strings(), "en"), "Diplomacy", r.templates());
        var dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        Document doc = dbf.newDocumentBuilder().parse(new ByteArrayInputStream(svg));
        Map<String, Set<String>> seen = new LinkedHashMap<>();
        NodeList paths = doc.getElementsByTagNameNS("*", "path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element e = (Element) paths.item(i);
            List<String> cls = List.of(e.getAttribute("class").split(" "));
            String kind;
            if (cls.contains("neutral")) kind = "unplayed land";
            else if (!cls.contains("province")) continue;
            else {
                Province p = game.map().province(e.getAttribute("id"));
                kind = BoardView.countries(game.map()).getOrDefault(p.id(), cls.contains("sea") ? "sea" : "land");
            }
            seen.computeIfAbsent(kind, k -> new TreeSet<>())
                    .add(e.getAttribute("fill").toLowerCase(Locale.ROOT));
        }
        seen.forEach((kind, fills) -> {
            assertEquals(1, fills.size(), kind + " is drawn in one shade, not " + fills);
            FILL.put(kind, fills.iterator().next());
        });
        assertEquals(
                game.map().powers().size() + 3,
                FILL.size(),
                "every power's home shade, sea, land and unplayed land: " + FILL.keySet());
    }

    /** The formula against Sharma, Wu and Dalal's published test pairs, and the simulations keep white white. */
    @Test
    void theMeasureIsCiede2000() {
        assertEquals(
                2.0425,
                ColourVision.ciede2000(new double[] {50, 2.6772, -79.7751}, new double[] {50, 0, -82.7485}),
                1e-4);
        assertEquals(2.3669, ColourVision.ciede2000(new double[] {50, 0, 0}, new double[] {50, -1, 2}), 1e-4);
        assertEquals(27.1492, ColourVision.ciede2000(new double[] {50, 2.5, 0}, new double[] {73, 25, -18}), 1e-4);
        assertEquals(
                1.2644,
                ColourVision.ciede2000(
                        new double[] {60.2574, -34.0099, 36.2677}, new double[] {60.4626, -34.1751, 39.4387}),
                1e-4);
        for (ColourVision v : ColourVision.values()) assertEquals(0, v.difference("#ffffff", "#fefefe"), 0.5, v.name());
        // red and green of one luminance are one grey; a deuteranope hardly tells this red from this green
        assertEquals(0, ColourVision.GREY.difference("#ff0000", "#009500"), 1);
        assertEquals(true, ColourVision.DEUTERANOPIA.difference("#d63031", "#2f9e44") < 6);
    }

    @Test
    void powerColoursStayApartUnderEveryVision() {
        Map<String, String> units = new LinkedHashMap<>();
        for (Power p : game.map().powers()) units.put(p.id(), p.color());
        assertEquals(List.of(), tooClose(units, UNITS, UNITS_GREY));
    }

    @Test
    void boardFillsStayApartUnderEveryVision() {
        assertEquals(List.of(), tooClose(FILL, FILLS, FILLS_GREY));
    }

    @Test
    void seaIsClearlyNotLand() {
        List<String> bad = new ArrayList<>();
        for (ColourVision v : ColourVision.values()) {
            double d = v.difference(FILL.get("sea"), FILL.get("land"));
            if (d < (v == ColourVision.GREY ? SEA_LAND_GREY : SEA_LAND))
                bad.add(String.format(Locale.ROOT, "%s: sea–land %.1f", v, d));
        }
        assertEquals(List.of(), bad);
    }

    /** Every pair of colours closer than the minimum under some vision, with its difference. */
    static List<String> tooClose(Map<String, String> colours, double min, double minGrey) {
        List<String> bad = new ArrayList<>();
        List<String> names = new ArrayList<>(colours.keySet());
        for (ColourVision v : ColourVision.values()) {
            double need = v == ColourVision.GREY ? minGrey : min;
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    double d = v.difference(colours.get(names.get(i)), colours.get(names.get(j)));
                    if (d < need)
                        bad.add(String.format(
                                Locale.ROOT,
                                "%s: %s %s – %s %s: %.1f < %.1f",
                                v,
                                names.get(i),
                                colours.get(names.get(i)),
                                names.get(j),
                                colours.get(names.get(j)),
                                d,
                                need));
                }
            }
        }
        return bad;
    }
}
