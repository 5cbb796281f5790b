package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a sheet says is echoed so that it cannot act on the terminal or hide: bidi controls, zero-width characters and escapes made visible. */
class VisibleCharactersTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"\u202e", "\u200b", "\u2066", "\u001b[31m", "\ufeff"})
    void anUnknownNameIsEchoedWithItsHiddenCharactersShown(String hidden) throws Exception {
        Path sheets = Files.createDirectories(tmp.resolve("sheets"));
        Files.writeString(
                sheets.resolve("england.txt"),
                "England Spring 1901\nF Lon - Nt" + hidden + "hx\nF Edi - Lo" + hidden + "ndon\nA Lvp - Yor" + hidden
                        + "\nEng" + hidden + "land\n");
        CliRun r = CliRun.of(
                "validate",
                "diplomacy",
                "--position",
                Games.home()
                        .resolve("examples/diplomacy/1901-spring-movement.yaml")
                        .toString(),
                "--orders",
                sheets.toString(),
                "--lang",
                "en");
        String all = r.out() + r.err();
        assertEquals(1, r.code(), all);
        String shown = String.format("<U+%04X>", hidden.codePointAt(0));
        assertTrue(all.contains(shown), shown + " in: " + all);
        assertFalse(all.contains(hidden), "the raw character is never printed: " + all);
    }
}
