package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.store.RulesBlock;
import adjutant.engine.l10n.store.RulesDoc;
import adjutant.engine.l10n.store.SourcesFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, item 5, on a translation that exists already (The Hunt's Czech book, in a copy of the
 * project): a block left untranslated — by the marker the tools write, or as a copy of the English
 * an older import wrote, repaired by the next import — follows the English when it changes; the
 * Czech book prints the new English there and {@code status} counts it missing, not fuzzy.
 */
class UntranslatedFollowsEnglishTest {
    private static final String NEW = " Adjutant added this sentence to the English.";

    @TempDir
    Path home;

    private static RulesDoc doc(Path md) throws IOException {
        return RulesDoc.parse(Files.readString(md), md.toString(), new Problems());
    }

    @Test
    void aChangedEnglishBlockWithoutTranslationPrintsTheNewEnglishAndCountsAsMissing() throws Exception {
        Path project = Games.home();
        Trees.copy(project.resolve("data/hunt"), home.resolve("data/hunt"));
        Trees.copy(project.resolve("templates"), home.resolve("templates"));
        Path enMd = home.resolve("data/hunt/rules/en.md"), csMd = home.resolve("data/hunt/rules/cs.md");
        RulesDoc en = doc(enMd);
        List<RulesBlock> prose = en.segments().stream()
                .filter(b -> b.kind() == RulesBlock.Kind.PROSE
                        && b.text().length() > 80
                        && !b.text().contains("|")
                        && !b.text().contains("["))
                .toList();
        RulesBlock marked = prose.get(2), copied = prose.get(5), retranslated = prose.get(8);

        RulesDoc cs = doc(csMd);
        cs.replace(marked.id(), RulesDoc.UNTRANSLATED);
        cs.replace(copied.id(), copied.text());
        Files.writeString(csMd, cs.write());
        // An older import wrote the English copy with no record of a confirmed English.
        Path sources = home.resolve("data/hunt/rules/cs.sources.yaml");
        Map<String, SourcesFile.Entry> records =
                new LinkedHashMap<>(SourcesFile.entries(sources, sources.toString(), new Problems()));
        assertTrue(records.remove(copied.id()) != null);
        Files.writeString(
                sources,
                SourcesFile.write(
                        records, en.segments().stream().map(RulesBlock::id).toList(), "cs.md"));
        // The next import that rewrites the book repairs the English copy (here the translator revised another block).
        String revised = cs.block(retranslated.id()).text() + " (upraveno)";
        List<String> wrote = new TranslationWriter(GameText.load(home, "hunt", new Problems()), "cs")
                .apply(
                        List.of(new TranslationUpdate("hunt", "rules:" + retranslated.id(), null, revised, true)),
                        "cs.po");
        assertTrue(wrote.contains("data/hunt/rules/cs.md"), wrote.toString());
        assertEquals(RulesDoc.UNTRANSLATED, doc(csMd).block(copied.id()).text(), "the English copy became the marker");
        assertEquals(revised, doc(csMd).block(retranslated.id()).text());

        RulesDoc en2 = doc(enMd);
        en2.replace(marked.id(), marked.text() + NEW);
        en2.replace(copied.id(), copied.text() + NEW);
        Files.writeString(enMd, en2.write());

        CliRun status = CliRun.l10n(home, "status", "hunt", "--lang", "cs", "--list");
        for (RulesBlock b : List.of(marked, copied)) {
            assertTrue(
                    status.out().contains("missing (shows English)   rules:" + b.id() + "\n")
                            || status.out().contains("missing (shows English)   rules:" + b.id() + " "),
                    b.id() + "\n" + status.out());
        }
        assertTrue(status.out().contains("translated, 0 fuzzy, 2 missing,"), status.out());

        CliRun build = CliRun.of(
                "build",
                "hunt",
                "--lang",
                "cs",
                "--no-preview",
                "--home",
                home.toString(),
                "--out",
                home.resolve("out").toString());
        assertEquals(0, build.code(), build.err() + build.out());
        String book;
        try (PDDocument d =
                Loader.loadPDF(home.resolve("out/hunt/cs/rulebook.pdf").toFile())) {
            book = new PDFTextStripper().getText(d).replaceAll("[\\s\\u00a0]+", " ");
        }
        assertEquals(
                2,
                book.split("Adjutant added this sentence", -1).length - 1,
                "both blocks print the English of the day");
    }
}
