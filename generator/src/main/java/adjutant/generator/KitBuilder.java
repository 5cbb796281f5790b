package adjutant.generator;

import adjutant.engine.data.Inputs;
import adjutant.engine.data.ProcessMemo;
import adjutant.generator.cache.BuildCache;
import adjutant.generator.svg.Templates;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Makes the files kits plan, every game's on one work queue over a few threads, and writes each
 * one whole: the PDF to {@code <out>/<game>/<lang>/<name>.pdf} with its page previews in
 * {@code preview/<name>-<n>.png}, committed together ({@link OutputFiles#writeTogether}); a file of
 * another kind (the board as SVG) is written as made, with no previews.
 * Incremental: each file's entry in the manifest ({@link BuildManifest}) says what its making
 * read ({@link Inputs}: data files, strings one by one, templates, fonts), with which options and
 * which build of the tool; a file whose entry still holds is not made again, and a game whose
 * planning read nothing changed and whose files all hold is not even loaded. A failure stops the
 * build; files already written stay complete.
 */
public final class KitBuilder {
    /** Preview resolution: enough to see a page, small enough to be quick. */
    public static final int PREVIEW_DPI = 40;
    /** Every page has a preview; past this many pages (a rulebook, a print-shop file) at {@link #LONG_PREVIEW_DPI}. */
    public static final int LONG_DOCUMENT = 24;
    /** The resolution of a long document's previews: enough to find a page. */
    public static final int LONG_PREVIEW_DPI = 30;

    private static final RulebookMaker RULEBOOK = RulebookMaker.find();

    private final Path out;
    private final int threads;
    private final boolean previews;
    private final boolean rulebooks;
    private boolean force;
    private String tool;
    private PdfFinish finish = PdfFinish.NONE;

    public KitBuilder(Path out, int threads, boolean previews) {
        this(out, threads, previews, true);
    }

    /** With {@code rulebooks} false, only the game's own components (the rulebook takes the longest to lay out). */
    public KitBuilder(Path out, int threads, boolean previews, boolean rulebooks) {
        this.out = out;
        this.threads = Math.max(1, threads);
        this.previews = previews;
        this.rulebooks = rulebooks;
    }

    /** Makes every file again, whatever the manifest says ({@code build --force}). */
    public KitBuilder force(boolean force) {
        this.force = force;
        return this;
    }

    /** Takes {@code fingerprint} as the tool's instead of the running one's (tests). */
    KitBuilder tool(String fingerprint) {
        this.tool = fingerprint;
        return this;
    }

    /** A planned file, what planning it read (it depends on that too) and the page counts of its game's kit (which the print guide lists). */
    private record Planned(KitFile file, Inputs.Read read, KitGuide.Pages pages) {
        boolean guide() {
            return file.name().equals(KitGuide.FILE);
        }
    }

    /** This builder with {@code f} applied to every PDF before it is written (e.g. PDF/X and its preflight). */
    public KitBuilder finishing(PdfFinish f) {
        this.finish = f;
        return this;
    }

    /** The files of a game's kit, not yet made: the maker's own, the rulebook, and the print guide listing them. */
    public List<KitFile> plan(KitMaker maker, KitRequest request, Progress progress) {
        return planRecorded(maker, request, progress).stream()
                .map(Planned::file)
                .toList();
    }

    /**
     * Plans as {@link #plan}, recording what each part read: a component depends on what its maker's
     * planning read, a rulebook on what the rulebook's did, the guide (which lists them all) on both.
     */
    private List<Planned> planRecorded(KitMaker maker, KitRequest request, Progress progress) {
        Inputs.Read kit = new Inputs.Read();
        List<KitFile> own = Inputs.recording(kit, () -> maker.plan(request, progress));
        Inputs.Read book = new Inputs.Read();
        // Every game's kit has its rulebook, made from data/<game>/rules/ whatever the game's own maker plans.
        List<KitFile> books =
                rulebooks ? Inputs.recording(book, () -> RULEBOOK.plan(maker.game(), request)) : List.of();
        // each file counts its pages as it is made, for the print guide
        KitGuide.Pages pages = new KitGuide.Pages();
        own = own.stream().map(f -> pages.counting(f, request)).toList();
        books = books.stream().map(f -> pages.counting(f, request)).toList();
        List<KitFile> files = new ArrayList<>(own);
        files.addAll(books);
        Inputs.Read guide = kit.copy();
        guide.addAll(book);
        // The print guide lists what was planned, with the pages of each finished file, so it comes last.
        List<KitFile> guides =
                Inputs.recording(guide, () -> KitGuide.plan(maker.game(), request, List.copyOf(files), pages));
        List<Planned> planned = new ArrayList<>();
        own.forEach(f -> planned.add(new Planned(f, kit, pages)));
        books.forEach(f -> planned.add(new Planned(f, book, pages)));
        guides.forEach(f -> planned.add(new Planned(f, guide, pages)));
        return planned;
    }

    public List<WrittenFile> build(KitMaker maker, KitRequest request, Progress progress) {
        return build(List.of(maker), request, progress);
    }

    /**
     * Builds the kits of {@code makers}: what is up to date is kept, the rest made on one queue
     * (each game planned while the files of the one before are being made). The result lists every
     * file of the kits, made now or kept ({@link WrittenFile#made()}).
     */
    public List<WrittenFile> build(List<KitMaker> makers, KitRequest request, Progress progress) {
        // the bench's "every memo emptied" builds (bench/warm-builds.sh --empty-memos): a warm JVM, nothing remembered
        if ("1".equals(System.getenv("ADJUTANT_EMPTY_MEMOS"))) ProcessMemo.clearAll();
        // One build at a time per output folder: a second one would take the first one's files for leftovers.
        // The file lock holds between processes, the monitor between threads of this one.
        synchronized (FOLDERS.computeIfAbsent(out.toAbsolutePath().normalize(), k -> new Object())) {
            try (FileChannel lock = FileChannel.open(lockFile(), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                if (lock.tryLock() == null) {
                    progress.step("waiting for another build writing into " + out);
                    lock.lock();
                }
                return buildLocked(makers, request, progress);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final Map<Path, Object> FOLDERS = new ConcurrentHashMap<>();

    /** Kept in the temporary folder, named for the output folder: a refused build writes nothing into it. */
    private Path lockFile() {
        return Path.of(
                System.getProperty("java.io.tmpdir"),
                "adjutant-build-"
                        + Fingerprints.sha(out.toAbsolutePath().normalize().toString())
                                .substring(0, 16) + ".lock");
    }

    private List<WrittenFile> buildLocked(List<KitMaker> makers, KitRequest request, Progress progress) {
        long started = System.currentTimeMillis();
        try {
            OutputFiles.recover(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        BuildManifest manifest = BuildManifest.load(out);
        Fingerprints fp = new Fingerprints(started);
        Run run = new Run(
                manifest, fp, tool != null ? tool : ToolVersion.current(manifest), options(request), request, progress);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "kit");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Object> results = new ArrayList<>(); // a WrittenFile kept, or the Future of one being made
            for (KitMaker maker : makers) {
                String game = maker.game();
                String planKey = game + " " + Fingerprints.sha(run.options);
                List<WrittenFile> kept = force ? null : run.upToDate(planKey, game);
                if (kept != null) {
                    results.addAll(kept);
                    progress.step(game + ": up to date (" + kept.size() + " files)");
                    continue;
                }
                progress.step(game + ": loading data and planning the kit ("
                        + request.profile().describe() + ")");
                List<Planned> planned = BuildCache.in(out, run.tool, () -> planRecorded(maker, request, progress));
                Inputs.Read all = new Inputs.Read();
                planned.forEach(p -> all.addAll(p.read()));
                manifest.plan(
                        planKey,
                        new BuildManifest.Plan(
                                fp.of(all),
                                planned.stream()
                                        .map(p ->
                                                p.file().lang() + "/" + p.file().name())
                                        .toList()));
                Map<Planned, Object> slots = new LinkedHashMap<>();
                planned.forEach(p -> slots.put(p, null));
                // The rulebooks take longest: started first, the threads finish together.
                List<Planned> order = new ArrayList<>(planned);
                order.sort((a, b) -> Boolean.compare(
                        !a.file().name().equals(RulebookMaker.FILE),
                        !b.file().name().equals(RulebookMaker.FILE)));
                int keptHere = 0;
                List<Planned> toMake = new ArrayList<>();
                for (Planned p : order) {
                    BuildManifest.Entry e = force ? null : manifest.file(key(game, p.file()));
                    if (e != null && run.holds(e)) {
                        slots.put(p, written(e, false));
                        if (p.file().pdf())
                            p.pages().put(p.file().lang(), p.file().name(), e.pages());
                        keptHere++;
                    } else {
                        toMake.add(p);
                    }
                }
                progress.queued(toMake.size());
                for (Planned p : toMake) {
                    if (!p.guide()) slots.put(p, pool.submit(() -> run.make(game, p)));
                }
                // the guides last (the queue is first come, first served): each waits for the files whose pages it
                // counts
                List<Object> made = slots.entrySet().stream()
                        .filter(s -> !s.getKey().guide())
                        .map(Map.Entry::getValue)
                        .toList();
                for (Planned p : toMake) {
                    if (p.guide())
                        slots.put(p, pool.submit(() -> {
                            for (Object o : made) if (o instanceof Future<?> f) f.get();
                            return run.make(game, p);
                        }));
                }
                if (keptHere > 0) progress.step(game + ": " + keptHere + " of " + planned.size() + " files up to date");
                results.addAll(slots.values());
                manifest.save();
            }
            List<WrittenFile> written = new ArrayList<>();
            try {
                for (Object o : results) written.add(o instanceof WrittenFile w ? w : get((Future<?>) o));
            } catch (Interrupted stop) {
                // files not begun are dropped; those being made are finished and written whole before the lock is let
                // go
                for (Object o : results) if (o instanceof Future<?> f) f.cancel(false);
                pool.shutdown();
                awaitEnd(pool);
                Thread.currentThread().interrupt();
                throw stop;
            }
            manifest.save();
            return written;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            pool.shutdownNow();
            saveQuietly(manifest); // a stopped or failed build keeps the record of what it made (saveSoon may not have
            // written it yet)
        }
    }

    /** Saved if it can be: on the way out of a build that failed, whose own error is the one to report. */
    private static void saveQuietly(BuildManifest manifest) {
        try {
            manifest.saveMade();
        } catch (IOException | UncheckedIOException e) {
            // a file not recorded is only made again by the next build
        }
    }

    /** One build's view of the manifest. */
    private final class Run {
        final BuildManifest manifest;
        final Fingerprints fp;
        final String tool;
        final String options;
        final KitRequest request;
        final Progress progress;

        Run(
                BuildManifest manifest,
                Fingerprints fp,
                String tool,
                String options,
                KitRequest request,
                Progress progress) {
            this.manifest = manifest;
            this.fp = fp;
            this.tool = tool;
            this.options = options;
            this.request = request;
            this.progress = progress;
        }

        /** The game's files when its planning and every file it planned are up to date; else null. */
        List<WrittenFile> upToDate(String planKey, String game) {
            BuildManifest.Plan plan = manifest.plan(planKey);
            if (plan == null || !fp.unchanged(plan.read())) return null;
            List<WrittenFile> kept = new ArrayList<>();
            for (String f : plan.files()) {
                BuildManifest.Entry e = manifest.file(game + "/" + f);
                if (e == null || !holds(e)) return null;
                kept.add(written(e, false));
            }
            return kept;
        }

        /** Whether a file made before is as this build would make it, and still on disk as written. */
        boolean holds(BuildManifest.Entry e) {
            if (!e.tool().equals(tool) || !e.options().equals(options)) return false;
            for (var w : e.written().entrySet()) {
                Path p = out.resolve(w.getKey());
                try {
                    if (!Files.isRegularFile(p)
                            || Files.size(p) != w.getValue()[0]
                            || Files.getLastModifiedTime(p).toMillis() != w.getValue()[1]) {
                        return false;
                    }
                } catch (IOException x) {
                    return false;
                }
            }
            return fp.unchanged(e.read());
        }

        WrittenFile make(String game, Planned p) throws IOException {
            progress.started(key(game, p.file()));
            Inputs.Read read = p.read().copy();
            WrittenFile w = BuildCache.in(
                    out,
                    tool,
                    () -> KitBuilder.this.make(game, p.file(), request, progress, OutputFiles.Checkpoint.NONE, read));
            Map<String, long[]> files = new LinkedHashMap<>();
            for (Path f : w.previews()) files.put(rel(f), stamp(f));
            files.put(rel(w.file()), stamp(w.file()));
            manifest.file(
                    key(game, p.file()),
                    new BuildManifest.Entry(
                            tool,
                            options,
                            fp.of(read),
                            files,
                            w.pages(),
                            w.bytes(),
                            w.previews().stream().map(this::rel).toList()));
            manifest.saveSoon();
            progress.finished(key(game, p.file()));
            return w;
        }

        private String rel(Path p) {
            return out.relativize(p).toString();
        }
    }

    private static long[] stamp(Path p) throws IOException {
        return new long[] {Files.size(p), Files.getLastModifiedTime(p).toMillis()};
    }

    private WrittenFile written(BuildManifest.Entry e, boolean made) {
        String main = e.written().keySet().stream()
                .filter(k -> !e.previews().contains(k))
                .findFirst()
                .orElseThrow();
        return new WrittenFile(
                out.resolve(main),
                e.bytes(),
                e.pages(),
                e.previews().stream().map(out::resolve).toList(),
                made);
    }

    private static String key(String game, KitFile f) {
        return game + "/" + f.lang() + "/"
                + (f.pdf() ? f.name() : f.fileName()); // board.pdf and board.svg are two files
    }

    /**
     * What a request asks for besides what the build reads, as text: every part of the request
     * (paper, bleed, offsets, languages, position file, the PDF maker's kind) and the builder's own
     * choices. A part that does not print itself alike every time (no record) makes every file
     * stale, which is safe.
     */
    private String options(KitRequest request) {
        StringBuilder b = new StringBuilder("previews=" + previews + ";rulebooks=" + rulebooks + ";finish="
                + (finish == PdfFinish.NONE ? "none" : finish.getClass().getName()));
        for (RecordComponent c : KitRequest.class.getRecordComponents()) {
            Object v;
            try {
                v = c.getAccessor().invoke(request);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (v instanceof Templates) continue; // what templates it reads is recorded
            String shown = v instanceof Path p
                    ? p.toAbsolutePath().normalize().toString()
                    : v != null
                                    && !v.getClass().isRecord()
                                    && !(v instanceof String
                                            || v instanceof List
                                            || v instanceof Boolean
                                            || v instanceof Number)
                            ? v.getClass().getName()
                                    + (v.getClass().isEnum() || isStateless(v) ? "" : "@" + System.identityHashCode(v))
                            : String.valueOf(v);
            b.append(';').append(c.getName()).append('=').append(shown);
        }
        return b.toString();
    }

    /** An object with no fields of its own (the standard PDF maker): its class says all. */
    private static boolean isStateless(Object v) {
        for (Class<?> c = v.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (var f : c.getDeclaredFields()) if (!Modifier.isStatic(f.getModifiers())) return false;
        }
        return true;
    }

    /** Makes one component without recording it (tests stop the commit at {@code at}). */
    WrittenFile make(String game, KitFile f, KitRequest request, Progress progress, OutputFiles.Checkpoint at)
            throws IOException {
        return make(game, f, request, progress, at, new Inputs.Read());
    }

    /**
     * Makes one component (recording what it reads into {@code read}) and writes it with its previews
     * as one set: everything is rendered in memory first, then committed by
     * {@link OutputFiles#writeTogether}, which also removes previews of pages the PDF no longer has.
     */
    private WrittenFile make(
            String game, KitFile f, KitRequest request, Progress progress, OutputFiles.Checkpoint at, Inputs.Read read)
            throws IOException {
        Path dir = out.resolve(game).resolve(f.lang());
        Path target = dir.resolve(f.fileName());
        byte[] made = Inputs.recording(read, () -> f.make().get());
        if (!f.pdf()) return plain(target, made, at, progress);
        byte[] pdf = finish.apply(out.relativize(target), made, progress);
        int pages = request.pdf().pageCount(pdf);
        List<Path> paths = new ArrayList<>();
        List<byte[]> data = new ArrayList<>();
        Path pdir = dir.resolve("preview");
        if (previews) {
            List<byte[]> pngs = request.pdf().previews(pdf, previewDpi(pages));
            for (int i = 0; i < pngs.size(); i++) {
                paths.add(pdir.resolve(f.name() + "-" + (i + 1) + ".png"));
                data.add(pngs.get(i));
            }
        }
        List<Path> images = List.copyOf(paths);
        paths.add(target);
        data.add(pdf);
        OutputFiles.writeTogether(
                OutputFiles.ordered(paths, data), previews ? stale(pdir, f.name(), images.size()) : List.of(), at);
        progress.step(String.format(
                Locale.ROOT,
                "wrote %s (%d page%s, %d kB)",
                out.relativize(target),
                pages,
                pages == 1 ? "" : "s",
                (pdf.length + 1023) / 1024));
        return new WrittenFile(target, pdf.length, pages, images);
    }

    /** A file that is no PDF (an SVG drawing): written as made, with no pages and no previews. */
    private WrittenFile plain(Path target, byte[] data, OutputFiles.Checkpoint at, Progress progress)
            throws IOException {
        OutputFiles.writeTogether(Map.of(target, data), List.of(), at);
        progress.step(
                String.format(Locale.ROOT, "wrote %s (%d kB)", out.relativize(target), (data.length + 1023) / 1024));
        return new WrittenFile(target, data.length, 0, List.of());
    }

    /** The previews' resolution for a document of {@code pages} pages. */
    public static int previewDpi(int pages) {
        return pages > LONG_DOCUMENT ? LONG_PREVIEW_DPI : PREVIEW_DPI;
    }

    /** Previews of {@code name} numbered past {@code kept} (pages the new PDF does not have). */
    private static List<Path> stale(Path dir, String name, int kept) throws IOException {
        List<Path> gone = new ArrayList<>();
        if (!Files.isDirectory(dir)) return gone;
        Pattern own = Pattern.compile(Pattern.quote(name) + "-(\\d{1,9})\\.png");
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, name + "-*.png")) {
            for (Path p : s) {
                var m = own.matcher(p.getFileName().toString());
                if (m.matches() && Integer.parseInt(m.group(1)) > kept) gone.add(p);
            }
        }
        return gone;
    }

    /** The build was interrupted (its caller went away): the files made so far are whole, the rest not made. */
    public static final class Interrupted extends RuntimeException {
        Interrupted(InterruptedException cause) {
            super("build interrupted", cause);
        }
    }

    private static void awaitEnd(ExecutorService pool) {
        try {
            while (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
                // a rulebook takes seconds; wait on
            }
        } catch (InterruptedException again) {
            Thread.currentThread().interrupt();
        }
    }

    private static WrittenFile get(Future<?> f) {
        try {
            return (WrittenFile) f.get();
        } catch (InterruptedException e) {
            throw new Interrupted(e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) throw r;
            if (c instanceof IOException io) throw new UncheckedIOException(io);
            throw new IllegalStateException(c);
        }
    }
}
