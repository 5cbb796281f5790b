package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjutant validate hunt} on the example game, copies with one slip each, and malformed logs. */
class ValidateHuntTest {
    private static final Path EXAMPLE = Games.home().resolve("examples/hunt/game-log.yaml");

    @TempDir
    Path dir;

    /** The "file:LINE:COL: message" lines a report printed for {@code file}, as line → message. */
    private static List<String> flagged(String out, Path file) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile("^" + Pattern.quote(file.toString()) + ":(\\d+):\\d+: (.*)$", Pattern.MULTILINE)
                .matcher(out);
        while (m.find()) found.add(m.group(1) + " " + m.group(2));
        return found;
    }

    private CliRun validate(Path log, String... more) {
        List<String> args = new ArrayList<>(List.of("validate", "hunt", "--log", log.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void theExampleGameFollowsTheRules() {
        CliRun r = validate(EXAMPLE);
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(List.of(), flagged(r.out(), EXAMPLE));
        assertTrue(r.out().contains("checked lines follow the rules."), r.out());
        assertTrue(r.out().contains("Result: German victory in turn 6 (the battle)."), r.out());
        assertEquals("", r.err());
    }

    @Test
    void aHiddenMoveTooFarForItsOpIsCaughtAtThatTurn() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 5: 35 → 24 is 3 hexes; 2 OP pay for 2.
        int move = ExampleLines.replace(
                lines, "        - {move: graf-spee, op: 4}           # 35 → 24", "        - {move: graf-spee, op: 2}");
        Path bad = ExampleLines.write(dir, "too-far.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(
                List.of(move + " turn 5: Admiral Graf Spee cannot go from 35 to 24: 3 hexes, paid for 2"),
                flagged(r.out(), bad));
    }

    @Test
    void aSecretHexNoMoveReachesIsCaughtAtThatTurn() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 4 pays for no move of Graf Spee, yet the secret log moves her from 35 to 33.
        int hex = ExampleLines.replace(lines, "  - {turn: 4, hex: 35}", "  - {turn: 4, hex: 33}");
        Path bad = ExampleLines.write(dir, "unpaid.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(
                List.of(hex
                        + " turn 4: the secret log puts Admiral Graf Spee on hex 33, but she was on hex 35 and no move paid"
                        + " for this turn reaches it"),
                flagged(r.out(), bad));
    }

    @Test
    void aSearchNotOnTheMerchantsHexIsCaught() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 2: Graf Spee stays on 27 but attacks Huntsman on 21.
        int move = ExampleLines.replace(
                lines,
                "        - {move: graf-spee, op: 1}           # 27 → 21, onto Huntsman",
                "        - {move: altmark, to: 21, op: 1}");
        int altmark = ExampleLines.replace(
                lines, "        - {move: altmark, from: 20, to: 21, op: 1}", "        - {keep: 1}");
        Path bad = ExampleLines.write(dir, "search-elsewhere.yaml", lines);
        // One slip, reported once: the game goes on with Huntsman sunk and Graf Spee on 21, as at the table.
        assertEquals(
                List.of((move + 1) + " turn 2: merchant ship Huntsman is not on Graf Spee's hex 27"),
                flagged(validate(bad).out(), bad));
        assertTrue(altmark > move);
    }

    @Test
    void wrongDiceApplicationIsCaughtOnItsLine() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // German: 2 + 2 for the seaplane is 4, not greater than 4.
        int german = ExampleLines.replace(
                lines,
                "        - {search: ashlea, seaplane: true, roll: 3, result: sunk}",
                "        - {search: ashlea, seaplane: true, roll: 2, result: sunk}");
        // British: a 4 with no intelligence card shown fails.
        int british = ExampleLines.replace(
                lines,
                "        - {search: G, roll: 6, result: not-there}",
                "        - {search: G, roll: 4, result: not-there}");
        // Repair: with no German card removed, any roll repairs.
        int repair = ExampleLines.replace(
                lines,
                "        - {repair: 2, result: repaired}      # no German card removed yet: 2 > 0",
                "        - {repair: 2, result: destroyed}");
        Path bad = ExampleLines.write(dir, "dice.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(
                List.of(
                        british
                                + " turn 3: search: written not there, the roll 4 (modified 4) gives failed (it needs 5 or more)",
                        repair
                                + " turn 4: seaplane repair: written destroyed, the roll 2 against 0 German cards removed gives repaired",
                        german
                                + " turn 6: search and attack: written sunk, the roll 2 (modified 4) gives missed (it must be greater than 4)"),
                flagged(r.out(), bad));
    }

    @Test
    void theIntelligenceBonusCounts() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Without Sir Henry Harwood's +1, the 4 of turn 6 fails: Graf Spee is not found.
        ExampleLines.replace(lines, "        - {intelligence: sir-henry-harwood}  # +1 to the search", "");
        int search = ExampleLines.replace(
                lines,
                "        - {search: G, roll: 4, result: found}",
                "        - {search: G, roll: 4, result: found}");
        Path bad = ExampleLines.write(dir, "no-intel.yaml", lines);
        assertEquals(
                List.of(
                        search
                                + " turn 6: search: written found Graf Spee, the roll 4 (modified 4) gives failed (it needs 5 or more)"),
                flagged(validate(bad).out(), bad));
    }

    @Test
    void wrongHandSizesAreCaught() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 4: three cards held after playing one, Graf Spee far from Altmark: 3, not 4.
        int gTurn4 = ExampleLines.replaceNth(lines, "      hand: 3", 1, "      hand: 4");
        // Turn 1, British: they always draw up to 5.
        int british = ExampleLines.replaceNth(lines, "      hand: 5", 1, "      hand: 4");
        Path bad = ExampleLines.write(dir, "hands.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(
                List.of(
                        british + " turn 1: the British hand: written 4 cards, the British draw up to 5",
                        gTurn4 + " turn 4: 4 cards in hand, at most 3 allowed"),
                flagged(r.out(), bad));
    }

    @Test
    void drawingFiveAwayFromAltmarkIsCaught() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 3 ends with Graf Spee on 35, two hexes from Altmark on 21: four cards held, no more.
        int hand = ExampleLines.replace(lines, "      hand: 4", "      hand: 5");
        Path bad = ExampleLines.write(dir, "altmark.yaml", lines);
        assertEquals(
                List.of(hand + " turn 3: 5 cards in hand, at most 4 allowed"),
                flagged(validate(bad).out(), bad));
    }

    @Test
    void aWrongWinnerIsCaught() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int winner = ExampleLines.replace(lines, "winner: german", "winner: british");
        Path bad = ExampleLines.write(dir, "winner.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(
                List.of(winner + " winner: written British, the rules give German (the battle)"),
                flagged(r.out(), bad));
    }

    @Test
    void aWrongDuelAndBattleWinnerAreCaught() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Force G adds nothing: 5 + 1 (radar) against 4 hits the British, whatever is written.
        int duel = ExampleLines.replace(
                lines,
                "          - {german: pocket-battleship, british: storm-at-sea, hit: british}    # 5+1 radar against 4",
                "          - {german: pocket-battleship, british: storm-at-sea, hit: german}");
        Path bad = ExampleLines.write(dir, "duel.yaml", lines);
        List<String> found = flagged(validate(bad).out(), bad);
        assertEquals(
                List.of(duel + " turn 6: duel 3: hit written for German, the values 6 against 4 give it to British"),
                found);
    }

    @Test
    void merchantsMustSailTowardTheirPort() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        // Turn 4: Clement (for the River Plate) goes back from 8 to 9 instead of on to 12.
        int ship = ExampleLines.replace(
                lines, "      merchants: {clement: 12, ashlea: 17}", "      merchants: {clement: 9, ashlea: 17}");
        Path bad = ExampleLines.write(dir, "merchant.yaml", lines);
        List<String> found = flagged(validate(bad).out(), bad);
        assertEquals(1, found.size(), found.toString());
        assertTrue(
                found.get(0).startsWith(ship + " turn 4: Clement must move toward its port, not from 08 to 09"),
                found.toString());
    }

    @Test
    void problemsInCzech() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        ExampleLines.replace(
                lines, "        - {move: graf-spee, op: 4}           # 35 → 24", "        - {move: graf-spee, op: 2}");
        ExampleLines.replace(lines, "winner: german", "winner: british");
        Path bad = ExampleLines.write(dir, "cs.yaml", lines);
        CliRun r = validate(bad, "--lang", "cs");
        assertEquals(1, r.code());
        assertTrue(
                r.out().contains("tah 5: Admiral Graf Spee nemůže z pole 35 na pole 24: 3 polí, zaplaceno 2"), r.out());
        assertTrue(r.out().contains("vítěz: zapsáno Britové, podle pravidel Němci (bitva)"), r.out());
        assertTrue(r.out().contains("Výsledek: Němci vítězí v tahu 6 (bitva)."), r.out());
    }

    @Test
    void jsonCarriesTurnKeyArgumentsAndResult() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int hex = ExampleLines.replace(lines, "  - {turn: 4, hex: 35}", "  - {turn: 4, hex: 33}");
        Path bad = ExampleLines.write(dir, "json.yaml", lines);
        CliRun r = validate(bad, "--format", "json");
        assertEquals(1, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertFalse(j.get("clean").asBoolean());
        assertEquals(1, j.get("problems").size());
        JsonNode p = j.get("problems").get(0);
        assertEquals(hex, p.get("line").asInt());
        assertEquals(4, p.get("turn").asInt());
        assertEquals("validator.hidden-move-unpaid", p.get("key").asText());
        assertEquals(35, p.get("arguments").get("from").asInt());
        assertEquals(33, p.get("arguments").get("to").asInt());
        assertEquals("german", j.get("result").get("winner").asText());
        assertEquals("battle", j.get("result").get("why").asText());
    }

    @Test
    void malformedYamlExitsTwoWithFileLineColumn() throws IOException {
        Path bad = ExampleLines.write(
                dir,
                "syntax.yaml",
                List.of("game: hunt", "setup:", "  altmark: 20", "  merchants: [huntsman, clement"));
        CliRun r = validate(bad);
        assertEquals(2, r.code());
        assertTrue(
                Pattern.compile(Pattern.quote(bad.toString()) + ":\\d+:\\d+: malformed YAML")
                        .matcher(r.err())
                        .find(),
                r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void unknownNamesAndImpossibleDiceExitTwoWithTheirPlace() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int ship = ExampleLines.replace(
                lines,
                "        - {search: doric-star, roll: 5, result: sunk}",
                "        - {search: doric-stra, roll: 5, result: sunk}");
        int die = ExampleLines.replace(
                lines,
                "        - {search: G, roll: 3, result: failed}",
                "        - {search: G, roll: 7, result: failed}");
        int hex = ExampleLines.replace(lines, "  - {turn: 5, hex: 24}", "  - {turn: 5, hex: 44}");
        Path bad = ExampleLines.write(dir, "malformed.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(bad + ":" + die + ":29: a die shows 1…6, found a whole number '7'"), r.err());
        assertTrue(
                r.err()
                        .contains(bad + ":" + ship
                                + ":20: unknown merchant ship 'doric-stra'; did you mean 'doric-star'?"),
                r.err());
        assertTrue(r.err().contains(bad + ":" + hex + ":20: there is no hex 44 on the map (hexes 1…43)"), r.err());
        assertEquals(3, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aTurnMissingFromTheSecretLogIsMalformed() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        ExampleLines.replace(lines, "  - {turn: 3, hex: 35}", "");
        Path bad = ExampleLines.write(dir, "secret.yaml", lines);
        CliRun r = validate(bad);
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("the secret log has no hex for turn 3"), r.err());
    }

    @Test
    void badFlagsExitTwo() {
        assertEquals(2, validate(EXAMPLE, "--lang", "de").code());
        assertEquals(2, validate(EXAMPLE, "--format", "xml").code());
        assertEquals(2, CliRun.of("validate", "hunt").code());
        CliRun missing = validate(dir.resolve("nowhere.yaml"));
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("file not found"), missing.err());
    }
}
