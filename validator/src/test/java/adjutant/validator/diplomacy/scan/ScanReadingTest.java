package adjutant.validator.diplomacy.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.generator.diplomacy.ScanSheets;
import adjutant.generator.layout.Paper;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Reads synthetic scans of the real sheets (see {@link SyntheticScans}) and holds the reader to
 * the bar: every box read with confidence is read right, every ambiguous mark is a
 * question, and at least 98 % of the rows marked plainly are read without asking. The suite
 * runs a fixed-seed sample; the full run of 500 sheets is
 * {@code mvn -B -o -pl validator test -Dtest=ScanReadingTest -Dscan.sheets=500}.
 */
class ScanReadingTest {
    static DiplomacyGame game;
    static SyntheticScans scans;

    @BeforeAll
    static void load() {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        scans = new SyntheticScans(game);
    }

    @Test
    void syntheticScansAreReadRightOrAskedAbout() {
        int n = Integer.getInteger("scan.sheets", 16);
        int from = Integer.getInteger("scan.from", 0);
        Random rnd = new Random(19);
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < 6; i++) positions.add(i == 0 ? Position.start(game.map()) : SyntheticScans.wander(game.map(), rnd));
        int rows = 0, plainRows = 0, plainSure = 0, boxes = 0;
        List<String> wrong = new ArrayList<>();
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            Position pos = positions.get(rnd.nextInt(positions.size()));
            List<ScanPage> pages = ScanSheets.layout(game.map(), pos, rnd.nextInt(4) == 0 ? Paper.LETTER : Paper.A4);
            ScanPage page = pages.get(rnd.nextInt(pages.size()));
            SyntheticScans.Sheet s = scans.make(pos, page, rnd, i);
            long t0 = System.nanoTime();
            PageReading read;
            try {
                read = new ScanReader(game.map(), pos, null).readImages(List.of(s.image())).pages().get(0);
            } catch (BadInputException e) {
                dump(s);
                wrong.add("sheet " + i + " (" + s.description() + "): refused: " + e.getMessage());
                continue;
            }
            nanos += System.nanoTime() - t0;
            for (RowReading r : read.rows()) {
                rows++;
                boolean ambiguous = s.ambiguousRows().contains(r.row().id());
                if (ambiguous && r.sure()) wrong.add("sheet " + i + " (" + s.description() + "): row " + r.row().id() + " has an ambiguous mark but was read as '" + r.order() + "'");
                if (!ambiguous) {
                    plainRows++;
                    if (r.sure()) plainSure++;
                }
                for (BoxReading b : r.boxes()) {
                    boxes++;
                    SyntheticScans.Truth t = s.truth().get(b.box().id());
                    boolean ok = switch (b.state()) {
                        case MARKED -> t == SyntheticScans.Truth.MARKED;
                        case BLANK -> t == SyntheticScans.Truth.BLANK;
                        case UNSURE -> t != SyntheticScans.Truth.BLANK || true;
                    };
                    if (t == SyntheticScans.Truth.AMBIGUOUS && b.state() != BoxReading.State.UNSURE) ok = false;
                    if (!ok) dump(s);
                    if (!ok) wrong.add(String.format(Locale.ROOT, "sheet %d (%s): box %s is %s but was read %s (ink %.2f, outside %.2f)",
                            i, s.description(), b.box().id(), t, b.state(), b.ink(), b.outside()));
                }
            }
        }
        double share = plainSure / (double) plainRows;
        System.out.printf(Locale.ROOT, "scan reading: %d sheets, %d rows, %d boxes; plainly marked rows read without asking: %d of %d (%.2f %%); "
                + "%d wrong; reading %.0f ms per page on average%n", n, rows, boxes, plainSure, plainRows, 100 * share, wrong.size(), nanos / 1e6 / n);
        assertTrue(wrong.isEmpty(), String.join("\n", wrong.subList(0, Math.min(20, wrong.size()))));
        assertTrue(share >= 0.98, "only " + plainSure + " of " + plainRows + " plainly marked rows read without asking");
    }

    /** With -Dscan.dump=DIR, a sheet read wrongly is saved there to look at. */
    private static void dump(SyntheticScans.Sheet s) {
        String dir = System.getProperty("scan.dump");
        if (dir == null) return;
        try {
            javax.imageio.ImageIO.write(ConvertBufferedImage.convertTo(s.image().gray(), null), "png", new java.io.File(dir, s.image().name()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aPageOfAnotherPositionIsRefusedByItsHash() {
        Position start = Position.start(game.map());
        ScanPage page = ScanSheets.layout(game.map(), start, Paper.A4).get(0);
        GrayU8 gray = ScanFiles.fit(ConvertBufferedImage.convertFrom(scans.render(start, page, 150, "en"), (GrayU8) null));
        Position later = new Position(start.season(), 1903, start.phase(), start.units(), start.owners(), List.of());
        BadInputException e = assertThrows(BadInputException.class,
                () -> new ScanReader(game.map(), later, null).readImages(List.of(new ScanImage("old.png", gray))));
        assertTrue(e.getMessage().contains("old.png") && e.getMessage().contains("refused"), e.getMessage());
        PageReading blank = new ScanReader(game.map(), start, null).readImages(List.of(new ScanImage("blank.png", gray))).pages().get(0);
        assertTrue(blank.rows().stream().allMatch(r -> r.sure() && r.order() == null), "an unmarked sheet orders nothing");
        assertEquals(ScanLayout.positionHash(game.map(), start), blank.page().code().positionHash());
    }

    @Test
    void aCutOffCornerIsRefusedNotGuessed() {
        Position start = Position.start(game.map());
        ScanPage page = ScanSheets.layout(game.map(), start, Paper.A4).get(2);
        GrayU8 gray = ScanFiles.fit(ConvertBufferedImage.convertFrom(scans.render(start, page, 150, "cs"), (GrayU8) null));
        GrayU8 cut = gray.subimage(0, 0, gray.width, gray.height - gray.height / 20, null).clone();
        BadInputException e = assertThrows(BadInputException.class,
                () -> new ScanReader(game.map(), start, null).readImages(List.of(new ScanImage("cut.png", cut))));
        assertTrue(e.getMessage().contains("cut.png") && e.getMessage().contains("bottom"), e.getMessage());
    }
}
