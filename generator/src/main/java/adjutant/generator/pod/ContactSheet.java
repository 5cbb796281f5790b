package adjutant.generator.pod;

import adjutant.engine.geometry.Box;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.print.ImageSheet;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The contact sheet of a game's images: each piece's front and back side by side, small, with
 * the cut (red) and the safe area (dashed blue) drawn over them, and the file names.
 */
final class ContactSheet {
    /** The largest a piece's cell is shown, mm; and the thumbnails' resolution, px per mm. */
    private static final double CELL_W = 58, CELL_H = 45, THUMB_PX_PER_MM = 6;

    private static final double GAP = 2;

    private ContactSheet() {}

    static byte[] pdf(String heading, List<PodImage> images, Map<String, BufferedImage> thumbs, DocInfo info) {
        List<ImageSheet.Cell> cells = new ArrayList<>();
        for (PodImage i : images) {
            if (i.side().equals("back")) continue;
            PodImage back = images.stream()
                    .filter(b -> b.file().equals(i.pair()))
                    .findFirst()
                    .orElse(null);
            List<PodImage> faces = back == null ? List.of(i) : List.of(i, back);
            double w = faces.stream().mapToDouble(f -> f.product().width()).sum() + GAP * (faces.size() - 1);
            double h = i.product().height();
            double f = Math.min(1, Math.min(CELL_W / w, CELL_H / h));
            cells.add(new ImageSheet.Cell(
                    i.file() + (back == null ? "" : " + back") + "  ×" + i.copies(),
                    cell(faces, thumbs, w, h, f),
                    w * f,
                    h * f));
        }
        return ImageSheet.pdf(heading, cells, info);
    }

    /** The image small enough to keep until the sheet is made: {@link #THUMB_PX_PER_MM}. */
    static BufferedImage thumbnail(BufferedImage full) {
        double s = THUMB_PX_PER_MM / Product.PX_PER_MM;
        BufferedImage img = new BufferedImage(
                (int) Math.ceil(full.getWidth() * s),
                (int) Math.ceil(full.getHeight() * s),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(full, 0, 0, img.getWidth(), img.getHeight(), null);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static BufferedImage cell(
            List<PodImage> faces, Map<String, BufferedImage> thumbs, double w, double h, double f) {
        double k = f * THUMB_PX_PER_MM;
        BufferedImage img =
                new BufferedImage((int) Math.ceil(w * k), (int) Math.ceil(h * k), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            double x = 0;
            for (PodImage face : faces) {
                BufferedImage src = thumbs.get(face.file());
                double s = f * THUMB_PX_PER_MM / Product.PX_PER_MM;
                g.drawImage(
                        src,
                        (int) Math.round(x * k),
                        0,
                        (int) Math.round(face.product().widthPx() * s),
                        (int) Math.round(face.product().heightPx() * s),
                        null);
                g.setStroke(new BasicStroke(1f));
                g.setColor(new Color(0xd0, 0x20, 0x20));
                g.draw(rect(face.trim(), x * k, s));
                if (face.safe()) {
                    g.setStroke(new BasicStroke(
                            1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {3, 2}, 0));
                    g.setColor(new Color(0x20, 0x60, 0xd0));
                    g.draw(rect(face.safeArea(), x * k, s));
                }
                x += face.product().width() + GAP;
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static Rectangle2D rect(Box px, double dx, double s) {
        return new Rectangle2D.Double(dx + px.x() * s, px.y() * s, px.w() * s, px.h() * s);
    }
}
