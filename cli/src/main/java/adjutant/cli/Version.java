package adjutant.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.CommandLine;

/**
 * What {@code adjutant --version} prints: the version and build time Maven wrote into
 * {@code adjutant-version.properties}, and the commit the build asked git for
 * ({@code adjutant-commit.txt}; "unknown" when built from a copy without git).
 */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("/adjutant-version.properties")) {
            if (in != null) p.load(in);
        }
        String commit = commit();
        return new String[] {
            "adjutant " + p.getProperty("version", "unknown"),
            (commit.equals("unknown")
                            ? "unknown commit"
                            : "commit " + commit.replace("+changes", " with uncommitted changes"))
                    + ", built " + p.getProperty("built", "unknown"),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.home") + ")"
        };
    }

    private static String commit() throws IOException {
        try (InputStream in = Version.class.getResourceAsStream("/adjutant-commit.txt")) {
            String c = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return c.matches("[0-9a-f]{4,40}(\\+changes)?") ? c : "unknown";
        }
    }
}
