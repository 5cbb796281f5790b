package adjutant.engine.l10n;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Inputs;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.store.I18nFile;
import adjutant.engine.l10n.store.RulesBlock;
import adjutant.engine.l10n.store.RulesDoc;
import adjutant.engine.l10n.store.SourcesFile;
import adjutant.engine.l10n.store.TextFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Everything translatable of one game as segments, with each language's translations and
 * confirmed sources: the model behind {@code adjutant l10n}. Read straight from the data
 * folder ({@code game.yaml}, {@code glossary.yaml}, {@code i18n/}, {@code rules/}), so it works
 * for any game folder and any language file put there — adding a language is data only.
 */
public final class GameText {
    public static final String SOURCE_LANG = Catalog.FALLBACK;

    private final GameFiles files;
    private final List<String> required;
    private final Glossary glossary;
    private final List<Segment> segments = new ArrayList<>();
    private final Map<String, Segment> byId = new LinkedHashMap<>();
    private final Set<String> languages = new LinkedHashSet<>();
    private final Map<String, Map<String, String>> targets = new LinkedHashMap<>();
    private final Map<String, Map<String, SourcesFile.Entry>> records = new LinkedHashMap<>();
    private final Map<String, Map<String, int[]>> places = new LinkedHashMap<>();
    private RulesDoc englishRules;
    private List<DataTexts.Field> dataFields = List.of();
    private final Set<String> languagesRead = new LinkedHashSet<>();

    private GameText(GameFiles files, List<String> required, Glossary glossary) {
        this.files = files;
        this.required = List.copyOf(required);
        this.glossary = glossary;
    }

    /** Reads a game's texts; problems (bad YAML, duplicate ids) go to {@code problems}. */
    public static GameText load(Path home, String game, Problems problems) {
        GameFiles files = new GameFiles(home, game, problems);
        MapNode info = files.readMap("game.yaml");
        List<String> required = info.texts("languages");
        GameText t = new GameText(files, required, Glossary.load(files, List.of()));
        t.readEnglish();
        t.dataFields = DataTexts.of(t.files);
        for (String lang : required) if (!lang.equals(SOURCE_LANG)) t.languages.add(lang);
        t.languages.addAll(t.languagesOnDisk());
        for (String lang : t.languages) t.readLanguage(lang);
        return t;
    }

    public String game() {
        return files.game();
    }

    public GameFiles files() {
        return files;
    }

    public Glossary glossary() {
        return glossary;
    }

    /** The languages game.yaml requires (English among them, usually). */
    public List<String> required() {
        return required;
    }

    public boolean isRequired(String lang) {
        return required.contains(lang);
    }

    /** The translation languages: required ones first, then any other found on disk. */
    public List<String> languages() {
        return List.copyOf(languages);
    }

    public List<Segment> segments() {
        wholeRead();
        return Collections.unmodifiableList(segments);
    }

    /** The segment of {@code id}: a string, a rulebook block or a data field ({@code data:…}); null when there is none. */
    public Segment segment(String id) {
        if (id.startsWith(Segment.I18N)) wholeRead();
        Segment s = byId.get(id);
        if (s != null || !id.startsWith(DataTexts.PREFIX)) return s;
        DataTexts.Field f = dataField(id);
        return f == null ? null : dataSegment(f);
    }

    /** The English rulebook, or null when the game has none yet. */
    public RulesDoc englishRules() {
        return englishRules;
    }

    /** Every segment in {@code lang}, in English order. */
    public List<TranslationUnit> units(String lang) {
        wholeRead();
        return segments.stream().map(s -> unit(lang, s)).toList();
    }

    private TranslationUnit unit(String lang, Segment s) {
        SourcesFile.Entry r =
                records.getOrDefault(lang, Map.of()).getOrDefault(s.id(), new SourcesFile.Entry(null, null, null));
        return new TranslationUnit(
                s, targets.getOrDefault(lang, Map.of()).get(s.id()), r.source(), r.mark(), r.comment());
    }

    /** The translator's records of {@code lang} by segment id (confirmed English, mark, comment), stale ids included. */
    public Map<String, SourcesFile.Entry> records(String lang) {
        wholeRead();
        return Collections.unmodifiableMap(records.getOrDefault(lang, Map.of()));
    }

