package adjutant.engine.l10n;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
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
 * {@code rules/<lang>.md} block by block, and the confirmed English in the two
 * {@code <lang>.sources.yaml} files. A file is written only when its content changes (temp
 * file, then move), so importing what was just exported leaves every file byte-identical.
 */
public final class TranslationWriter {
    private final GameText text;
    private final String lang;

    public TranslationWriter(GameText text, String lang) {
        this.text = text;
        this.lang = lang;
    }

    /**
     * Applies the updates; an id unknown to the game stops everything before any file is
     * touched. Returns the files written, as shown to users.
     */
    public List<String> apply(List<TranslationUpdate> updates, String shownAs) {
        List<Problem> unknown = new ArrayList<>();
        for (TranslationUpdate u : updates) {
            if (text.segment(u.id()) == null) unknown.add(new Problem(shownAs, 0, 0, "unknown id '" + u.id() + "' in game " + text.game()));
        }
        if (!unknown.isEmpty()) throw new BadInputException(unknown);
        Map<String, String> i18n = new LinkedHashMap<>();
        Map<String, String> rules = new LinkedHashMap<>();
        Map<String, String> confirm = new LinkedHashMap<>();
        for (TranslationUpdate u : updates) {
            Unit cur = text.unit(lang, u.id());
            boolean hasText = u.target() != null && !u.target().isEmpty();
            if (hasText) (cur.segment().isRules() ? rules : i18n).put(u.id(), u.target());
            boolean translated = hasText || (cur.target() != null && !cur.target().isEmpty());
            if (u.confirmed() && translated) confirm.put(u.id(), u.source() == null ? cur.segment().source() : u.source());
        }
        List<String> written = new ArrayList<>();
        writeI18n(i18n, written);
        writeRules(rules, written);
        writeSources(confirm, Segment.I18N, "i18n/" + lang + ".sources.yaml", "i18n/" + lang + ".yaml", written);
        writeSources(confirm, Segment.RULES, "rules/" + lang + ".sources.yaml", "rules/" + lang + ".md", written);
        return written;
    }

    private void writeI18n(Map<String, String> updates, List<String> written) {
        if (updates.isEmpty()) return;
        String name = "i18n/" + lang + ".yaml";
        Map<String, String> byKey = new LinkedHashMap<>();
        updates.forEach((id, v) -> byKey.put(id.substring(Segment.I18N.length()), v));
        List<String> order = localIds(Segment.I18N);
        Path file = text.files().path(name);
        String old = Files.isRegularFile(file) ? read(name) : null;
        String neu;
        if (old == null) {
            Map<String, String> sorted = new LinkedHashMap<>();
            order.stream().filter(byKey::containsKey).forEach(k -> sorted.put(k, byKey.get(k)));
            neu = YamlTreeWriter.write(sorted, List.of());
        } else {
            neu = I18nYamlEditor.apply(old, byKey, order);
        }
        save(name, old, neu, written);
    }

    private void writeRules(Map<String, String> updates, List<String> written) {
        if (updates.isEmpty()) return;
        String name = "rules/" + lang + ".md";
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
        save(name, old, doc.write(), written);
    }

    /** Gives the translation the English structure, so positional ids pair up: untranslated blocks stay English. */
    private void addMissingBlocks(RulesDoc doc, Map<String, String> updates) {
        String prev = null;
        for (RulesBlock en : text.englishRules().segments()) {
            if (doc.block(en.id()) == null) {
                String v = updates.get(Segment.RULES + en.id());
                doc.insertAfter(prev, en.withText(v == null ? en.text() : v));
            }
            prev = en.id();
        }
    }

    /** A new translation starts from the English front matter (its {@code lang:} changed); blocks follow. */
    private RulesDoc newRules() {
        String front = text.englishRules().frontMatter();
        if (front.isEmpty()) return RulesDoc.empty();
        String head = front.replaceAll("(?m)^(lang|language):[ \\t]*en[ \\t]*$", "$1: " + lang);
        return RulesDoc.parse(head.endsWith("\n") ? head : head + "\n", "", new Problems());
    }

    private void writeSources(Map<String, String> confirm, String prefix, String name, String of, List<String> written) {
        Map<String, String> records = new LinkedHashMap<>();
        text.units(lang).stream().filter(u -> u.confirmedSource() != null && u.id().startsWith(prefix))
                .forEach(u -> records.put(u.segment().localId(), u.confirmedSource()));
        Map<String, String> stale = SourcesFile.read(text.files().path(name), name, new Problems());
        stale.forEach(records::putIfAbsent);
        boolean changed = false;
        for (Map.Entry<String, String> c : confirm.entrySet()) {
            if (!c.getKey().startsWith(prefix)) continue;
            String local = c.getKey().substring(prefix.length());
            String was = records.get(local);
            if (was != null && SourceText.same(was, c.getValue())) continue; // keep the recorded spelling: stable bytes
            records.put(local, c.getValue());
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
        TextFiles.write(text.files().path(name), neu);
        written.add(text.files().shown(name));
    }
}
