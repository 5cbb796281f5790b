package adjutant.generator.rulebook;

/** One marked glossary term in the text: which term, its anchor in the document, the section it is in. */
record TermUse(String term, String anchor, Section section) {}
