package adjutant.generator.pod;

import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.OutputFiles;
import adjutant.generator.PieceSet;
import adjutant.generator.Progress;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.print.PageRaster;
import adjutant.generator.pdf.print.SrgbPng;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes a game's print-on-demand images: {@code <out>/<game>/<lang>/<component>/NNN-front.png}
 * (and {@code -back.png}), then {@code manifest.csv} and {@code contact-sheet.pdf}. Each
 * component's pieces are set as a print-shop PDF (one face per page, as {@code --print-shop}
 * makes them) and PDFBox renders the images from its pages. Images of pieces the game no
 * longer has are removed.
 */
public final class PodBuilder {
    private final Path out;

    /** {@code out}: the folder that gets a folder per game (the kit's {@code out/pod}). */
    public PodBuilder(Path out) {
        this.out = out;
    }

    /** The files written, per language: the images, then the manifest and the contact sheet. */
    public List<Path> build(KitMaker maker, KitRequest request, Progress progress) {
        List<PieceSet> sets = maker.pieces(request);
        Map<String, List<PieceSet>> byLang = new LinkedHashMap<>();
        for (PieceSet s : sets)
            byLang.computeIfAbsent(s.lang(), l -> new ArrayList<>()).add(s);
        List<Path> written = new ArrayList<>();
        try {
            for (Map.Entry<String, List<PieceSet>> e : byLang.entrySet()) {
                written.addAll(language(maker.game(), e.getKey(), e.getValue(), request, progress));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return written;
    }

    private List<Path> language(String game, String lang, List<PieceSet> sets, KitRequest request, Progress progress)
            throws IOException {
        Path dir = out.resolve(game).resolve(lang);
        List<PodImage> all = new ArrayList<>();
        Map<String, BufferedImage> thumbs = new HashMap<>();
        List<Path> written = new ArrayList<>();
        for (PieceSet set : sets) {
            List<PodImage> images = PodPlanner.plan(set);
            render(images, request, dir, thumbs, written);
            removeStale(dir.resolve(set.component()), images);
            all.addAll(images);
            progress.step(String.format(
                    Locale.ROOT,
                    "wrote %s (%d images)",
                    out.getParent() == null ? dir : out.getParent().relativize(dir.resolve(set.component())),
                    images.size()));
        }
        Path manifest = dir.resolve("manifest.csv");
        OutputFiles.write(manifest, Manifest.csv(all));
        Path sheet = dir.resolve("contact-sheet.pdf");
        String heading =
                game + " (" + lang + "): " + all.size() + " images for print on demand, cut red, safe area dashed blue";
        OutputFiles.write(sheet, ContactSheet.pdf(heading, all, thumbs, new DocInfo(heading, lang, false)));
        written.add(manifest);
        written.add(sheet);
        return written;
    }

    /** Renders one component's images from a print-shop PDF of its faces and writes each one. */
    private static void render(
            List<PodImage> images, KitRequest request, Path dir, Map<String, BufferedImage> thumbs, List<Path> written)
            throws IOException {
        Map<String, Integer> pageOf = new LinkedHashMap<>();
        List<PagePlan> pages = new ArrayList<>();
        for (PodImage i : images) {
            Drawing d = i.drawing();
            String key = d.id() + "@" + d.bleed();
            if (!pageOf.containsKey(key)) {
                pageOf.put(key, pages.size());
                pages.add(Imposer.alone(d));
            }
        }
        byte[] pdf = request.pdf().sheets(pages, new DocInfo("print on demand", "en", false));
        Map<String, byte[]> done = new HashMap<>();
        Map<String, BufferedImage> small = new HashMap<>();
        try (PageRaster raster = new PageRaster(pdf)) {
            for (PodImage i : images) {
                Drawing d = i.drawing();
                String key = d.id() + "@" + d.bleed() + "@" + i.left() + "," + i.top();
                byte[] png = done.get(key);
                if (png == null) {
                    BufferedImage img = raster.window(
                            pageOf.get(d.id() + "@" + d.bleed()),
                            i.pxPerMm(),
                            i.left(),
                            i.top(),
                            i.product().widthPx(),
                            i.product().heightPx());
                    png = SrgbPng.write(img, Product.DPI);
                    small.put(key, ContactSheet.thumbnail(img));
                    done.put(key, png);
                }
                Path target = dir.resolve(i.file());
                OutputFiles.write(target, png);
                thumbs.put(i.file(), small.get(key));
                written.add(target);
            }
        }
    }

    /** Removes images in {@code folder} that this build did not write (pieces the game no longer has). */
    private static void removeStale(Path folder, List<PodImage> images) throws IOException {
        if (!Files.isDirectory(folder)) return;
        Set<String> kept = new HashSet<>();
        for (PodImage i : images) kept.add(Path.of(i.file()).getFileName().toString());
        try (DirectoryStream<Path> s = Files.newDirectoryStream(folder, "*-{front,back}.png")) {
            for (Path p : s) if (!kept.contains(p.getFileName().toString())) Files.deleteIfExists(p);
        }
    }
}
