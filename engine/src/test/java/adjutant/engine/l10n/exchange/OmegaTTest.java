package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import adjutant.engine.Games;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.pseudo.PseudoText;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 34: a real CAT tool between export and import. OmegaT (Debian's {@code omegat}, 3.6) in
 * console mode translates a new language's export — PO and XLIFF 1.2 — from a pseudo-translation
 * memory (TMX in {@code tm/auto}, every English segment with its accented copy), and its output
 * imports back with every segment exactly that pseudo translation. Skipped without OmegaT
 * unless CI is set ({@code .ci/run} installs it).
 */
class OmegaTTest {
    private static final String LANG = "de";

    @TempDir
    Path home;

    @TempDir
    Path project;

    @ParameterizedTest
    @EnumSource(
            value = ExchangeFormat.class,
            names = {"PO", "XLIFF12"})
    void omegatsOutputImportsBackExactly(ExchangeFormat format) throws Exception {
        ExchangeFile x = roundTrip(format, tmx -> tmx);
        assertEquals(List.of(), x.notes(), "the accented header is read as it is");
    }

    /**
     * Issue 34: OmegaT offers the PO header as a segment; translated ("Sprache: Deutsch", no
     * Language: left), it is not refused: the language comes from the file's name, with a note.
     */
    @org.junit.jupiter.api.Test
    void aTranslatedPoHeaderTakesTheLanguageFromTheFileName() throws Exception {
        ExchangeFile x = roundTrip(
                ExchangeFormat.PO,
                tmx -> changed(
                        tmx,
                        tmx.replaceFirst(
                                "(?s)(<tuv lang=\"DE\">\\s*<seg>[^<]*?)Language: de([^<]*?)Plural-Forms:",
                                "$1Sprache: Deutsch$2Pluralformen:")));
        assertEquals(LANG, x.lang());
        assertTrue(
                x.notes().stream()
                        .anyMatch(n -> n.contains("no 'Language:' field") && n.contains("from the file's name")),
                x.notes().toString());
    }

    private static String changed(String before, String after) {
        assertTrue(!after.equals(before), "the memory's header edited: " + before);
        return after;
    }

    private ExchangeFile roundTrip(ExchangeFormat format, UnaryOperator<String> memory) throws Exception {
        Assumptions.assumeTrue(installed(), "OmegaT not installed: skipped (runs, and must pass, where CI is set)");
        Fixture.copyTo(home);
        List<ExchangeUnit> units = TranslatorNotes.units(Fixture.load(home), LANG, false);
        String name = format == ExchangeFormat.PO ? "de.po" : "de.xlf";
        for (String d : List.of("source", "target", "tm/auto", "glossary", "dictionary", "omegat"))
            Files.createDirectories(project.resolve(d));
        StringWriter w = new StringWriter();
        format.write(w, LANG, units, Instant.EPOCH);
        Files.writeString(project.resolve("source").resolve(name), w.toString());
        Files.writeString(project.resolve("omegat.project"), projectFile());
        // OmegaT's own pseudo-translation memory (each segment as OmegaT cuts it, tags as it writes them), then
        // accented
        Path equal = project.resolve("equal.tmx");
        omegat(
                "--mode=console-createpseudotranslatetmx",
                "--pseudotranslatetmx=" + equal,
                "--pseudotranslatetype=equal");
        String raw = Files.readString(equal);
        String edited = memory.apply(raw);
        Files.writeString(project.resolve("tm/auto/pseudo.tmx"), accented(edited));
        String log = omegat("--mode=console-translate");
        Path out = project.resolve("target").resolve(name);
        assertTrue(Files.isRegularFile(out), log);
        ExchangeFile x = ExchangeFormat.read(out, name);
        new TranslationWriter(Fixture.load(home), x.lang()).apply(x.updates(), name);
        GameText t = Fixture.load(home);
        List<String> wrong = new ArrayList<>();
        for (TranslationUnit u : t.units(LANG)) {
            String expected = expected(u.segment().source());
            if (!expected.equals(u.target())) wrong.add(u.id() + ": " + u.target() + " (expected " + expected + ")");
        }
        assertEquals(List.of(), wrong, Files.readString(out));
        return x;
    }

    /** The pseudo translation of a whole message: every plural branch on its own, as OmegaT sees them. */
    private static String expected(String english) {
        IcuPlural p = IcuPlural.of(english);
        if (p == null) return pseudo(english);
        Map<String, String> de = new LinkedHashMap<>();
        de.put("one", pseudo(p.branches().get("one")));
        de.put("other", pseudo(p.branches().get("other")));
        return new IcuPlural(p.argument(), de).icu();
    }

    private static String pseudo(String s) {
        return PseudoText.accent(s);
    }

    /** The target side of each translation unit accented outside OmegaT's tags ({@code <x0/>}, {@code <g1>}, …). */
    private static String accented(String tmx) {
        Matcher m = Pattern.compile("(<tuv lang=\"DE\">\\s*<seg>)(.*?)(</seg>)", Pattern.DOTALL)
                .matcher(tmx);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String seg = m.group(2)
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&amp;", "&");
            StringBuilder out = new StringBuilder();
            Matcher tag = Pattern.compile("</?[a-z]+\\d+/?>").matcher(seg);
            int at = 0;
            while (tag.find()) {
                out.append(pseudo(seg.substring(at, tag.start()))).append(tag.group());
                at = tag.end();
            }
            out.append(pseudo(seg.substring(at)));
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group(1) + xml(out.toString()) + m.group(3)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private String omegat(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("omegat", project.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "OmegaT finishes");
        assertEquals(0, p.exitValue(), log);
        return log;
    }

    /** The project file the translators' guide gives (EN to DE, paragraph segments). */
    private static String projectFile() throws IOException {
        return Files.readString(Games.home().resolve("examples/omegat/omegat.project"));
    }

    private static boolean installed() {
        boolean found = Files.isExecutable(Path.of("/usr/bin/omegat"));
        String ci = System.getenv("CI");
        if (!found && ci != null && !ci.isBlank()) fail("CI is set but OmegaT is missing (apt-get install omegat)");
        return found;
    }
}
