package adjutant.generator;

import adjutant.engine.Game;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * The fingerprint of the running tool: the runnable jar's content (the fonts and code in it, by the
 * CRC-32 and size of each entry), or,
 * run from class folders (tests, an IDE), every class file's name, size and time. Any new build of
 * the tool makes every output stale.
 */
final class ToolVersion {
    private ToolVersion() {}

    /** The fingerprint; {@code known} are jars hashed before (reused while their size and time are the same), updated. */
    static String current(BuildManifest manifest) {
        Set<Path> places = new LinkedHashSet<>();
        for (Class<?> c : List.of(ToolVersion.class, Game.class)) {
            try {
                var src = c.getProtectionDomain().getCodeSource();
                if (src != null) places.add(Path.of(src.getLocation().toURI()));
            } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
                return "unknown-" + UUID.randomUUID(); // nothing known: never reuse
            }
        }
        List<BuildManifest.Tool> tools = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        try {
            for (Path p : places) {
                if (Files.isDirectory(p)) {
                    all.append(folder(p));
                    continue;
                }
                long size = Files.size(p), time = Files.getLastModifiedTime(p).toMillis();
                String hash = manifest.tools().stream()
                        .filter(t -> t.where().equals(p.toString()) && t.size() == size && t.modified() == time)
                        .map(BuildManifest.Tool::hash)
                        .findFirst()
                        .orElse(null);
                if (hash == null) hash = jar(p);
                tools.add(new BuildManifest.Tool(p.toString(), size, time, hash));
                all.append(hash);
            }
        } catch (IOException e) {
            return "unknown-" + UUID.randomUUID();
        }
        manifest.tools(tools);
        return Fingerprints.sha(all.toString());
    }

    /**
     * A jar's content as its directory lists it: every entry's name, size and CRC-32, read without
     * inflating anything (hashing the whole 57 MB jar took two seconds of a build's CPU).
     */
    static String jar(Path p) throws IOException {
        StringBuilder b = new StringBuilder();
        try (ZipFile z = new ZipFile(p.toFile())) {
            z.stream()
                    .forEach(e -> b.append(e.getName())
                            .append(' ')
                            .append(e.getSize())
                            .append(' ')
                            .append(Long.toHexString(e.getCrc()))
                            .append('\n'));
        }
        return Fingerprints.sha(b.toString());
    }

    private static String folder(Path dir) throws IOException {
        StringBuilder b = new StringBuilder();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                b.append(dir.relativize(p))
                        .append(' ')
                        .append(Files.size(p))
                        .append(' ')
                        .append(Files.getLastModifiedTime(p).toMillis())
                        .append('\n');
            }
        }
        return Fingerprints.sha(b.toString());
    }
}
