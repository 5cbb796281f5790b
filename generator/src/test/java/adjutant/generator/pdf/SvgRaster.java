package adjutant.generator.pdf;

import adjutant.generator.layout.Drawing;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/** A drawing painted by the same Batik tree the PDFs are painted from, onto pixels: for tests that look at what prints. */
public final class SvgRaster {
    private SvgRaster() {}

    /** The drawing's canvas (bleed included) at {@code pxPerMm} pixels per millimetre, on white. */
    public static BufferedImage raster(Drawing d, double pxPerMm) {
        var node = SvgPainter.build(d);
        int w = (int) Math.ceil(d.canvasWidth() * pxPerMm), h = (int) Math.ceil(d.canvasHeight() * pxPerMm);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.scale(pxPerMm / SvgPainter.PT_PER_MM, pxPerMm / SvgPainter.PT_PER_MM);
            node.paint(g);
        } finally {
            g.dispose();
        }
        return img;
    }
}
