package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every option that names where to write refuses what is not a regular file or a folder of the
 * user's own (a folder for a file, a file for a folder, a device, /proc, an empty name) with one
 * line and exit 2, leaving the target as it was; a replaced file is said to be replaced.
 */
class OutputPathsTest {
    @TempDir
    Path dir;

    private static void refused(List<String> expected, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.code(), r.out() + r.err());
        for (String e : expected) assertTrue(r.err().contains(e), e + " in: " + r.err());
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception"), "no stack trace: " + r.err());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
    }

    private Path start() {
        Path pos = dir.resolve("start.yaml");
        assertEquals(0, CliRun.of("diplomacy", "start", "--out", pos.toString()).code());
        return pos;
    }

    @Test
    void fileOptionsRefuseFoldersDevicesAndSystemFolders() throws Exception {
        Path pos = start();
        Path sheet = Files.writeString(dir.resolve("e.txt"), "England Spring 1901\nA Lvp-Yor\n");
        Path aFile = Files.writeString(dir.resolve("a-file"), "keep");
        for (List<String> cmd : List.of(
                List.of("validate", "diplomacy", "--position", pos.toString(), "--orders", sheet.toString(), "--next"),
                List.of("diplomacy", "start", "--out"),
                List.of("l10n", "export", "--format", "po", "cs", "diplomacy", "--out"))) {
            String flag = cmd.get(cmd.size() - 1);
            for (String[] bad : new String[][] {
                {dir.toString(), "is a folder"},
                {"/dev/null", "not a regular file"},
                {"/dev/full", "not a regular file"},
                {"/proc/self/environ", "/proc"},
                {"", "give a file name"},
                {aFile.resolve("x.yaml").toString(), "is a file, not a folder"}
            }) {
                String[] args = new ArrayList<String>(cmd) {
                    {
                        add(bad[0]);
                    }
                }.toArray(String[]::new);
                refused(List.of(flag + " ", bad[1]), args);
            }
        }
        assertEquals("keep", Files.readString(aFile));
    }

    @Test
    void folderOptionsRefuseFilesDevicesAndTheEmptyName() throws Exception {
        Path aFile = Files.writeString(dir.resolve("a-file"), "keep");
        for (String cmd : new String[] {"build", "l10n pseudo"}) {
            for (String[] bad : new String[][] {
                {aFile.toString(), "is a file, not a folder"},
                {"/dev/null", "is a file, not a folder"},
                {"/proc/self", "/proc"},
                {"", "give a folder"}
            }) {
                List<String> args = new ArrayList<>(List.of(cmd.split(" ")));
                args.add("diplomacy");
                args.add("--out");
                args.add(bad[0]);
                refused(List.of("--out ", bad[1]), args.toArray(String[]::new));
            }
        }
        assertEquals("keep", Files.readString(aFile));
    }

    @Test
    void validateWritesOnlyWhereToldAndSaysWhenItReplaces() throws Exception {
        Path pos = start();
        Path sheet = Files.writeString(dir.resolve("e.txt"), "England Spring 1901\nA Lvp-Yor\n");
        Path next = dir.resolve("next.yaml");
        CliRun first = CliRun.validate(pos, sheet, next);
        assertTrue(first.out().contains("Next position written to " + next + "\n"), first.out());
        CliRun again = CliRun.validate(pos, sheet, next);
        assertTrue(
                again.out().contains("Next position written to " + next + " (it replaced the file that was there)"),
                again.out());
        refused(
                List.of("would overwrite the position"),
                "validate",
                "diplomacy",
                "--position",
                pos.toString(),
                "--orders",
                sheet.toString(),
                "--next",
                pos.toString());
        try (var files = Files.list(dir)) {
            assertEquals(
                    List.of("e.txt", "next.yaml", "start.yaml"),
                    files.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no other file beside the input");
        }
    }
}
