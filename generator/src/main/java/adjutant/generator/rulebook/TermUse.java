package adjutant.generator.rulebook;

/**
 * One use of a glossary term in the text: which term, its anchor in the document, the section it
 * is in, and whether the text marks it ({@code [[term|…]]}) rather than it being found.
 */
record TermUse(String term, String anchor, Section section, boolean marked) {}
