package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PageLines;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every line of every Czech PDF of every game's kit (cards, counters, tokens, aids, order sheets,
 * kit guides, calibration, boards, rulebooks), read back from the finished file as a reader sees
 * it: none ends with a one-letter preposition or conjunction (k, s, v, z, o, u, a, i), none begins
 * with a space, none holds an em dash (Czech sets the spaced en dash).
 */
class CzechKitTypographyTest {
    /**
     * A line of running text that ends with a one-letter word: lower case, or upper case after a sentence's end
     * (a unit's letter on a counter, a table's column of kinds or "Nikolaj I" are not prepositions).
     */
    static boolean endsWithOneLetterWord(String line) {
        String[] words = line.strip().split("[ \t]+");
        if (words.length < 2) return false;
        String last = words[words.length - 1], before = words[words.length - 2];
        return last.matches("\\(?[vkszouai]") || last.matches("[VKSZOUAI]") && before.matches(".*[.!?:]");
    }

    private static final Pattern LEADING_SPACE = Pattern.compile("^[ \u00a0\u2007\u202f]");

    static List<String> games() {
        return Kits.games();
    }

    @ParameterizedTest
    @MethodSource("games")
    void czechLinesAreTypesetAsCzech(String game) throws IOException {
        KitRequest r = KitRequest.of(Games.home(), List.of("cs"), PrintProfile.home(Paper.A4), null);
        List<String> bad = new ArrayList<>();
        int files = 0;
        List<KitFile> plan = new ArrayList<>(Kits.of(game).orElseThrow().plan(r));
        plan.addAll(adjutant.generator.rulebook.Rulebooks.plan(game, r));
        for (KitFile f : plan) {
            if (!f.ext().equals("pdf")) continue;
            files++;
            try (PDDocument doc = Loader.loadPDF(f.make().get())) {
                List<List<PageLines.Line>> pages = PageLines.of(doc);
                for (int p = 0; p < pages.size(); p++) {
                    for (PageLines.Line l : pages.get(p)) {
                        String where = game + "/cs/" + f.name() + ".pdf p. " + (p + 1) + ": «" + l.text() + "»";
                        if (endsWithOneLetterWord(l.text())) bad.add(where + " ends with a one-letter word");
                        if (LEADING_SPACE.matcher(l.text()).find()
                                && !l.text().isBlank()
                                && !l.text().strip().isEmpty()
                                && !l.text().replace('\u00a0', ' ').isBlank()) bad.add(where + " begins with a space");
                        if (l.text().contains("\u2014")) bad.add(where + " holds an em dash");
                    }
                }
            }
        }
        assertTrue(files > 3, game + ": " + files + " PDF files");
        assertTrue(bad.isEmpty(), bad.size() + " lines:\n" + String.join("\n", bad));
    }
}
