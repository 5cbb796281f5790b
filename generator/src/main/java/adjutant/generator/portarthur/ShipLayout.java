package adjutant.generator.portarthur;

import java.util.List;

/**
 * Where the parts of a ship counter go, top to bottom, in millimetres: the name (one or two
 * lines), the silhouette with the arrival and anchor badges beside it, on the back the
 * "damaged" label, then the value boxes along the bottom edge. The silhouette shrinks to the
 * room a long name leaves, so nothing runs into the values in any language.
 */
record ShipLayout(
        List<String> nameLines,
        double nameSize,
        double nameTop,
        double shipY,
        double shipScale,
        double damagedY,
        double damagedSize) {
    /** The silhouette's height in its own units ({@code parts.ftl}, macro ship). */
    static final double SHIP_HEIGHT = 4.9;
    /** Its width in its own units. */
    static final double SHIP_WIDTH = 12.1;
    /** The full-size silhouette's scale. */
    static final double SHIP_SCALE = 0.78;
    /** Top of the value boxes: the shield on the back, the die and firepower boxes on the front. */
    static final double VALUES_TOP_BACK = CounterFiles.SIZE - 5.9, VALUES_TOP_FRONT = CounterFiles.SIZE - 5.7;
    /** The smallest text on a counter: 6 pt. */
    static final double MIN = adjutant.generator.layout.TextSize.FLOOR_MM;
    /** Clear space between two parts. */
    static final double GAP = 0.3;
    /** Noto Sans: ascender (cap height) and descender as parts of the font size. */
    static final double CAP = 0.72, DESCENT = 0.25;

    static ShipLayout of(String name, String damaged, boolean back) {
        TextFit.Fitted fitted = TextFit.fit(name, true, CounterFiles.NAME_WIDTH, 2.5, MIN);
        boolean twoLines = fitted.lines().size() > 1;
        // never under 6 pt (a name too long even in two lines at 6 pt fails ShipLayoutTest)
        double nameSize = Math.max(MIN, twoLines ? Math.min(fitted.size(), 2.2) : fitted.size());
        double nameTop = 1.2 + nameSize;
        double nameBottom = nameTop + (fitted.lines().size() - 1) * nameSize * 1.08 + DESCENT * nameSize;
        double top = nameBottom + GAP;
        double bottom = (back ? VALUES_TOP_BACK : VALUES_TOP_FRONT) - GAP;
        double damagedSize = 0, damagedY = 0;
        if (back) {
            // 6 pt, under the silhouette: between its badges when it fits there, else the counter's width
            damagedSize = MIN;
            damagedY = bottom - DESCENT * damagedSize;
            bottom = damagedY - CAP * damagedSize - GAP;
        }
        double scale = Math.min(SHIP_SCALE, (bottom - top) / SHIP_HEIGHT);
        // A short name leaves more room than the silhouette needs: it sits under the name, as it always has.
        return new ShipLayout(fitted.lines(), nameSize, nameTop, top, scale, damagedY, damagedSize);
    }

    double nameBottom() {
        return nameTop + (nameLines.size() - 1) * nameSize * 1.08 + DESCENT * nameSize;
    }

    double shipBottom() {
        return shipY + SHIP_HEIGHT * shipScale;
    }

    /** Centre of the badges beside the silhouette. */
    double badgeY() {
        return shipY + SHIP_HEIGHT * shipScale / 2;
    }

    /** The badges' scale: they shrink with the silhouette. */
    double badgeScale() {
        return shipScale / SHIP_SCALE;
    }
}
