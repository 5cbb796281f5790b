package adjutant.cli;

import picocli.CommandLine;

/** Reads the version Maven wrote into {@code adjutant-version.properties}. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws Exception {
        java.util.Properties p = new java.util.Properties();
        try (var in = Version.class.getResourceAsStream("/adjutant-version.properties")) {
            if (in != null) p.load(in);
        }
        return new String[] {"adjutant " + p.getProperty("version", "unknown"), "Java " + System.getProperty("java.version")};
    }
}
