package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PieceInk;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Double-sided pieces survive a duplex shift of ±2 mm, measured in the finished PDF's content
 * (every fill, stroke and glyph of each piece, in mm): on a back, the background runs at least
 * 3 mm past the cut and nothing else (no frame, no text, no symbol) comes within 3 mm of it, so a
 * back printed 2 mm off still shows only its own colour at the edge; on a front, a frame (a
 * stroke round most of the piece) keeps 2 mm inside the cut. Pages alternate front and back.
 * Port Arthur's backs are not yet held to it (only its fronts): a damaged ship's back names the
 * ship at 6 pt or more, and the longest names do not fit the 12 mm an 18 mm counter leaves.
 */
class DuplexToleranceTest {
    static final double BACK_SAFE = 3, FRONT_FRAME = 2, BLEED = 3, EPS = 0.02;

    @ParameterizedTest
    @CsvSource({
        "diplomacy, counters, en, both",
        "diplomacy, counters, cs, both",
        "hunt, cards, en, both",
        "hunt, cards, cs, both",
        "hunt, counters, en, both",
        "hunt, counters, cs, both",
        "port-arthur, counters, en, fronts",
        "port-arthur, counters, cs, fronts"
    })
    void backsTolerateAShiftAndFrontsKeepTheirFramesIn(String game, String file, String lang, String sides)
            throws IOException {
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null);
        KitFile f = Kits.of(game).orElseThrow().plan(r).stream()
                .filter(k -> k.name().equals(file))
                .findFirst()
                .orElseThrow();
        List<String> bad = new ArrayList<>();
        int pieces = 0;
        try (PDDocument doc = Loader.loadPDF(f.make().get())) {
            assertTrue(doc.getNumberOfPages() % 2 == 0, "fronts and backs in pairs");
            for (int p = 0; p < doc.getNumberOfPages(); p++) {
                boolean back = p % 2 == 1;
                if (back && sides.equals("fronts")) continue;
                for (PieceInk.Piece piece : PieceInk.of(doc, p)) {
                    pieces++;
                    bad.addAll(faults(piece, back, game + "/" + lang + "/" + file + " p. " + (p + 1)));
                }
            }
        }
        assertTrue(pieces > 10, pieces + " pieces");
        assertTrue(
                bad.isEmpty(),
                bad.size() + " faults:\n"
                        + String.join("\n", bad.stream().distinct().limit(40).toList()));
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
