package adjutant.generator.svg;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A component's drawing (an SVG document in millimetres, such as a counter or a card) made ready
 * to be placed inside another drawing, so a figure shows the component as the kit prints it
 * instead of drawing it a second time. The document's root becomes a group that the figure moves,
 * scales and clips (to the component's square: a counter's hatching runs past its edge); no
 * {@code <svg>} is nested, so a figure stays one {@code <svg>} element (the rulebook's stand-ins
 * swap whole elements).
 */
public final class Placed {
    private static final Pattern ROOT = Pattern.compile("<svg\\b([^>]*)>", Pattern.DOTALL);
    private static final Pattern FONT = Pattern.compile("font-family=\"([^\"]*)\"");

    private Placed() {}

    /** The drawing of {@code svg} as a group in its own millimetres, its origin the component's top-left corner. */
    public static String group(String svg) {
        Matcher root = ROOT.matcher(svg);
        if (!root.find()) throw new IllegalArgumentException("not an SVG document");
        Matcher font = FONT.matcher(root.group(1));
        String family = font.find() ? " font-family=\"" + font.group(1) + "\"" : "";
        return "<g" + family + ">" + svg.substring(root.end(), svg.lastIndexOf("</svg>")) + "</g>";
    }
}
