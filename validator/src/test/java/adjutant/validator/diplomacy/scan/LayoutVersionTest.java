package adjutant.validator.diplomacy.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.engine.geometry.Box;
import adjutant.generator.diplomacy.ScanSheets;
import adjutant.generator.layout.Paper;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Sheets printed by every layout version keep reading: a photo of a version-1 sheet stored when
 * version 1 was the one printed (before reference marks existed) is read with its orders, and a
 * version-2 sheet whose middle panel lies 5 mm off its corners' plane (a fold pressed unevenly,
 * more than a row is ever looked for round its place) is read by its reference marks, where the
 * same page without them is refused.
 */
class LayoutVersionTest {
    static DiplomacyGame game;
    static Position start;

    @BeforeAll
    static void load() {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        start = Position.start(game.map());
    }

    @Test
    void version1IsLaidOutAsItWasPrinted() {
        ScanPage v1 = ScanLayout.on(game.map(), start, "a4", 1).pages("england").get(0);
        assertEquals(
                "ADJ1;diplomacy;england;1901;S;M;1/1;a4;070823106d90;c80b41c9057c",
                v1.code().text(),
                "version 1's code as printed");
        assertTrue(v1.marks().isEmpty());
        ScanPage v2 = ScanSheets.layout(game.map(), start, Paper.A4).get(0);
        assertEquals(ScanLayout.VERSION, v2.code().version());
        assertTrue(v2.code().text().startsWith("ADJ2;"), v2.code().text());
        assertEquals(v2.code(), SheetCode.parse(v2.code().text()));
        for (double x : new double[] {ScanLayout.EDGE, 210 - ScanLayout.EDGE - ScanLayout.MARK}) {
            List<Box> edge = v2.marks().stream().filter(m -> m.x() == x).toList();
            assertTrue(edge.size() >= 9, "marks down each edge: " + edge.size());
            for (int i = 1; i < edge.size(); i++)
                assertTrue(edge.get(i).centerY() - edge.get(i - 1).centerY() <= 24.001, "marks at most 24 mm apart");
            assertTrue(
                    edge.get(0).centerY() < 297 / 3.0 - 20
                            && edge.get(edge.size() - 1).centerY() > 297 * 2 / 3.0 + 20,
                    "every panel of a sheet folded in thirds has marks");
        }
        assertEquals(
                null,
                SheetCode.parse(v2.code().text().replace("ADJ2;", "ADJ9;")),
                "a later version than this reader knows is not read as one");
        assertTrue(ScanReader.newerLayout(v2.code().text().replace("ADJ2;", "ADJ9;")));
    }

    @Test
    void aStoredPhotoOfAVersion1SheetIsRead() throws Exception {
        BufferedImage img;
        try (InputStream in = getClass().getResourceAsStream("/scans/layout-v1-england-1901.jpg")) {
            img = ImageIO.read(in);
        }
        ScanResult r = new ScanReader(game.map(), start, null, SyntheticScans.english(game))
                .readImages(List.of(ScanFiles.image("v1.jpg", img)));
        assertTrue(r.refused().isEmpty(), r.refused().toString());
        assertEquals(1, r.pages().get(0).page().code().version());
        Map<String, String> orders = new TreeMap<>();
        for (RowReading row : r.pages().get(0).rows()) {
            assertTrue(row.sure(), row.row().id() + " " + row.question());
            orders.put(row.row().id(), row.order());
        }
        assertEquals(Map.of("u-edi", "F edi H", "u-lon", "F lon - nth", "u-lvp", "A lvp - yor"), orders);
    }

    @Test
    void aPanelOffItsCornersPlaneIsFollowedByTheReferenceMarks() {
        SyntheticScans scans = new SyntheticScans(game);
        ScanPage v2 = ScanSheets.layout(game.map(), start, Paper.A4).stream()
                .filter(p -> p.code().power().equals("russia"))
                .findFirst()
                .orElseThrow();
        ScanRow last = v2.rows().get(v2.rows().size() - 1);
        double cut = last.bounds().y() - 1;
        GrayU8 shifted = shiftedPanel(scans, v2, cut, 5, false);
        ScanResult read = new ScanReader(game.map(), start, null, SyntheticScans.english(game))
                .readImages(List.of(new ScanImage("folded.png", shifted)));
        assertTrue(read.refused().isEmpty(), read.refused().toString());
        RowReading row = read.pages().get(0).rows().get(v2.rows().size() - 1);
        assertTrue(row.sure(), row.question());
        assertFalse(row.order() == null, "the shifted row's marks are read");
        // The same photo with its marks painted over (finding boxes as version 1 did: corners and a ±4 mm search)
        // cannot follow the panel.
        GrayU8 unmarked = shiftedPanel(scans, v2, cut, 5, true);
        try {
            ScanResult r1 = new ScanReader(game.map(), start, null, SyntheticScans.english(game))
                    .readImages(List.of(new ScanImage("folded-unmarked.png", unmarked)));
            assertFalse(
                    r1.pages().get(0).rows().get(v2.rows().size() - 1).sure(),
                    "without marks the panel is not followed");
        } catch (BadInputException e) {
            assertTrue(e.getMessage().contains("boxes"), e.getMessage());
        }
    }

    /**
     * The page at 150 dpi with the first box of every row marked, everything below {@code cut} mm
     * (to the bottom corner squares) moved {@code mm} to the right; its reference marks painted over when {@code erase}.
     */
    private static GrayU8 shiftedPanel(SyntheticScans scans, ScanPage page, double cut, double mm, boolean erase) {
        BufferedImage clean = scans.render(start, page, 150, "en");
        BufferedImage img = new BufferedImage(clean.getWidth(), clean.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.drawImage(clean, 0, 0, null);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(150 / 25.4, 150 / 25.4);
        Random rnd = new Random(5);
        for (ScanRow r : page.rows()) {
            ScanBox hold = r.boxes().get(0);
            SyntheticScans.mark(g, hold.square(), SyntheticScans.Pen.CROSS, rnd);
        }
        g.setColor(Color.WHITE);
        if (erase)
            for (Box m : page.marks())
                g.fill(new Rectangle2D.Double(m.x() - 0.3, m.y() - 0.3, m.w() + 0.6, m.h() + 0.6));
        g.dispose();
        GrayU8 gray = ConvertBufferedImage.convertFrom(img, (GrayU8) null), out = gray.clone();
        int y0 = (int) Math.round(cut * 150 / 25.4),
                y1 = (int) Math.round((page.height() - 30) * 150 / 25.4),
                dx = (int) Math.round(mm * 150 / 25.4);
        for (int y = y0; y < y1; y++) {
            for (int x = 0; x < gray.width; x++) out.unsafe_set(x, y, x - dx >= 0 ? gray.unsafe_get(x - dx, y) : 255);
        }
        return out;
    }
}
