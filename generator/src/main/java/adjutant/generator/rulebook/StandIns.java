package adjutant.generator.rulebook;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The body with each figure's drawing replaced by an empty stand-in of the same size: the same
 * {@code <svg>} element (so the same width, height and view box) holding nothing. A measuring
 * layout of the book then breaks its pages exactly where the real one does without reading the
 * maps; the layout knows each stand-in's place, so it counts as the figure ({@code PageBodies}).
 */
final class StandIns {
    private static final Pattern SVG = Pattern.compile("(<svg\\b[^>]*>).*?</svg>", Pattern.DOTALL);

    private StandIns() {}

    static String of(String body) {
        return SVG.matcher(body).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "</svg>"));
    }
}
