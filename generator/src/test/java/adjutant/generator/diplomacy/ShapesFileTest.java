package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/** The board's shapes kept between builds come back exactly as computed, under a key that any change of what they are made from changes. */
class ShapesFileTest {
    static final Path HOME = Path.of(System.getProperty("adjutant.home", ".."));

    @Test
    void shapesReadBackAreTheShapesComputedToTheLastBit() throws IOException {
        DiplomacyGame game = Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class);
        BoardGeometry made = BoardGeometry.of(game.map(), BoardGeography.read(HOME, game.map()));
        Map<String, Geometry> borders = new LinkedHashMap<>();
        for (String pair : made.touching()) {
            String[] ab = pair.split("\\|", -1);
            borders.put(pair, made.border(ab[0], ab[1]));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ShapesFile.CODEC.write(new ShapesFile.Shapes(made.shapes, borders, made.warp), new DataOutputStream(bytes));
        ShapesFile.Shapes back =
                ShapesFile.CODEC.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));

        assertSame(made.shapes.window, back.shapes().window, "window");
        assertSame(made.shapes.neutral, back.shapes().neutral, "neutral");
        assertSame(made.shapes.lakes, back.shapes().lakes, "lakes");
        assertEquals(
                new ArrayList<>(made.shapes.shapes.keySet()),
                new ArrayList<>(back.shapes().shapes.keySet()));
        made.shapes.shapes.forEach((id, g) -> assertSame(g, back.shapes().shapes.get(id), id));
        assertEquals(
                new ArrayList<>(borders.keySet()),
                new ArrayList<>(back.borders().keySet()));
        borders.forEach((pair, g) -> assertSame(g, back.borders().get(pair), pair));
        assertTrue(borders.size() > 100, "the board's borders were all written: " + borders.size());
        // the magnification read back moves every point as the one computed, to the last bit
        for (var p : game.map().provinces())
            assertEquals(made.warp.apply(p.label()), back.warp().apply(p.label()), p.id());
    }

    @Test
    void theKeyChangesWithEveryPartTheShapesAreMadeFrom() {
        DiplomacyGame game = Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class);
        BoardGeography geo = BoardGeography.read(HOME, game.map());
        String key = ShapesFile.key(game.map(), geo);
        assertEquals(
                key,
                ShapesFile.key(
                        Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class)
                                .map(),
                        BoardGeography.read(HOME, game.map())),
                "the same data gives the same key");
        Map<String, List<Province.Point>> seeds = new LinkedHashMap<>(geo.seeds());
        String first = seeds.keySet().iterator().next();
        Province.Point p = seeds.get(first).get(0);
        List<Province.Point> moved = new ArrayList<>(seeds.get(first));
        moved.set(0, new Province.Point(p.x() + 1e-9, p.y()));
        seeds.put(first, moved);
        BoardGeography seedMoved = ChangedGeography.seeds(geo, seeds);
        assertNotEquals(key, ShapesFile.key(game.map(), seedMoved), "a seed point moved");
        List<List<List<Province.Point>>> land = new ArrayList<>(geo.land());
        land.remove(land.size() - 1);
        assertNotEquals(key, ShapesFile.key(game.map(), ChangedGeography.land(geo, land)), "a coast left out");
    }

    private static void assertSame(Geometry a, Geometry b, String what) {
        assertEquals(a.getClass(), b.getClass(), what);
        assertTrue(a.equalsExact(b), what + " differs");
        assertEquals(a.toText(), b.toText(), what);
    }
}
