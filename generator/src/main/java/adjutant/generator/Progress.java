package adjutant.generator;

/** Where a build reports what it is doing (the command prints it; tests collect it). */
@FunctionalInterface
public interface Progress {
    void step(String message);

    Progress SILENT = m -> {};
}
