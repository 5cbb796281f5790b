package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Fonts;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build cache against each kind of input: a toy game in a temporary project whose two
 * components read different strings, templates and data files through the real loaders. Each
 * change makes again exactly the files that read what changed; nothing changed, nothing is made
 * and the game is not even planned.
 */
class IncrementalBuildTest {
    @TempDir
    Path home;

    @TempDir
    Path out;

    static final Set<String> ALL = Set.of("cs/a", "cs/b", "en/a", "en/b");

    /**
     * Two files per language: {@code a} shows string a.title, a value of toy.yaml (read while
     * planning) and template a.svg.ftl; {@code b} shows b.title, template b.svg.ftl, which includes
     * part.ftl, and a value of extra.yaml, which only its making reads.
     */
    static final class Toy implements KitMaker {
        final AtomicInteger plans = new AtomicInteger();

        @Override
        public String game() {
            return "toy";
        }

        @Override
        public List<KitFile> plan(KitRequest request) {
            plans.incrementAndGet();
            GameFiles files = new GameFiles(request.home(), "toy", new Problems());
            Catalog strings = Catalog.load(files, List.of());
            String size = files.readMap("toy.yaml").text("size");
            return List.of("cs", "en").stream()
                    .flatMap(lang -> {
                        KitTexts t = new KitTexts("toy", strings, lang);
                        return List.of(
                                new KitFile(
                                        lang,
                                        "a",
                                        () -> page(request, "toy/a.svg.ftl", Map.of("t", t.all(), "v", size), lang)),
                                new KitFile(
                                        lang,
                                        "b",
                                        () -> page(
                                                request,
                                                "toy/b.svg.ftl",
                                                Map.of(
                                                        "t",
                                                        t.all(),
                                                        "v",
                                                        new GameFiles(request.home(), "toy", new Problems())
                                                                .readMap("extra.yaml")
                                                                .text("word")),
                                                lang)))
                                .stream();
                    })
                    .toList();
        }

        static byte[] page(KitRequest r, String template, Map<String, Object> model, String lang) {
            Drawing d = new Drawing("p", r.templates().render(template, model), 60, 20, 0);
            return r.pdf()
                    .sheets(
                            List.of(new PagePlan(Paper.A4, List.of(new Placement(d, 10, 10, 1, null)), List.of())),
                            new DocInfo("toy", lang, false));
        }
    }

    Toy toy;

    @BeforeEach
    void project() throws IOException {
        toy = new Toy();
        write("data/toy/toy.yaml", "size: 12\n");
        write("data/toy/extra.yaml", "word: one\n");
        write("data/toy/i18n/en.yaml", "a:\n  title: Alpha\nb:\n  title: Beta\n");
        write("data/toy/i18n/cs.yaml", "a:\n  title: Alfa\nb:\n  title: Béta\n");
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60mm\" height=\"20mm\" viewBox=\"0 0 60 20\">"
                + "<text x=\"2\" y=\"10\" font-family=\"Noto Sans\" font-size=\"5\">%s ${v}</text></svg>";
        write("templates/toy/a.svg.ftl", svg.formatted("${t[\"a.title\"]}"));
        write("templates/toy/part.ftl", "<#macro title>${t[\"b.title\"]}</#macro>");
        write("templates/toy/b.svg.ftl", "<#import \"part.ftl\" as p>" + svg.formatted("<@p.title/>"));
    }

