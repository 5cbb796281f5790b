package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.hunt.HuntTestPieces;
import adjutant.generator.layout.Line;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.portarthur.PortArthurTestPieces;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The alignment crosses of a tiled board never print over the board's text: every glyph on every
 * tile page, read back from the PDF, lies clear of every cross (with a millimetre round it). A cross
 * once covered the Sea of Japan's "Russia 3" on Port Arthur's tile B1.
 */
class RegistrationMarksTest {
    private static final double PT = 72 / 25.4;

    @ParameterizedTest
    @CsvSource({
        "port-arthur, en, A4",
        "port-arthur, cs, A4",
        "port-arthur, cs, LETTER",
        "hunt, en, A4",
        "hunt, cs, A4",
        "hunt, cs, LETTER"
    })
    void noCrossCoversTheBoardsText(String game, String lang, String paper) throws IOException {
        PrintProfile p = PrintProfile.home(paper.equals("A4") ? Paper.A4 : Paper.LETTER);
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), p, null);
        List<PagePlan> pages = game.equals("hunt")
                ? HuntTestPieces.boardPages(r, lang, p)
                : PortArthurTestPieces.boardPages(r, lang, p);
        byte[] pdf = r.pdf().sheets(pages, new DocInfo(game, lang, false));
        List<String> bad = new ArrayList<>();
        int crosses = 0;
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            for (int i = 1; i < pages.size(); i++) {
                List<Rectangle2D> squares = new ArrayList<>();
                for (Line l : pages.get(i).marks()) {
                    if (l.width() < 0.2 || l.y1() != l.y2()) continue; // the horizontal arm of each cross
                    double cx = (l.x1() + l.x2()) / 2, arm = (l.x2() - l.x1()) / 2;
                    squares.add(new Rectangle2D.Double(cx - arm - 1, l.y1() - arm - 1, 2 * arm + 2, 2 * arm + 2));
                }
                crosses += squares.size();
                for (Glyph g : glyphs(doc, i)) {
                    for (Rectangle2D s : squares) {
                        if (s.intersects(g.box()))
                            bad.add(String.format(
                                    Locale.ROOT,
                                    "page %d: the cross at %.1f, %.1f mm covers '%s'",
                                    i + 1,
                                    s.getCenterX(),
                                    s.getCenterY(),
                                    g.text()));
                    }
                }
            }
        }
        assertTrue(crosses > 0, "no crosses found");
        assertTrue(bad.isEmpty(), String.join("\n", bad.stream().distinct().toList()));
    }

    record Glyph(String text, Rectangle2D box) {}

    /** Every glyph of a page, its box in millimetres from the top left. */
    static List<Glyph> glyphs(PDDocument doc, int page) throws IOException {
        List<Glyph> out = new ArrayList<>();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                for (TextPosition t : positions) {
                    if (t.getUnicode().isBlank()) continue;
                    double x = t.getXDirAdj() / PT,
                            bottom = t.getYDirAdj() / PT,
                            h = t.getHeightDir() / PT,
                            w = t.getWidthDirAdj() / PT;
                    out.add(new Glyph(text, new Rectangle2D.Double(x, bottom - h, w, h)));
                }
            }
        };
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        s.getText(doc);
        return out;
    }
}
