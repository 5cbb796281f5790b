package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.HuntGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the Port Arthur and Hunt rulebooks say about the kit and the source agrees with the kit as
 * printed, and a reading the source rulebook does not make stands in a note marked as Adjutant's.
 */
class RulebookAgreesWithKitTest {
    private static final Path HOME = Games.home();
    /** Number words of both languages, as the notes count ships. */
    private static final Map<String, Integer> NUMBERS = Map.ofEntries(
            Map.entry("one", 1),
            Map.entry("two", 2),
            Map.entry("three", 3),
            Map.entry("four", 4),
            Map.entry("jeden", 1),
            Map.entry("dva", 2),
            Map.entry("tři", 3),
            Map.entry("čtyři", 4));

    private static String rules(String game, String lang) throws IOException {
        return Files.readString(HOME.resolve("data/" + game + "/rules/" + lang + ".md"));
    }

    /** The text of one section, up to the next heading. */
    private static String section(String md, String id) {
        int at = md.indexOf("{#" + id + "}");
        assertTrue(at >= 0, id);
        int end = md.indexOf("\n#", at);
        return md.substring(at, end < 0 ? md.length() : end);
    }

    /** The lines of the notes ("> …") of a text, joined per note. */
    private static List<String> notes(String text) {
        return Pattern.compile("((?:^> .*\\n?)+)", Pattern.MULTILINE)
                .matcher(text)
                .results()
                .map(m -> m.group(1).replaceAll("(?m)^> ", "").replace('\n', ' '))
                .toList();
    }

    /** §2.1.4: the kit prints the turn track on the board (Port Arthur's board template draws it in the band at its foot). */
    @ParameterizedTest
    @CsvSource({"en, board", "cs, herním plánu"})
    void portArthurTurnTrackIsOnTheBoardAsTheKitPrintsIt(String lang, String board) throws IOException {
        String tpl = Files.readString(HOME.resolve("templates/port-arthur/board.svg.ftl"));
        assertTrue(tpl.contains("track.turn.title"), "the board draws the turn track");
        String item = Pattern.compile("^- .*\\[\\[turn-track\\|.*(\\n  .*)*", Pattern.MULTILINE)
                .matcher(section(rules("port-arthur", lang), "pa.board.tracks"))
                .results()
                .findFirst()
                .orElseThrow()
                .group()
                .replace("\n  ", " ");
        assertTrue(item.contains(board), "the turn track is said to be elsewhere than on the board: " + item);
        assertFalse(item.contains("separate") || item.contains("samostatn"), item);
    }

    /** §8.1: the source draws "a new ship"; that only one is drawn even when none is left is Adjutant's reading. */
    @ParameterizedTest
    @CsvSource({"en, even when none", "cs, i když na mapě žádná"})
    void huntOneMerchantDrawnIsMarkedAsAdjutants(String lang, String phrase) throws IOException {
        String md = rules("hunt", lang);
        assertTrue(md.contains(phrase), phrase);
        for (String line : md.split("\n")) {
            if (line.contains(phrase)) assertTrue(line.startsWith("> "), "outside a note: " + line);
        }
        assertTrue(
                notes(md).stream().anyMatch(n -> n.contains(phrase) && n.contains("Adjutant")),
                "no Adjutant's note says " + phrase);
    }

    /** The Hunt's map is designed but for a few hexes the rulebook fixes: its section says so in a note marked as Adjutant's. */
    @ParameterizedTest
    @CsvSource({"en", "cs"})
    void huntMapIsMarkedAsAdjutantsDesign(String lang) throws IOException {
        assertTrue(
                notes(section(rules("hunt", lang), "hunt.map")).stream().anyMatch(n -> n.contains("Adjutant")),
                "the map section has no note marked as Adjutant's");
    }

    /** §3.1's note counts Force G's cruisers; the count is the token's (pieces.yaml's) ship list. */
    @ParameterizedTest
    @CsvSource({
        "en, '(\\w+) heavy and (\\w+) light cruisers'",
        "cs, '(\\p{L}+) těžk\\p{L}+ a (\\p{L}+) lehk\\p{L}+ křižník'"
    })
    void huntForceGNoteCountsTheTokensShips(String lang, String pattern) throws IOException {
        HuntGame g = Games.loadChecked(HOME, "hunt", HuntGame.class);
        Force forceG =
                g.forces().stream().filter(f -> f.id().equals("G")).findFirst().orElseThrow();
        Matcher m = Pattern.compile(pattern)
                .matcher(String.join(" ", notes(section(rules("hunt", lang), "hunt.setup.historical"))));
        assertTrue(m.find(), "the note does not count Force G's cruisers");
        assertEquals(
                forceG.ships().size(),
                NUMBERS.get(m.group(1)) + NUMBERS.get(m.group(2)),
                "the note counts " + m.group() + ", the token lists " + forceG.ships());
    }
}
