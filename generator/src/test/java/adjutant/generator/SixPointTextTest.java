package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.hunt.HuntTestPieces;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.TextSize;
import adjutant.generator.portarthur.PortArthurTestPieces;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every text printed on a counter, marker or token of Port Arthur and The Hunt, both faces, both
 * languages, is at least 6 pt at print size (its font size times the scales of the groups around it;
 * the drawings are in millimetres at 100 %).
 */
class SixPointTextTest {
    private static final Pattern TAG = Pattern.compile("<(/?)(g|text)\\b([^>]*)>");
    private static final Pattern SIZE = Pattern.compile("font-size=\"([\\d.]+)\"");
    private static final Pattern SCALE = Pattern.compile("scale\\(([\\d.]+)");

    static List<Drawing> drawings(String game, String lang) {
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null);
        List<Item> items = switch (game) {
            case "port-arthur" -> PortArthurTestPieces.counters(r, lang);
            default -> HuntTestPieces.tokens(r, lang);
        };
        List<Drawing> out = new ArrayList<>();
        for (Item i : items) {
            out.add(i.front());
            if (i.back() != null) out.add(i.back());
        }
        return out;
    }

    /** Each text's size at print size, with its words, of one drawing. */
    static List<String> smallTexts(Drawing d) {
        List<String> bad = new ArrayList<>();
        Deque<Double> scales = new ArrayDeque<>();
        scales.push(1.0);
        Matcher m = TAG.matcher(d.svg());
        while (m.find()) {
            boolean close = !m.group(1).isEmpty();
            if (m.group(2).equals("g")) {
                if (close) scales.pop();
                else if (!m.group(3).endsWith("/")) {
                    Matcher s = SCALE.matcher(m.group(3));
                    scales.push(scales.peek() * (s.find() ? Double.parseDouble(s.group(1)) : 1));
                }
            } else if (!close) {
                Matcher size = SIZE.matcher(m.group(3));
                if (!size.find()) continue;
                double mm = Double.parseDouble(size.group(1)) * scales.peek();
                int end = d.svg().indexOf("</text>", m.end());
                String words = d.svg().substring(m.end(), end).replaceAll("<[^>]*>", "");
                if (mm < TextSize.MIN_MM - 1e-6)
                    bad.add(String.format(Locale.ROOT, "%s: '%s' at %.2f pt", d.id(), words, mm * 72 / 25.4));
            }
        }
        return bad;
    }

    @ParameterizedTest
    @CsvSource({"port-arthur, en", "port-arthur, cs", "hunt, en", "hunt, cs"})
    void everyTextOnAPieceIsAtLeastSixPoints(String game, String lang) {
        List<Drawing> drawings = drawings(game, lang);
        assertTrue(drawings.size() > 20, game + ": " + drawings.size());
        List<String> bad = new ArrayList<>();
        for (Drawing d : drawings) bad.addAll(smallTexts(d));
        assertTrue(bad.isEmpty(), String.join("\n", bad.stream().distinct().toList()));
    }
}
