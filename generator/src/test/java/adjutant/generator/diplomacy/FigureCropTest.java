package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.ExampleFigures;
import adjutant.generator.svg.Templates;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every rulebook figure, in both languages, holds only the part of the board its window shows:
 * each shape, border and label it draws reaches the window (with {@link FigureCrop#MARGIN}; a
 * label with the rest of its province's label),
 * every segment of a plain fill or line lies within that reach (a dashed shore border and a
 * hatched area are kept whole, their dashes and stripes being laid from where they start), and the
 * figures together hold a small part of what the whole board would have put in each.
 */
class FigureCropTest {
    private static final Pattern NUM = Pattern.compile("-?\\d+(?:\\.\\d+)?");
    /** How far a label's star and abbreviation lie apart at most, board units. */
    private static final double LABEL = 40;

    @Test
    void everyFigureHoldsOnlyWhatItsWindowShows() throws Exception {
        var home = Games.home();
        Templates templates = KitRequest.of(home, List.of("en"), PrintProfile.home(Paper.A4), null)
                .templates();
        ExampleFigures.Drawer drawer = new ExampleMaps().open(home, templates);
        TurnMaps maps = TurnMaps.open(home);
        BoardGeometry g = BoardGeometry.of(
                maps.game().map(), BoardGeography.read(home, maps.game().map()));
        List<String> bad = new ArrayList<>();
        long figureNumbers = 0, wholeNumbers = 0;
        int figures = 0;
        for (String lang : List.of("cs", "en")) {
            Map<String, Object> board =
                    BoardView.model(g, new KitTexts("diplomacy", maps.game().strings(), lang), "", true, 1, 0);
            int whole = numbers(templates.render("diplomacy/board.svg.ftl", board));
            for (Map.Entry<String, String> f :
                    RulebookFigureSvgs.of(drawer, lang).entrySet()) {
                String svg = f.getValue();
                figures++;
                String name = lang + " " + f.getKey();
                MapOverlay overlay = MapOverlay.read(svg);
                Envelope reach = new Envelope(overlay.crop());
                // the viewBox is written to a tenth: its origin and its size each rounded, so its far edge read back is
                // off by up to 0.1
                reach.expandBy(FigureCrop.MARGIN + 0.15);
                String boardPart = svg.substring(0, svg.indexOf("<g class=\"orders\">"));
                figureNumbers += numbers(boardPart);
                wholeNumbers += whole;
                var dbf = DocumentBuilderFactory.newInstance();
                dbf.setNamespaceAware(true);
                NodeList paths = dbf.newDocumentBuilder()
                        .parse(new ByteArrayInputStream((boardPart + "</svg>").getBytes(StandardCharsets.UTF_8)))
                        .getElementsByTagNameNS("*", "path");
                Set<String> dashed = new HashSet<>();
                for (int i = 0; i < paths.getLength(); i++) {
                    Element p = (Element) paths.item(i);
                    if (p.hasAttribute("stroke-dasharray")) dashed.add(p.getAttribute("d"));
                }
                for (int i = 0; i < paths.getLength(); i++) {
                    Element p = (Element) paths.item(i);
                    if (p.hasAttribute("transform")) continue; // a star: a label, checked below
                    // a shore border (drawn plain, then dashed over) and a hatched area are kept whole
                    boolean kept = dashed.contains(p.getAttribute("d"))
                            || p.getAttribute("fill").startsWith("url(");
                    List<String> outside = outside(p.getAttribute("d"), reach, kept);
                    if (!outside.isEmpty())
                        bad.add(name + ": path "
                                + p.getAttribute("d")
                                        .substring(
                                                0,
                                                Math.min(40, p.getAttribute("d").length())) + " " + outside);
                }
                // a province's label is kept or left out whole: its star may lie beyond when its abbreviation reaches
                // in, and the other way round
                Envelope labelReach = new Envelope(reach);
                labelReach.expandBy(LABEL);
                for (MapOverlay.Label l : overlay.labels())
                    if (!labelReach.intersects(l.box()))
                        bad.add(name + ": label wholly outside " + l.text() + " " + l.box());
            }
        }
        assertTrue(figures >= 60, "figures drawn: " + figures);
        assertEquals(List.of(), bad, "parts of figures beyond their window");
        assertTrue(
                figureNumbers * 4 < wholeNumbers,
                "the figures' board parts hold " + figureNumbers + " numbers, the whole board " + wholeNumbers
                        + " for as many");
    }

    /**
     * Where a path strays: with {@code whole}, a subpath none of whose segments reaches; else each
     * segment that does not reach (a segment reaching in from outside is kept, so its far end may lie beyond).
     */
    private static List<String> outside(String d, Envelope reach, boolean whole) {
        List<String> out = new ArrayList<>();
        for (String part : d.split("(?=M)")) {
            double[] v = NUM.matcher(part)
                    .results()
                    .mapToDouble(r -> Double.parseDouble(r.group()))
                    .toArray();
            if (v.length < 2) continue;
            int n = v.length / 2;
            boolean closed = part.strip().endsWith("Z"), any = false;
            for (int i = 0, segments = closed ? n : n - 1; i < segments; i++) {
                int j = (i + 1) % n;
                Envelope seg = new Envelope(v[2 * i], v[2 * j], v[2 * i + 1], v[2 * j + 1]);
                if (reach.intersects(seg)) any = true;
                else if (!whole) out.add("segment " + seg);
            }
            if (whole && !any) out.add("subpath at " + v[0] + "," + v[1]);
        }
        return out.size() > 3 ? out.subList(0, 3) : out;
    }

    private static int numbers(String svg) {
        return (int) NUM.matcher(svg).results().count();
    }
}
