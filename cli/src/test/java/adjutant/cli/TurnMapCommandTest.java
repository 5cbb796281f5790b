package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate diplomacy --map FILE.svg|pdf|png} and {@code serve}'s flag checks. */
class TurnMapCommandTest {
    @TempDir
    Path dir;

    private static final String EXAMPLE = "examples/diplomacy/";

    private CliRun validate(String map) {
        Path home = Path.of(System.getProperty("adjutant.home"));
        return CliRun.of(
                "validate",
                "diplomacy",
                "--position",
                home.resolve(EXAMPLE + "1901-spring-movement.yaml").toString(),
                "--orders",
                home.resolve(EXAMPLE + "spring-1901").toString(),
                "--next",
                dir.resolve("next.yaml").toString(),
                "--lang",
                "en",
                "--map",
                map);
    }

    @Test
    void theTurnIsDrawnInEachFormat() throws IOException {
        CliRun svg = validate(dir.resolve("turn.svg").toString());
        assertEquals(0, svg.code(), svg.err());
        assertTrue(svg.out().contains("Map of the turn written to " + dir.resolve("turn.svg")), svg.out());
        String drawn = Files.readString(dir.resolve("turn.svg"), StandardCharsets.UTF_8);
        assertTrue(drawn.contains("class=\"move succeeded\""));
        assertTrue(
                drawn.contains("class=\"standoff\" data-province=\"bla\""),
                "Russia and Turkey stand off in the Black Sea");
        assertEquals(0, validate(dir.resolve("turn.pdf").toString()).code());
        assertTrue(new String(Files.readAllBytes(dir.resolve("turn.pdf")), 0, 5, StandardCharsets.ISO_8859_1)
                .startsWith("%PDF"));
        assertEquals(0, validate(dir.resolve("turn.PNG").toString()).code());
        assertEquals((byte) 0x89, Files.readAllBytes(dir.resolve("turn.PNG"))[0]);
    }

    @Test
    void anUnknownMapFormatIsBadInputAndNothingIsWritten() {
        CliRun r = validate(dir.resolve("turn.gif").toString());
        assertEquals(2, r.code());
        assertEquals(
                "adjutant: --map must name a .svg, .pdf or .png file, not '" + dir.resolve("turn.gif") + "'\n",
                r.err());
        assertFalse(Files.exists(dir.resolve("next.yaml")));
    }

    @Test
    void serveRefusesABadPort() {
        CliRun r = CliRun.of("serve", "--port", "70000", "--games", dir.toString());
        assertEquals(2, r.code());
        assertEquals("adjutant: --port must be 0…65535, not 70000\n", r.err());
    }
}
