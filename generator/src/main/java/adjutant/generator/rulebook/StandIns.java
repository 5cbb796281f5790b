package adjutant.generator.rulebook;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The body with each figure's drawing replaced by a stand-in of the same size: the same
 * {@code <svg>} element (so the same width, height and view box) holding only a few stripes.
 * A measuring layout of the book then breaks its pages exactly where the real one does, without
 * drawing the maps, and the stripes are ink enough for {@link PageFill} to see the figure.
 */
final class StandIns {
    private static final Pattern SVG = Pattern.compile("(<svg\\b[^>]*>).*?</svg>", Pattern.DOTALL);
    private static final String STRIPES;

    static {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20; i++) sb.append("<rect x=\"").append(i * 5).append("%\" y=\"0\" width=\"2.5%\" height=\"100%\" fill=\"#555\"/>");
        STRIPES = sb.toString();
    }

    private StandIns() {}

    static String of(String body) {
        return SVG.matcher(body).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + STRIPES + "</svg>"));
    }
}
