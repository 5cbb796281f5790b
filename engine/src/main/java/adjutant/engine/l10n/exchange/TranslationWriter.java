package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.data.TextLimit;
import adjutant.engine.l10n.DataTextEditor;
import adjutant.engine.l10n.DataTexts;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.Segment;
import adjutant.engine.l10n.SourceText;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.UnitState;
import adjutant.engine.l10n.check.Finding;
import adjutant.engine.l10n.check.SegmentCheck;
import adjutant.engine.l10n.store.FileChanges;
import adjutant.engine.l10n.store.I18nFile;
import adjutant.engine.l10n.store.I18nYamlEditor;
import adjutant.engine.l10n.store.RulesBlock;
import adjutant.engine.l10n.store.RulesDoc;
import adjutant.engine.l10n.store.SourcesFile;
import adjutant.engine.l10n.store.TextFiles;
import adjutant.engine.l10n.store.YamlTreeWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Writes translations back into a game's data: {@code i18n/<lang>.yaml} edited in place,
 * {@code rules/<lang>.md} block by block, and the confirmed English, the translator's mark
 * (fuzzy, reviewed, final) and comment in the {@code <lang>.sources.yaml} files (and, for the names and texts of
 * the data files, {@code i18n/<lang>.data-sources.yaml}). Nothing is
 * written unless every update is sound ({@link #check}); a file is written only when its
 * content changes (temp file, then move), so importing what was just exported leaves every file
 * byte-identical; and never outside {@code data/<game>/}.
 */
public final class TranslationWriter {
    private final GameText text;
    private final String lang;
    private final List<String> kept = new ArrayList<>();
    private final List<String> stale = new ArrayList<>();

    public TranslationWriter(GameText text, String lang) {
        this.text = text;
        this.lang = lang;
    }

    /**
     * Everything that stops an import, each at its place in the translator's file
     * ({@code shownAs}): a language code that is no BCP 47 tag, ids the game does not have,
     * translations {@link SegmentCheck} finds broken.
     */
    public List<Problem> check(List<TranslationUpdate> updates, String shownAs) {
        List<Problem> out = new ArrayList<>();
        String bad = LanguageTag.problem(lang);
        if (bad != null) {
            out.add(new Problem(shownAs, 0, 0, bad));
            return out;
        }
        // The limits first, before any check reads the text: a megabyte segment is refused at once.
        for (TranslationUpdate u : updates) {
            if (u.target() == null || text.segment(u.id()) == null) continue;
            TextLimit limit = limit(u.id());
            if (u.target().length() > limit.max()) {
                Problem p = limit.problem(
                        shownAs, u.line(), u.column(), null, u.target().length());
                out.add(new Problem(p.file(), p.line(), p.column(), text.game() + "/" + u.id() + ": " + p.message()));
            }
        }
        if (!out.isEmpty()) return out;
        SegmentCheck faults = new SegmentCheck(text, lang);
        for (TranslationUpdate u : updates) {
            Segment s = text.segment(u.id());
            if (s == null) {
                out.add(new Problem(
                        shownAs, u.line(), u.column(), "unknown id '" + u.id() + "' in game " + text.game()));
                continue;
            }
            if (u.target() == null || u.target().isEmpty()) continue;
            for (Finding f : faults.check(s, u.target())) {
                out.add(new Problem(shownAs, u.line(), u.column(), text.game() + "/" + u.id() + ": " + f.message()));
            }
        }
        return out;
    }

    /** The limit of a segment's translation: the build's limit of the file and field it is written to. */
    private TextLimit limit(String id) {
        if (id.startsWith(Segment.RULES)) return TextLimit.RULES_BLOCK;
        DataTexts.Field f = text.dataField(id);
        if (f == null) return TextLimit.I18N_STRING;
        String path = f.path().replaceAll("\\[[^\\]]*]", "");
        return TextLimit.of(f.file(), path.substring(path.lastIndexOf('.') + 1));
    }

    /**
     * Applies the updates; any problem of {@link #check} stops everything before a file is
     * touched, and the files are written all or none. Returns the files written, as shown to users.
     */
    public List<String> apply(List<TranslationUpdate> updates, String shownAs) {
        return plan(updates, shownAs).commit();
    }

    /**
     * Every file the updates change, with its new text, nothing written yet: an import of several
     * games plans them all, then commits them at once ({@link FileChanges#commit}). Any problem —
     * of {@link #check}, or a stored file that cannot be edited — is a {@link BadInputException}
     * placed in the translator's file.
     */
    public FileChanges plan(List<TranslationUpdate> updates, String shownAs) {
        List<Problem> problems = check(updates, shownAs);
        if (!problems.isEmpty()) throw new BadInputException(problems);
        List<String> names = new ArrayList<>(List.of(
                i18nName(),
                rulesName(),
                "i18n/" + lang + ".sources.yaml",
                "rules/" + lang + ".sources.yaml",
                GameText.dataSourcesName(lang)));
        for (TranslationUpdate u : updates)
            if (text.dataField(u.id()) != null) names.add(text.dataField(u.id()).file());
        for (String name : names) {
            if (!TextFiles.inside(text.files().dir(), text.files().path(name))) {
                throw new BadInputException(new Problem(
                        text.files().shown(name),
                        0,
                        0,
                        "leads outside " + text.files().shown("") + " (a link?): nothing written"));
            }
        }
        kept.clear();
        stale.clear();
        Map<String, TranslationUpdate> byId = new LinkedHashMap<>();
        updates.forEach(u -> byId.putIfAbsent(u.id(), u));
        Map<String, String> i18n = new LinkedHashMap<>();
        Map<String, String> rules = new LinkedHashMap<>();
        Map<String, SourcesFile.Entry> records = new LinkedHashMap<>();
        Map<String, Map<String, String>> data = new LinkedHashMap<>();
        for (TranslationUpdate u : updates) {
            TranslationUnit cur = text.unit(lang, u.id());
            boolean hasText = u.target() != null && !u.target().isEmpty();
            boolean hadText = cur.target() != null && !cur.target().isEmpty() && cur.state() != UnitState.MISSING;
            DataTexts.Field field = text.dataField(u.id());
            if (field != null) { // a name or text of a data file: written there, its record beside the strings'
                if (hasText)
                    data.computeIfAbsent(field.file(), f -> new LinkedHashMap<>())
                            .put(field.path(), u.target());
            } else if (hasText) {
                (cur.segment().isRules() ? rules : i18n).put(u.id(), u.target());
            }
            if (!hasText && hadText) kept.add(u.id());
            if (hasText
                    && u.source() != null
                    && !SourceText.same(u.source(), cur.segment().source())) stale.add(u.id());
            SourcesFile.Entry was = text.records(lang).get(u.id());
            SourcesFile.Entry now = hasText ? record(u, cur, was) : was;
            if (u.comment() != null) now = withComment(now, u.comment().isEmpty() ? null : u.comment());
            if (now != null && now.isEmpty()) now = null;
            if (!Objects.equals(was, now)) records.put(u.id(), now);
        }
        FileChanges written = new FileChanges();
        planData(data, byId, shownAs).forEach((name, oldNew) -> save(name, oldNew[0], oldNew[1], written));
        writeI18n(i18n, written, byId, shownAs);
        writeRules(rules, written, byId, shownAs);
        writeSources(records, Segment.I18N, "i18n/" + lang + ".sources.yaml", i18nName(), written);
        writeSources(records, Segment.RULES, "rules/" + lang + ".sources.yaml", rulesName(), written);
        writeSources(
                records,
                DataTexts.PREFIX,
                GameText.dataSourcesName(lang),
                "the data files (" + lang + " in their name and text maps)",
                written);
        return written;
    }

    /**
     * Ids of the last {@link #plan} translated from English other than today's (a PO msgid, an
     * XLIFF source that changed since the export): recorded against that English, so fuzzy.
     */
    public List<String> stale() {
        return List.copyOf(stale);
    }

    /** A problem with a stored file, placed at the first update that goes into it. */
    private static BadInputException cannotWrite(String shownAs, TranslationUpdate at, String file, String why) {
        return new BadInputException(new Problem(
                shownAs,
                at == null ? 0 : at.line(),
                at == null ? 0 : at.column(),
                "cannot write " + file + ": " + why + "; nothing written"));
    }

    /** Ids of the last {@link #apply} that came without a translation while one is stored: the old one stays. */
    public List<String> kept() {
        return List.copyOf(kept);
    }

    /** The record after a translation came in with the translator's mark. */
    private static SourcesFile.Entry record(TranslationUpdate u, TranslationUnit cur, SourcesFile.Entry was) {
        String oldSource = was == null ? null : was.source();
        String oldMark = was == null ? null : was.mark();
        String comment = was == null ? null : was.comment();
        if (!u.confirmed()) {
            // Fuzzy: keep the English it was once confirmed against (the translator sees what changed);
            // the mark is needed only where that English alone would read as translated.
            boolean readsTranslated = SourceText.same(oldSource, cur.segment().source());
            return new SourcesFile.Entry(
                    oldSource, "fuzzy".equals(oldMark) || readsTranslated ? "fuzzy" : null, comment);
        }
        String source = u.source() == null ? cur.segment().source() : u.source();
        if (SourceText.same(oldSource, source)) source = oldSource; // keep the recorded spelling: stable bytes
        String mark;
        if (u.mark() == null) { // PO: confirmed, no more said; a review stands while the text and English do
            boolean same = u.target().equals(cur.target()) && Objects.equals(source, oldSource);
            mark = same && ("reviewed".equals(oldMark) || "final".equals(oldMark)) ? oldMark : null;
        } else {
            mark = SourcesFile.MARKS.contains(u.mark()) ? u.mark() : null;
        }
        return new SourcesFile.Entry(source, mark, comment);
    }

    private static SourcesFile.Entry withComment(SourcesFile.Entry e, String comment) {
        return e == null
                ? new SourcesFile.Entry(null, null, comment)
                : new SourcesFile.Entry(e.source(), e.mark(), comment);
    }

    private String i18nName() {
        return "i18n/" + lang + ".yaml";
    }

    private String rulesName() {
        return "rules/" + lang + ".md";
    }

    /** Names and texts of the data files ({@code name: {cs: …, en: …}}) edited in place: file → {old, new}. */
    private Map<String, String[]> planData(
            Map<String, Map<String, String>> byFile, Map<String, TranslationUpdate> byId, String shownAs) {
        Map<String, String[]> out = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, String>> f : byFile.entrySet()) {
            String old = read(f.getKey());
            try {
                out.put(f.getKey(), new String[] {
                    old, DataTextEditor.set(old, text.files().shown(f.getKey()), lang, f.getValue())
                });
            } catch (IllegalStateException e) {
                String first = DataTexts.PREFIX + f.getKey() + ":"
                        + f.getValue().keySet().iterator().next();
                throw cannotWrite(shownAs, byId.get(first), text.files().shown(f.getKey()), e.getMessage());
            }
        }
        return out;
    }

    private void writeI18n(
            Map<String, String> updates, FileChanges written, Map<String, TranslationUpdate> byId, String shownAs) {
        if (updates.isEmpty()) return;
        String name = i18nName();
        Map<String, String> byKey = new LinkedHashMap<>();
        updates.forEach((id, v) -> byKey.put(id.substring(Segment.I18N.length()), v));
        List<String> order = localIds(Segment.I18N);
        Path file = text.files().path(name);
        String old = Files.isRegularFile(file) ? read(name) : null;
        String neu;
        I18nFile was = old == null ? null : I18nFile.parse(old, name, new Problems());
        if (old == null || (was != null && was.strings().isEmpty())) {
            // a new file, or one made by 'l10n init' (comments only): written whole, its comments kept on top
            Map<String, String> sorted = new LinkedHashMap<>();
            order.stream().filter(byKey::containsKey).forEach(k -> sorted.put(k, byKey.get(k)));
            neu = (old == null ? "" : old.stripTrailing() + "\n") + YamlTreeWriter.write(sorted, List.of());
        } else {
            try {
                neu = I18nYamlEditor.apply(old, byKey, order);
            } catch (I18nYamlEditor.CannotEditException e) {
                throw cannotWrite(
                        shownAs,
                        byId.get(updates.keySet().iterator().next()),
                        text.files().shown(name),
                        e.getMessage());
            }
        }
        save(name, old, neu, written);
    }

    private void writeRules(
            Map<String, String> updates, FileChanges written, Map<String, TranslationUpdate> byId, String shownAs) {
        if (updates.isEmpty()) return;
        String name = rulesName();
        String old = Files.isRegularFile(text.files().path(name)) ? read(name) : null;
        RulesDoc doc =
                old == null ? newRules() : RulesDoc.parse(old, text.files().shown(name), new Problems());
        boolean complete = true;
        for (RulesBlock en : text.englishRules().segments()) {
            String v = updates.get(Segment.RULES + en.id());
            RulesBlock b = doc.block(en.id());
            if (b == null) complete = false;
            else if (v != null && !v.equals(b.text())) doc.replace(en.id(), v);
        }
        if (!complete) addMissingBlocks(doc, updates);
        if (!doc.write().equals(old)) unfreezeCopies(doc, updates); // an unchanged import stays byte-identical
        readsBack(doc.write(), updates, byId, shownAs);
        save(name, old, doc.write(), written);
    }

    /**
     * The book as it would be written, read again: every block the import set holds its text, or
     * the import is refused at that segment. {@link SegmentCheck} refuses what is known to cut a
     * block; this catches whatever else Markdown would read otherwise.
     */
    private void readsBack(
            String book, Map<String, String> updates, Map<String, TranslationUpdate> byId, String shownAs) {
        Problems p = new Problems();
        RulesDoc again = RulesDoc.parse(book, rulesName(), p);
        List<Problem> out = new ArrayList<>();
        for (Map.Entry<String, String> e : updates.entrySet()) {
            RulesBlock b = again.block(e.getKey().substring(Segment.RULES.length()));
            if (b != null && b.text().equals(e.getValue())) continue;
            TranslationUpdate u = byId.get(e.getKey());
            out.add(new Problem(
                    shownAs,
                    u == null ? 0 : u.line(),
                    u == null ? 0 : u.column(),
                    text.game() + "/" + e.getKey()
                            + ": the book would not read this translation back as the same block ("
                            + (b == null
                                    ? "the block is lost"
                                    : "it reads \""
                                            + (b.text().length() > 40 ? b.text().substring(0, 40) + "…" : b.text())
                                            + "\"")
                            + "): keep it one block, as the English"));
        }
        if (!out.isEmpty()) throw new BadInputException(out);
    }

    /**
     * When an import rewrites the book anyway, a block that is a copy of today's English, which no
     * one confirmed as its translation (an import before the marker existed wrote the whole English
     * book so), becomes
     * {@link RulesDoc#UNTRANSLATED}: when the English changes, the book follows it and {@code status}
     * counts it missing, instead of keeping a frozen English copy that would read as fuzzy.
     */
    private void unfreezeCopies(RulesDoc doc, Map<String, String> updates) {
        for (RulesBlock en : text.englishRules().segments()) {
            TranslationUnit u = text.unit(lang, Segment.RULES + en.id());
            if (u == null || updates.containsKey(u.id()) || doc.block(en.id()) == null) continue;
            if (u.state() == UnitState.MISSING
                    && u.target() != null
                    && !u.target().isEmpty()) doc.replace(en.id(), RulesDoc.UNTRANSLATED);
        }
    }

    /**
     * Gives the translation the English structure, so positional ids pair up; a block not translated
     * holds {@link RulesDoc#UNTRANSLATED}, so the book shows the English of the day there.
     */
    private void addMissingBlocks(RulesDoc doc, Map<String, String> updates) {
        String prev = null;
        for (RulesBlock en : text.englishRules().segments()) {
            if (doc.block(en.id()) == null) {
                String v = updates.get(Segment.RULES + en.id());
                doc.insertAfter(prev, en.withText(v == null ? RulesDoc.UNTRANSLATED : v));
            }
            prev = en.id();
        }
    }

    /** The rulebook a new translation starts from: the English front matter, {@code lang:} changed; blocks follow. */
    public RulesDoc newRules() {
        String front = text.englishRules().frontMatter();
        if (front.isEmpty()) return RulesDoc.empty();
        String head = front.replaceAll("(?m)^(lang|language):[ \\t]*en[ \\t]*$", "$1: " + lang);
        return RulesDoc.parse(head.endsWith("\n") ? head : head + "\n", "", new Problems());
    }

    private void writeSources(
            Map<String, SourcesFile.Entry> changes, String prefix, String name, String of, FileChanges written) {
        Map<String, SourcesFile.Entry> records = new LinkedHashMap<>();
        boolean changed = false;
        text.records(lang).forEach((id, e) -> {
            if (id.startsWith(prefix)) records.put(id.substring(prefix.length()), e);
        });
        for (Map.Entry<String, SourcesFile.Entry> c : changes.entrySet()) {
            if (!c.getKey().startsWith(prefix)) continue;
            String local = c.getKey().substring(prefix.length());
            if (c.getValue() == null) records.remove(local);
            else records.put(local, c.getValue());
            changed = true;
        }
        if (!changed) return;
        String old = Files.isRegularFile(text.files().path(name)) ? read(name) : null;
        save(name, old, SourcesFile.write(records, localIds(prefix), of.substring(of.indexOf('/') + 1)), written);
    }

    private List<String> localIds(String prefix) {
        if (prefix.equals(DataTexts.PREFIX)) return text.dataIds();
        return text.segments().stream()
                .filter(s -> s.id().startsWith(prefix))
                .map(Segment::localId)
                .toList();
    }

    private String read(String name) {
        Problems p = new Problems();
        String s = TextFiles.read(text.files().path(name), text.files().shown(name), p);
        p.throwIfAny();
        return s;
    }

    private void save(String name, String old, String neu, FileChanges written) {
        written.add(new FileChanges.Change(
                text.files().dir(), text.files().path(name), text.files().shown(name), old, neu));
    }
}
