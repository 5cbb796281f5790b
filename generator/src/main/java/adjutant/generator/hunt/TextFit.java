package adjutant.generator.hunt;

import adjutant.generator.pdf.Fonts;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits a text into a box: wrapped at spaces, set in the kit's real font (Noto Sans, the one
 * the PDF embeds) and shrunk step by step from {@code max} to {@code min}. Sizes and box are
 * millimetres. When even the smallest size does not fit, the result says so and carries the
 * lines at the smallest size, so the build can report the card.
 */
final class TextFit {
    static final double STEP = 0.05;

    /** The text set: font size, line pitch, the lines, and whether it fits the box. */
    record Fit(double size, double leading, List<String> lines, boolean fits) {
        double height() {
            return lines.size() * leading;
        }
    }

    private TextFit() {}

    static Fit fit(String text, boolean bold, double width, double height, double max, double min, double lineHeight) {
        Fit last = null;
        for (double size = max; size >= min - 1e-9; size -= STEP) {
            last = set(text, bold, size, width, lineHeight);
            if (last.fits() && last.height() <= height + 1e-9) return last;
        }
        if (last == null) last = set(text, bold, min, width, lineHeight);
        return new Fit(last.size(), last.leading(), last.lines(), false);
    }

    /** The text wrapped at one size; {@code fits} is false when a single word is wider than the box. */
    static Fit set(String text, boolean bold, double size, double width, double lineHeight) {
        Font font = Fonts.awt(bold, (float) size);
        List<String> lines = new ArrayList<>();
        boolean fits = true;
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (Fonts.width(font, candidate) <= width || line.isEmpty()) {
                line.setLength(0);
                line.append(candidate);
                if (Fonts.width(font, word) > width) fits = false;
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
                if (Fonts.width(font, word) > width) fits = false;
            }
        }
        if (!line.isEmpty()) lines.add(line.toString());
        return new Fit(size, size * lineHeight, lines, fits);
    }
}
