package adjutant.generator;

import adjutant.generator.rulebook.Rulebooks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Makes the files a kit plans, on a few threads, and writes each one whole: the PDF to
 * {@code <out>/<game>/<lang>/<name>.pdf}, a preview of each of its pages to {@code preview/<name>-<n>.png}
 * (stale previews of the same file removed). A failure stops the build; files already
 * written stay complete.
 */
public final class KitBuilder {
    /** Preview resolution: enough to see a page, small enough to be quick. */
    public static final int PREVIEW_DPI = 40;
    /** Every page has a preview; past this many pages (a rulebook, a print-shop file) at {@link #LONG_PREVIEW_DPI}. */
    public static final int LONG_DOCUMENT = 24;
    /** The resolution of a long document's previews: enough to find a page. */
    public static final int LONG_PREVIEW_DPI = 30;

    private final Path out;
    private final int threads;
    private final boolean previews;
    private final boolean rulebooks;

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

    /** The files of a game's kit, not yet made: the maker's own, the rulebook, and the print guide listing them. */
    public List<KitFile> plan(KitMaker maker, KitRequest request, Progress progress) {
        List<KitFile> files = new ArrayList<>(maker.plan(request, progress));
        // Every game's kit has its rulebook, made from data/<game>/rules/ whatever the game's own maker plans.
        if (rulebooks) files.addAll(Rulebooks.plan(maker.game(), request));
        // The print guide lists what was planned, so it comes last.
        files.addAll(KitGuide.plan(maker.game(), request, List.copyOf(files)));
        return files;
    }

    public List<Written> build(KitMaker maker, KitRequest request, Progress progress) {
        progress.step(maker.game() + ": loading data and planning the kit (" + request.profile().describe() + ")");
        List<KitFile> files = plan(maker, request, progress);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "kit-" + maker.game());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Written>> jobs = new ArrayList<>();
            for (KitFile f : files) jobs.add(pool.submit(() -> make(maker.game(), f, request, progress)));
            List<Written> written = new ArrayList<>();
            for (Future<Written> j : jobs) written.add(get(j));
            return written;
        } finally {
            pool.shutdownNow();
        }
    }

    private Written make(String game, KitFile f, KitRequest request, Progress progress) throws IOException {
        Path dir = out.resolve(game).resolve(f.lang());
        Path target = dir.resolve(f.name() + ".pdf");
        byte[] pdf = f.make().get();
        OutputFiles.write(target, pdf);
        List<Path> images = new ArrayList<>();
        int pages = request.pdf().pageCount(pdf);
        if (previews) {
            Path pdir = dir.resolve("preview");
            removeStale(pdir, f.name());
            List<byte[]> pngs = request.pdf().previews(pdf, previewDpi(pages));
            for (int i = 0; i < pngs.size(); i++) {
                Path png = pdir.resolve(f.name() + "-" + (i + 1) + ".png");
                OutputFiles.write(png, pngs.get(i));
                images.add(png);
            }
        }
        progress.step(String.format(java.util.Locale.ROOT, "wrote %s (%d page%s, %d kB)", out.relativize(target), pages, pages == 1 ? "" : "s",
                (pdf.length + 1023) / 1024));
        return new Written(target, pdf.length, pages, images);
    }

    /** The previews' resolution for a document of {@code pages} pages. */
    public static int previewDpi(int pages) {
        return pages > LONG_DOCUMENT ? LONG_PREVIEW_DPI : PREVIEW_DPI;
    }

    private static void removeStale(Path dir, String name) throws IOException {
        if (!Files.isDirectory(dir)) return;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, name + "-*.png")) {
            for (Path p : s) {
                if (p.getFileName().toString().matches(java.util.regex.Pattern.quote(name) + "-\\d+\\.png")) Files.delete(p);
            }
        }
    }

    private static Written get(Future<Written> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("build interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) throw r;
            if (c instanceof IOException io) throw new UncheckedIOException(io);
            throw new IllegalStateException(c);
        }
    }
}
