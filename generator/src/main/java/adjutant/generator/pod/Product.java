package adjutant.generator.pod;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A printed size as card printers sell it: the trimmed size, 1/8 in (3.175 mm) bleed on every
 * side and a 3 mm safe margin inside the cut, at 300 dpi. A poker card is 2.5 × 3.5 in trimmed,
 * 825 × 1125 px with its bleed.
 */
public record Product(String name, double trimWidth, double trimHeight) {
    public static final int DPI = 300;
    public static final double MM_PER_INCH = 25.4;
    public static final double BLEED = MM_PER_INCH / 8;
    /** Text and symbols keep this far inside the cut, mm. */
    public static final double SAFE = 3;

    public static final double PX_PER_MM = DPI / MM_PER_INCH;

    public static final Product POKER = inches("poker card", 2.5, 3.5);
    /** Square chits, smallest first: the sizes the token printers cut. */
    static final List<Product> CHITS = List.of(
            square(0.5), square(0.625), square(0.75), square(0.875), square(1), square(1.25), square(1.5), square(2));

    static Product inches(String name, double w, double h) {
        return new Product(
                String.format(Locale.ROOT, "%s %s × %s in", name, num(w), num(h)), w * MM_PER_INCH, h * MM_PER_INCH);
    }

    private static Product square(double in) {
        return inches("square chit", in, in);
    }

    private static String num(double v) {
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }

    /** The card size a {@code w × h} mm card is printed at: one within 3 % of it, or none. */
    static Optional<Product> cardFor(double w, double h) {
        return Optional.of(POKER)
                .filter(p -> Math.abs(p.trimWidth / w - 1) < 0.03 && Math.abs(p.trimHeight / h - 1) < 0.03);
    }

    /** The smallest chit that holds a square token of side {@code size} whose ink keeps {@code inkMargin} mm inside its edge. */
    static Optional<Product> chitFor(double size, double inkMargin) {
        return CHITS.stream()
                .filter(c -> c.trimWidth >= size - 1e-9 && (c.trimWidth - size) / 2 + inkMargin >= SAFE - 1e-9)
                .findFirst();
    }

    public double width() {
        return trimWidth + 2 * BLEED;
    }

    public double height() {
        return trimHeight + 2 * BLEED;
    }

    public int widthPx() {
        return px(width());
    }

    public int heightPx() {
        return px(height());
    }

    static int px(double mm) {
        return (int) Math.round(mm * PX_PER_MM);
    }
}
