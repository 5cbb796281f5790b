package adjutant.generator.portarthur;

import adjutant.generator.pdf.Fonts;
import java.util.ArrayList;
import java.util.List;

/**
 * Fitting a short text into a width, measured with the kit's own font (sizes and widths in
 * millimetres): on one line when it fits at a readable size, else split in two at the space
 * that balances the lines best.
 */
public final class TextFit {
    private TextFit() {}

    /** The lines and the font size (at most {@code max}) that fit {@code width}. */
    record Fitted(List<String> lines, double size) {}

    static Fitted fit(String text, boolean bold, double width, double max, double minOneLine) {
        double one = Math.min(max, max * width / Fonts.width(text, bold, max));
        if (one >= minOneLine || !text.contains(" ")) return new Fitted(List.of(text), one);
        String[] best = null;
        double bestWidth = Double.MAX_VALUE;
        for (int i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
            String a = text.substring(0, i), b = text.substring(i + 1);
            double w = Math.max(Fonts.width(a, bold, max), Fonts.width(b, bold, max));
            if (w < bestWidth) {
                bestWidth = w;
                best = new String[] {a, b};
            }
        }
        double two = Math.min(max, max * width / bestWidth);
        if (two <= one) return new Fitted(List.of(text), one);
        return new Fitted(new ArrayList<>(List.of(best)), two);
    }
}
