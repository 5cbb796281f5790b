package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.Dominance;
import adjutant.engine.portarthur.DominanceOrders;
import adjutant.engine.portarthur.DominanceOutcome;
import adjutant.engine.portarthur.DominancePhase;
import adjutant.engine.portarthur.DominanceScore;
import adjutant.engine.portarthur.Movement;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Side;
import adjutant.engine.portarthur.WarState;
import adjutant.generator.KitRequest;
import adjutant.generator.hunt.HuntPieces;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.portarthur.ShipCounters;
import adjutant.generator.svg.Placed;
import adjutant.generator.svg.Templates;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The figures of The Hunt's battle examples and Port Arthur's dominance example: they are in
 * the rulebooks, and the numbers they print are the ones the engine computes for the
 * example's data (worked out here with the engine directly, not through the figure code).
 */
class EngineFiguresTest {
    private static final Path HOME = Games.home();
    private static final Templates TEMPLATES = KitRequest.of(HOME, List.of("en"), PrintProfile.home(Paper.A4), null)
            .templates();
    private static final Pattern TEXT = Pattern.compile("<text[^>]*font-size=\"([\\d.]+)\"[^>]*>([^<]*)</text>");

    /** The data of an example block of {@code data/<game>/rules/en.md}. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> example(String game, String id) throws IOException {
        String md = Files.readString(HOME.resolve("data/" + game + "/rules/en.md"));
        Matcher m = Pattern.compile("```example id=" + Pattern.quote(id) + "\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(md);
        assertTrue(m.find(), id);
        return new ObjectMapper(new YAMLFactory()).readValue(m.group(1), LinkedHashMap.class);
    }

    /** The texts an SVG prints in one font size, in order. */
    private static List<String> texts(String svg, String size) {
        List<String> out = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) if (m.group(1).equals(size)) out.add(m.group(2));
        return out;
    }

    /** The texts of one class the figure gives its own texts (the cards it shows print texts of their own). */
    private static List<String> classed(String svg, String cls) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<text class=\"" + cls + "\"[^>]*>([^<]*)</text>")
                .matcher(svg);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    private static List<String> texts(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) out.add(m.group(2));
        return out;
    }

    @ParameterizedTest
    @CsvSource({"hunt,hunt.ex.battle", "hunt,hunt.ex.battle-tie", "port-arthur,pa.ex.dominance"})
    void theExamplesHaveAFigureInBothLanguages(String game, String id) {
        for (String lang : List.of("en", "cs")) {
            String body = Rulebooks.Book.load(HOME, game)
                    .model(lang, TEMPLATES)
                    .model()
                    .get("body")
                    .toString();
            Matcher start = Pattern.compile("<div (class=\"example(?: short)?\" id=\"" + Pattern.quote(id) + "\"|id=\""
                            + Pattern.quote(id) + "\" class=\"example(?: short)?\")>")
                    .matcher(body);
            assertTrue(start.find(), id + " in " + lang);
            int at = start.start();
            String box = body.substring(at, body.indexOf("<div class=\"outcome", at));
            assertTrue(
                    Pattern.compile("<div class=\"figure\"><p class=\"example-title\"[^>]*>[^<]*</p>\\s*<svg")
                            .matcher(box)
                            .find(),
                    id + " has no figure in " + lang);
        }
    }

    @ParameterizedTest
    @CsvSource({
        "hunt.ex.battle,2,3,The Germans win the battle. (fewer hits)",
        "hunt.ex.battle-tie,2,2,The British win the battle. (equal damage goes to the British)"
    })
    void huntBattleFiguresPrintTheEnginesDuels(String id, int germanHits, int britishHits, String winner)
            throws IOException {
        HuntGame g = Games.loadChecked(HOME, "hunt", HuntGame.class);
        Map<String, Object> data = example("hunt", id);
        List<Battle.Play> german = new ArrayList<>();
        List<Battle.Play> british = new ArrayList<>();
        for (Object d : (List<?>) data.get("duels")) {
            String gc = ((Map<?, ?>) d).get("german").toString(),
                    bc = ((Map<?, ?>) d).get("british").toString();
            german.add(Battle.Play.of(
                    g.card(adjutant.engine.hunt.Side.GERMAN, gc).orElseThrow().op(), gc));
            british.add(Battle.Play.of(
                    g.card(adjutant.engine.hunt.Side.BRITISH, bc).orElseThrow().op(), bc));
        }
        Battle.Result r = Battle.resolve(
                g.rules(),
                Battle.Setup.of(g, List.of(data.get("force").toString()), ForceSide.STANDARD),
                german,
                british);
        assertEquals(germanHits, r.germanHits());
        assertEquals(britishHits, r.britishHits());

        String svg = new HuntFigures().open(HOME, TEMPLATES).svg(id, data, "en");
        // The card values as fought with: the German row, then the British row.
        List<String> values = classed(svg, "value");
        List<String> expected = new ArrayList<>();
        r.duels().forEach(d -> expected.add(d.german().toString()));
        r.duels().forEach(d -> expected.add(d.british().toString()));
        assertEquals(expected, values);
        // One damage disc per hit, on the side that took it.
        assertEquals(r.germanHits() + r.britishHits(), svg.split("<circle class=\"damage\"", -1).length - 1);
        List<String> all = texts(svg);
        assertTrue(all.contains("Hits: German " + r.germanHits() + ", British " + r.britishHits()), all.toString());
        assertTrue(all.contains(winner), all.toString());
        String bonus = "Battle bonus +"
                + Battle.Setup.of(g, List.of(data.get("force").toString()), ForceSide.STANDARD)
                        .bonus();
        assertTrue(all.stream().anyMatch(t -> t.endsWith(bonus)), all.toString());
    }

    @Test
    void huntBattleExampleShowsNavalRadarsPlusOneAndForceHsHalf() throws IOException {
        String svg =
                new HuntFigures().open(HOME, TEMPLATES).svg("hunt.ex.battle", example("hunt", "hunt.ex.battle"), "en");
        assertEquals(List.of("3", "4", "3", "2", "5", "2½", "4½", "2½", "1½", "5½"), classed(svg, "value"));
        assertEquals(List.of("3 + 1", "2 + 1", "2 + ½", "4 + ½", "2 + ½", "1 + ½", "5 + ½"), classed(svg, "sum"));
    }

    @Test
    void portArthurDominanceFigurePrintsTheEnginesScoreAndMarker() throws IOException {
        PortArthurGame g = Games.loadChecked(HOME, "port-arthur", PortArthurGame.class);
        Map<String, Object> data = example("port-arthur", "pa.ex.dominance");
        Map<?, ?> areas = (Map<?, ?>) data.get("areas");
        Map<String, Side> control = new LinkedHashMap<>();
        for (Object a : (List<?>) areas.get("japan")) control.put(a.toString(), Side.JAPAN);
        for (Object a : (List<?>) areas.get("russia")) control.put(a.toString(), Side.RUSSIA);
        DominanceScore score = Dominance.score(g.map(), g.tables().dominance(), control);
        DominanceOutcome o = new DominancePhase(g)
                .play(
                        new WarState(1, false, Set.of("yalu", "nanshan")),
                        new DominanceOrders(
                                control,
                                BlockadeChoice.NONE,
                                Set.of("yellow-sea-landing", "tsushima-landing"),
                                List.of("hill-203"),
                                null));
        // The engine agrees with what the example says happens.
        Map<?, ?> written = (Map<?, ?>) ((Map<?, ?>) data.get("score")).get("control");
        assertEquals(((Number) written.get("japan")).intValue(), score.japan());
        assertEquals(((Number) written.get("russia")).intValue(), score.russia());
        assertEquals(((Number) data.get("dp_after")).intValue(), o.dp());
        assertEquals(List.of("yellow-sea-landing"), o.landing().convoysSunk());

        String svg = new PortArthurFigures().open(HOME, TEMPLATES).svg("pa.ex.dominance", data, "en");
        List<String> all = texts(svg);
        assertTrue(
                all.contains("Sea control: Japan " + score.japan() + " DP, Russia " + score.russia() + " DP"),
                all.toString());
        assertTrue(
                all.contains("Convoys sunk (Yellow Sea landing): Russia +"
                        + o.landing().russiaPoints() + " DP"),
                all.toString());
        assertTrue(all.contains("DP marker: Japan 1 → centre"), all.toString());
        // Every sea area of the map, with who controls it.
        List<String> who = texts(svg, "2.7");
        assertEquals(g.map().areas().size(), who.size());
        assertEquals(List.of("Japan", "Russia", "Japan", "Both sides: nobody’s", "Russia", "Empty: nobody’s"), who);
        assertEquals(
                List.of(
                        "tsushima-strait",
                        "yellow-sea",
                        "east-china-sea",
                        "sea-of-japan",
                        "pacific-ocean",
                        "philippine-sea"),
                g.map().areas().stream().map(a -> a.id()).toList());
    }

    @ParameterizedTest
    @CsvSource({"en", "cs"})
    void portArthurBattleFigureDrawsEveryShipAsItsCounter(String lang) throws IOException {
        PortArthurGame g = Games.loadChecked(HOME, "port-arthur", PortArthurGame.class);
        Map<String, Object> data = example("port-arthur", "pa.ex.battle");
        String svg = new PortArthurFigures().open(HOME, TEMPLATES).svg("pa.ex.battle", data, lang);
        int sunk = 0;
        for (Map.Entry<?, ?> e : ((Map<?, ?>) data.get("squadrons")).entrySet()) {
            Map<?, ?> hurt = (Map<?, ?>) ((Map<?, ?>) data.get("damage")).get(e.getKey());
            for (Object id : (List<?>) ((Map<?, ?>) e.getValue()).get("ships")) {
                boolean gone = list(hurt.get("sunk")).contains(id);
                boolean back = gone
                        || list(hurt.get("damaged")).contains(id)
                        || list(hurt.get("critical")).contains(id);
                // The counter sheet's own drawing, on the face the battle left up.
                String counter = Placed.group(ShipCounters.svg(g, g.requireShip(id.toString()), back, lang, TEMPLATES));
                assertTrue(
                        svg.contains(counter), id + (back ? " (back)" : " (front)") + " is not drawn as its counter");
                if (gone) sunk++;
            }
        }
        assertEquals(sunk, svg.split("<rect class=\"sunk\"", -1).length - 1);
    }

    @ParameterizedTest
    @CsvSource({
        "pa.ex.mines,4,5,1 ship strikes a mine", "pa.ex.check-tsushima,3,4,The squadron stays",
        "pa.ex.check-sea-of-japan,5,6,The squadron stays",
                "pa.ex.torpedo-attack,0,5,→ Port Arthur Fleet: 2 ships start damaged"
    })
    void portArthurRollFiguresShowTheDiceAndWhatTheEngineMakesOfThem(String id, int speed, int roll, String result)
            throws IOException {
        String svg = new PortArthurFigures().open(HOME, TEMPLATES).svg(id, example("port-arthur", id), "en");
        // The dice, the speed's face (when the roll is against it) and the roll's: their pips.
        assertEquals(speed + roll, svg.split("<circle", -1).length - 1, svg);
        assertTrue(texts(svg).contains(result), texts(svg).toString());
        assertEquals(
                speed > 0, texts(svg).contains("Squadron speed"), texts(svg).toString());
    }

    /**
     * Every Port Arthur example that rolls against a squadron's speed (movement checks, the mines), in
     * both languages: the sign printed between the speed (left) and the roll (right) is true of the two
     * numbers, and says what the rule makes of them — "≥" when the squadron moves (the engine's
     * {@code Movement.passes}), "<" when it stays or strikes mines.
     */
    @ParameterizedTest
    @CsvSource({"en", "cs"})
    void portArthurRollFiguresPrintTheComparisonTheRuleMakes(String lang) throws IOException {
        String md = Files.readString(HOME.resolve("data/port-arthur/rules/" + lang + ".md"));
        Matcher block = Pattern.compile("```example id=(\\S+)\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(md);
        int checked = 0;
        while (block.find()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> data =
                    new ObjectMapper(new YAMLFactory()).readValue(block.group(2), LinkedHashMap.class);
            if (!(data.get("squadron") instanceof Map<?, ?> sq) || !(sq.get("speed") instanceof Number speed)) continue;
            Object r = data.get("move") instanceof Map<?, ?> move ? move.get("roll") : data.get("roll");
            if (!(r instanceof Number roll)) continue;
            String svg = new PortArthurFigures().open(HOME, TEMPLATES).svg(block.group(1), data, lang);
            Matcher sign = Pattern.compile("<text class=\"relation\"[^>]*>([^<]*)</text>")
                    .matcher(svg);
            assertTrue(sign.find(), block.group(1) + " (" + lang + ") prints no comparison");
            int s = speed.intValue(), d = roll.intValue();
            String relation = sign.group(1).replace("&lt;", "<").replace("&gt;", ">");
            boolean holds = switch (relation) {
                case "<" -> s < d;
                case ">" -> s > d;
                case "≤" -> s <= d;
                case "≥" -> s >= d;
                case "=" -> s == d;
                default -> false;
            };
            assertTrue(holds, block.group(1) + " (" + lang + ") prints speed " + s + " " + relation + " roll " + d);
            assertEquals(
                    Movement.passes(d, s),
                    relation.equals("≥"),
                    block.group(1) + " (" + lang + "): the sign must say whether the squadron moves");
            checked++;
        }
        assertTrue(checked >= 3, "only " + checked + " roll figures against a speed in " + lang);
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }

    @ParameterizedTest
    @CsvSource({"en", "cs"})
    void huntFiguresDrawTheKitsCardsAndTokens(String lang) throws IOException {
        HuntGame g = Games.loadChecked(HOME, "hunt", HuntGame.class);
        HuntFigures figures = new HuntFigures();
        String battle = figures.open(HOME, TEMPLATES).svg("hunt.ex.battle", example("hunt", "hunt.ex.battle"), lang);
        for (Object d : (List<?>) example("hunt", "hunt.ex.battle").get("duels")) {
            for (adjutant.engine.hunt.Side side : adjutant.engine.hunt.Side.values()) {
                String id = ((Map<?, ?>) d)
                        .get(side.name().toLowerCase(Locale.ROOT))
                        .toString();
                assertTrue(
                        battle.contains(
                                Placed.group(HuntPieces.card(g, g.card(side, id).orElseThrow(), lang, TEMPLATES))),
                        id);
            }
        }
        // Graf Spee and a merchant ship share hex 20: both tokens drawn, each as the counter sheet draws it.
        String search = figures.open(HOME, TEMPLATES)
                .svg("hunt.ex.german-search", example("hunt", "hunt.ex.german-search"), lang);
        assertTrue(
                search.contains(Placed.group(HuntPieces.germanShip(
                        g,
                        g.germanShips().stream()
                                .filter(s -> s.id().equals("graf-spee"))
                                .findFirst()
                                .orElseThrow(),
                        lang,
                        TEMPLATES))),
                "Graf Spee's token");
        assertTrue(
                g.merchants().stream()
                        .anyMatch(m -> search.contains(Placed.group(HuntPieces.merchant(g, m, lang, TEMPLATES)))),
                "a merchant's token");
        String move = figures.open(HOME, TEMPLATES)
                .svg("hunt.ex.british-move", example("hunt", "hunt.ex.british-move"), lang);
        assertTrue(
                move.contains(Placed.group(HuntPieces.force(g, g.force("G").orElseThrow(), lang, TEMPLATES))),
                "Force G's token");
    }
}
