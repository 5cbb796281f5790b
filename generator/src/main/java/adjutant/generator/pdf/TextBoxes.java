package adjutant.generator.pdf;

import adjutant.engine.geometry.Box;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a drawing prints text: the box of every {@code <text>} of an SVG drawing in its own
 * millimetres, measured in the kit's font (groups' translations and scales followed; a rotated
 * text is boxed by a square round its anchor as wide as the text). What alignment crosses keep off.
 */
public final class TextBoxes {
    private static final Pattern TAG = Pattern.compile("<(/?)(g|text)\\b([^>]*)>");
    private static final Pattern TRANSLATE = Pattern.compile("translate\\(\\s*([-\\d.]+)[\\s,]+([-\\d.]+)\\s*\\)");
    private static final Pattern SCALE = Pattern.compile("scale\\(\\s*([\\d.]+)");

    private TextBoxes() {}

    public static List<Box> of(String svg) {
        List<Box> out = new ArrayList<>();
        Deque<double[]> frames = new ArrayDeque<>(); // {dx, dy, scale}
        frames.push(new double[] {0, 0, 1});
        Matcher m = TAG.matcher(svg);
        while (m.find()) {
            boolean close = !m.group(1).isEmpty();
            String attrs = m.group(3);
            if (m.group(2).equals("g")) {
                if (close) frames.pop();
                else if (!attrs.endsWith("/")) frames.push(compose(frames.peek(), attrs));
                continue;
            }
            if (close) continue;
            int end = svg.indexOf("</text>", m.end());
            if (end < 0) break;
            String words = svg.substring(m.end(), end)
                    .replaceAll("<[^>]*>", "")
                    .replace("&amp;", "&")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">");
            double[] f = compose(frames.peek(), attrs);
            double size = number(attrs, "font-size", 3) * f[2];
            double x = number(attrs, "x", 0) * f[2] + f[0], y = number(attrs, "y", 0) * f[2] + f[1];
            boolean bold = attrs.contains("font-weight=\"bold\"") || attrs.contains("font-weight=\"700\"");
            double w = Fonts.width(words, bold, size);
            if (attrs.contains("rotate(")) {
                out.add(new Box(x - w, y - w, 2 * w, 2 * w));
                continue;
            }
            double left = attrs.contains("text-anchor=\"middle\"")
                    ? x - w / 2
                    : attrs.contains("text-anchor=\"end\"") ? x - w : x;
            out.add(new Box(left, y - 0.8 * size, w, size));
        }
        return out;
    }

    private static double[] compose(double[] outer, String attrs) {
        double dx = 0, dy = 0, s = 1;
        Matcher t = TRANSLATE.matcher(attrs);
        if (t.find()) {
            dx = Double.parseDouble(t.group(1));
            dy = Double.parseDouble(t.group(2));
        }
        Matcher sc = SCALE.matcher(attrs);
        if (sc.find()) s = Double.parseDouble(sc.group(1));
        return new double[] {outer[0] + dx * outer[2], outer[1] + dy * outer[2], outer[2] * s};
    }

    private static double number(String attrs, String name, double otherwise) {
        Matcher m = Pattern.compile("\\b" + name + "=\"([-\\d.]+)").matcher(attrs);
        return m.find() ? Double.parseDouble(m.group(1)) : otherwise;
    }
}
