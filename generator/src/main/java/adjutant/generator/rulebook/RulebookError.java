package adjutant.generator.rulebook;

/**
 * A mistake in a rulebook's Markdown found while laying it out (a cross reference to no
 * section, an example whose data cannot be read or drawn). {@code needle} is text the mistake
 * is written with, so it can be found in the language's file and reported at its line.
 */
final class RulebookError extends RuntimeException {
    final String needle;

    RulebookError(String needle, String message) {
        super(message);
        this.needle = needle;
    }
}
