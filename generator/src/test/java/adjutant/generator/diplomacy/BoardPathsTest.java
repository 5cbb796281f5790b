package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.ProcessMemo;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The board's SVG paths are written once per process and kept with its shapes: each is the
 * path of its shape written afresh, for every province, area, border, the neutral land and the
 * lakes, in the next build too (the game loaded again); other shapes give other paths. Likewise
 * where each province's label goes and whether its name fits: as fitted afresh, and afresh for an edited province.
 */
class BoardPathsTest {
    private static DipMap load() {
        return Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();
    }

    /** Every path as written from the shapes directly (what the board drew before they were kept). */
    private static Map<String, String> afresh(BoardGeometry g) {
        Map<String, String> out = new LinkedHashMap<>();
        g.shapes.shapes.forEach((id, shape) -> out.put(id, BoardGeometry.path(BoardGeometry.rings(shape), true)));
        out.put("neutral", BoardGeometry.path(BoardGeometry.rings(g.shapes.neutral), true));
        out.put("lakes", BoardGeometry.path(BoardGeometry.rings(g.shapes.lakes), true));
        for (BoardGeometry.Line l : g.borders())
            out.put(l.a() + "|" + l.b() + " " + l.kind(), BoardGeometry.path(l.lines(), false));
        return out;
    }

    private static Map<String, String> kept(BoardGeometry g) {
        Map<String, String> out = new LinkedHashMap<>();
        g.shapes.shapes.keySet().forEach(id -> out.put(id, g.outlinePath(id)));
        out.put("neutral", g.neutralPath());
        out.put("lakes", g.lakesPath());
        List<BoardGeometry.Line> lines = g.borders();
        List<Map.Entry<BoardGeometry.BorderKind, String>> paths = g.borderPaths();
        assertEquals(lines.size(), paths.size());
        for (int i = 0; i < lines.size(); i++) {
            out.put(
                    lines.get(i).a() + "|" + lines.get(i).b() + " "
                            + paths.get(i).getKey(),
                    paths.get(i).getValue());
        }
        return out;
    }

    @Test
    void keptPathsAreThePathsOfTheShapesInEveryBuild() {
        DipMap map = load();
        BoardGeometry first = BoardGeometry.of(map, BoardGeography.read(Games.home(), map));
        assertEquals(afresh(first), kept(first));
        DipMap again = load();
        BoardGeometry next = BoardGeometry.of(again, BoardGeography.read(Games.home(), again));
        assertSame(first.shapes, next.shapes, "equal data: the shapes made once");
        assertEquals(afresh(next), kept(next));
        assertEquals(map.provinces().size() + map.board().impassable().size(), first.shapes.shapes.size());
    }

    /**
     * The geometry is kept in the process's memo ({@link ProcessMemo}): emptying every memo (as the
     * kit-build bench and tests do) makes it afresh, from the build cache, equal to the one before.
     */
    @Test
    void theGeometryIsAProcessMemo() {
        DipMap map = load();
        BoardGeography geo = BoardGeography.read(Games.home(), map);
        BoardGeometry first = BoardGeometry.of(map, geo);
        assertSame(first.shapes, BoardGeometry.of(map, geo).shapes);
        ProcessMemo.clearAll();
        BoardGeometry next = BoardGeometry.of(map, geo);
        assertNotSame(first.shapes, next.shapes, "made again after the memos were emptied");
        assertEquals(kept(first), kept(next));
    }

    @Test
    void otherShapesGiveOtherPaths() {
        DipMap map = load();
        BoardGeography geo = BoardGeography.read(Games.home(), map);
        // One province's territory drawn 4 units further east: its outline and its neighbours' move.
        String moved = geo.seeds().keySet().iterator().next();
        Map<String, List<Province.Point>> seeds = new LinkedHashMap<>(geo.seeds());
        List<Province.Point> shifted = new ArrayList<>();
        for (Province.Point p : seeds.get(moved)) shifted.add(new Province.Point(p.x() + 4, p.y()));
        seeds.put(moved, shifted);
        BoardGeography other = ChangedGeography.seeds(geo, seeds);
        BoardGeometry before = BoardGeometry.of(map, geo), after = BoardGeometry.of(map, other);
        assertNotEquals(before.outlinePath(moved), after.outlinePath(moved), moved);
        assertEquals(afresh(after), kept(after));
        assertEquals(afresh(before), kept(before));
    }

    /** The spots kept in the build cache read back as computed (every number exact). */
    @Test
    void spotsReadBackAsWritten() throws Exception {
        DipMap map = load();
        BoardGeometry g = BoardGeometry.of(map, BoardGeography.read(Games.home(), map));
        Map<String, BoardSpots.Spot> spots = new LinkedHashMap<>();
        for (Province p : g.map.provinces()) spots.put(p.id(), g.spot(p.id()));
        var bytes = new ByteArrayOutputStream();
        BoardSpots.write(new BoardSpots.Placed(spots, g.legend()), new DataOutputStream(bytes));
        assertEquals(
                new BoardSpots.Placed(spots, g.legend()),
                BoardSpots.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()))));
        assertTrue(
                spots.values().stream().anyMatch(s -> !s.coasts().isEmpty()), "a split province's coasts have spots");
    }
}
