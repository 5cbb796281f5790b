package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Diplomacy rulebook's examples as data: every language's book draws the same figures (the same
 * units, orders and data; only the outcome text is translated), and the power draft of the older
 * rulebook's appendix gives the result the book prints, worked out here by the seed's procedure.
 */
class RulebookExamplesTest {
    private static final Pattern EXAMPLE = Pattern.compile("(?s)```example id=(\\S+)\\n(.*?)\\n```");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** The example blocks of {@code data/diplomacy/rules/<lang>.md}, by id in the book's order. */
    @SuppressWarnings("unchecked")
    static Map<String, Map<String, Object>> examples(String lang) throws IOException {
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        Matcher m = EXAMPLE.matcher(md);
        while (m.find()) out.put(m.group(1), YAML.readValue(m.group(2), LinkedHashMap.class));
        return out;
    }

    @Test
    void everyLanguageHasTheSameExamplesWithTheSameData() throws IOException {
        Map<String, Map<String, Object>> en = examples("en");
        assertTrue(en.size() > 30, "examples in en.md: " + en.size());
        for (String lang : List.of("cs")) {
            Map<String, Map<String, Object>> other = examples(lang);
            assertEquals(
                    List.copyOf(en.keySet()),
                    List.copyOf(other.keySet()),
                    lang + ": the same examples in the same order");
            en.forEach((id, data) -> {
                Map<String, Object> a = new TreeMap<>(data), b = new TreeMap<>(other.get(id));
                a.remove("outcome");
                b.remove("outcome");
                assertEquals(a, b, lang + " " + id + ": the figure's data differs from the English");
                assertTrue(other.get(id).get("outcome") instanceof String, lang + " " + id + ": an outcome text");
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    @SuppressWarnings("unchecked")
    void thePowerDraftGivesThePrintedResultAndPrintsTheListsItUses(String lang) throws IOException {
        Map<String, Object> ex = examples(lang).get("dip.ex.power-draft");
        Map<String, List<String>> preferences = (Map<String, List<String>>) ex.get("preferences");
        Map<String, String> lots = (Map<String, String>) ex.get("lots");
        assertEquals(ex.get("result"), draft(preferences, lots));
        // The table in the text is the lists the draft used, row by row.
        List<String> rows = new ArrayList<>();
        for (String line : ex.get("outcome").toString().split("\n")) {
            if (line.matches("\\| \\d+ \\|.*")) rows.add(line);
        }
        List<String> expected = new ArrayList<>();
        preferences.forEach((player, list) -> expected.add("| " + player + " | " + String.join(" | ", list) + " |"));
        assertEquals(expected, rows);
    }

    @Test
    void theDraftGoesRankByRankNotToEachPlayersBestFreeChoice() {
        Map<String, List<String>> prefs = new LinkedHashMap<>();
        prefs.put("0", List.of("A", "D", "B", "C"));
        prefs.put("1", List.of("A", "B", "C", "D"));
        prefs.put("2", List.of("A", "C", "B", "D"));
        prefs.put("3", List.of("C", "A", "B", "D"));
        // First choices: the lot gives A to player 0, C goes to player 3. Second choices: player 1's B is
        // free, player 2's C is taken, so B goes to player 1 without a lot (taking each player's best free
        // choice instead would set players 1 and 2 against each other for B). Player 2 ends with D.
        assertEquals(Map.of("0", "A", "1", "B", "2", "D", "3", "C"), draft(prefs, Map.of("A", "0")));
    }

    /**
     * The older rulebook's draft (appendix 1): first choices named by one player are given; a power
     * several players name goes to the one the lot chose; then the players still without a power get
     * their second choice if it is free, then their third, and so on.
     */
    static Map<String, String> draft(Map<String, List<String>> preferences, Map<String, String> lots) {
        Map<String, String> given = new TreeMap<>();
        for (int rank = 0; given.size() < preferences.size(); rank++) {
            Map<String, List<String>> wanted = new LinkedHashMap<>();
            for (Map.Entry<String, List<String>> p : preferences.entrySet()) {
                if (given.containsKey(p.getKey()) || rank >= p.getValue().size()) continue;
                String power = p.getValue().get(rank);
                if (!given.containsValue(power))
                    wanted.computeIfAbsent(power, k -> new ArrayList<>()).add(p.getKey());
            }
            wanted.forEach((power, players) -> {
                String winner = players.size() == 1 ? players.get(0) : lots.get(power);
                assertTrue(players.contains(winner), "the example's lots must settle " + power + " among " + players);
                given.put(winner, power);
            });
            assertTrue(rank < 7, "everyone has a power by the seventh choice");
        }
        return given;
    }

    /**
     * The rules chapters speak to players: the book's sources and the project's tools are named only in the
     * appendix for the game master ({@code dip.gm}), never in a chapter players read to play.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void onlyTheGameMastersAppendixTalksOfSourcesAndTools(String lang) throws IOException {
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        int appendix = md.indexOf("{#dip.gm}");
        assertTrue(appendix > 0, lang + ": the appendix for the game master");
        String rules = md.substring(0, md.lastIndexOf("\n## ", appendix));
        Pattern tools = Pattern.compile(
                "(?i)source rulebook|older (czech )?translation|2008 rulebook|Adjutant's (adjudicator|order checker)|order checker"
                        + "|adjudicating program|Adjudicator Test Cases|původní (pravidla|vydání)|starší (český )?překlad|pravidla z roku 2008|v Adjutantovi"
                        + "|Kontrola rozkazů|vyhodnocovací program");
        List<String> found = new ArrayList<>();
        for (Matcher m = tools.matcher(rules); m.find(); )
            found.add(m.group() + " (line " + (rules.substring(0, m.start()).split("\n", -1).length) + ")");
        assertEquals(List.of(), found, lang + ": tool and source words in the rules chapters");
    }
}