    /**
     * The per-language fields of the data files ({@link DataTexts}) in {@code lang}, judged like
     * strings against the English recorded in {@code i18n/<lang>.data-sources.yaml}.
     */
    public List<TranslationUnit> dataUnits(String lang) {
        wholeRead();
        List<TranslationUnit> out = new ArrayList<>();
        for (DataTexts.Field f : dataFields) out.add(dataUnit(lang, f));
        return out;
    }

    /** Every segment in {@code lang}: the strings and the rulebook, then the names and texts of the data files. */
    public List<TranslationUnit> allUnits(String lang) {
        List<TranslationUnit> all = new ArrayList<>(units(lang));
        all.addAll(dataUnits(lang));
        return all;
    }

    /** The local ids ({@code <file>:<path>}) of the data fields, in file order: the order of their records. */
    public List<String> dataIds() {
        return dataFields.stream()
                .map(f -> f.id().substring(DataTexts.PREFIX.length()))
                .toList();
    }

    private TranslationUnit dataUnit(String lang, DataTexts.Field f) {
        SourcesFile.Entry r =
                records.getOrDefault(lang, Map.of()).getOrDefault(f.id(), new SourcesFile.Entry(null, null, null));
        return new TranslationUnit(dataSegment(f), f.text(lang), r.source(), r.mark(), r.comment());
    }

    /** Where the records of the data fields' translations in {@code lang} are kept (one file for all data files). */
    public static String dataSourcesName(String lang) {
        return "i18n/" + lang + ".data-sources.yaml";
    }

    private Segment dataSegment(DataTexts.Field f) {
        String where = files.shown(f.file()) + ":"
                + f.node().entries().get(SOURCE_LANG).key().line();
        return new Segment(f.id(), f.english(), f.section(), where);
    }

    /** The data field of a {@code data:…} id, or null. */
    public DataTexts.Field dataField(String id) {
        for (DataTexts.Field f : dataFields) if (f.id().equals(id)) return f;
        return null;
    }

    /** The segment or data field of {@code id} in {@code lang}, or null when the game has no such id. */
    public TranslationUnit unit(String lang, String id) {
        if (id.startsWith(Segment.I18N)) wholeRead();
        Segment s = byId.get(id);
        if (s == null) {
            DataTexts.Field f = id.startsWith(DataTexts.PREFIX) ? dataField(id) : null;
            return f == null ? null : dataUnit(lang, f);
        }
        return unit(lang, s);
    }

    /** A problem placed at the translation of {@code id} in its file ({@code i18n/<lang>.yaml}, {@code rules/<lang>.md} or the data file). */
    public Problem problemAt(String lang, String id, String message) {
        DataTexts.Field f = id.startsWith(DataTexts.PREFIX) ? dataField(id) : null;
        if (f != null && f.node().entries().get(lang) != null) {
            var value = f.node().entries().get(lang).value();
            return new Problem(files.shown(f.file()), value.line(), value.column(), message);
        }
        Segment s = byId.get(id);
        String name = (s != null && s.isRules() ? "rules/" + lang + ".md" : "i18n/" + lang + ".yaml");
        int[] at = places.getOrDefault(lang, Map.of()).getOrDefault(id, new int[] {0, 0});
        return new Problem(files.shown(name), at[0], at[1], message);
    }

    /** When the files of {@code lang} last changed ({@link Instant#EPOCH} when it has none): a PO file's revision date. */
    public Instant lastChanged(String lang) {
        Instant last = Instant.EPOCH;
        for (String name : List.of(
                "i18n/" + lang + ".yaml",
                "i18n/" + lang + ".sources.yaml",
                "rules/" + lang + ".md",
                "rules/" + lang + ".sources.yaml",
                dataSourcesName(lang))) {
            try {
                if (files.exists(name)) {
                    Instant t = Files.getLastModifiedTime(files.path(name)).toInstant();
                    if (t.isAfter(last)) last = t;
                }
            } catch (IOException e) {
                // unreadable times only make the date older
            }
        }
        return last;
    }

    /** Translated ids that no longer exist in English (left over after the English changed). */
    public List<String> extras(String lang) {
        wholeRead();
        return targets.getOrDefault(lang, Map.of()).keySet().stream()
                .filter(id -> !byId.containsKey(id))
                .toList();
    }

    /**
     * The strings files and the translators' records are read untracked ({@link Inputs}), so a
     * rulebook, which takes only its rules blocks from here, does not depend on every string; work
     * that looks at them here depends on them whole.
     */
    private void wholeRead() {
        for (String lang : languagesRead) {
            for (String name : List.of(
                    "i18n/" + lang + ".yaml",
                    "i18n/" + lang + ".sources.yaml",
                    "rules/" + lang + ".sources.yaml",
                    dataSourcesName(lang))) {
                Inputs.file(files.path(name));
            }
        }
    }

