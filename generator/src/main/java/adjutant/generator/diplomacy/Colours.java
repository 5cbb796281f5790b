package adjutant.generator.diplomacy;

import java.util.Locale;

/** Small colour arithmetic on #rrggbb strings: mixing with white or black, contrast, and which ink reads on a colour. */
final class Colours {
    private Colours() {}

    /** {@code colour} mixed with white: {@code white} = 0 keeps it, 1 gives white. */
    static String pale(String colour, double white) {
        int[] c = rgb(colour);
        return hex((int) Math.round(c[0] + (255 - c[0]) * white), (int) Math.round(c[1] + (255 - c[1]) * white), (int)
                Math.round(c[2] + (255 - c[2]) * white));
    }

    /** Near-black body ink. */
    static final String DARK = "#1d1d1b";
    /** What WCAG 2 (level AA) asks of normal text against its background. */
    static final double TEXT_CONTRAST = 4.5;

    /**
     * The ink that reads on {@code colour}: white or near-black, whichever contrasts more; pure
     * black on a middling colour (Russia's purple) where neither reaches {@value #TEXT_CONTRAST}:1.
     */
    static String ink(String colour) {
        String best = contrast("#ffffff", colour) >= contrast(DARK, colour) ? "#ffffff" : DARK;
        return contrast(best, colour) >= TEXT_CONTRAST || contrast(best, colour) >= contrast("#000000", colour)
                ? best
                : "#000000";
    }

    /**
     * {@code colour} as text on {@code background}: itself when it contrasts enough (WCAG AA,
     * {@value #TEXT_CONTRAST}:1), else darkened step by step until it does. Turkey's yellow on
     * white becomes an ochre that still reads as Turkey's.
     */
    static String textOn(String colour, String background) {
        String c = colour;
        for (double black = 0.05; contrast(c, background) < TEXT_CONTRAST && black <= 1; black += 0.05)
            c = dark(colour, black);
        return c;
    }

    /** {@code colour} mixed with black: 0 keeps it, 1 gives black. */
    static String dark(String colour, double black) {
        int[] c = rgb(colour);
        return hex((int) Math.round(c[0] * (1 - black)), (int) Math.round(c[1] * (1 - black)), (int)
                Math.round(c[2] * (1 - black)));
    }

    /** The WCAG 2 contrast ratio of two colours, 1 to 21. */
    static double contrast(String a, String b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** Relative luminance (sRGB), 0 for black to 1 for white. */
    static double luminance(String colour) {
        int[] c = rgb(colour);
        return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    static int[] rgb(String colour) {
        int v = Integer.parseInt(colour.substring(1), 16);
        return new int[] {(v >> 16) & 255, (v >> 8) & 255, v & 255};
    }

    static String hex(int r, int g, int b) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
    }
}
