package adjutant.engine.l10n.check;

/** What a translation check found wrong. */
public enum FindingKind {
    /** A glossary term of the English without its agreed form in the translation. */
    GLOSSARY,
    /** A placeholder {@code {name}} lost, added or renamed. */
    PLACEHOLDER,
    /** A cross-reference or link whose target differs from the English. */
    LINK,
    /** A glossary mark {@code [[term|…]]} lost or pointing to another term. */
    TERM_MARK,
    /** A command-line flag ({@code --back-offset}) lost, added or changed: the reader types it, so it stays as in the English. */
    FLAG,
    /** An ICU plural lacking a category the language needs. */
    PLURAL,
    /** A translation that is not a well-formed ICU message while its English is. */
    SYNTAX,
    /** A rulebook block's translation that would cut it into other blocks (a blank line, heading, fence, list item, table row). */
    STRUCTURE,
    /** Text that does not fit its printed box (reported by the print pipeline's {@link OverflowCheck}). */
    OVERFLOW
}
