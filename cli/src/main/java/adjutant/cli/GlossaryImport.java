package adjutant.cli;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.exchange.Tbx;
import adjutant.engine.l10n.store.FileChanges;
import adjutant.engine.l10n.store.GlossaryEditor;
import adjutant.engine.l10n.store.TextFiles;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * {@code l10n import FILE.tbx}: a translator's terminology back into each game's
 * {@code glossary.yaml} — every language but English (the source), each term's form and
 * variants where they differ from the file; unknown games or terms refuse the whole file, and
 * the glossaries are written all or none.
 */
final class GlossaryImport {
    private GlossaryImport() {}

    static int run(Path file, L10nOptions options, PrintWriter out) {
        Problems read = new Problems();
        String text = TextFiles.read(file, file.toString(), read);
        read.throwIfAny();
        List<Tbx.Entry> entries = Tbx.read(new StringReader(text), file.toString());
        Map<String, List<Tbx.Entry>> byGame = new LinkedHashMap<>();
        entries.forEach(
                e -> byGame.computeIfAbsent(e.game(), g -> new ArrayList<>()).add(e));
        List<Problem> problems = new ArrayList<>();
        FileChanges all = new FileChanges();
        int changed = 0;
        TreeSet<String> langs = new TreeSet<>();
        for (Map.Entry<String, List<Tbx.Entry>> g : byGame.entrySet()) {
            if (!options.known().contains(g.getKey())) {
                Tbx.Entry first = g.getValue().get(0);
                problems.add(new Problem(
                        file.toString(),
                        first.line(),
                        first.column(),
                        "unknown game '" + g.getKey() + "', expected one of " + String.join(", ", options.known())));
                continue;
            }
            GameText game = options.load(g.getKey());
            Map<String, Glossary.Term> terms = new LinkedHashMap<>();
            game.glossary().terms().forEach(t -> terms.put(t.id(), t));
            String name = "glossary.yaml";
            Problems p = new Problems();
            String yaml = TextFiles.read(game.files().path(name), game.files().shown(name), p);
            p.throwIfAny();
            String now = yaml;
            Map<String, Map<String, String>> forms = new LinkedHashMap<>();
            Map<String, Map<String, List<String>>> variants = new LinkedHashMap<>();
            for (Tbx.Entry e : g.getValue()) {
                Glossary.Term t = terms.get(e.id());
                if (t == null) {
                    problems.add(new Problem(
                            file.toString(),
                            e.line(),
                            e.column(),
                            "unknown term '" + e.id() + "' in game " + g.getKey()));
                    continue;
                }
                for (String lang : e.forms().keySet()) {
                    if (lang.equals(GameText.SOURCE_LANG))
                        continue; // English is the source: never written from a translator's file
                    List<String> vs = e.variants().get(lang);
                    if (Objects.equals(t.forms().get(lang), e.forms().get(lang))
                            && (vs == null || vs.equals(t.variants().get(lang)))) continue;
                    forms.computeIfAbsent(lang, l -> new LinkedHashMap<>())
                            .put(e.id(), e.forms().get(lang));
                    if (vs != null)
                        variants.computeIfAbsent(lang, l -> new LinkedHashMap<>())
                                .put(e.id(), vs);
                    langs.add(lang);
                    changed++;
                }
            }
            try {
                for (String lang : forms.keySet())
                    now = GlossaryEditor.set(
                            now,
                            game.files().shown(name),
                            lang,
                            forms.get(lang),
                            variants.getOrDefault(lang, Map.of()));
            } catch (IllegalStateException ex) {
                problems.add(new Problem(
                        file.toString(),
                        g.getValue().get(0).line(),
                        g.getValue().get(0).column(),
                        "cannot write " + ex.getMessage() + "; nothing written"));
            }
            all.add(new FileChanges.Change(
                    game.files().dir(), game.files().path(name), game.files().shown(name), yaml, now));
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        List<String> written = all.commit();
        written.forEach(f -> out.println("wrote " + f));
        out.println("imported " + entries.size() + " glossary terms; " + changed + " term form(s) changed"
                + (langs.isEmpty() ? "" : " (" + String.join(", ", langs) + ")") + "; "
                + (written.isEmpty() ? "no file changed" : written.size() + " file(s) changed"));
        return ExitCodes.OK;
    }
}
