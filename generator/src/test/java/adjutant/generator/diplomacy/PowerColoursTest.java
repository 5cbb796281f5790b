package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.generator.KitTexts;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Diplomacy book describes the kit as printed: the colour it names for each power's units (its
 * table of powers, {@code ```table powers}, from {@code powers_table.colour_of}) is the colour the
 * counters are printed in ({@code powers.yaml}'s color), judged by hue and lightness; and the counts
 * of counters and markers its components list gives are those the counter sheet prints.
 */
class PowerColoursTest {
    /** What each colour word of the books means, as a test on the printed colour (hue in degrees, saturation and lightness 0–1). */
    private static final Map<String, Predicate<float[]>> MEANS = Map.ofEntries(
            Map.entry("red", c -> (c[0] >= 330 || c[0] <= 15) && c[1] > 0.4),
            Map.entry("yellow", c -> c[0] >= 35 && c[0] <= 65 && c[1] > 0.4),
            Map.entry("green", c -> c[0] >= 80 && c[0] <= 170 && c[1] > 0.25),
            Map.entry("light blue", c -> c[0] >= 185 && c[0] <= 225 && c[2] >= 0.5),
            Map.entry("dark blue", c -> c[0] >= 200 && c[0] <= 250 && c[2] < 0.5),
            Map.entry("purple", c -> c[0] >= 255 && c[0] <= 300 && c[1] > 0.3),
            Map.entry("dark grey", c -> c[1] < 0.15 && c[2] < 0.35 && c[2] > 0.12),
            Map.entry("black", c -> c[2] <= 0.12),
            Map.entry("white", c -> c[2] >= 0.9));
    /** The Czech words for the same colours. */
    private static final Map<String, String> CS = Map.of(
            "červená",
            "red",
            "žlutá",
            "yellow",
            "zelená",
            "green",
            "světle modrá",
            "light blue",
            "tmavě modrá",
            "dark blue",
            "fialová",
            "purple",
            "tmavě šedá",
            "dark grey",
            "černá",
            "black",
            "bílá",
            "white");

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void theBookNamesEachPowersPrintedColour(String lang) {
        DiplomacyGame game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        List<List<String>> table = ExampleMaps.powers(game, new KitTexts("diplomacy", game.strings(), lang));
        assertEquals(game.map().powers().size() + 1, table.size(), "a row for every power");
        List<String> faults = new ArrayList<>();
        for (List<String> row : table.subList(1, table.size())) {
            Power p = game.map().powers().stream()
                    .filter(q -> q.name(lang).equals(row.get(0)))
                    .findFirst()
                    .orElseThrow();
            assertEquals(String.valueOf(p.letter()), row.get(1), p.id() + ": letter");
            String word = lang.equals("cs") ? CS.get(row.get(2)) : row.get(2);
            assertTrue(
                    word != null && MEANS.containsKey(word), p.id() + ": a colour word the test knows: " + row.get(2));
            Color c = Color.decode(p.color());
            float[] hsl = hsl(c);
            if (!MEANS.get(word).test(hsl))
                faults.add(p.id() + " is printed " + p.color() + " (hue " + Math.round(hsl[0]) + "°, lightness "
                        + Math.round(hsl[2] * 100) + " %), the book says " + row.get(2));
        }
        assertEquals(List.of(), faults);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void theBookCountsTheCountersTheSheetPrints(String lang) throws IOException {
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        String components = md.substring(md.indexOf("{#dip.components}"), md.indexOf("{#dip.map}"));
        int powers = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                .map()
                .powers()
                .size();
        List<Integer> numbers = new ArrayList<>();
        for (Matcher m = Pattern.compile("\\b\\d+\\b").matcher(components); m.find(); )
            numbers.add(Integer.parseInt(m.group()));
        // counters: so many of each kind per power, so many in all; then the markers the same
        assertTrue(
                Pattern.compile("(?s).*\\b" + CounterFiles.PER_TYPE + "\\b.*\\b" + CounterFiles.PER_TYPE * powers
                                + "\\b.*\\b" + CounterFiles.MARKERS + "\\b.*\\b" + CounterFiles.MARKERS * powers
                                + "\\b.*")
                        .matcher(components)
                        .matches(),
                lang + ": the counts the book gives: " + numbers);
    }

    /** Hue (degrees), saturation and lightness (0–1) of an sRGB colour. */
    static float[] hsl(Color c) {
        float r = c.getRed() / 255f, g = c.getGreen() / 255f, b = c.getBlue() / 255f;
        float max = Math.max(r, Math.max(g, b)), min = Math.min(r, Math.min(g, b)), l = (max + min) / 2, d = max - min;
        float s = d == 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
        float h = d == 0
                ? 0
                : max == r ? 60 * (((g - b) / d) % 6) : max == g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
        return new float[] {h < 0 ? h + 360 : h, s, l};
    }
}
