package adjutant.engine;

import adjutant.engine.data.GameFiles;

/**
 * Loads one game's data folder. Implementations are found with {@link java.util.ServiceLoader}
 * (listed in {@code META-INF/services/adjutant.engine.GameLoader}), so adding a game moves
 * nothing outside its own package.
 */
public interface GameLoader {
    /** The folder name under {@code data/}, e.g. {@code diplomacy}. */
    String id();

    /** Loads and checks; every problem goes to {@code files.problems()}. Never throws on bad data. */
    Game load(GameFiles files);
}
