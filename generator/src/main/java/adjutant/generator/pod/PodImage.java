package adjutant.generator.pod;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Drawing;

/**
 * One image to write: a face of a piece, or a panel of a board, at its product's size.
 *
 * @param file    path inside the game's and language's folder, e.g. {@code cards/012-front.png}
 * @param side    {@code front} or {@code back}
 * @param pair    the file of the other face ("" for a one-sided piece or a board panel)
 * @param item    what it is: the drawing's id, for a panel with its place
 * @param copies  how many of the piece the game needs
 * @param drawing the face, drawn with enough bleed for the product's canvas
 * @param scale   how much the drawing is enlarged (a 63 × 88 mm card to poker size: 1.008)
 * @param left    the image's left edge on the drawing's canvas, mm before scaling
 * @param top     the image's top edge on the drawing's canvas, mm before scaling
 * @param safe    whether the safe margin applies (not to a board panel, whose inner edges cut through the board)
 */
public record PodImage(
        String file,
        String side,
        String pair,
        String item,
        int copies,
        Product product,
        Drawing drawing,
        double scale,
        double left,
        double top,
        boolean safe) {
    public double pxPerMm() {
        return scale * Product.PX_PER_MM;
    }

    /** A box of the drawing (mm from its trimmed corner) where it lands on the image, px. */
    public Box toImage(Box design) {
        double k = pxPerMm();
        return new Box(
                (design.x() + drawing.bleed() - left) * k,
                (design.y() + drawing.bleed() - top) * k,
                design.w() * k,
                design.h() * k);
    }

    /** The cut on the image, px. */
    public Box trim() {
        double b = Product.BLEED * Product.PX_PER_MM;
        return new Box(0, 0, product.widthPx(), product.heightPx()).grow(-b);
    }

    /** The safe area on the image, px: text and symbols stay inside it. */
    public Box safeArea() {
        return trim().grow(-Product.SAFE * Product.PX_PER_MM);
    }
}
