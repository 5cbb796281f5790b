package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game masters' guide's photographed sheet, read and adjudicated by the command with no typing; and a scan of another turn refused; sheets of one file named in the reader's language. */
class ValidateScanTest {
    @TempDir
    Path dir;

    @Test
    void thePhotographedSheetIsReadAndAdjudicated() throws IOException {
        Path pos = position();
        Path photo = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        CliRun r = validate(
                pos,
                List.of(photo),
                "--crops",
                dir.resolve("crops").toString(),
                "--next",
                dir.resolve("1901-fall-movement.yaml").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(
                r.out().contains("F edi - nwg")
                        && r.out().contains("F lon - nth")
                        && r.out().contains("A lvp - yor"),
                r.out());
        assertTrue(r.out().contains("England: F Nth, F Nrg, A Yor"), r.out());
        assertTrue(Files.exists(dir.resolve("1901-fall-movement.yaml")));
    }

    /**
     * France's photographed sheet marks Paris to two places: the row is asked about, never guessed
     * (exit 1, no next position), with its crop and France's sheet as read under --crops, and the
     * JSON report carries every unit's reading: the order or the question, the crop, each box's ink.
     */
    @Test
    void aRowMarkedTwiceIsAskedAboutWithItsCropInTheJsonReport() throws IOException {
        Path pos = position();
        Path photo = Games.home().resolve("examples/diplomacy/scan/france-photo.jpg");
        Path crops = dir.resolve("crops");
        CliRun r = validate(
                pos,
                List.of(photo),
                "--crops",
                crops.toString(),
                "--format",
                "json",
                "--next",
                dir.resolve("next.yaml").toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertFalse(Files.exists(dir.resolve("next.yaml")), "no next position while a row is asked about");
        assertTrue(r.err().contains("1 row needs a person") && r.err().contains(crops.toString()), r.err());
        JsonNode scans = new ObjectMapper().readTree(r.out()).get("scans");
        assertEquals(1, scans.get("questions").asInt());
        assertEquals(
                crops.toString(),
                new ObjectMapper().readTree(r.out()).get("crops").asText());
        JsonNode rows = scans.get("pages").get(0).get("rows");
        assertEquals(3, rows.size());
        for (JsonNode row : rows) {
            boolean paris = row.get("unit").asText().equals("A Par");
            assertEquals(!paris, row.get("sure").asBoolean(), row.toString());
            assertTrue(
                    row.get("boxes").size() > 3
                            && row.get("boxes").get(0).has("ink")
                            && row.get("boxes").get(0).has("state"),
                    row.toString());
            if (paris) {
                assertEquals("two_places", row.get("question").get("key").asText());
                assertTrue(
                        Files.exists(Path.of(row.get("crop").asText()))
                                && row.get("crop").asText().startsWith(crops.toString()),
                        row.toString());
            } else {
                assertTrue(row.get("read").asText().matches("F bre - mao|A mar H"), row.toString());
                assertTrue(row.get("how_sure").asText().startsWith("sure: marks"), row.toString());
            }
        }
        String sheet = Files.readString(crops.resolve("france.txt"));
        assertTrue(
                sheet.startsWith("France Spring 1901\n") && sheet.contains("\n# ? A Par: more than one place marked"),
                sheet);
        try (var files = Files.list(dir)) {
            assertEquals(
                    List.of("crops", "pos.yaml"),
                    files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "nothing beside the input");
        }
    }

    /** Without --crops the crops go under the project's out/ folder, never beside the scan, and the command says where. */
    @Test
    void cropsGoUnderOutByDefault() throws IOException {
        Path pos = position();
        Path photo =
                Files.copy(Games.home().resolve("examples/diplomacy/scan/france-photo.jpg"), dir.resolve("france.jpg"));
        Path out = Games.home().resolve("out/diplomacy/scans/1901-spring-movement");
        try {
            CliRun r = validate(pos, List.of(photo));
            assertEquals(1, r.code(), r.out() + r.err());
            assertTrue(r.err().contains(out.toString()), r.err());
            assertTrue(r.out().contains("see " + out.resolve("france-p1-u-par.png")), r.out());
            assertTrue(Files.exists(out.resolve("france-p1-u-par.png")) && Files.exists(out.resolve("france.txt")));
            try (var files = Files.list(dir)) {
                assertEquals(
                        List.of("france.jpg", "pos.yaml"),
                        files.map(f -> f.getFileName().toString()).sorted().toList(),
                        "nothing beside the input");
            }
        } finally {
            Files.deleteIfExists(out.resolve("france-p1-u-par.png"));
            Files.deleteIfExists(out.resolve("france.txt"));
        }
    }

    @Test
    void aScanOfAnotherPositionIsRefusedWithExit2() throws IOException {
        Path pos = dir.resolve("pos.yaml");
        Files.writeString(
                pos,
                Files.readString(Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml"))
                        .replace("year: 1901", "year: 1902"));
        Path photo = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        CliRun r = validate(pos, List.of(photo));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("england-photo.jpg") && r.err().contains("refused"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());
    }

    /**
     * A photo without a sheet among good ones: it is refused with its name and why (exit 2), and
     * the others are read all the same; the two sheets on one photo are both read, each named with
     * its file, and the powers whose sheets came in no scan are named as missing.
     */
    @Test
    void oneRefusedPhotoDoesNotBlockTheOthers() throws IOException {
        Path pos = position();
        Path blank = dir.resolve("blank.png");
        BufferedImage white = new BufferedImage(800, 1100, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = white.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 800, 1100);
        g.dispose();
        ImageIO.write(white, "png", blank.toFile());
        Path england = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        Path two = Games.home().resolve("examples/diplomacy/scan/germany-italy-photo.jpg");
        CliRun r = validate(
                pos,
                List.of(england, blank, two),
                "--crops",
                dir.resolve("crops").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("blank.png: no sheet code found"), r.err());
        assertTrue(r.out().contains("F edi - nwg"), r.out());
        assertTrue(
                r.out().contains("germany-italy-photo.jpg (Germany p. 1)")
                        && r.out().contains("germany-italy-photo.jpg (Italy p. 1)"),
                r.out());
        for (String power : List.of("Austria-Hungary", "France", "Russia", "Turkey")) {
            assertTrue(r.out().contains(power + ", page 1 of 1: not among the scans"), power + ": " + r.out());
        }
        assertFalse(r.out().contains("England, page 1 of 1: not among"), r.out());
    }

    /**
     * A PDF's page and each of the sheets on one photo are named in the reader's language, the
     * power by its name in it: a Czech report says "s. 1" and "Itálie", not "p.1" and "italy".
     */
    @Test
    void theSheetsOfOneFileAreNamedInTheReadersLanguage() throws IOException {
        Path pos = position();
        Path pdf = dir.resolve("two.pdf");
        try (PDDocument d = new PDDocument()) {
            PDImageXObject photo = PDImageXObject.createFromFile(
                    Games.home()
                            .resolve("examples/diplomacy/scan/germany-italy-photo.jpg")
                            .toString(),
                    d);
            PDPage page = new PDPage(new PDRectangle(photo.getWidth(), photo.getHeight()));
            d.addPage(page);
            try (PDPageContentStream c = new PDPageContentStream(d, page)) {
                c.drawImage(photo, 0, 0);
            }
            d.save(pdf.toFile());
        }
        for (String[] lang : new String[][] {
            {"cs", "two.pdf s. 1 (Itálie s. 1)", "two.pdf s. 1 (Německo s. 1)"},
            {"en", "two.pdf p. 1 (Italy p. 1)", "two.pdf p. 1 (Germany p. 1)"}
        }) {
            CliRun r = CliRun.of(
                    "validate",
                    "diplomacy",
                    "--position",
                    pos.toString(),
                    "--scan",
                    pdf.toString(),
                    "--lang",
                    lang[0],
                    "--crops",
                    dir.resolve("crops-" + lang[0]).toString());
            assertTrue(r.out().contains(lang[1]) && r.out().contains(lang[2]), lang[0] + ": " + r.out() + r.err());
            assertFalse(r.out().contains("(italy") || r.out().contains("p.1"), lang[0] + ": " + r.out());
        }
    }

    /** The guide's Spring 1901 position, copied into the test's folder. */
    private Path position() throws IOException {
        return Files.copy(
                Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml"), dir.resolve("pos.yaml"));
    }

    /** {@code validate diplomacy} of these scans on {@code pos}, in English, with more arguments after. */
    private static CliRun validate(Path pos, List<Path> scans, String... more) {
        List<String> args = new ArrayList<>(List.of("validate", "diplomacy", "--position", pos.toString(), "--scan"));
        scans.forEach(s -> args.add(s.toString()));
        args.addAll(List.of("--lang", "en"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }
}
