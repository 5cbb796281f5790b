package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's photographed sheet, read and adjudicated by the command with no typing; and a scan of another turn refused. */
class ValidateScanTest {
    @TempDir
    Path dir;

    @Test
    void thePhotographedSheetIsReadAndAdjudicated() throws IOException {
        Path pos = Files.copy(Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml"), dir.resolve("pos.yaml"));
        Path photo = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        CliRun r = CliRun.of("validate", "diplomacy", "--position", pos.toString(), "--scan", photo.toString(), "--lang", "en",
                "--crops", dir.resolve("crops").toString(), "--next", dir.resolve("1901-fall-movement.yaml").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("F edi - nwg") && r.out().contains("F lon - nth") && r.out().contains("A lvp - yor"), r.out());
        assertTrue(r.out().contains("England: F Nth, F Nrg, A Yor"), r.out());
        assertTrue(Files.exists(dir.resolve("1901-fall-movement.yaml")));
    }

    @Test
    void aScanOfAnotherPositionIsRefusedWithExit2() throws IOException {
        Path pos = dir.resolve("pos.yaml");
        Files.writeString(pos, Files.readString(Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml")).replace("year: 1901", "year: 1902"));
        Path photo = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        CliRun r = CliRun.of("validate", "diplomacy", "--position", pos.toString(), "--scan", photo.toString(), "--lang", "en");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("england-photo.jpg") && r.err().contains("refused"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());
    }
}
