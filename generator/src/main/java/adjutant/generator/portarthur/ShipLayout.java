package adjutant.generator.portarthur;

import adjutant.generator.layout.TextSize;
import adjutant.generator.pdf.Fonts;
import java.util.List;

/**
 * Where the parts of a ship counter go, top to bottom, in millimetres: the name (one or two
 * lines), the silhouette with the arrival and anchor badges beside it, on the back the
 * "damaged" label, then the value boxes along the bottom edge. The silhouette shrinks to the
 * room a long name leaves, so nothing runs into the values in any language.
 *
 * <p>The back keeps everything {@link #BACK_SAFE} mm inside the cut, so a back printed 2 mm off
 * its front still shows only its colour at the edge: its name is 6 pt, condensed (narrowed, never
 * lowered) to the 11.8 mm that leaves, or set on two lines when a condensed line would be too
 * narrow to read; a back with a two-line name has no room for the silhouette and shows none (the
 * front shows it). The arrival badge is on the front only: a ship arrives intact.
 */
record ShipLayout(
        List<String> nameLines,
        double nameSize,
        double nameStretch,
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
    /** Top of the value boxes on the front: the die and firepower boxes. */
    static final double VALUES_TOP_FRONT = CounterFiles.SIZE - 5.7;
    /** On the back: room between the cut and anything printed (a duplex shift of 2 mm and a little more). */
    static final double BACK_SAFE = 3.1;
    /** The back's width inside that room. */
    static final double BACK_INNER = CounterFiles.SIZE - 2 * BACK_SAFE;
    /** The back's value boxes: die and firepower side, the shield's width and height. */
    static final double BACK_BOX = 3.4, SHIELD_W = 3.3, SHIELD_H = 4.0;
    /** Top of the value boxes on the back: the shield, the tallest. */
    static final double VALUES_TOP_BACK = CounterFiles.SIZE - BACK_SAFE - SHIELD_H;
    /** A name narrower than this on the back goes on two lines instead. */
    static final double MIN_STRETCH = 0.78;
    /** The smallest text on a counter: 6 pt. */
    static final double MIN = TextSize.FLOOR_MM;
    /** Clear space between two parts. */
    static final double GAP = 0.3;
    /** Noto Sans: ascender (with accents' room) and descender as parts of the font size. */
    static final double CAP = 0.75, DESCENT = 0.25;
    /** The smallest silhouette still recognised; smaller, the back shows none. */
    static final double MIN_SHIP_SCALE = 0.45;

    static ShipLayout of(String name, String damaged, boolean back) {
        return back ? back(name) : front(name);
    }

    private static ShipLayout front(String name) {
        TextFit.Fitted fitted = TextFit.fit(name, true, CounterFiles.NAME_WIDTH, 2.5, MIN);
        boolean twoLines = fitted.lines().size() > 1;
        // never under 6 pt (a name too long even in two lines at 6 pt fails ShipLayoutTest)
        double nameSize = Math.max(MIN, twoLines ? Math.min(fitted.size(), 2.2) : fitted.size());
        double nameTop = 1.2 + nameSize;
        double top = bottomOf(nameTop, fitted.lines().size(), nameSize) + GAP;
        double bottom = VALUES_TOP_FRONT - GAP;
        double scale = Math.min(SHIP_SCALE, (bottom - top) / SHIP_HEIGHT);
        // A short name leaves more room than the silhouette needs: it sits under the name, as it always has.
        return new ShipLayout(fitted.lines(), nameSize, 1, nameTop, top, scale, 0, 0);
    }

    private static ShipLayout back(String name) {
        List<String> lines = List.of(name);
        double size = Math.min(2.5, MIN * BACK_INNER / Fonts.width(name, true, MIN));
        if (size < MIN && Fonts.width(name, true, MIN) * MIN_STRETCH > BACK_INNER && name.contains(" ")) {
            lines = TextFit.fit(name, true, BACK_INNER, MIN, Double.MAX_VALUE).lines();
        }
        size = Math.max(MIN, Math.min(size, lines.size() > 1 ? MIN : 2.5));
        double widest = 0;
        for (String l : lines) widest = Math.max(widest, Fonts.width(l, true, size));
        double stretch = Math.min(1, BACK_INNER / widest);
        double nameTop = BACK_SAFE + CAP * size;
        double damagedY = VALUES_TOP_BACK - GAP - DESCENT * MIN;
        double top = bottomOf(nameTop, lines.size(), size) + GAP;
        double bottom = damagedY - CAP * MIN - GAP;
        double scale = Math.min(SHIP_SCALE, (bottom - top) / SHIP_HEIGHT);
        return new ShipLayout(lines, size, stretch, nameTop, top, scale < MIN_SHIP_SCALE ? 0 : scale, damagedY, MIN);
    }

    private static double bottomOf(double top, int lines, double size) {
        return top + (lines - 1) * size * 1.08 + DESCENT * size;
    }

    double nameBottom() {
        return bottomOf(nameTop, nameLines.size(), nameSize);
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