    private void write(String name, String text) throws IOException {
        Path p = home.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        // as if saved a while before the build (a file saved while a build runs is never trusted)
        Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() - 10_000));
    }

    private KitRequest request(Paper paper) {
        return KitRequest.of(home, List.of(), PrintProfile.home(paper), null);
    }

    /** The files made by a build ({@code lang/name}). */
    private Set<String> made(KitBuilder b, Paper paper) {
        List<WrittenFile> w = b.build(toy, request(paper), Progress.SILENT);
        assertEquals(ALL, w.stream().map(this::id).collect(Collectors.toSet()), "every file listed, made or kept");
        return w.stream().filter(WrittenFile::made).map(this::id).collect(Collectors.toCollection(TreeSet::new));
    }

    private String id(WrittenFile w) {
        return out.relativize(w.file()).toString().replaceFirst("^toy/", "").replaceFirst("\\.pdf$", "");
    }

    private KitBuilder builder() {
        return new KitBuilder(out, 2, true, false).tool("v1");
    }

    @Test
    void eachKindOfInputRemakesWhatReadItAndNothingElse() throws IOException {
        assertEquals(ALL, made(builder(), Paper.A4), "the first build makes everything");
        assertTrue(Files.isRegularFile(out.resolve(BuildManifest.FILE)));
        Map<String, FileTime> times = times();
        int plans = toy.plans.get();
        assertEquals(Set.of(), made(builder(), Paper.A4), "nothing changed: nothing made");
        assertEquals(plans, toy.plans.get(), "nothing changed: the game is not even planned");
        assertEquals(times, times(), "nothing written");

        write("data/toy/i18n/cs.yaml", "a:\n  title: Alfa\nb:\n  title: Béta 2\n");
        assertEquals(Set.of("cs/b"), made(builder(), Paper.A4), "one Czech string: the one file showing it");
        write("data/toy/i18n/en.yaml", "a:\n  title: Alpha 2\nb:\n  title: Beta\n");
        assertEquals(Set.of("en/a"), made(builder(), Paper.A4), "one English string: Czech has its own");
        write("templates/toy/part.ftl", "<#macro title>[${t[\"b.title\"]}]</#macro>");
        assertEquals(Set.of("cs/b", "en/b"), made(builder(), Paper.A4), "a template included by b's");
        write(
                "templates/toy/a.svg.ftl",
                Files.readString(home.resolve("templates/toy/a.svg.ftl"))
                        .replace("font-size=\"5\"", "font-size=\"4\""));
        assertEquals(Set.of("cs/a", "en/a"), made(builder(), Paper.A4), "a's template");
        write("data/toy/extra.yaml", "word: two\n");
        assertEquals(Set.of("cs/b", "en/b"), made(builder(), Paper.A4), "a data file only b's making reads");
        write("data/toy/toy.yaml", "size: 13\n");
        assertEquals(ALL, made(builder(), Paper.A4), "a data file the planning reads");

        changeRecordedFont("toy/en/a", Fonts.REGULAR_RESOURCE);
        assertEquals(Set.of("en/a"), made(builder(), Paper.A4), "a font other than the one a file was made with");
        assertEquals(ALL, made(builder(), Paper.LETTER), "an option (the paper)");
        assertEquals(ALL, made(builder().tool("v2"), Paper.LETTER), "another build of the tool");
        assertEquals(ALL, made(builder().tool("v2").force(true), Paper.LETTER), "--force");

        Files.delete(out.resolve("toy/cs/preview/a-1.png"));
        assertEquals(Set.of("cs/a"), made(builder().tool("v2"), Paper.LETTER), "a preview deleted");
        Files.writeString(out.resolve("toy/en/b.pdf"), "not what was made");
        assertEquals(Set.of("en/b"), made(builder().tool("v2"), Paper.LETTER), "an output overwritten");
        assertEquals(Set.of(), made(builder().tool("v2"), Paper.LETTER));
    }

    @Test
    void aFileSavedWhileItsOutputWasMadeIsMadeAgain() throws IOException {
        made(builder(), Paper.A4);
        // saved while the next build runs (its time after the build began), after its making read the old text
        Files.writeString(home.resolve("data/toy/extra.yaml"), "word: three\n");
        Files.setLastModifiedTime(
                home.resolve("data/toy/extra.yaml"), FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Set<String> first = made(builder(), Paper.A4);
        assertEquals(Set.of("cs/b", "en/b"), first);
        assertEquals(
                Set.of("cs/b", "en/b"),
                made(builder(), Paper.A4),
                "not trusted until the file is older than the build");
        Files.setLastModifiedTime(
                home.resolve("data/toy/extra.yaml"), FileTime.fromMillis(System.currentTimeMillis() - 10_000));
        assertEquals(Set.of("cs/b", "en/b"), made(builder(), Paper.A4));
        assertEquals(Set.of(), made(builder(), Paper.A4));
    }

    @Test
    void whatEachFileReadIsRecorded() throws IOException {
        made(builder(), Paper.A4);
        var entry = BuildManifest.load(out).file("toy/cs/b");
        Function<String, String> abs =
                n -> home.resolve(n).toAbsolutePath().normalize().toString();
        assertTrue(
                entry.read()
                        .files()
                        .keySet()
                        .containsAll(List.of(
                                abs.apply("data/toy/toy.yaml"),
                                abs.apply("data/toy/extra.yaml"),
                                abs.apply("templates/toy/b.svg.ftl"),
                                abs.apply("templates/toy/part.ftl"))),
                entry.read().files().keySet().toString());
        assertFalse(
                entry.read().files().containsKey(abs.apply("data/toy/i18n/cs.yaml")),
                "strings are recorded one by one, not as the file");
        assertFalse(entry.read().files().containsKey(abs.apply("templates/toy/a.svg.ftl")));
        assertEquals(
                List.of("cs\tb.title"),
                entry.read().strings().get(abs.apply("data/toy")).keys());
        assertTrue(
                entry.read().resources().containsKey(Fonts.REGULAR_RESOURCE),
                entry.read().resources().toString());
    }

    /** Rewrites the manifest as if {@code file} had been made with other bytes of the font {@code font}. */
    private void changeRecordedFont(String file, String font) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root =
                (ObjectNode) json.readTree(out.resolve(BuildManifest.FILE).toFile());
        ObjectNode resources =
                (ObjectNode) root.path("files").path(file).path("read").path("resources");
        assertTrue(resources.has(font), file + " records the font it embeds: " + resources);
        resources.put(font, "0".repeat(64));
        json.writeValue(out.resolve(BuildManifest.FILE).toFile(), root);
    }

    private Map<String, FileTime> times() throws IOException {
        Map<String, FileTime> m = new TreeMap<>();
        try (var s = Files.walk(out)) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                m.put(out.relativize(p).toString(), Files.getLastModifiedTime(p));
        }
        return m;
    }
}
