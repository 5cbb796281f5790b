package adjutant.engine;

import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import java.util.Map;

/** A loaded, checked game: what every game has, whatever its own model adds. */
public interface Game {
    GameInfo info();

    Catalog strings();

    Glossary glossary();

    /** Counts for {@code adjutant check}, in display order (e.g. "provinces" → 75). */
    Map<String, Integer> summary();
}
