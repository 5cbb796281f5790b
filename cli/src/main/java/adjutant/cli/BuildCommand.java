package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.IcuFormat;
import adjutant.engine.l10n.LanguageStatus;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.SectionStatus;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.WrittenFile;
import adjutant.generator.layout.Offset;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.print.PdfXFinish;
import adjutant.generator.svg.Templates;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant build [GAME…]}: generate the print kits into out/. */
@Command(
        name = "build",
        description = "Generate the print-and-play kits into <out>/<game>/<lang>/ (PDF and PNG previews).")
final class BuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "0..*",
            paramLabel = "GAME",
            description = "Games to build (default: every game of the workspace, its variants under data/ too)")
    List<String> games = List.of();

    @Option(
            names = "--lang",
            split = ",",
            paramLabel = "LANG",
            description = "Languages, e.g. cs,en (default: every language of the game)")
    List<String> langs = List.of();

    @Option(
            names = "--paper",
            paramLabel = "PAPER",
            defaultValue = "a4",
            description = "Home paper: a4 or letter (default: ${DEFAULT-VALUE})")
    String paper;

    @Option(
            names = "--print-shop",
            description = "One item per page with bleed, TrimBox and BleedBox set, no crop marks")
    boolean printShop;

    @Option(
            names = "--pdfx",
            description =
                    "With --print-shop: PDF/X-4 in CMYK (FOGRA39, total ink 300 %%), each file preflighted and refused when it fails")
    boolean pdfx;

    @Option(
            names = "--pod",
            description =
                    "Print on demand: every card, counter and board panel as its own 300-dpi sRGB PNG (fronts and backs paired) "
                            + "with manifest.csv and a contact sheet, into <out>/pod/<game>/<lang>/")
    boolean pod;

    @Option(
            names = "--bleed",
            paramLabel = "MM",
            description = "Bleed around cards, counters and boards in mm (default: 3)")
    Double bleed;

    @Option(
            names = "--back-offset",
            paramLabel = "X,Y",
            description = "Shift of the duplex backs in mm, read off the calibration page")
    String backOffset;

    @Option(
            names = "--position",
            paramLabel = "POS.yaml",
            description = "A Diplomacy position whose units the order sheets pre-print")
    Path position;

    @Option(
            names = "--scannable",
            description =
                    "Only the scannable order sheets of --position (Diplomacy): boxes to mark, read back by 'validate diplomacy --scan'")
    boolean scannable;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Output folder (default: out/ in the workspace, or in the working folder when none)")
    Path out;

    @Option(names = "--no-preview", description = "Skip the PNG previews")
    boolean noPreview;

    @Option(names = "--no-rulebook", description = "Skip the rulebooks (the slowest part of a kit)")
    boolean noRulebook;

    @Option(
            names = "--force",
            description = "Make every file again, even those whose inputs did not change since they were made")
    boolean force;

    @Option(
            names = "--watch",
            description =
                    "Keep running: after each saved change under data/ or templates/, say which files changed and make what they affect")
    boolean watch;

    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Project folder holding data/ and templates/ (default: found from the working folder)")
    Path home;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path root = home != null ? home.toAbsolutePath() : Games.home();
        for (String needed : List.of("data", "templates")) {
            if (!Files.isDirectory(root.resolve(needed)))
                return ExitCodes.refuse(
                        err,
                        "--home " + root + ": no " + needed
                                + "/ folder there (a project folder holds data/ and templates/)");
        }
        if (watch && !Workspace.writable(root, err)) return ExitCodes.BAD_INPUT;
        List<KitMaker> makers = makers(root, err);
        if (makers == null) return ExitCodes.BAD_INPUT;
        PrintProfile profile = profile(err);
        if (profile == null) return ExitCodes.BAD_INPUT;
        if (position != null && !Files.isRegularFile(position))
            return ExitCodes.refuse(err, "--position " + position + ": no such file");
        for (String l : langs) {
            String bad = LanguageTag.problem(l);
            if (bad != null) return ExitCodes.refuse(err, "--lang: " + bad);
        }
        String badOut = out == null ? null : OutputPaths.folder("--out", out);
        if (badOut != null) return ExitCodes.refuse(err, badOut);
        Problems refused = new Problems(); // what check reports too, refused before anything is written
        for (KitMaker m : makers) {
            GameFiles files = new GameFiles(root, m.game(), refused);
            KitComponents.check(files);
            Catalog strings = Catalog.load(files, List.of());
            IcuFormat.faults(m.game(), strings, langs.isEmpty() ? strings.languages() : langs)
                    .forEach(refused::add);
        }
        refused.throwIfAny();
        if (scannable
                && (position == null || makers.stream().anyMatch(m -> !m.game().equals("diplomacy")))) {
            return ExitCodes.refuse(
                    err,
                    "--scannable: expected 'build diplomacy --position POS.yaml --scannable' (the boxes come from the position's units)");
        }
        Path target =
                out != null ? out.toAbsolutePath() : Games.outputRoot(root).resolve("out");
        KitRequest request = KitRequest.of(root, langs, profile, position);
        if (pod)
            return Pod.build(
                    makers,
                    request,
                    target,
                    printShop || pdfx || scannable || position != null || bleed != null || backOffset != null,
                    o,
                    err);
        if (scannable) request = request.scannableOnly();
        if (pdfx && !printShop)
            return ExitCodes.refuse(
                    err, "--pdfx: expected --print-shop too (PDF/X is for the print shop's one-item-per-page files)");
        KitBuilder builder = new KitBuilder(
                        target, Runtime.getRuntime().availableProcessors(), !noPreview, !noRulebook && !scannable)
                .force(force);
        if (pdfx) builder.finishing(new PdfXFinish());
        if (!watch) return build(builder, makers, request, root, target, o);
        return watch(builder, makers, request, root, target, o, err);
    }

    /**
     * Builds, then waits for saves and builds again what they affect, until interrupted (Ctrl+C).
     * Bad input in a save is reported as by a single build, and the watch goes on.
     */
    private int watch(
            KitBuilder builder,
            List<KitMaker> makers,
            KitRequest request,
            Path root,
            Path target,
            PrintWriter o,
            PrintWriter err) {
        try (BuildWatch w = new BuildWatch(root)) {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    build(builder, makers, request, root, target, o);
                } catch (BadInputException bad) {
                    bad.problems().forEach(err::println);
                    err.flush();
                } catch (Templates.TemplateFailure | UncheckedIOException e) {
                    err.println("adjutant: " + e.getMessage());
                    err.flush();
                }
                builder.force(false); // --force is for the first build only
                o.println("Watching data/ and templates/ for changes (Ctrl+C to stop)...");
                o.flush();
                Set<String> changed = w.next();
                o.println("changed: " + String.join(", ", changed));
                o.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            return ExitCodes.refuse(err, "--watch: " + e.getMessage());
        }
        return ExitCodes.OK;
    }

    private int build(
            KitBuilder builder, List<KitMaker> makers, KitRequest request, Path root, Path target, PrintWriter o) {
        long start = System.nanoTime();
        List<WrittenFile> all;
        try (BuildProgress progress = BuildProgress.on(o)) {
            all = builder.build(makers, request, progress);
        } catch (KitBuilder.Interrupted stop) {
            // only a served build is interrupted (its client went away); a direct one ends with its JVM
            o.println("Build stopped: the files made so far are whole; the next build makes the rest.");
            return ExitCodes.INTERRUPTED;
        }
        for (KitMaker m : makers) fallbacks(o, root, m.game());
        List<WrittenFile> made = all.stream().filter(WrittenFile::made).toList();
        long bytes = made.stream().mapToLong(WrittenFile::bytes).sum();
        long pdfs =
                made.stream().filter(w -> w.file().toString().endsWith(".pdf")).count();
        long svgs = made.size() - pdfs;
        String others = svgs == 0 ? "" : String.format(Locale.ROOT, " and %d SVG file%s", svgs, svgs == 1 ? "" : "s");
        int pages = made.stream().mapToInt(WrittenFile::pages).sum();
        o.printf(
                Locale.ROOT,
                "Wrote %d PDF file%s (%d page%s)%s, %.1f MB, into %s in %.1f s%s.%n",
                pdfs,
                pdfs == 1 ? "" : "s",
                pages,
                pages == 1 ? "" : "s",
                others,
                bytes / 1e6,
                target,
                (System.nanoTime() - start) / 1e9,
                made.size() == all.size()
                        ? ""
                        : "; " + (all.size() - made.size()) + " up to date (--force makes them again)");
        return ExitCodes.OK;
    }

    /** For each language asked for by --lang, how many of the game's texts printed in English because they are not translated. */
    private void fallbacks(PrintWriter o, Path root, String game) {
        for (String lang : langs) {
            if (lang.equals(GameText.SOURCE_LANG)) continue;
            GameText text = GameText.load(root, game, new Problems());
            o.println(fallbackLine(game, lang, LanguageStatus.of(text, lang)));
            if (!text.glossary().missing(lang).isEmpty())
                o.println(game + " " + lang + " " + text.glossary().coverage(lang));
        }
    }

    /**
     * What a build says of a language: every text in it, or how many fell back to English, per
     * file; a fuzzy text prints as it stands, translated from older English, so it is counted
     * apart and never as done.
     */
    static String fallbackLine(String game, String lang, LanguageStatus st) {
        SectionStatus t = st.total();
        String fuzzy = t.fuzzy() == 0
                ? ""
                : String.format(
                        Locale.ROOT,
                        ", %d fuzzy printed (translated from older English;"
                                + " l10n status %s --lang %s --list names them)",
                        t.fuzzy(),
                        game,
                        lang);
        if (t.missing() == 0) {
            return t.fuzzy() == 0
                    ? String.format(Locale.ROOT, "%s %s: every text in %s", game, lang, lang)
                    : String.format(Locale.ROOT, "%s %s: %d of %d%s", game, lang, t.translated(), t.total(), fuzzy);
        }
        List<String> files = st.files().stream()
                .filter(f -> f.missing() > 0)
                .map(f -> f.missing() + " of " + f.total() + " " + f.section())
                .toList();
        return String.format(
                Locale.ROOT,
                "%s %s: %d of %d texts fell back to English (en): %s%s",
                game,
                lang,
                t.missing(),
                t.total(),
                String.join(", ", files),
                fuzzy);
    }

    private List<KitMaker> makers(Path root, PrintWriter err) {
        List<KitMaker> known = Kits.all();
        // none named: every game of the workspace, its variants under data/ too
        List<String> asked = GameIds.resolve(games, root, err);
        if (asked == null) return null;
        List<KitMaker> chosen = new ArrayList<>();
        for (String g : asked) {
            var m = Kits.of(root, g); // a variant's kit is its family's, made from its folder
            if (m.isEmpty()) {
                err.println("adjutant: '" + g + "' has no print kit yet; games with one: "
                        + String.join(", ", known.stream().map(KitMaker::game).toList()));
                return null;
            }
            chosen.add(m.get());
        }
        return chosen;
    }

    private PrintProfile profile(PrintWriter err) {
        var p = Paper.home(paper);
        if (p.isEmpty()) {
            err.println("adjutant: --paper '" + paper + "': expected one of "
                    + String.join(", ", Paper.HOME.stream().map(Paper::name).toList()));
            return null;
        }
        PrintProfile profile = printShop ? PrintProfile.printShop().withPaper(p.get()) : PrintProfile.home(p.get());
        if (bleed != null) {
            if (!(bleed >= 0 && bleed <= 10)) {
                err.println("adjutant: --bleed " + bleed + ": expected millimetres from 0 to 10");
                return null;
            }
            profile = profile.withBleed(bleed);
        }
        if (backOffset != null) {
            try {
                profile = profile.withBackOffset(Offset.parse(backOffset));
            } catch (IllegalArgumentException e) {
                err.println("adjutant: --back-offset: " + e.getMessage());
                return null;
            }
        }
        return profile;
    }
}
