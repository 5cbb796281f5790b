package adjutant.generator.pdf;

import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.font.TextAttribute;
import java.awt.geom.Point2D;
import java.text.AttributedCharacterIterator;
import java.util.List;
import org.apache.batik.bridge.StrokingTextPainter;
import org.apache.batik.bridge.TextNode;
import org.apache.batik.gvt.font.GVTFont;
import org.apache.batik.gvt.text.TextPaintInfo;

/**
 * Batik draws SVG text as glyph outlines; this painter keeps Batik's layout (anchors,
 * positions) but writes each run with {@code drawString} in Noto Sans, which
 * PdfBoxGraphics2D turns into real PDF text. Text with a stroke (the light halo behind
 * map labels) is left to Batik as outlines, so each word is extractable exactly once.
 */
final class FontTextPainter extends StrokingTextPainter {
    @Override
    public void paint(TextNode node, Graphics2D g) {
        AttributedCharacterIterator aci = node.getAttributedCharacterIterator();
        if (aci == null) return;
        @SuppressWarnings("unchecked")
        List<Object> runs = getTextRuns(node, aci);
        if (runs == null) return;
        for (Object o : runs) {
            TextRun run = (TextRun) o;
            AttributedCharacterIterator ra = run.getACI();
            ra.first();
            TextPaintInfo paint = (TextPaintInfo) ra.getAttribute(PAINT_INFO);
            if (paint == null || !paint.visible) continue;
            if (paint.strokePaint != null || paint.fillPaint == null) {
                run.getLayout().draw(g);
                continue;
            }
            GVTFont font = (GVTFont) ra.getAttribute(GVT_FONT);
            Object weight = ra.getAttribute(TextAttribute.WEIGHT);
            boolean bold = weight instanceof Float w && w >= TextAttribute.WEIGHT_SEMIBOLD;
            float size = font != null ? font.getSize() : 10f;
            StringBuilder text = new StringBuilder();
            for (char c = ra.first(); c != AttributedCharacterIterator.DONE; c = ra.next()) text.append(c);
            Point2D at = run.getLayout().getOffset();
            Paint before = g.getPaint();
            java.awt.Composite composite = g.getComposite();
            if (paint.composite != null) g.setComposite(paint.composite);
            g.setPaint(paint.fillPaint);
            g.setFont(Fonts.awt(bold, size));
            g.drawString(text.toString(), (float) at.getX(), (float) at.getY());
            g.setPaint(before);
            g.setComposite(composite);
        }
    }
}
