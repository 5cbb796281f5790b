package adjutant.generator;

import java.util.List;
import java.util.ServiceLoader;

/**
 * The rulebook that every game's kit has beside its maker's own files. It is made in
 * {@code generator.rulebook}, which builds on this package, so {@link KitBuilder} finds it with
 * {@link ServiceLoader} ({@code META-INF/services/adjutant.generator.RulebookMaker}).
 */
public interface RulebookMaker {
    /** The rulebook's file name in every kit. */
    String FILE = "rulebook";

    /** The rulebook files to make for a game (none when it has no {@code rules/en.md}). */
    List<KitFile> plan(String game, KitRequest request);

    /** The rulebook maker on the class path. */
    static RulebookMaker find() {
        return ServiceLoader.load(RulebookMaker.class).findFirst().orElseThrow();
    }
}
