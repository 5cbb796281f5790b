package adjutant.generator.pdf;

import java.awt.Composite;
import java.awt.Font;
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
 * positions) but writes each run with {@code drawString} in Noto Sans (DejaVu Sans for the
 * characters Noto lacks), which
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
            Composite composite = g.getComposite();
            if (paint.composite != null) g.setComposite(paint.composite);
            g.setPaint(paint.fillPaint);
            drawSegments(g, text.toString(), bold, size, (float) at.getX(), (float) at.getY());
            g.setPaint(before);
            g.setComposite(composite);
        }
    }

    /** The text in Noto Sans, each stretch of characters Noto lacks in DejaVu Sans ({@link Glyphs#symbols}), side by side. */
    static void drawSegments(Graphics2D g, String text, boolean bold, float size, float x, float y) {
        int i = 0;
        while (i < text.length()) {
            boolean symbols = Glyphs.symbols(text.codePointAt(i));
            int j = i;
            while (j < text.length() && Glyphs.symbols(text.codePointAt(j)) == symbols)
                j += Character.charCount(text.codePointAt(j));
            String seg = text.substring(i, j);
            Font font = symbols ? Fonts.symbolsAwt(size) : Fonts.awt(bold, size);
            g.setFont(font);
            g.drawString(seg, x, y);
            if (j < text.length())
                x += (float) font.getStringBounds(seg, g.getFontRenderContext()).getWidth();
            i = j;
        }
    }
}
