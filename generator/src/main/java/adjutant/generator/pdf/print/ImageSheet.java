package adjutant.generator.pdf.print;

import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.pdf.Glyphs;
import adjutant.generator.pdf.Metadata;
import adjutant.generator.pdf.SvgPainter;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * A contact sheet: captioned images in rows on A4 pages, to check a set of image files at a
 * glance before uploading them.
 */
public final class ImageSheet {
    private static final float MARGIN = 12, GAP = 5, CAPTION = 4, HEADING = 10;
    private static final float PAGE_W = 210, PAGE_H = 297;

    /** An image shown {@code width × height} mm, with a caption under it. */
    public record Cell(String caption, BufferedImage image, double width, double height) {}

    private ImageSheet() {}

    public static byte[] pdf(String heading, List<Cell> cells, DocInfo info) {
        Glyphs.check(heading + String.join("", cells.stream().map(Cell::caption).toList()), info.title());
        try (PDDocument doc = new PDDocument()) {
            PDType0Font font = Fonts.pdf(doc, false);
            List<List<Cell>> rows = rows(cells);
            PDPageContentStream cs = null;
            float y = 0;
            try {
                for (List<Cell> row : rows) {
                    float rowH =
                            (float) row.stream().mapToDouble(Cell::height).max().orElse(0) + CAPTION;
                    if (cs == null || y + rowH > PAGE_H - MARGIN) {
                        if (cs != null) cs.close();
                        PDPage page = new PDPage(new PDRectangle(pt(PAGE_W), pt(PAGE_H)));
                        doc.addPage(page);
                        cs = new PDPageContentStream(doc, page);
                        text(cs, font, 9, MARGIN, MARGIN + 4, heading + "  (" + doc.getNumberOfPages() + ")");
                        y = MARGIN + HEADING;
                    }
                    float x = MARGIN;
                    for (Cell c : row) {
                        PDImageXObject img = LosslessFactory.createFromImage(doc, c.image());
                        cs.drawImage(img, pt(x), pt(PAGE_H - y - (float) c.height()), pt((float) c.width()), pt((float)
                                c.height()));
                        text(cs, font, 6, x, y + (float) c.height() + 3, c.caption());
                        x += (float) c.width() + GAP;
                    }
                    y += rowH + GAP;
                }
            } finally {
                if (cs != null) cs.close();
            }
            return Metadata.save(doc, info);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<List<Cell>> rows(List<Cell> cells) {
        List<List<Cell>> rows = new ArrayList<>();
        List<Cell> row = new ArrayList<>();
        double x = 0;
        for (Cell c : cells) {
            if (!row.isEmpty() && x + c.width() > PAGE_W - 2 * MARGIN) {
                rows.add(row);
                row = new ArrayList<>();
                x = 0;
            }
            row.add(c);
            x += c.width() + GAP;
        }
        if (!row.isEmpty()) rows.add(row);
        return rows;
    }

    private static void text(PDPageContentStream cs, PDType0Font font, float size, float x, float y, String s)
            throws IOException {
        cs.beginText();
        cs.setFont(font, size);
        cs.newLineAtOffset(pt(x), pt(PAGE_H - y));
        cs.showText(s);
        cs.endText();
    }

    private static float pt(float mm) {
        return mm * SvgPainter.PT_PER_MM;
    }
}
