package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/** The drawn board against adjacency.yaml: every border a player sees is a move the rules allow, and back. */
class BoardAdjacencyTest {
    static final Path HOME = Path.of(System.getProperty("adjutant.home", ".."));
    static BoardGeometry board;
    static DrawnAdjacency drawn;

    @BeforeAll
    static void draw() {
        DiplomacyGame game = Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class);
        board = BoardGeometry.of(game.map(), BoardGeography.read(HOME, game.map()));
        drawn = new DrawnAdjacency(board);
    }

    @Test
    void armiesCrossExactlyTheDrawnLandBorders() {
        assertEquals(List.of(), differences(DrawnAdjacency.armyRules(board.map), drawn.army));
    }

    @Test
    void fleetsCrossExactlyTheDrawnSeaBordersAndCoasts() {
        assertEquals(List.of(), differences(DrawnAdjacency.fleetRules(board.map), drawn.fleet));
    }

    @Test
    void noBorderIsTooShortToRead() {
        assertEquals(List.of(), new ArrayList<>(drawn.tooShort));
    }

    /** Every label box (abbreviation, star, printed name) and coast tag: none overlaps another, none crosses a border. */
    @Test
    void labelsOverlapNothingAndCrossNoBorder() {
        List<String> names = new ArrayList<>();
        List<Envelope> boxes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Province p : board.map.provinces()) {
            LabelBoxes.Layout layout = board.labelLayout(p);
            List<Envelope> mine = new ArrayList<>(LabelBoxes.boxes(p, layout));
            for (String lang : List.of("cs", "en")) {
                if (layout.nameSize() > 0)
                    mine.addAll(LabelBoxes.name(p, layout.size(), layout.nameSize(), BoardView.lines(p.name(lang))));
            }
            if (!LabelBoxes.inside(board.shape(p.id()), mine))
                problems.add(p.id() + ": label crosses the province's border");
            for (Envelope e : mine) {
                names.add(p.id());
                boxes.add(e);
            }
        }
        board.map.board().coastLabels().forEach((loc, pt) -> {
            names.add(loc.toString());
            boxes.add(new Envelope(pt.x() - 9, pt.x() + 9, pt.y() - 5, pt.y() + 3.6));
        });
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                if (!names.get(i).equals(names.get(j)) && boxes.get(i).intersects(boxes.get(j))) {
                    problems.add(names.get(i) + " overlaps " + names.get(j));
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** A coast tag sits at its own coast: near a sea of that coast, nearer to it than to any sea only the other coast reaches. */
    @Test
    void coastTagsSitAtTheirCoast() {
        List<String> problems = new ArrayList<>();
        board.map.board().coastLabels().forEach((loc, pt) -> {
            Geometry at = ProvinceShapes.GF.createPoint(new Coordinate(pt.x(), pt.y()));
            Set<String> own = new TreeSet<>(), other = new TreeSet<>();
            for (Location l : board.map.fleetLocations(loc.province())) {
                for (Location n : board.map.fleetNeighbours(l)) {
                    if (board.map.province(n.province()).terrain() == Terrain.SEA)
                        (l.equals(loc) ? own : other).add(n.province());
                }
            }
            other.removeAll(own);
            double dOwn = own.stream()
                    .mapToDouble(s -> board.border(loc.province(), s).distance(at))
                    .min()
                    .orElse(1e9);
            double dOther = other.stream()
                    .mapToDouble(s -> board.border(loc.province(), s).distance(at))
                    .min()
                    .orElse(1e9);
            if (dOwn > 15 || dOwn >= dOther)
                problems.add(loc + " tag is " + Math.round(dOwn) + " units from its coast " + own + " and "
                        + Math.round(dOther) + " from " + other);
        });
        assertEquals(List.of(), problems);
    }

    static List<String> differences(TreeSet<String> rules, TreeSet<String> drawnEdges) {
        List<String> out = new ArrayList<>();
        for (String e : rules) if (!drawnEdges.contains(e)) out.add("in adjacency.yaml, not drawn: " + e);
        for (String e : drawnEdges) if (!rules.contains(e)) out.add("drawn, not in adjacency.yaml: " + e);
        return out;
    }
}
