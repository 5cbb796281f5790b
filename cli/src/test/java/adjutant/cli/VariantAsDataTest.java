package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second Diplomacy map as data alone: the tiny variant of the test resources (five provinces,
 * two powers, its own start year and centres to win), copied under data/tiny/ with the strings of
 * data/diplomacy/, is started, validated and adjudicated by the same commands with --variant.
 */
class VariantAsDataTest {
    @TempDir
    Path home;

    @BeforeEach
    void copyVariant() throws IOException {
        Path tiny = home.resolve("data/tiny");
        copy(Path.of("../engine/src/test/resources/variants/tiny"), tiny); // the engine tests read its polygons
        Files.createDirectories(tiny.resolve("i18n"));
        Files.copy(Games.home().resolve("data/diplomacy/i18n/en.yaml"), tiny.resolve("i18n/en.yaml"));
        Files.copy(Games.home().resolve("data/diplomacy/glossary.yaml"), tiny.resolve("glossary.yaml"));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    @Test
    void theTinyMapIsStartedValidatedAndWon() throws IOException {
        Path start = home.resolve("start.yaml");
        CliRun r = CliRun.of("diplomacy", "start", "--variant", "tiny", "--home", home.toString(), "--out", start.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.err());
        DiplomacyGame tiny = Games.loadChecked(home, "tiny", DiplomacyGame.class);
        Position p = PositionFile.read(start, tiny.map());
        assertEquals(201, p.year());
        assertEquals(3, p.units().size());

        Path sheet = home.resolve("red.txt");
        Files.writeString(sheet, "Red Spring 201\nA nor-wes\nF eas-bay\n", StandardCharsets.UTF_8);
        Path fall = home.resolve("fall.yaml");
        r = CliRun.of("validate", "diplomacy", "--variant", "tiny", "--home", home.toString(), "--position", start.toString(),
                "--orders", sheet.toString(), "--next", fall.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.out() + r.err());
        Files.writeString(sheet, "Red Fall 201\nA wes H\nF bay-eas\n", StandardCharsets.UTF_8);
        Path blue = home.resolve("blue.txt");
        Files.writeString(blue, "Blue Fall 201\nA sou-eas\n", StandardCharsets.UTF_8);
        Path winter = home.resolve("winter.yaml");
        r = CliRun.of("validate", "diplomacy", "--variant", "tiny", "--home", home.toString(), "--position", fall.toString(),
                "--orders", sheet.toString(), blue.toString(), "--next", winter.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Red controls 3 supply centres and wins"), r.out());
        assertEquals(List.of("eas", "nor", "wes"), PositionFile.read(winter, tiny.map()).owners().entrySet().stream()
                .filter(e -> e.getValue().equals("red")).map(java.util.Map.Entry::getKey).sorted().toList());
    }

    @Test
    void aVariantNameThatIsNoDiplomacyMapIsRefused() {
        for (String v : List.of("portarthur", "nothing-here", "../x")) {
            CliRun r = CliRun.of("diplomacy", "start", "--variant", v, "--home", home.toString(), "--out", home.resolve("x.yaml").toString());
            assertEquals(2, r.code(), v);
            assertTrue(r.err().startsWith("adjutant: --variant must name a Diplomacy map"), r.err());
        }
    }

    /** Bad variant data is reported at its file, line and column, exit 2, and nothing is written. */
    @Test
    void asymmetricAdjacencyIsReportedWithItsPlace() throws IOException {
        Path adj = home.resolve("data/tiny/adjacency.yaml");
        Files.writeString(adj, Files.readString(adj).replace("eas:\n  army: [nor, sou]\n", "eas:\n  army: [nor]\n"));
        Path out = home.resolve("x.yaml");
        CliRun r = CliRun.of("diplomacy", "start", "--variant", "tiny", "--home", home.toString(), "--out", out.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("data/tiny/adjacency.yaml:"), r.err());
        assertTrue(Files.notExists(out));
    }
}
