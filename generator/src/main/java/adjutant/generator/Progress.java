package adjutant.generator;

/**
 * Where a build reports what it is doing (the command prints it or draws a progress bar; tests
 * collect it): messages, and for a display of the work left, files queued, started and done.
 */
@FunctionalInterface
public interface Progress {
    void step(String message);

    /** {@code files} more files are to be made (a game was planned). */
    default void queued(int files) {}

    /** A file ({@code game/lang/name}) is being made. */
    default void started(String file) {}

    /** A file ({@code game/lang/name}) is made and written. */
    default void finished(String file) {}

    Progress SILENT = m -> {};
}
