package adjutant.engine.l10n;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How far one language of one game is: counts per file it is kept in and per section (i18n key group, rulebook
 * chapter, data file), the segments still to do, and translations of ids the English no longer has.
 */
public record LanguageStatus(
        String game,
        String lang,
        boolean required,
        List<SectionStatus> files,
        List<SectionStatus> sections,
        List<TranslationUnit> todo,
        List<String> extras) {
    public LanguageStatus {
        files = List.copyOf(files);
        sections = List.copyOf(sections);
        todo = List.copyOf(todo);
        extras = List.copyOf(extras);
    }

    public static LanguageStatus of(GameText text, String lang) {
        Map<String, SectionStatus> bySection = new LinkedHashMap<>();
        Map<String, SectionStatus> byFile = new LinkedHashMap<>();
        List<TranslationUnit> units = text.allUnits(lang);
        for (TranslationUnit u : units) {
            String sec = u.segment().section();
            bySection.put(
                    sec,
                    bySection
                            .getOrDefault(sec, new SectionStatus(sec, 0, 0, 0, 0))
                            .plus(u));
            String file = file(text, lang, u.segment());
            byFile.put(
                    file,
                    byFile.getOrDefault(file, new SectionStatus(file, 0, 0, 0, 0))
                            .plus(u));
        }
        List<TranslationUnit> todo =
                units.stream().filter(u -> u.state() != UnitState.TRANSLATED).toList();
        return new LanguageStatus(
                text.game(),
                lang,
                text.isRequired(lang),
                List.copyOf(byFile.values()),
                List.copyOf(bySection.values()),
                todo,
                text.extras(lang));
    }

    /** The file a segment's translation is kept in: {@code i18n/<lang>.yaml}, {@code rules/<lang>.md} or the data file itself. */
    static String file(GameText text, String lang, Segment s) {
        if (s.id().startsWith(Segment.I18N)) return text.files().shown("i18n/" + lang + ".yaml");
        if (s.isRules()) return text.files().shown("rules/" + lang + ".md");
        String rest = s.id().substring(s.id().indexOf(':') + 1);
        return text.files().shown(rest.substring(0, rest.indexOf(':')));
    }

    public SectionStatus total() {
        return sections.stream().reduce(new SectionStatus("total", 0, 0, 0, 0), SectionStatus::plus);
    }

    /** Whether the language fails the build: required and not fully translated and confirmed. */
    public boolean failing() {
        return required && !total().complete();
    }
}
