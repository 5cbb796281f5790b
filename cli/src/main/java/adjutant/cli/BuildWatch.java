package adjutant.cli;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Watches a project's {@code data/} and {@code templates/} (every folder in them, new ones too) for
 * saved files. An editor's save is several events (a temporary file, a rename); they are gathered
 * until the folders have been quiet for {@link #QUIET_MS}, and the changed files come back together.
 */
final class BuildWatch implements AutoCloseable {
    static final long QUIET_MS = 300;

    private final Path root;
    private final WatchService service;
    private final Map<WatchKey, Path> dirs = new ConcurrentHashMap<>();

    BuildWatch(Path root) throws IOException {
        this.root = root;
        this.service = FileSystems.getDefault().newWatchService();
        for (String top : List.of("data", "templates")) register(root.resolve(top));
    }

    private void register(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path d : s.filter(Files::isDirectory).toList()) {
                dirs.put(
                        d.register(
                                service,
                                StandardWatchEventKinds.ENTRY_CREATE,
                                StandardWatchEventKinds.ENTRY_MODIFY,
                                StandardWatchEventKinds.ENTRY_DELETE),
                        d);
            }
        }
    }

    /** Blocks until files change, then returns them (relative to the project), editors' temporary files left out. */
    Set<String> next() throws InterruptedException, IOException {
        Set<String> changed = new TreeSet<>();
        WatchKey key = service.take();
        while (key != null) {
            Path dir = dirs.get(key);
            for (WatchEvent<?> e : key.pollEvents()) {
                if (dir == null || !(e.context() instanceof Path name)) continue;
                Path p = dir.resolve(name);
                if (e.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(p)) register(p);
                if (!isScratch(name.toString())) changed.add(root.relativize(p).toString());
            }
            if (!key.reset()) dirs.remove(key);
            key = service.poll(QUIET_MS, TimeUnit.MILLISECONDS);
        }
        return changed;
    }

    /** An editor's backup, swap or temporary file (vim's 4913, .swp, ~, emacs' #…#, .part). */
    private static boolean isScratch(String name) {
        return name.endsWith("~")
                || name.endsWith(".swp")
                || name.endsWith(".swx")
                || name.endsWith(".part")
                || name.equals("4913")
                || name.startsWith(".#")
                || (name.startsWith("#") && name.endsWith("#"));
    }

    @Override
    public void close() throws IOException {
        try {
            service.close();
        } catch (ClosedWatchServiceException e) {
            // closed already
        }
    }
}
