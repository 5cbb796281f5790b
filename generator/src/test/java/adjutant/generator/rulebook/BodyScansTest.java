package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The stand-ins ({@link StandIns#of}) and the example floats' scans ({@link ExampleFloats#ids}, {@link ExampleFloats#defer})
 * look for their tags with {@code indexOf}; they give what the regexes they replaced gave ({@link #standIns},
 * {@link #ids}, {@link #defer}): on every book's body, with every example moved and each alone, and on made-up bodies
 * of the tags they look for in every order.
 */
class BodyScansTest {
    private static final Pattern SVG = Pattern.compile("(<svg\\b[^>]*>).*?</svg>", Pattern.DOTALL);
    private static final Pattern EXAMPLE = Pattern.compile("\n?<div class=\"example(?: short)?\" id=\"([^\"]+)\">");
    private static final Pattern NEXT_BLOCK_END =
            Pattern.compile("<h[2-6] |<div class=\"example[\" ]|<div class=\"chapter-mark\"");
    private static final Pattern DIV = Pattern.compile("<div\\b|</div>");

    private static String standIns(String body) {
        return SVG.matcher(body).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "</svg>"));
    }

    private static List<String> ids(String body) {
        List<String> ids = new ArrayList<>();
        for (Matcher m = EXAMPLE.matcher(body); m.find(); ) ids.add(m.group(1));
        return ids;
    }

    private static String defer(String body, Set<String> ids) {
        String out = body;
        for (String id : ids) {
            Matcher m = Pattern.compile("\n?<div class=\"example(?: short)?\" id=\"" + Pattern.quote(id) + "\">")
                    .matcher(out);
            if (!m.find()) continue;
            int end = closing(out, m.end());
            if (end < 0) continue;
            Matcher next = NEXT_BLOCK_END.matcher(out);
            int to = next.find(end) ? next.start() : out.length();
            if (out.substring(end, to).isBlank()) continue;
            String example = out.substring(m.start(), end);
            out = out.substring(0, m.start()) + out.substring(end, to) + example + "\n" + out.substring(to);
        }
        return out;
    }

    private static int closing(String s, int from) {
        int depth = 1;
        Matcher d = DIV.matcher(s);
        d.region(from, s.length());
        while (d.find()) {
            depth += d.group().equals("</div>") ? -1 : 1;
            if (depth == 0) return d.end();
        }
        return -1;
    }

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.BookPdfs#languagesWithExamples")
    void everyBookGivesWhatTheRegexesGave(String game, String lang) {
        String body = BookPdfs.body(game, lang);
        String where = game + "/" + lang;
        assertNotEquals(body, StandIns.of(body), where + ": the book has figures");
        assertEquals(standIns(body), StandIns.of(body), where);
        List<String> ids = ids(body);
        assertTrue(!ids.isEmpty(), where + ": the book has examples");
        assertEquals(ids, ExampleFloats.ids(body), where);
        Set<String> all = new LinkedHashSet<>(ids);
        if (game.equals("diplomacy"))
            assertNotEquals(body, defer(body, all), where + ": some example has text after it to move past");
        assertEquals(defer(body, all), ExampleFloats.defer(body, all), where + ": every example moved");
        List<String> reversed = new ArrayList<>(ids);
        Collections.reverse(reversed);
        assertEquals(
                defer(body, new LinkedHashSet<>(reversed)),
                ExampleFloats.defer(body, new LinkedHashSet<>(reversed)),
                where);
        for (String id : ids)
            assertEquals(defer(body, Set.of(id)), ExampleFloats.defer(body, Set.of(id)), where + ": " + id);
    }

    /** The pieces of a made-up body: the tags the scans look for, their near misses, text and whitespace. */
    private static final List<String> PIECES = List.of(
            "<svg width=\"1mm\">",
            "<svg>",
            "<svg",
            "<svgx>",
            "<svg\u0301>",
            "</svg>",
            "</svg",
            "<g/>",
            ">",
            "<",
            "\"",
            "\n",
            " ",
            "x",
            "<div class=\"example\" id=\"a\">",
            "<div class=\"example short\" id=\"b\">",
            "<div class=\"example\" id=\"a\"",
            "<div class=\"example\" id=\"\">",
            "<div class=\"example\" id=\"c\" >",
            "<div class=\"examples\">",
            "<div class=\"example\">",
            "<div>",
            "<div class=\"x\">",
            "<divx>",
            "<div",
            "</div>",
            "</div>",
            "</div>",
            "<h2 id=\"h\">",
            "<h3 >",
            "<h7 >",
            "<h2>",
            "<div class=\"chapter-mark\">",
            "<p>Text</p>",
            "\u00a0");

    @Test
    void madeUpBodiesGiveWhatTheRegexesGave() {
        Random random = new Random(20);
        List<String> faults = new ArrayList<>();
        int standIns = 0, moved = 0;
        for (int n = 0; n < 20000; n++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 1 + random.nextInt(40); k > 0; k--) sb.append(PIECES.get(random.nextInt(PIECES.size())));
            String body = sb.toString();
            if (!standIns(body).equals(StandIns.of(body))) faults.add("stand-ins: " + body);
            List<String> ids = ids(body);
            if (!ids.equals(ExampleFloats.ids(body))) faults.add("ids: " + body);
            Set<String> all = new LinkedHashSet<>(List.of("a", "b", "c", "\n"));
            all.addAll(ids);
            if (!defer(body, all).equals(ExampleFloats.defer(body, all))) faults.add("defer: " + body);
            if (!standIns(body).equals(body)) standIns++;
            if (!defer(body, all).equals(body)) moved++;
        }
        assertEquals(List.of(), faults.stream().limit(5).toList());
        assertTrue(standIns > 2000 && moved > 2000, "stand-ins in " + standIns + " bodies, examples moved in " + moved);
    }
}
