package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A rulebook figure draws what the reader sees and no more, in both languages: each sea is left to
 * the sea colour under the whole figure (a fill in that colour would show nothing), every other
 * province reaching the window is filled, and each kind of border is one path holding every point
 * of every border of that kind within the window's reach.
 */
class FigureShapesTest {
    private static final Pattern POINT = Pattern.compile("[ML](-?[\\d.]+,-?[\\d.]+)");
    /** The stroke of each border kind in {@code board.svg.ftl}: the solid one (a shore's dashes go over its solid line). */
    private static final Map<BoardGeometry.BorderKind, String> STROKES = Map.of(
            BoardGeometry.BorderKind.SEA,
            "#7fa8cf",
            BoardGeometry.BorderKind.LAND,
            "#7a6846",
            BoardGeometry.BorderKind.SHORE,
            "#7a6846",
            BoardGeometry.BorderKind.COASTLINE,
            "#2c5f8e",
            BoardGeometry.BorderKind.EDGE,
            "#4a443a");

    @Test
    void seasAreLeftToTheSeaAndEachBorderKindIsOnePathHoldingAllItShows() throws Exception {
        var home = Games.home();
        var templates = KitRequest.of(home, List.of("en"), PrintProfile.home(Paper.A4), null)
                .templates();
        var drawer = new ExampleMaps().open(home, templates);
        TurnMaps maps = TurnMaps.open(home);
        BoardGeometry g = BoardGeometry.of(
                maps.game().map(), BoardGeography.read(home, maps.game().map()));
        List<String> bad = new ArrayList<>();
        int figures = 0, seasLeft = 0;
        for (String lang : List.of("cs", "en")) {
            for (Map.Entry<String, String> f :
                    RulebookFigureSvgs.of(drawer, lang).entrySet()) {
                figures++;
                String name = lang + " " + f.getKey(), svg = f.getValue();
                Envelope reach = new Envelope(MapOverlay.read(svg).crop());
                reach.expandBy(FigureCrop.MARGIN);
                var dbf = DocumentBuilderFactory.newInstance();
                Element root = dbf.newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                        .getDocumentElement();
                String sea = ((Element) root.getElementsByTagName("rect").item(0)).getAttribute("fill");
                NodeList paths = root.getElementsByTagName("path");
                int filled = 0;
                Map<String, List<Element>> strokes = new LinkedHashMap<>();
                for (int i = 0; i < paths.getLength(); i++) {
                    Element p = (Element) paths.item(i);
                    boolean province = p.getAttribute("fill-rule").equals("evenodd") && !p.hasAttribute("stroke");
                    if (province) filled++;
                    if (province && p.getAttribute("fill").equals(sea))
                        bad.add(name + ": a province filled in the sea's colour");
                    if (p.getParentNode() instanceof Element parent
                            && parent.getAttribute("stroke-linejoin").equals("round")
                            && !p.hasAttribute("stroke-dasharray")) {
                        strokes.computeIfAbsent(p.getAttribute("stroke"), k -> new ArrayList<>())
                                .add(p);
                    }
                }
                // the window's reach as read back from the figure is rounded: a shape just on its edge may be in or out
                Envelope inner = new Envelope(reach), outer = new Envelope(reach);
                inner.expandBy(-0.2);
                outer.expandBy(0.2);
                int least = 0, most = 0;
                for (Province p : g.map.provinces()) {
                    if (!g.shape(p.id()).intersects(ProvinceShapes.GF.toGeometry(outer))) continue;
                    boolean in = g.shape(p.id()).intersects(ProvinceShapes.GF.toGeometry(inner));
                    if (p.terrain() == Terrain.SEA && !p.isHomeCentre()) seasLeft++;
                    else {
                        most++;
                        if (in) least++;
                    }
                }
                if (filled < least || filled > most)
                    bad.add(name + ": " + filled + " provinces filled, " + least + "-" + most
                            + " not seas reach the window");
                Map<BoardGeometry.BorderKind, Set<String>> shown = new EnumMap<>(BoardGeometry.BorderKind.class);
                // kinds of border reaching the window as far as its rounded edge allows: a figure may draw these
                Set<BoardGeometry.BorderKind> mayShow = EnumSet.noneOf(BoardGeometry.BorderKind.class);
                for (BoardGeometry.Line l : g.borders()) {
                    for (List<Pt> line : l.lines()) {
                        // a border crossing the window with no point of its own inside it is shown too
                        Coordinate[] cs = line.stream()
                                .map(q -> new Coordinate(q.x(), q.y()))
                                .toArray(Coordinate[]::new);
                        if (cs.length > 1
                                && ProvinceShapes.GF
                                        .createLineString(cs)
                                        .intersects(ProvinceShapes.GF.toGeometry(inner))) {
                            shown.computeIfAbsent(l.kind(), k -> new HashSet<>());
                        }
                        if (cs.length > 1
                                && ProvinceShapes.GF
                                        .createLineString(cs)
                                        .intersects(ProvinceShapes.GF.toGeometry(outer))) mayShow.add(l.kind());
                        for (Pt pt : line) {
                            if (inner.contains(pt.x(), pt.y()))
                                shown.computeIfAbsent(l.kind(), k -> new HashSet<>())
                                        .add(BoardGeometry.num(pt.x()) + "," + BoardGeometry.num(pt.y()));
                        }
                    }
                }
                Set<String> held = new HashSet<>();
                for (String stroke : new HashSet<>(STROKES.values())) {
                    List<Element> drawn = strokes.getOrDefault(stroke, List.of());
                    // the canals are drawn over the coastlines in their colour, each as its own path
                    long borders = drawn.stream()
                            .filter(p -> !p.getAttribute("stroke-width").equals("4.2"))
                            .count();
                    long kinds = shown.keySet().stream()
                            .filter(k -> STROKES.get(k).equals(stroke))
                            .count();
                    long possible = mayShow.stream()
                            .filter(k -> STROKES.get(k).equals(stroke))
                            .count();
                    if (borders < kinds || borders > possible) {
                        bad.add(name + ": " + borders + " paths stroked " + stroke + " for " + kinds + "-" + possible
                                + " kinds of border");
                    }
                    for (Element p : drawn) {
                        Matcher m = POINT.matcher(p.getAttribute("d"));
                        while (m.find()) held.add(stroke + " " + m.group(1));
                    }
                }
                shown.forEach((kind, points) -> {
                    long missing = points.stream()
                            .filter(pt -> !held.contains(STROKES.get(kind) + " " + pt))
                            .count();
                    if (missing > 0) bad.add(name + ": " + missing + " points of " + kind + " borders missing");
                });
            }
        }
        assertTrue(figures >= 70 && seasLeft > 300, "figures " + figures + ", seas left to the sea colour " + seasLeft);
        assertEquals(List.of(), bad);
    }
}
