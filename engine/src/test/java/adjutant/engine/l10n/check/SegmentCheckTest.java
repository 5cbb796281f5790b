package adjutant.engine.l10n.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.Segment;
import adjutant.engine.l10n.TranslationUnit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The segment validator over every segment of the real games: each sound translation passes,
 * and each way of breaking it that the issue names is a fault — a placeholder renamed, lost or
 * doubled, a link or glossary mark lost, doubled or pointing nowhere, an ICU plural unbalanced,
 * without {@code other} or without a category CLDR requires.
 */
class SegmentCheckTest {
    private static List<GameText> games() throws IOException {
        List<GameText> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Games.home().resolve("data"))) {
            for (Path p : s.filter(p -> Files.isRegularFile(p.resolve("i18n/en.yaml")))
                    .sorted()
                    .toList()) {
                Problems problems = new Problems();
                out.add(GameText.load(Games.home(), p.getFileName().toString(), problems));
                problems.throwIfAny();
            }
        }
        return out;
    }

    @Test
    void everyStoredTranslationIsSound() throws IOException {
        for (GameText t : games()) assertEquals(List.of(), SegmentCheck.stored(t), t.game());
    }

    @Test
    void everyWayOfBreakingACodeIsAFaultInEverySegmentThatHasOne() throws IOException {
        int tried = 0;
        for (GameText t : games()) {
            SegmentCheck c = new SegmentCheck(t, "pl");
            for (Segment s : t.segments()) {
                String en = s.source();
                List<UnaryOperator<String>> breaks = new ArrayList<>();
                for (String ph : InlineCodes.placeholdersOutsideBranches(en)) {
                    breaks.add(x -> x.replace(ph, ph.replace("}", "x}"))); // renamed
                    breaks.add(x -> x.replace(ph, "")); // lost
                    breaks.add(x -> x.replaceFirst(Pattern.quote(ph), Matcher.quoteReplacement(ph + ph))); // doubled
                    breaks.add(x -> x.replace(ph, ph.substring(1, ph.length() - 1))); // replaced by text
                }
                for (String l : InlineCodes.links(en)) {
                    breaks.add(x -> x.replace("(" + l + ")", "(" + l + "-nowhere)"));
                    breaks.add(x -> x.replace("(" + l + ")", "(" + l + ") [→](" + l + ")"));
                }
                for (String m : InlineCodes.termMarks(en)) {
                    breaks.add(x -> x.replace("[[" + m, "[[" + m + "-unknown"));
                }
                for (UnaryOperator<String> b : breaks) {
                    String broken = b.apply(en);
                    if (broken.equals(en)) continue;
                    tried++;
                    assertFalse(c.check(s, broken).isEmpty(), t.game() + " " + s.id() + ": " + broken);
                }
                if (!en.contains(", plural,") || s.isRules()) continue;
                tried += 2;
                assertTrue(
                        c.check(s, en.replaceFirst("}}", "}")).stream().anyMatch(f -> f.kind() == FindingKind.SYNTAX),
                        s.id());
                assertTrue(
                        c.check(s, en.replaceAll("\\bother \\{", "others {")).stream()
                                .anyMatch(f -> f.kind() == FindingKind.SYNTAX),
                        s.id());
                // English's one/other is not enough for Polish: few and many are missing
                assertTrue(
                        c.check(s, en).stream()
                                .anyMatch(f -> f.kind() == FindingKind.PLURAL
                                        && f.message().contains("few, many")),
                        s.id());
            }
            assertEquals(
                    List.of(),
                    new SegmentCheck(t, "en")
                            .check(t.segments().get(0), t.segments().get(0).source()));
        }
        assertTrue(tried > 100, "codes broken: " + tried);
    }

    @Test
    void englishItselfPassesAsATranslationOfEverySegment() throws IOException {
        for (GameText t : games()) {
            SegmentCheck c = new SegmentCheck(t, "de");
            for (TranslationUnit u : t.units("de"))
                assertEquals(List.of(), c.check(u.segment(), u.segment().source()), t.game() + " " + u.id());
        }
    }
}
