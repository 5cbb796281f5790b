package adjutant.engine.l10n;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.check.Finding;
import adjutant.engine.l10n.check.SegmentCheck;
import adjutant.engine.l10n.store.DataTextEditor;
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
 * (fuzzy, reviewed, final) and comment in the two {@code <lang>.sources.yaml} files. Nothing is
 * written unless every update is sound ({@link #check}); a file is written only when its
 * content changes (temp file, then move), so importing what was just exported leaves every file
 * byte-identical; and never outside {@code data/<game>/}.
 */
public final class TranslationWriter {
    private final GameText text;
    private final String lang;
    private final List<String> kept = new ArrayList<>();

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
        SegmentCheck faults = new SegmentCheck(text, lang);
        for (TranslationUpdate u : updates) {
            Segment s = text.segment(u.id());
            if (s == null) {
                out.add(new Problem(shownAs, u.line(), u.column(), "unknown id '" + u.id() + "' in game " + text.game()));
                continue;
            }
            if (u.target() == null || u.target().isEmpty()) continue;
            for (Finding f : faults.check(s, u.target())) {
                out.add(new Problem(shownAs, u.line(), u.column(), text.game() + "/" + u.id() + ": " + f.message()));
            }
        }
        return out;
    }

    /**
     * Applies the updates; any problem of {@link #check} stops everything before a file is
     * touched. Returns the files written, as shown to users.
     */
    public List<String> apply(List<TranslationUpdate> updates, String shownAs) {
        List<Problem> problems = check(updates, shownAs);
        if (!problems.isEmpty()) throw new BadInputException(problems);
        List<String> names = new ArrayList<>(List.of(i18nName(), rulesName(), "i18n/" + lang + ".sources.yaml", "rules/" + lang + ".sources.yaml"));
        for (TranslationUpdate u : updates) if (text.dataField(u.id()) != null) names.add(text.dataField(u.id()).file());
        for (String name : names) {
            if (!TextFiles.inside(text.files().dir(), text.files().path(name))) {
                throw new BadInputException(new Problem(text.files().shown(name), 0, 0, "leads outside " + text.files().shown("")
                        + " (a link?): nothing written"));
            }
        }
        kept.clear();
        Map<String, String> i18n = new LinkedHashMap<>();
        Map<String, String> rules = new LinkedHashMap<>();
        Map<String, SourcesFile.Entry> records = new LinkedHashMap<>();
        Map<String, Map<String, String>> data = new LinkedHashMap<>();
        for (TranslationUpdate u : updates) {
            Unit cur = text.unit(lang, u.id());
            boolean hasText = u.target() != null && !u.target().isEmpty();
            boolean hadText = cur.target() != null && !cur.target().isEmpty() && cur.state() != UnitState.MISSING;
            DataTexts.Field field = text.dataField(u.id());
            if (field != null) { // a name or text of a data file: written there; data files keep no records
                if (hasText) data.computeIfAbsent(field.file(), f -> new LinkedHashMap<>()).put(field.path(), u.target());
                else if (hadText) kept.add(u.id());
                continue;
            }
            if (hasText) (cur.segment().isRules() ? rules : i18n).put(u.id(), u.target());
            else if (hadText) kept.add(u.id());
            SourcesFile.Entry was = text.records(lang).get(u.id());
            SourcesFile.Entry now = hasText ? record(u, cur, was) : was;
            if (u.comment() != null) now = withComment(now, u.comment().isEmpty() ? null : u.comment());
            if (now != null && now.isEmpty()) now = null;
            if (!Objects.equals(was, now)) records.put(u.id(), now);
        }
        Map<String, String[]> dataFiles = planData(data); // every data file edited before anything is written
        List<String> written = new ArrayList<>();
        dataFiles.forEach((name, oldNew) -> save(name, oldNew[0], oldNew[1], written));
        writeI18n(i18n, written);
        writeRules(rules, written);
        writeSources(records, Segment.I18N, "i18n/" + lang + ".sources.yaml", i18nName(), written);
        writeSources(records, Segment.RULES, "rules/" + lang + ".sources.yaml", rulesName(), written);
        return written;
    }

    /** Ids of the last {@link #apply} that came without a translation while one is stored: the old one stays. */
    public List<String> kept() {
        return List.copyOf(kept);
    }

    /** The record after a translation came in with the translator's mark. */
    private static SourcesFile.Entry record(TranslationUpdate u, Unit cur, SourcesFile.Entry was) {
        String oldSource = was == null ? null : was.source();
        String oldMark = was == null ? null : was.mark();
        String comment = was == null ? null : was.comment();
        if (!u.confirmed()) {
            // Fuzzy: keep the English it was once confirmed against (the translator sees what changed);
            // the mark is needed only where that English alone would read as translated.
            boolean readsTranslated = SourceText.same(oldSource, cur.segment().source());
            return new SourcesFile.Entry(oldSource, "fuzzy".equals(oldMark) || readsTranslated ? "fuzzy" : null, comment);
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
        return e == null ? new SourcesFile.Entry(null, null, comment) : new SourcesFile.Entry(e.source(), e.mark(), comment);
    }

    private String i18nName() {
        return "i18n/" + lang + ".yaml";
    }

    private String rulesName() {
        return "rules/" + lang + ".md";
    }

    /** Names and texts of the data files ({@code name: {cs: …, en: …}}) edited in place: file → {old, new}. */
    private Map<String, String[]> planData(Map<String, Map<String, String>> byFile) {
        Map<String, String[]> out = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, String>> f : byFile.entrySet()) {
            String old = read(f.getKey());
            try {
                out.put(f.getKey(), new String[] {old, DataTextEditor.set(old, text.files().shown(f.getKey()), lang, f.getValue())});
            } catch (IllegalStateException e) {
                throw new BadInputException(new Problem(text.files().shown(f.getKey()), 0, 0, e.getMessage() + ": nothing written"));
            }
        }
        return out;
    }

    private void writeI18n(Map<String, String> updates, List<String> written) {
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
            neu = I18nYamlEditor.apply(old, byKey, order);
        }
        save(name, old, neu, written);
    }

    private void writeRules(Map<String, String> updates, List<String> written) {
        if (updates.isEmpty()) return;
        String name = rulesName();
        String old = Files.isRegularFile(text.files().path(name)) ? read(name) : null;
        RulesDoc doc = old == null ? newRules() : RulesDoc.parse(old, text.files().shown(name), new Problems());
        boolean complete = true;
        for (RulesBlock en : text.englishRules().segments()) {
            String v = updates.get(Segment.RULES + en.id());
            RulesBlock b = doc.block(en.id());
            if (b == null) complete = false;
            else if (v != null && !v.equals(b.text())) doc.replace(en.id(), v);
        }
        if (!complete) addMissingBlocks(doc, updates);
        if (!doc.write().equals(old)) unfreezeCopies(doc, updates); // an unchanged import stays byte-identical
        save(name, old, doc.write(), written);
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
            Unit u = text.unit(lang, Segment.RULES + en.id());
            if (u == null || updates.containsKey(u.id()) || doc.block(en.id()) == null) continue;
            if (u.state() == UnitState.MISSING && u.target() != null && !u.target().isEmpty()) doc.replace(en.id(), RulesDoc.UNTRANSLATED);
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

    private void writeSources(Map<String, SourcesFile.Entry> changes, String prefix, String name, String of, List<String> written) {
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
        return text.segments().stream().filter(s -> s.id().startsWith(prefix)).map(Segment::localId).toList();
    }

    private String read(String name) {
        Problems p = new Problems();
        String s = TextFiles.read(text.files().path(name), text.files().shown(name), p);
        p.throwIfAny();
        return s;
    }

    private void save(String name, String old, String neu, List<String> written) {
        if (Objects.equals(old, neu)) return;
        TextFiles.writeInside(text.files().dir(), text.files().path(name), neu);
        written.add(text.files().shown(name));
    }
}
