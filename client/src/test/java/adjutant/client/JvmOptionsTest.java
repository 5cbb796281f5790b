package adjutant.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The Java options are written once, in jvm.options, and every launcher takes them from there. */
class JvmOptionsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** A Java option that tunes the JVM (-XX:…, -Xms/-Xmx/-Xmn/-Xss): the kind that must not be written twice. */
    private static final Pattern TUNING =
            Pattern.compile("-XX:[+-]?(?!SharedArchiveFile|ArchiveClassesAtExit)\\w+(=\\w+)?|-X(ms|mx|mn|ss)\\d+\\w");

    @Test
    void everyRoleTheLaunchersAskForIsInTheFile() throws IOException {
        for (String role : List.of("all", "short", "build", "server-short", "server-build", "client", "release")) {
            assertFalse(JvmOptions.of(role).isEmpty(), role);
        }
        assertEquals(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"), JvmOptions.of("all"));
        assertThrows(IllegalStateException.class, () -> JvmOptions.of("no-such-role"));
        String script = Files.readString(ROOT.resolve("adjutant"));
        for (String role : List.of("all", "short", "build", "client"))
            assertTrue(script.contains("${jvm[" + role + "]}"), role);
        assertTrue(Files.readString(ROOT.resolve("packaging/release.sh")).contains("$(opts all) $(opts release)"));
    }

    @Test
    void noLauncherWritesATuningOptionOfItsOwn() throws IOException {
        for (String file :
                List.of("adjutant", "packaging/release.sh", "client/src/main/java/adjutant/client/Starter.java")) {
            Matcher m = TUNING.matcher(Files.readString(ROOT.resolve(file)));
            assertFalse(m.find(), () -> file + " writes " + m.group() + ": it belongs in jvm.options");
        }
    }
}