    private void readEnglish() {
        I18nFile en = readI18n(SOURCE_LANG);
        if (en == null) files.problems().inFile(files.shown("i18n/en.yaml"), "missing: English is the source language");
        else
            en.strings()
                    .forEach((k, v) -> add(new Segment(
                            Segment.I18N + k,
                            v,
                            Segment.I18N + k.split("\\.")[0],
                            files.shown("i18n/en.yaml") + ":"
                                    + en.entry(k).key().line())));
        englishRules = readRules(SOURCE_LANG);
        if (englishRules == null) return;
        for (RulesBlock b : englishRules.segments()) {
            if (b.text().isEmpty()) continue; // a block of structure only (```table provinces): nothing to translate
            String chapter = b.chapter().isEmpty() ? "(start)" : b.chapter();
            add(new Segment(
                    Segment.RULES + b.id(),
                    b.text(),
                    Segment.RULES + chapter,
                    files.shown("rules/en.md") + ":" + b.line()));
        }
    }

    private void add(Segment s) {
        segments.add(s);
        byId.put(s.id(), s);
    }

    private void readLanguage(String lang) {
        Map<String, String> t = new LinkedHashMap<>();
        Map<String, SourcesFile.Entry> c = new LinkedHashMap<>();
        I18nFile f = readI18n(lang);
        Map<String, int[]> at = new LinkedHashMap<>();
        if (f != null)
            f.strings().forEach((k, v) -> {
                t.put(Segment.I18N + k, v);
                at.put(
                        Segment.I18N + k,
                        new int[] {f.entry(k).value().line(), f.entry(k).value().column()});
            });
        read(
                Inputs.untracked(() -> SourcesFile.entries(
                        files.path("i18n/" + lang + ".sources.yaml"),
                        files.shown("i18n/" + lang + ".sources.yaml"),
                        files.problems())),
                Segment.I18N,
                c);
        RulesDoc d = readRules(lang);
        if (d != null)
            d.segments().stream()
                    .filter(b -> !b.text().isEmpty() && !b.text().strip().equals(RulesDoc.UNTRANSLATED))
                    .forEach(b -> {
                        t.put(Segment.RULES + b.id(), b.text());
                        at.put(Segment.RULES + b.id(), new int[] {b.line(), 1});
                    });
        places.put(lang, at);
        read(
                Inputs.untracked(() -> SourcesFile.entries(
                        files.path("rules/" + lang + ".sources.yaml"),
                        files.shown("rules/" + lang + ".sources.yaml"),
                        files.problems())),
                Segment.RULES,
                c);
        read(
                Inputs.untracked(() -> SourcesFile.entries(
                        files.path(dataSourcesName(lang)), files.shown(dataSourcesName(lang)), files.problems())),
                DataTexts.PREFIX,
                c);
        targets.put(lang, t);
        records.put(lang, c);
    }

    private static void read(
            Map<String, SourcesFile.Entry> records, String prefix, Map<String, SourcesFile.Entry> into) {
        records.forEach((k, v) -> into.put(prefix + k, v));
    }

    private I18nFile readI18n(String lang) {
        languagesRead.add(lang);
        String name = "i18n/" + lang + ".yaml";
        if (!files.exists(name)) return null;
        return I18nFile.of(Inputs.untracked(() -> files.readMap(name)));
    }

    private RulesDoc readRules(String lang) {
        String name = "rules/" + lang + ".md";
        if (!files.exists(name)) return null;
        String text = TextFiles.read(files.path(name), files.shown(name), files.problems());
        return text == null ? null : RulesDoc.parse(text, files.shown(name), files.problems());
    }

    /** Languages with a file in i18n/ or rules/ ({@code <lang>.yaml}, {@code <lang>.md}), English excepted. */
    private Set<String> languagesOnDisk() {
        Inputs.listing(files.path("i18n"));
        Inputs.listing(files.path("rules"));
        Set<String> out = new TreeSet<>();
        out.addAll(names(files.path("i18n"), ".yaml"));
        out.addAll(names(files.path("rules"), ".md"));
        out.remove(SOURCE_LANG);
        return out;
    }

    static List<String> names(Path dir, String ext) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(ext))
                    .map(n -> n.substring(0, n.length() - ext.length()))
                    .filter(Catalog::isLanguageName)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
