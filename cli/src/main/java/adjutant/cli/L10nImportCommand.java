package adjutant.cli;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.exchange.ExchangeFile;
import adjutant.engine.l10n.exchange.ExchangeFormat;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.store.FileChanges;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n import FILE}: take a translator's XLIFF or PO back into the data. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:imported (or nothing to change)",
            "2:bad input (the file, a segment, flags); nothing was written"
        },
        mixinStandardHelpOptions = true,
        name = "import",
        description = {
            "Read an XLIFF 2.0, XLIFF 1.2 (or 1.1) or PO file (or a .tbx glossary) back into data/<game>/i18n/<lang>.yaml and rules/<lang>.md.",
            "Confirmed segments record the English they follow; fuzzy, reviewed and final marks and translator comments are kept.",
            "A broken segment (placeholders, codes, ICU plural forms, glossary ids, cross-references) or an unknown id refuses the whole file:",
            "one file:line:column per problem, nothing written."
        })
final class L10nImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Parameters(index = "0", paramLabel = "FILE", description = "The .xlf/.xliff or .po file")
    Path file;

    @picocli.CommandLine.Option(
            names = "--lang",
            paramLabel = "LANG",
            description = {
                "The file's language, when a PO header translated in the CAT tool"
                        + " no longer says it (else taken from the file's name, hunt-de.po); must agree with the file"
            })
    String lang;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (!options.writable(spec.commandLine().getErr())) return ExitCodes.BAD_INPUT;
        if (!Files.isRegularFile(file))
            return ExitCodes.refuse(spec.commandLine().getErr(), "no such file: " + file);
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".tbx"))
            return GlossaryImport.run(file, options, out);
        if (lang != null && !options.validLang(lang, spec.commandLine().getErr())) return ExitCodes.BAD_INPUT;
        ExchangeFile x = ExchangeFormat.read(file, file.toString(), lang);
        x.notes().forEach(n -> out.println("note: " + n));
        if (x.lang().equals(GameText.SOURCE_LANG)) {
            throw new BadInputException(new Problem(
                    file.toString(), 0, 0, "the target language is English, the source: nothing to import"));
        }
        Map<String, List<TranslationUpdate>> byGame = new LinkedHashMap<>();
        x.updates()
                .forEach(u ->
                        byGame.computeIfAbsent(u.game(), g -> new ArrayList<>()).add(u));
        List<String> known = options.known();
        Map<String, TranslationWriter> writers = new LinkedHashMap<>();
        List<Problem> problems = new ArrayList<>();
        for (Map.Entry<String, List<TranslationUpdate>> g : byGame.entrySet()) {
            if (!known.contains(g.getKey())) {
                TranslationUpdate first = g.getValue().get(0);
                problems.add(new Problem(
                        file.toString(),
                        first.line(),
                        first.column(),
                        "unknown game '" + g.getKey() + "', expected one of " + String.join(", ", known)));
                continue;
            }
            TranslationWriter w = new TranslationWriter(options.load(g.getKey()), x.lang());
            writers.put(g.getKey(), w);
            problems.addAll(w.check(g.getValue(), file.toString()));
        }
        // Every game is checked and every file planned before any is written: the import is all or nothing.
        if (!problems.isEmpty()) throw new BadInputException(problems);
        FileChanges all = new FileChanges();
        List<String> kept = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, TranslationWriter> g : writers.entrySet()) {
            all.addAll(g.getValue().plan(byGame.get(g.getKey()), file.toString()));
            g.getValue().kept().forEach(id -> kept.add(g.getKey() + "/" + id));
            g.getValue().stale().forEach(id -> stale.add(g.getKey() + "/" + id));
        }
        List<String> written = all.commit();
        written.forEach(f -> out.println("wrote " + f));
        out.println("imported " + x.updates().size() + " segments (" + x.lang() + "); "
                + (written.isEmpty() ? "no file changed" : written.size() + " file(s) changed"));
        if (!kept.isEmpty()) {
            out.println(kept.size() + " segment(s) came without a translation; their old translation is kept: "
                    + String.join(", ", kept));
        }
        if (!stale.isEmpty()) {
            out.println(stale.size()
                    + " segment(s) were translated from English that has changed since; they stay fuzzy until confirmed"
                    + " against today's English (l10n status --list shows them): " + String.join(", ", stale));
        }
        return ExitCodes.OK;
    }
}
