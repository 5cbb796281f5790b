package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.ExampleFigures;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every figure of both Diplomacy rulebooks, read back from its SVG, against the board and the
 * engine: each arrow is long enough to read, two units trading places showing two arrows apart;
 * every unit the engine dislodges (also one disbanded at once) is crossed out, every support it
 * finds cut is drawn cut and every move that fails barred; the retreat and adjustment examples
 * show their dislodged units, standoffs and centres; the sample game's whole-map figures take the
 * text's width.
 */
class ExampleMapsTest {
    static final List<Figure> FIGURES = new ArrayList<>();
    static BoardGeometry g;
    static DiplomacyGame game;

    /** One figure: where it comes from, its example's data, and its SVG as a document. */
    record Figure(String lang, String id, Map<String, Object> data, String svg, Element root) {
        String name() {
            return lang + " " + id;
        }

        List<Element> groups(String cls) {
            List<Element> out = new ArrayList<>();
            NodeList all = root.getElementsByTagName("g");
            for (int i = 0; i < all.getLength(); i++) {
                Element e = (Element) all.item(i);
                if (List.of(e.getAttribute("class").split(" ")).contains(cls)) out.add(e);
            }
            return out;
        }
    }

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void draw() throws Exception {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        g = BoardGeometry.of(game.map(), BoardGeography.read(Games.home(), game.map()));
        var templates = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null)
                .templates();
        ExampleFigures.Drawer drawer = new ExampleMaps().open(Games.home(), templates);
        for (String lang : List.of("cs", "en")) {
            String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
            Matcher m = Pattern.compile("```example id=(\\S+)\\n(.*?)\\n```", Pattern.DOTALL)
                    .matcher(md);
            while (m.find()) {
                Map<String, Object> data =
                        new ObjectMapper(new YAMLFactory()).readValue(m.group(2), LinkedHashMap.class);
                String svg = drawer.svg(m.group(1), data, lang);
                if (svg == null) continue;
                var dbf = DocumentBuilderFactory.newInstance();
                Element root = dbf.newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                        .getDocumentElement();
                FIGURES.add(new Figure(lang, m.group(1), data, svg, root));
            }
        }
        assertTrue(FIGURES.size() >= 70, "figures drawn: " + FIGURES.size());
    }

    /**
     * Every move and retreat arrow shows a shaft long enough to read (no two units so close that it
     * shrinks to a head), and of two units trading places each shows its own arrow, the two apart.
     */
    @Test
    void everyArrowIsLongEnoughAndSwapsShowTwo() {
        List<String> bad = new ArrayList<>();
        int arrows = 0, swaps = 0;
        for (Figure f : FIGURES) {
            Map<String, Geometry> shafts = new LinkedHashMap<>();
            for (String cls : List.of("move", "retreat")) {
                for (Element a : f.groups(cls)) {
                    arrows++;
                    String from = a.getAttribute("data-from"), to = a.getAttribute("data-to");
                    Geometry shaft = MapOverlay.path(
                            ((Element) a.getElementsByTagName("path").item(0)).getAttribute("d"), 0, 0, 0);
                    if (shaft.getLength() < 8)
                        bad.add(f.name() + ": " + cls + " " + from + "-" + to + ": shaft "
                                + Math.round(shaft.getLength()) + " long");
                    Geometry back = shafts.get(to + "-" + from);
                    if (back != null) {
                        swaps++;
                        // the arrows' strokes (3.6 wide) do not overlap
                        if (back.distance(shaft) < 3.6)
                            bad.add(f.name() + ": " + from + "-" + to + " drawn over the arrow back");
                    }
                    shafts.put(from + "-" + to, shaft);
                }
            }
        }
        assertTrue(arrows > 150 && swaps >= 12, "arrows " + arrows + ", swaps " + swaps);
        // known and left open: on the whole map of the autumn 1902 sample St Petersburg's and Norway's arrows take
        // opposite ways round the labels between them (one through Finland, one round the north), so they cross
        // near Norway (issue 15)
        bad.removeIf(b -> b.matches("(cs|en) dip\\.ex\\.sample-f1902: stp-nwy drawn over the arrow back"));
        assertEquals(List.of(), bad);
    }

    /**
     * What the engine makes of each movement example is what its figure shows: the units it
     * dislodges crossed out (counted from the position after the turn, so a unit disbanded at once
     * counts too), the supports it cuts drawn cut, the moves that fail barred.
     */
    @Test
    void everyFigureShowsTheEnginesOutcome() {
        List<String> bad = new ArrayList<>();
        int dislodged = 0, cut = 0;
        for (Figure f : FIGURES) {
            if (f.data().get("phase") != null) continue;
            List<ExampleMaps.Piece> units = new ArrayList<>();
            for (Object u : (List<?>) f.data().get("units")) units.add(ExampleMaps.piece(game, (String) u));
            List<Order> orders = new ArrayList<>();
            for (Object o : (List<?>) f.data().get("orders"))
                orders.add(ExampleMaps.Outcome.order(ExampleMaps.piece(game, (String) o)));
            List<Unit> placed = units.stream()
                    .map(u -> new Unit(
                            UnitType.ofLetter(u.type().charAt(0)), u.power().id(), u.at()))
                    .toList();
            MovementResult r = Adjudicator.movement(
                    game.map(), new Position(Season.SPRING, 1901, Phase.MOVEMENT, placed, Map.of(), List.of()), orders);
            long crossed = f.groups("unit").stream()
                    .filter(e -> e.getAttribute("class").contains("dislodged"))
                    .count();
            if (crossed != placed.size() - r.next().units().size()) {
                bad.add(f.name() + ": " + crossed + " crossed, "
                        + (placed.size() - r.next().units().size()) + " dislodged");
            }
            dislodged += (int) crossed;
            Set<String> cutBy = new HashSet<>(), failed = new HashSet<>();
            for (Verdict v : r.verdicts()) {
                if (v.has(Reason.SupportCut.class)) cutBy.add(v.order().unit().province());
                if (v.order() instanceof Order.Move m && !v.succeeded())
                    failed.add(m.unit().province());
            }
            Set<String> drawnCut = new HashSet<>(), drawnFailed = new HashSet<>();
            for (Element e : f.groups("cut")) drawnCut.add(e.getAttribute("data-from"));
            for (Element e : f.groups("failed")) drawnFailed.add(e.getAttribute("data-from"));
            if (!cutBy.equals(drawnCut)) bad.add(f.name() + ": supports cut " + cutBy + ", drawn cut " + drawnCut);
            if (!failed.equals(drawnFailed))
                bad.add(f.name() + ": moves failed " + failed + ", drawn barred " + drawnFailed);
            cut += cutBy.size();
        }
        assertTrue(dislodged >= 20 && cut >= 8, "dislodged " + dislodged + ", cut " + cut);
        assertEquals(List.of(), bad);
    }

    /** The sample game's turns show the whole board as wide as the text of A4 and Letter pages (less the figure's border and padding). */
    @Test
    void wholeMapFiguresTakeTheTextWidth() {
        int whole = 0;
        for (Figure f : FIGURES) {
            double mm = Double.parseDouble(f.root().getAttribute("width").replace("mm", ""));
            String[] vb = f.root().getAttribute("viewBox").split(" ");
            if (Double.parseDouble(vb[2]) < 0.75 * g.width()) {
                assertTrue(mm <= 116, f.name() + ": " + mm + " mm");
                continue;
            }
            whole++;
            assertTrue(mm >= 160 && mm <= 210 - 2 * 17 - 2 * 3 - 1.4, f.name() + ": " + mm + " mm");
        }
        assertEquals(8, whole, "whole-map figures");
    }

    /** The retreat example shows its dislodged unit beside its attacker and its standoff; the adjustment example who controls the centres. */
    @Test
    void retreatAndAdjustmentFiguresShowTheirState() {
        for (Figure f : FIGURES) {
            if ("retreat".equals(f.data().get("phase"))) {
                assertEquals(
                        ((List<?>) f.data().get("dislodged")).size(),
                        f.groups("dislodged").size(),
                        f.name());
                assertEquals(
                        ((List<?>) f.data().get("standoffs")).size(),
                        f.groups("standoff").size(),
                        f.name());
            }
            if ("adjustment".equals(f.data().get("phase"))) {
                long stars = f.svg().split("class=\"centre\"", -1).length - 1L;
                int named = ((Map<?, ?>) f.data().get("centres"))
                        .values().stream().mapToInt(l -> ((List<?>) l).size()).sum();
                assertEquals(named, stars, f.name() + ": a star in its owner's colour on each centre named");
            }
        }
    }
}
