package adjutant.cli;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.TranslationWriter;
import adjutant.engine.l10n.exchange.ExchangeFile;
import adjutant.engine.l10n.exchange.ExchangeFormat;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n import FILE}: take a translator's XLIFF or PO back into the data. */
@Command(mixinStandardHelpOptions = true, name = "import", description = {"Read an XLIFF 2.0 or PO file back into data/<game>/i18n/<lang>.yaml and rules/<lang>.md.",
        "Confirmed segments record the English they follow; fuzzy ones keep their old record. Unknown ids change nothing."})
final class L10nImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Mixin
    L10nOptions options;

    @Parameters(index = "0", paramLabel = "FILE", description = "The .xlf/.xliff or .po file")
    Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (!Files.isRegularFile(file)) {
            spec.commandLine().getErr().println("adjutant: no such file: " + file);
            return ExitCodes.BAD_INPUT;
        }
        ExchangeFile x = ExchangeFormat.read(file, file.toString());
        if (x.lang().equals(GameText.SOURCE_LANG)) {
            throw new BadInputException(new Problem(file.toString(), 0, 0, "the target language is English, the source: nothing to import"));
        }
        Map<String, List<TranslationUpdate>> byGame = new LinkedHashMap<>();
        x.updates().forEach(u -> byGame.computeIfAbsent(u.game(), g -> new ArrayList<>()).add(u));
        List<String> known = options.known();
        Map<String, GameText> texts = new LinkedHashMap<>();
        List<Problem> problems = new ArrayList<>();
        for (Map.Entry<String, List<TranslationUpdate>> g : byGame.entrySet()) {
            if (!known.contains(g.getKey())) {
                problems.add(new Problem(file.toString(), 0, 0, "unknown game '" + g.getKey() + "'"));
                continue;
            }
            GameText t = options.load(g.getKey());
            texts.put(g.getKey(), t);
            for (TranslationUpdate u : g.getValue()) {
                if (t.segment(u.id()) == null) problems.add(new Problem(file.toString(), 0, 0, "unknown id '" + u.id() + "' in game " + u.game()));
            }
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        int written = 0;
        for (Map.Entry<String, GameText> g : texts.entrySet()) {
            for (String f : new TranslationWriter(g.getValue(), x.lang()).apply(byGame.get(g.getKey()), file.toString())) {
                out.println("wrote " + f);
                written++;
            }
        }
        out.println("imported " + x.updates().size() + " segments (" + x.lang() + "); " + (written == 0 ? "no file changed" : written + " file(s) changed"));
        return ExitCodes.OK;
    }
}
