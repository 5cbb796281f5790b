package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The painted figures' memo key names the versions of the painting libraries actually on the class
 * path, as each jar says of itself (its Maven pom.properties), not as someone last copied them.
 */
class MemoVersionTest {
    /** name in the key → the jar (group/artifact) whose version it must carry. */
    static final Map<String, String> LIBRARIES = Map.of(
            "openhtmltopdf", "io.github.openhtmltopdf/openhtmltopdf-pdfbox",
            "batik", "org.apache.xmlgraphics/batik-bridge",
            "pdfbox", "org.apache.pdfbox/pdfbox",
            "pdfbox-graphics2d", "de.rototor.pdfbox/graphics2d");

    @Test
    void theKeyNamesTheVersionsOnTheClassPath() throws IOException {
        for (var e : LIBRARIES.entrySet()) {
            String version = jarVersion(e.getValue());
            assertTrue(
                    ("|" + MemoSvgDrawer.VERSION + "|").contains("|" + e.getKey() + "-" + version + "|"),
                    MemoSvgDrawer.VERSION + " lacks " + e.getKey() + " " + version);
        }
        assertTrue(MemoSvgDrawer.VERSION.startsWith("figure-"), MemoSvgDrawer.VERSION);
    }

    private static String jarVersion(String groupArtifact) throws IOException {
        String path = "META-INF/maven/" + groupArtifact + "/pom.properties";
        try (InputStream in = MemoVersionTest.class.getClassLoader().getResourceAsStream(path)) {
            assertNotNull(in, path);
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        }
    }
}
