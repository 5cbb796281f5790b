package adjutant.generator;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What each output of a kit was made from, kept in {@code <out>/.adjutant-build.json}: per game and
 * options, what planning read and which files it planned; per file, the tool and options it was
 * made with, every input its making read (with fingerprints) and the files written (sizes and
 * times). A cache only: deleting it costs one full build, a damaged one is ignored.
 */
final class BuildManifest {
    static final String FILE = ".adjutant-build.json";
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** Recorded inputs with their fingerprints (paths absolute; strings per game data folder). */
    record Sources(
            Map<String, String> files,
            Map<String, String> listings,
            Map<String, String> resources,
            Map<String, Strings> strings) {
        Sources {
            files = files == null ? Map.of() : files;
            listings = listings == null ? Map.of() : listings;
            resources = resources == null ? Map.of() : resources;
            strings = strings == null ? Map.of() : strings;
        }
    }

    /** The strings read ({@code lang + tab + key}) and one fingerprint of their values. */
    record Strings(List<String> keys, String hash) {}

    /** What planning a game with some options read, and the files ({@code lang/name}) it planned. */
    record Plan(Sources read, List<String> files) {}

    /** One file of the kit: made by {@code tool} with {@code options} from {@code read}; {@code written} path → [size, modified ms]. */
    record Entry(
            String tool,
            String options,
            Sources read,
            Map<String, long[]> written,
            int pages,
            long bytes,
            List<String> previews) {}

    /** The tool's own fingerprint, kept with the jar's size and time so that it is hashed once per jar. */
    record Tool(String where, long size, long modified, String hash) {}

    /** The whole file. */
    record Data(int version, Map<String, Plan> plans, Map<String, Entry> files, List<Tool> tools) {
        Data {
            plans = plans == null ? new TreeMap<>() : new TreeMap<>(plans);
            files = files == null ? new TreeMap<>() : new TreeMap<>(files);
            tools = tools == null ? List.of() : List.copyOf(tools);
        }
    }

    private final Path path;
    private Data data;
    private boolean changed;
    /** Whether a file made was recorded since the last save. */
    private boolean filesUnsaved;
    /** When it was last saved (or loaded), by {@link System#nanoTime}. */
    private long saved = System.nanoTime();

    private BuildManifest(Path path, Data data) {
        this.path = path;
        this.data = data;
    }

    /** The manifest of the kits in {@code out}; empty when there is none or it cannot be read. */
    static BuildManifest load(Path out) {
        Path p = out.resolve(FILE);
        Data d = null;
        if (Files.isRegularFile(p)) {
            try {
                d = JSON.readValue(p.toFile(), Data.class);
                if (d.version() != VERSION) d = null;
            } catch (IOException | RuntimeException e) {
                d = null; // a cache: what cannot be read is built again
            }
        }
        return new BuildManifest(p, d != null ? d : new Data(VERSION, null, null, null));
    }

    synchronized Plan plan(String key) {
        return data.plans().get(key);
    }

    synchronized void plan(String key, Plan plan) {
        data.plans().put(key, plan);
        changed = true;
    }

    synchronized Entry file(String key) {
        return data.files().get(key);
    }

    synchronized void file(String key, Entry entry) {
        data.files().put(key, entry);
        changed = true;
        filesUnsaved = true;
    }

    synchronized List<Tool> tools() {
        return data.tools();
    }

    synchronized void tools(List<Tool> tools) {
        if (tools.equals(data.tools())) return;
        data = new Data(VERSION, data.plans(), data.files(), tools);
        changed = true;
    }

    /** Written (when changed) through a temporary file, so an interrupted save leaves the previous manifest. */
    synchronized void save() throws IOException {
        if (!changed) return;
        OutputFiles.write(path, JSON.writeValueAsBytes(data));
        changed = false;
        filesUnsaved = false;
        saved = System.nanoTime();
    }

    /**
     * Saved as {@link #save} does, unless it was saved less than {@link #EVERY_MS} ago: a build records
     * each file it made within a second, without writing the whole manifest (a quarter of a megabyte
     * for a full kit) once per file. A file made but not yet recorded when a build is killed is only
     * made again by the next build: the manifest records each output's size and time, so it never
     * vouches for a file it did not see written.
     */
    synchronized void saveSoon() throws IOException {
        if (System.nanoTime() - saved >= EVERY_MS * 1_000_000L) save();
    }

    static final long EVERY_MS = 1000;

    /**
     * Saved if a file made was recorded since the last save: on the way out of a build that failed or
     * was stopped, which keeps what it made, while one refused before making anything writes nothing.
     */
    synchronized void saveMade() throws IOException {
        if (filesUnsaved) save();
    }
}
