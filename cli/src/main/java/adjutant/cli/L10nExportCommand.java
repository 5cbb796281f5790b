package adjutant.cli;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.exchange.ExchangeFormat;
import adjutant.engine.l10n.exchange.ExchangeUnit;
import adjutant.engine.l10n.exchange.Tbx;
import adjutant.engine.l10n.exchange.TranslatorNotes;
import adjutant.engine.l10n.store.TextFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import javax.xml.stream.XMLStreamException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n export --format xliff|xliff12|po LANG [GAME…] [--out FILE]}: hand the segments to a translator's tool. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written", "2:bad input (language, game, flags); nothing was written"},
        mixinStandardHelpOptions = true,
        name = "export",
        description = {
            "Write the segments of LANG as XLIFF 2.0 or PO for a CAT tool, Weblate or Poedit.",
            "Importing the file unchanged leaves the data byte-identical."
        })
final class L10nExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Option(
            names = "--format",
            required = true,
            paramLabel = "FORMAT",
            description =
                    "xliff (XLIFF 2.0), xliff12 (XLIFF 1.2: OmegaT, translate-toolkit, most CAT tools), po, or tbx (the games' glossaries: every language's terms)")
    String format;

    @Parameters(index = "0", paramLabel = "LANG", description = "The target language, e.g. cs, de")
    String lang;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "GAME", description = "Games (default: all)")
    List<String> games = List.of();

    @Option(names = "--out", paramLabel = "FILE", description = "Write here (default: standard output)")
    Path outFile;

    @Option(names = "--todo", description = "Only segments missing or fuzzy")
    boolean todo;

    @Override
    public Integer call() throws IOException {
        boolean tbx = format.equalsIgnoreCase("tbx");
        ExchangeFormat f = tbx
                ? ExchangeFormat.PO
                : switch (format.toLowerCase(Locale.ROOT)) {
                    case "xliff", "xlf" -> ExchangeFormat.XLIFF;
                    case "xliff12", "xliff1.2", "xlf12" -> ExchangeFormat.XLIFF12;
                    case "po" -> ExchangeFormat.PO;
                    default -> null;
                };
        PrintWriter err = spec.commandLine().getErr();
        if (f == null)
            return ExitCodes.refuse(
                    err,
                    "--format must be xliff (2.0), xliff12 (XLIFF 1.2), po or tbx (the glossary), found '" + format
                            + "'");
        if (lang.equals(GameText.SOURCE_LANG))
            return ExitCodes.refuse(err, "English is the source language; export a translation language (e.g. cs)");
        if (!options.validLang(lang, err)) return ExitCodes.BAD_INPUT;
        String badOut = outFile == null ? null : OutputPaths.file("--out", outFile);
        if (badOut != null) return ExitCodes.refuse(err, badOut);
        List<String> ids = options.games(games, err);
        if (ids == null) return ExitCodes.BAD_INPUT;
        if (tbx) return glossary(ids);
        List<ExchangeUnit> units = new ArrayList<>();
        Instant revised = Instant.EPOCH;
        for (String game : ids) {
            GameText text = options.load(game);
            units.addAll(TranslatorNotes.units(text, lang, todo));
            Instant t = text.lastChanged(lang);
            if (t.isAfter(revised)) revised = t;
        }
        StringWriter w = new StringWriter();
        f.write(w, lang, units, revised.equals(Instant.EPOCH) ? Instant.now() : revised);
        boolean replaced = outFile != null && OutputPaths.replaces(outFile);
        write(
                w,
                units.size() + " segments of " + String.join(", ", ids) + " to " + outFile
                        + (replaced ? " (it replaced the file that was there)" : ""));
        return ExitCodes.OK;
    }

    /** The games' glossaries as TBX: every term with its definition, part of speech, and every language's form and variants. */
    private int glossary(List<String> ids) throws IOException {
        Map<String, Glossary> byGame = new LinkedHashMap<>();
        for (String game : ids) byGame.put(game, options.load(game).glossary());
        StringWriter w = new StringWriter();
        try {
            Tbx.write(w, byGame);
        } catch (XMLStreamException e) {
            throw new IOException("cannot write TBX: " + e.getMessage(), e);
        }
        int terms = byGame.values().stream().mapToInt(g -> g.terms().size()).sum();
        write(w, terms + " glossary terms of " + String.join(", ", ids) + " to " + outFile);
        return ExitCodes.OK;
    }

    /** The file to standard output, or into --out with a line on standard error saying what it holds. */
    private void write(StringWriter w, String what) throws IOException {
        if (outFile == null) {
            spec.commandLine().getOut().print(w);
            spec.commandLine().getOut().flush();
        } else {
            TextFiles.write(outFile, w.toString());
            spec.commandLine().getErr().println("wrote " + what);
        }
    }
}
