package adjutant.engine.l10n.exchange;

/** A note for the translator: {@code category} says what it is (location, glossary, placeholders, plural, previous-source, state). */
public record Note(String category, String text) {}
