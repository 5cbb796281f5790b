package adjutant.generator.diplomacy;

import java.util.Locale;

/** Small colour arithmetic on #rrggbb strings: mixing with white, and which ink reads on a colour. */
final class Colours {
    private Colours() {}

    /** {@code colour} mixed with white: {@code white} = 0 keeps it, 1 gives white. */
    static String pale(String colour, double white) {
        int[] c = rgb(colour);
        return hex((int) Math.round(c[0] + (255 - c[0]) * white), (int) Math.round(c[1] + (255 - c[1]) * white),
                (int) Math.round(c[2] + (255 - c[2]) * white));
    }

    /** White on dark colours, near-black on light ones (relative luminance, sRGB). */
    static String ink(String colour) {
        int[] c = rgb(colour);
        double l = 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
        return l > 0.33 ? "#1d1d1b" : "#ffffff";
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
