package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjutant build} refuses bad flags with one clear line and exit 2, writing nothing. */
class BuildCommandTest {
    @TempDir
    Path dir;

    private void refused(String expected, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void badFlagsAreBadInput() throws Exception {
        Path out = dir.resolve("out");
        refused("no data/ folder", "build", "--home", dir.toString(), "--out", out.toString());
        refused("skirmish", "build", "skirmish", "--out", out.toString());
        refused("--paper", "build", "diplomacy", "--paper", "a5", "--out", out.toString());
        refused("--back-offset", "build", "diplomacy", "--back-offset", "left", "--out", out.toString());
        refused("no strings in 'xx'", "build", "hunt", "--lang", "xx", "--out", out.toString());
        refused(
                "--position",
                "build",
                "diplomacy",
                "--position",
                dir.resolve("none.yaml").toString(),
                "--out",
                out.toString());
        refused("--pod: expected no --print-shop", "build", "hunt", "--pod", "--print-shop", "--out", out.toString());
        refused(
                "--pod: expected no --print-shop, --bleed",
                "build",
                "hunt",
                "--pod",
                "--bleed",
                "3",
                "--out",
                out.toString());
        refused("no strings in 'xx'", "build", "hunt", "--pod", "--lang", "xx", "--out", out.toString());
        refused("--pdfx: expected --print-shop too", "build", "hunt", "--pdfx", "--out", out.toString());
        refused("--pod: expected no --print-shop", "build", "hunt", "--pod", "--pdfx", "--out", out.toString());
        assertFalse(Files.exists(out) && Files.list(out).findAny().isPresent(), "nothing written");
    }
}
