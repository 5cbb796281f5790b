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
import java.util.Map;
import java.util.regex.Pattern;
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
        Trees.copy(Path.of("../engine/src/test/resources/variants/tiny"), tiny); // the engine tests read its polygons
        Files.createDirectories(tiny.resolve("i18n"));
        Files.copy(Games.home().resolve("data/diplomacy/i18n/en.yaml"), tiny.resolve("i18n/en.yaml"));
        Files.copy(Games.home().resolve("data/diplomacy/glossary.yaml"), tiny.resolve("glossary.yaml"));
    }

    @Test
    void theTinyMapIsStartedValidatedAndWon() throws IOException {
        Path start = home.resolve("start.yaml");
        CliRun r = CliRun.of(
                "diplomacy",
                "start",
                "--variant",
                "tiny",
                "--home",
                home.toString(),
                "--out",
                start.toString(),
                "--lang",
                "en");
        assertEquals(0, r.code(), r.err());
        DiplomacyGame tiny = Games.loadChecked(home, "tiny", DiplomacyGame.class);
        Position p = PositionFile.read(start, tiny.map());
        assertEquals(201, p.year());
        assertEquals(3, p.units().size());

        Path sheet = home.resolve("red.txt");
        Files.writeString(sheet, "Red Spring 201\nA nor-wes\nF eas-bay\n", StandardCharsets.UTF_8);
        Path fall = home.resolve("fall.yaml");
        r = CliRun.of(
                "validate",
                "diplomacy",
                "--variant",
                "tiny",
                "--home",
                home.toString(),
                "--position",
                start.toString(),
                "--orders",
                sheet.toString(),
                "--next",
                fall.toString(),
                "--lang",
                "en");
        assertEquals(0, r.code(), r.out() + r.err());
        Files.writeString(sheet, "Red Fall 201\nA wes H\nF bay-eas\n", StandardCharsets.UTF_8);
        Path blue = home.resolve("blue.txt");
        Files.writeString(blue, "Blue Fall 201\nA sou-eas\n", StandardCharsets.UTF_8);
        Path winter = home.resolve("winter.yaml");
        r = CliRun.of(
                "validate",
                "diplomacy",
                "--variant",
                "tiny",
                "--home",
                home.toString(),
                "--position",
                fall.toString(),
                "--orders",
                sheet.toString(),
                blue.toString(),
                "--next",
                winter.toString(),
                "--lang",
                "en");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Red controls 3 supply centres and wins"), r.out());
        assertEquals(
                List.of("eas", "nor", "wes"),
                PositionFile.read(winter, tiny.map()).owners().entrySet().stream()
                        .filter(e -> e.getValue().equals("red"))
                        .map(Map.Entry::getKey)
                        .sorted()
                        .toList());
    }

    /**
     * The tiny map's board comes from its GeoJSON polygons through the classic board's pipeline:
     * check measures its room to play (a counter in every province, readable borders), and build
     * makes its board, counters and order sheets with no code of its own; with no game named, both
     * take every game folder of the workspace, the variant's too.
     */
    @Test
    void theTinyMapsKitIsMadeFromItsPolygons() throws IOException {
        // no game named: every game folder of the workspace, the variant too (and no game it does not hold)
        CliRun check = CliRun.of("check", "--home", home.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertEquals(
                List.of("tiny"),
                check.out().lines().map(l -> l.split(":")[0]).distinct().toList(),
                check.out());
        Files.createSymbolicLink(
                home.resolve("templates"), Games.home().resolve("templates")); // the kit's own templates, unchanged
        Path out = home.resolve("out");
        CliRun r =
                CliRun.of("build", "--home", home.toString(), "--out", out.toString(), "--no-rulebook", "--no-preview");
        assertEquals(0, r.code(), r.out() + r.err());
        try (Stream<Path> games = Files.list(out)) {
            assertEquals(
                    List.of("tiny"),
                    games.map(g -> g.getFileName().toString())
                            .filter(g -> !g.startsWith(".")) // the build's own record and cache
                            .toList());
        }
        for (String f : List.of("board.pdf", "board-a2.pdf", "counters.pdf", "order-sheets.pdf", "player-aid.pdf")) {
            assertTrue(Files.size(out.resolve("tiny/en").resolve(f)) > 1000, f);
        }
        String svg = Files.readString(out.resolve("tiny/en/board.svg"));
        for (String name : List.of("Northland", "Southland", "Eastmark", "Westmark", "The Bay"))
            assertTrue(svg.contains(name), name);
        // a province squeezed below a counter's room is refused by check, as on the classic board
        Path geo = home.resolve("data/tiny/geometry/provinces.geojson");
        Files.writeString(
                geo,
                Files.readString(geo)
                        .replace(
                                "[[[30, 0], [70, 0], [70, 30], [30, 30], [30, 0]]]",
                                "[[[30, 0], [70, 0], [70, 3], [30, 3], [30, 0]]]"));
        check = CliRun.of("check", "tiny", "--home", home.toString());
        assertEquals(2, check.code(), check.out() + check.err());
        assertTrue((check.out() + check.err()).contains("nor holds a square of"), check.out() + check.err());
    }

    @Test
    void aVariantNameThatIsNoDiplomacyMapIsRefused() {
        for (String v : List.of("portarthur", "nothing-here", "../x")) {
            CliRun r = CliRun.of(
                    "diplomacy",
                    "start",
                    "--variant",
                    v,
                    "--home",
                    home.toString(),
                    "--out",
                    home.resolve("x.yaml").toString());
            assertEquals(2, r.code(), v);
            assertTrue(r.err().startsWith("adjutant: --variant must name a Diplomacy map"), r.err());
        }
    }

    /**
     * Bad variant data, one fault of each kind, is reported at its file, line and column, exit 2, and
     * nothing is written: by start (no position), by check, and by build (no kit file).
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = { // ~ stands for a line break
                "asymmetric adjacency|adjacency.yaml|eas:~  army: [nor, sou]~|eas:~  army: [nor]~|adjacency.yaml:",
                "a home centre that is no centre|map.yaml|    supply_centre: true~    name: {en: Eastmark}|    name: {en: Eastmark}|powers.yaml:",
                "a starting unit on an impassable province|setups.yaml|    source: designed|    impassable: [eas]~    source: designed|setups.yaml:",
                "a coast without its parent|adjacency.yaml|  fleet: [eas, wes]|  fleet: [eas/nc, wes]|adjacency.yaml:",
                "a polygon that overlaps another|geometry/provinces.geojson|[[[30, 70], [70, 70], [70, 100], [30, 100], [30, 70]]]|"
                        + "[[[30, 60], [70, 60], [70, 100], [30, 100], [30, 60]]]|geometry/provinces.geojson:"
            })
    void badVariantDataIsReportedAtItsPlaceAndNothingIsWritten(
            String fault, String file, String from, String to, String place) throws IOException {
        Path f = home.resolve("data/tiny").resolve(file);
        String text = Files.readString(f);
        String bad = text.replace(from.replace('~', '\n'), to.replace('~', '\n'));
        assertTrue(!bad.equals(text), "the fault is written into " + file);
        Files.writeString(f, bad);
        Path out = home.resolve("x.yaml");
        CliRun r = CliRun.of(
                "diplomacy", "start", "--variant", "tiny", "--home", home.toString(), "--out", out.toString());
        assertEquals(2, r.code(), fault + ": " + r.err());
        assertTrue(
                Pattern.compile("data/tiny/" + Pattern.quote(place) + "\\d*:?\\d*")
                        .matcher(r.err())
                        .find(),
                fault + ": " + r.err());
        assertTrue(!r.err().contains("\tat "), "no stack trace: " + r.err());
        assertTrue(Files.notExists(out), fault);
        CliRun check = CliRun.of("check", "tiny", "--home", home.toString());
        assertEquals(2, check.code(), fault + ": " + check.out() + check.err());
        assertTrue(
                (check.out() + check.err()).contains("data/tiny/" + place.substring(0, place.indexOf(':') + 1)),
                check.out() + check.err());
    }
}
