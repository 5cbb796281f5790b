package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PieceInk;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Double-sided pieces survive a duplex shift of ±2 mm, measured in the finished PDF's content
 * (every fill, stroke and glyph of each piece, in mm): on a back, the background runs at least
 * 3 mm past the cut and nothing else (no frame, no text, no symbol) comes within 3 mm of it, so a
 * back printed 2 mm off still shows only its own colour at the edge; on a front, a frame (a
 * stroke round most of the piece) keeps 2 mm inside the cut. Pages alternate front and back.
 * Every kit under {@code data/} (variants too) and every file its {@code kit.yaml} prints
 * duplex is read; the files that carry pieces (counters, cards, markers) are held to it, in
 * both languages.
 */
class DuplexToleranceTest {
    static final double BACK_SAFE = 3, FRONT_FRAME = 2, BLEED = 3, EPS = 0.02, MM = 25.4 / 72;

    /** Every kit's duplex files, by "game/lang/file". */
    static Stream<Arguments> duplexFiles() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String game : CzechKitTypographyTest.games()) {
            KitGuide.Guide guide = KitGuide.read(new GameFiles(Games.home(), game, new Problems()));
            for (KitGuide.Entry e : guide.files()) {
                if (!e.sides().equals("duplex")) continue;
                for (String lang : List.of("en", "cs")) out.add(Arguments.of(game, e.file(), lang));
            }
        }
        return out.stream();
    }

    /** The games whose duplex files were found to carry pieces: each kit prints some. */
    private static final Set<String> WITH_PIECES = ConcurrentHashMap.newKeySet();

    @ParameterizedTest(name = "{0}/{2}/{1}")
    @MethodSource("duplexFiles")
    void backsTolerateAShiftAndFrontsKeepTheirFramesIn(String game, String file, String lang) throws IOException {
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null);
        KitFile f = Kits.of(Games.home(), game).orElseThrow().plan(r).stream()
                .filter(k -> k.name().equals(file) && k.lang().equals(lang))
                .findFirst()
                .orElseThrow(() -> new AssertionError(game + ": kit.yaml names " + file + ", the kit makes none"));
        List<String> bad = new ArrayList<>();
        int pieces = 0;
        try (PDDocument doc = Loader.loadPDF(f.make().get())) {
            for (int p = 0; p < doc.getNumberOfPages(); p++) {
                boolean back = p % 2 == 1;
                double sheetW = doc.getPage(p).getMediaBox().getWidth() * MM;
                for (PieceInk.Piece piece : PieceInk.of(doc, p)) {
                    // a drawing as wide as the sheet (the calibration sheet, an aid) is printed whole, not cut out
                    if (piece.canvas().w() > 0.8 * sheetW) continue;
                    pieces++;
                    bad.addAll(faults(piece, back, game + "/" + lang + "/" + file + " p. " + (p + 1)));
                }
            }
            if (pieces > 0) {
                assertTrue(doc.getNumberOfPages() % 2 == 0, "fronts and backs in pairs");
                WITH_PIECES.add(game + "/" + lang);
            }
        }
        assertTrue(
                bad.isEmpty(),
                bad.size() + " faults:\n"
                        + String.join("\n", bad.stream().distinct().limit(40).toList()));
    }

    /** The enumeration found pieces in every kit, both languages (a test that read no piece could not fail). */
    @AfterAll
    static void everyKitHadPieces() throws IOException {
        Set<String> expected = new TreeSet<>();
        duplexFiles().forEach(a -> expected.add(a.get()[0] + "/" + a.get()[2]));
        if (WITH_PIECES.isEmpty()) return; // run filtered to other tests
        assertEquals(expected, new TreeSet<>(WITH_PIECES));
    }

    /** What a piece does wrong on its side. */
    static List<String> faults(PieceInk.Piece piece, boolean back, String where) {
        Box cut = piece.canvas().grow(-BLEED);
        List<String> out = new ArrayList<>();
        boolean bleeds = false;
        for (PieceInk.Mark m : piece.marks()) {
            Box b = m.box();
            if (!cut.contains(b, EPS)) {
                if (m.kind() == PieceInk.Kind.FILL && b.contains(cut.grow(BACK_SAFE), EPS)) bleeds = true;
                // a glyph across the cut is text cut off; a stroke or fill across it is background (hatching)
                if (m.kind() == PieceInk.Kind.GLYPH)
                    out.add(String.format(Locale.ROOT, "%s %s: a glyph across the cut", where, piece.id()));
                continue;
            }
            double d = Math.min(
                    Math.min(b.x() - cut.x(), cut.right() - b.right()),
                    Math.min(b.y() - cut.y(), cut.bottom() - b.bottom()));
            boolean frame = m.kind() == PieceInk.Kind.STROKE && b.w() >= 0.6 * cut.w() && b.h() >= 0.6 * cut.h();
            if (back && d < BACK_SAFE - EPS) {
                out.add(String.format(
                        Locale.ROOT,
                        "%s %s: a %s %.2f mm from the cut",
                        where,
                        piece.id(),
                        m.kind().name().toLowerCase(Locale.ROOT),
                        d));
            } else if (!back && frame && d < FRONT_FRAME - EPS) {
                out.add(String.format(Locale.ROOT, "%s %s: a frame %.2f mm inside the cut", where, piece.id(), d));
            }
        }
        if (back && !bleeds)
            out.add(where + " " + piece.id() + ": the background does not run " + BACK_SAFE + " mm past the cut");
        return out;
    }
}
