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
 * {@code <out>/<game>/<lang>/<name>.pdf}, its page previews to {@code preview/<name>-<n>.png}
 * (stale previews of the same file removed), a component's files together (see
 * {@link #make(String, KitFile, KitRequest, Progress, OutputFiles.AfterMove)}). A failure stops
 * the build; files already written stay complete.
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

    /** This builder with {@code f} applied to every PDF before it is written (e.g. PDF/X and its preflight). */
    public KitBuilder finishing(PdfFinish f) {
        this.finish = f;
        return this;
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
        return make(game, f, request, progress, p -> { });
    }

    /**
     * Makes one component and writes it with its previews as one: everything is rendered in
     * memory and written under temporary names, then the previews are moved into place, then the
     * PDF, then previews of pages it no longer has are removed. Interrupted at any point, a PDF
     * never stands without its previews.
     */
    Written make(String game, KitFile f, KitRequest request, Progress progress, OutputFiles.AfterMove after) throws IOException {
        Path dir = out.resolve(game).resolve(f.lang());
        Path target = dir.resolve(f.name() + ".pdf");
        byte[] pdf = finish.apply(out.relativize(target), f.make().get(), progress);
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
        OutputFiles.writeTogether(OutputFiles.ordered(paths, data), after);
        if (previews) removeStale(pdir, f.name(), images.size());
        progress.step(String.format(java.util.Locale.ROOT, "wrote %s (%d page%s, %d kB)", out.relativize(target), pages, pages == 1 ? "" : "s",
                (pdf.length + 1023) / 1024));
        return new Written(target, pdf.length, pages, images);
    }

    /** The previews' resolution for a document of {@code pages} pages. */
    public static int previewDpi(int pages) {
        return pages > LONG_DOCUMENT ? LONG_PREVIEW_DPI : PREVIEW_DPI;
    }

    /** Removes previews of {@code name} numbered past {@code kept} (pages the new PDF does not have). */
    private static void removeStale(Path dir, String name, int kept) throws IOException {
        if (!Files.isDirectory(dir)) return;
        java.util.regex.Pattern own = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(name) + "-(\\d{1,9})\\.png");
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, name + "-*.png")) {
            for (Path p : s) {
                var m = own.matcher(p.getFileName().toString());
                if (m.matches() && Integer.parseInt(m.group(1)) > kept) Files.deleteIfExists(p);
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
