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

/** {@code adjutant validate port-arthur} on the example sheet, a copy with two slips, and malformed sheets. */
class ValidatePortArthurTest {
    private static final Path EXAMPLE = Games.home().resolve("examples/port-arthur/score-sheet.yaml");

    @TempDir
    Path dir;

    /** The line numbers of the "file:LINE:COL: …" lines a report printed for {@code file}. */
    private static List<Integer> flagged(String out, Path file) {
        List<Integer> lines = new ArrayList<>();
        Matcher m = Pattern.compile("^" + Pattern.quote(file.toString()) + ":(\\d+):\\d+: ", Pattern.MULTILINE)
                .matcher(out);
        while (m.find()) lines.add(Integer.parseInt(m.group(1)));
        return lines;
    }

    @Test
    void theExampleSheetAgreesWithTheRules() {
        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", EXAMPLE.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("checked lines agree with the rules."), r.out());
        assertTrue(r.out().contains("Result: Japan wins"), r.out());
        assertEquals(List.of(), flagged(r.out(), EXAMPLE));
        assertEquals("", r.err());
    }

    @Test
    void aWrongDpTotalAndAWrongHitCountAreExactlyTheTwoLinesFlagged() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int hits = ExampleLines.replace(
                lines, "            regular: 4", "            regular: 3"); // the Ulsan fight: the dice give 4
        int dp = ExampleLines.replace(lines, "    dp: japan 3", "    dp: japan 2"); // turn 4: the rules give Japan 3
        Path bad = ExampleLines.write(dir, "two-slips.yaml", lines);

        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", bad.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals(List.of(hits, dp), flagged(r.out(), bad));
        assertTrue(r.out().contains("regular hits: written 3, the dice give 4"), r.out());
        assertTrue(r.out().contains("DP marker after turn 4: written Japan 2, the rules give Japan 3"), r.out());
        assertTrue(r.out().contains("2 disagreement(s)"), r.out());
    }

    @Test
    void disagreementsInCzech() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        ExampleLines.replace(lines, "            regular: 4", "            regular: 3");
        Path bad = ExampleLines.write(dir, "cs.yaml", lines);
        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", bad.toString(), "--lang", "cs");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("běžné zásahy: zapsáno 3, kostky dávají 4"), r.out());
    }

    @Test
    void jsonCarriesKeysArgumentsAndTheResult() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int dp = ExampleLines.replace(lines, "    dp: japan 3", "    dp: russia 1");
        Path bad = ExampleLines.write(dir, "json.yaml", lines);
        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", bad.toString(), "--format", "json");
        assertEquals(1, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertFalse(j.get("agrees").asBoolean());
        assertEquals(1, j.get("disagreements").size());
        JsonNode d = j.get("disagreements").get(0);
        assertEquals(dp, d.get("line").asInt());
        assertEquals("check.sheet.dp_differs", d.get("key").asText());
        assertEquals(-1, d.get("arguments").get("written").asInt());
        assertEquals(3, d.get("arguments").get("expected").asInt());
        assertEquals("japan", j.get("result").get("winner").asText());
    }

    @Test
    void aMalformedSheetExitsTwoWithFileLineColumn() throws IOException {
        List<String> lines = ExampleLines.of(EXAMPLE);
        int ship = ExampleLines.replace(lines, "            critical_to: [rurik]", "            critical_to: [rurikk]");
        int die = ExampleLines.replace(lines, "            dice: [1, 2]", "            dice: [1, 7]");
        Path bad = ExampleLines.write(dir, "malformed.yaml", lines);
        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", bad.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(bad + ":" + ship + ":27: unknown ship 'rurikk'; did you mean 'rurik'?"), r.err());
        assertTrue(r.err().contains(bad + ":" + die + ":23: a die shows 1…6"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void brokenYamlExitsTwoWithItsPlace() throws IOException {
        Path bad = ExampleLines.write(
                dir, "syntax.yaml", List.of("turns:", "  - turn: 1", "    control: {yellow-sea: japan"));
        CliRun r = CliRun.of("validate", "port-arthur", "--sheet", bad.toString());
        assertEquals(2, r.code());
        assertTrue(
                Pattern.compile(Pattern.quote(bad.toString()) + ":\\d+:\\d+: malformed YAML")
                        .matcher(r.err())
                        .find(),
                r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void badFlagsExitTwo() {
        assertEquals(
                2,
                CliRun.of("validate", "port-arthur", "--sheet", EXAMPLE.toString(), "--lang", "de")
                        .code());
        assertEquals(
                2,
                CliRun.of("validate", "port-arthur", "--sheet", EXAMPLE.toString(), "--format", "xml")
                        .code());
        assertEquals(2, CliRun.of("validate", "port-arthur").code());
        CliRun missing = CliRun.of("validate", "port-arthur", "--sheet", dirMissing());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("file not found"), missing.err());
    }

    private String dirMissing() {
        return dir.resolve("nowhere.yaml").toString();
    }
}
