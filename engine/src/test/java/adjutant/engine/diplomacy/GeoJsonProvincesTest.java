package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.DataCopy;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A map whose provinces are GeoJSON polygons (the tiny variant of the test resources, with the
 * strings of data/diplomacy/): it loads as data alone, and broken polygons are reported at
 * their file, line and column.
 */
class GeoJsonProvincesTest {
    @TempDir
    Path home;

    Path geo;

    @BeforeEach
    void copyVariant() throws IOException {
        Path from = Path.of("src/test/resources/variants/tiny"), tiny = home.resolve("data/tiny");
        DataCopy.tree(from, tiny);
        Files.createDirectories(tiny.resolve("i18n"));
        Files.copy(Games.home().resolve("data/diplomacy/i18n/en.yaml"), tiny.resolve("i18n/en.yaml"));
        Files.copy(Games.home().resolve("data/diplomacy/glossary.yaml"), tiny.resolve("glossary.yaml"));
        geo = tiny.resolve(GeoJsonProvinces.FILE);
    }

    private List<String> load() {
        Problems problems = new Problems();
        Games.load(home, "tiny", problems);
        return problems.sorted().stream().map(Problem::toString).toList();
    }

    private void edit(String from, String to) throws IOException {
        String text = Files.readString(geo);
        assertTrue(text.contains(from), from);
        Files.writeString(geo, text.replace(from, to));
    }

    /** "data/tiny/geometry/provinces.geojson:LINE:COL" of the first {@code token} on the first line holding {@code line}. */
    private String at(String line, String token) throws IOException {
        List<String> lines = Files.readAllLines(geo);
        for (int i = 0; i < lines.size(); i++) {
            int start = lines.get(i).indexOf(line);
            if (start >= 0)
                return "data/tiny/" + GeoJsonProvinces.FILE + ":" + (i + 1) + ":"
                        + (lines.get(i).indexOf(token, start) + 1);
        }
        throw new AssertionError(line);
    }

    @Test
    void theTinyMapLoadsWithItsPolygons() {
        assertEquals(List.of(), load());
        DiplomacyGame g = Games.loadChecked(home, "tiny", DiplomacyGame.class);
        GeoJsonProvinces p = GeoJsonProvinces.read(new GameFiles(home, "tiny", new Problems()), g.map());
        assertEquals(
                List.of("nor", "sou", "wes", "eas", "bay"),
                List.copyOf(p.polygons().keySet()));
        assertEquals(2, p.polygons().get("wes").get(0).size(), "Westmark's outline and its lake");
    }

    @Test
    void anOverlappingPolygonIsReportedAtItsGeometry() throws IOException {
        edit(
                "[[[70, 0], [100, 0], [100, 100], [70, 100], [70, 0]]]",
                "[[[60, 0], [100, 0], [100, 100], [60, 100], [60, 0]]]");
        List<String> problems = load();
        String g = at("\"id\": \"eas\"", "\"geometry\"");
        String gAt = g.substring(0, g.lastIndexOf(':') + 1)
                + (Integer.parseInt(g.substring(g.lastIndexOf(':') + 1)) + "\"geometry\": ".length());
        String bay = at("\"id\": \"bay\"", "\"geometry\"");
        String bayAt = bay.substring(0, bay.lastIndexOf(':') + 1)
                + (Integer.parseInt(bay.substring(bay.lastIndexOf(':') + 1)) + "\"geometry\": ".length());
        assertEquals(
                List.of(
                        gAt + ": province 'eas' overlaps 'nor' (line 4)",
                        gAt + ": province 'eas' overlaps 'sou' (line 6)",
                        bayAt + ": province 'bay' overlaps 'eas' (line 10)"),
                problems);
    }

    @Test
    void unknownProvincesMissingOnesAndOpenRingsAreReported() throws IOException {
        edit("\"id\": \"sou\"", "\"id\": \"suo\"");
        edit("[[[30, 0], [70, 0], [70, 30], [30, 30], [30, 0]]]", "[[[30, 0], [70, 0], [70, 30], [30, 30]]]");
        List<String> problems = load();
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).endsWith(": province 'sou' has no polygon"), problems.toString());
        assertTrue(
                problems.contains(at("\"coordinates\": [[[30, 0]", "[[30, 0]")
                        + ": a ring is closed (its last position repeats the first) and has at least three corners"),
                problems.toString());
        assertTrue(
                problems.contains(
                        at("\"id\": \"suo\"", "\"suo\"") + ": 'suo' is no province of map.yaml; did you mean 'sou'?"),
                problems.toString());
    }

    @Test
    void sharedBordersAreNoOverlapButACopyIs() {
        List<List<List<Province.Point>>> a = List.of(List.of(ring(0, 0, 10, 10))),
                b = List.of(List.of(ring(10, 0, 20, 10)));
        assertFalse(GeoJsonProvinces.overlap(a, b), "side by side");
        assertTrue(GeoJsonProvinces.overlap(a, a), "the same square");
        assertTrue(GeoJsonProvinces.overlap(a, List.of(List.of(ring(2, 2, 4, 4)))), "one inside the other");
        assertTrue(
                GeoJsonProvinces.overlap(List.of(List.of(ring(2, 2, 4, 4))), a), "one inside the other, the other way");
    }

    private static List<Province.Point> ring(double x0, double y0, double x1, double y1) {
        return List.of(
                new Province.Point(x0, y0),
                new Province.Point(x1, y0),
                new Province.Point(x1, y1),
                new Province.Point(x0, y1),
                new Province.Point(x0, y0));
    }
}
