package adjutant.engine.l10n;

/** Counts of one section of one language: segments translated, fuzzy, missing, and English words still to do. */
public record SectionStatus(String section, int translated, int fuzzy, int missing, int wordsToDo) {
    SectionStatus plus(TranslationUnit u) {
        UnitState s = u.state();
        int words = s == UnitState.TRANSLATED ? 0 : WordCount.count(u.segment().source());
        return new SectionStatus(
                section,
                translated + (s == UnitState.TRANSLATED ? 1 : 0),
                fuzzy + (s.isFuzzy() ? 1 : 0),
                missing + (s == UnitState.MISSING ? 1 : 0),
                wordsToDo + words);
    }

    SectionStatus plus(SectionStatus o) {
        return new SectionStatus(
                section, translated + o.translated, fuzzy + o.fuzzy, missing + o.missing, wordsToDo + o.wordsToDo);
    }

    public int total() {
        return translated + fuzzy + missing;
    }

    public boolean complete() {
        return fuzzy == 0 && missing == 0;
    }
}
