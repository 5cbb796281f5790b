package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The fast {@link GlossaryMatcher} finds exactly what the plain one ({@link ReferenceGlossaryMatcher})
 * finds, in every game's texts: every block of every rulebook ({@code data/*}{@code /rules/*.md}, also
 * with the typographic quotes the rulebook prints), every string and data field in every language,
 * and made-up texts of the glossary's forms among names, capitals, stops and odd whitespace — each
 * read as English and as every language of the glossary.
 */
class GlossaryMatcherSameResultsTest {
    @TestFactory
    Stream<DynamicTest> everyGamesTextsGiveTheSameUsesAndTerms() throws IOException {
        List<String> games;
        try (Stream<Path> s = Files.list(Games.home().resolve("data"))) {
            games = s.filter(p -> Files.isRegularFile(p.resolve("glossary.yaml")))
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        }
        assertFalse(games.isEmpty(), "the project has game data");
        return games.stream().map(game -> DynamicTest.dynamicTest(game, () -> sameResults(game)));
    }

    private static void sameResults(String game) throws IOException {
        Problems problems = new Problems();
        GameText text = GameText.load(Games.home(), game, problems);
        Glossary glossary = text.glossary();
        assertFalse(glossary.terms().isEmpty(), game + " has glossary terms");
        Set<String> langs = new LinkedHashSet<>(List.of(Catalog.FALLBACK));
        for (Glossary.Term t : glossary.terms()) langs.addAll(t.forms().keySet());
        GlossaryMatcher fast = new GlossaryMatcher(glossary);
        ReferenceGlossaryMatcher plain = new ReferenceGlossaryMatcher(glossary);

        Set<String> texts = new LinkedHashSet<>();
        try (Stream<Path> s =
                Files.list(Games.home().resolve("data").resolve(game).resolve("rules"))) {
            for (Path md : s.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                for (String block : Files.readString(md).split("\n\\s*\n")) {
                    texts.add(block);
                    texts.add(block.replace('\'', '’').replace(" \"", " „").replace('"', '“'));
                }
            }
        }
        List<TranslationUnit> units = new ArrayList<>();
        for (String lang : langs) {
            units.addAll(text.units(lang));
            units.addAll(text.dataUnits(lang));
        }
        // termsIn reads English sources (for the translators' checks and notes); uses reads every text
        Set<String> sources = new LinkedHashSet<>();
        for (TranslationUnit u : units) {
            sources.add(u.segment().source());
            if (u.target() != null) texts.add(u.target());
        }
        sources.addAll(madeUp(glossary, 1000, new Random(game.hashCode())));
        texts.addAll(sources);

        int uses = 0;
        for (String t : texts) {
            for (String lang : langs) {
                List<GlossaryMatcher.Use> expected = plain.uses(t, lang);
                assertEquals(expected, fast.uses(t, lang), () -> game + " " + lang + ": " + t);
                uses += expected.size();
            }
        }
        for (String t : sources) assertEquals(plain.termsIn(t), fast.termsIn(t), () -> game + " terms in: " + t);
        assertTrue(uses > 1000, game + ": the texts use terms (" + uses + ")");
        for (TranslationUnit u : units) {
            if (u.target() == null) continue;
            for (Glossary.Term term : plain.termsIn(u.segment().source())) {
                for (String lang : langs) {
                    assertEquals(
                            plain.usedIn(term, lang, u.target()),
                            fast.usedIn(term, lang, u.target()),
                            () -> game + " " + u.id());
                }
            }
        }
    }

    /** What may stand around a term: names, capitals alone (order codes), the determiners, stops and whitespace of every kind. */
    private static final List<String> AROUND = List.of(
            "The",
            "the",
            "A",
            "a",
            "Each",
            "No",
            "Port",
            "Arthur",
            "Baltic",
            "Force",
            "H",
            "Vladivostok",
            "ne",
            "Ne",
            "to",
            "it",
            "nothing",
            "cannot",
            "not",
            "never",
            "neither",
            "unit",
            "they",
            "1901",
            "x2",
            ".",
            ",",
            ";",
            ":",
            "!",
            "?",
            "(",
            ")",
            "'",
            "’",
            "„",
            "“",
            "-",
            "—",
            "[[",
            "]]",
            "|",
            "𝐀𝐛",
            "𝐚",
            "\uD835",
            "\uDC00",
            "ǅ",
            "ß",
            "İ",
            "ſ",
            "K");

    private static final List<String> SPACES = List.of(
            " ",
            " ",
            " ",
            "",
            "\n",
            "\t",
            "\u00a0",
            "\r\n",
            "\r",
            "\u2028",
            "\u0085",
            "  ",
            "\n\n",
            " \u2028",
            "\t\u2029",
            " \u0085",
            "\r\n\u2028");
    private static final List<String> ENDINGS =
            List.of("", "", "", "s", "es", "'s", "ed", "ing", "d", "y", "ě", "ami", "í", "ou", "em");

    /** Texts of glossary forms (as written, in lower case, capitalised, in capitals; with endings) among {@link #AROUND}. */
    private static List<String> madeUp(Glossary glossary, int count, Random random) {
        List<String> forms = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            for (String lang : t.forms().keySet()) forms.addAll(t.accepted(lang));
            forms.addAll(t.ordinary());
        }
        List<String> out = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            StringBuilder sb = new StringBuilder();
            int words = 1 + random.nextInt(12);
            for (int w = 0; w < words; w++) {
                if (random.nextInt(5) < 2) {
                    sb.append(AROUND.get(random.nextInt(AROUND.size())));
                } else {
                    String f = forms.get(random.nextInt(forms.size()));
                    f = switch (random.nextInt(4)) {
                        case 0 -> f.toLowerCase(Locale.ROOT);
                        case 1 -> f.isEmpty() ? f : f.substring(0, 1).toUpperCase(Locale.ROOT) + f.substring(1);
                        case 2 -> f.toUpperCase(Locale.ROOT);
                        default -> f;
                    };
                    if (random.nextBoolean()) f = f.replace(" ", SPACES.get(random.nextInt(SPACES.size())));
                    sb.append(f).append(ENDINGS.get(random.nextInt(ENDINGS.size())));
                }
                sb.append(SPACES.get(random.nextInt(SPACES.size())));
            }
            out.add(sb.toString());
        }
        return out;
    }
}
