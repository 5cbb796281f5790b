package adjutant.generator;

import adjutant.engine.data.GameFiles;
import java.util.List;
import java.util.Optional;

/**
 * A game's print kit: what files it is made of. Implementations are found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/adjutant.generator.KitMaker}),
 * so a game adds its kit without touching anything outside its own package.
 */
public interface KitMaker {
    /** The game id (its folder under {@code data/}). */
    String game();

    /**
     * The components this kit makes, as {@code game.yaml} lists them under {@code components}
     * (the rulebook, which every kit has, aside); empty when the kit does not say.
     */
    default List<String> components() {
        return List.of();
    }

    /**
     * Checks what the kit's drawings need of the data beyond what loading checks (a board's room
     * to play on), adding each fault to {@code files}' problems; called by {@code adjutant check}
     * once the game's data loaded without problems. Returns a note for the summary, or null.
     */
    default String checkDrawings(GameFiles files) {
        return null;
    }

    /**
     * Loads what the kit needs (reporting bad data as {@link adjutant.engine.data.BadInputException})
     * and returns the files to make, each a task that may run on any thread.
     */
    List<KitFile> plan(KitRequest request);

    /**
     * The kit's cards, counters and boards as pieces, per language, for print-on-demand images
     * ({@link adjutant.generator.pod.PodBuilder}); empty when the kit has none.
     */
    default List<PieceSet> pieces(KitRequest request) {
        return List.of();
    }

    /**
     * The kit of a variant of this game: a folder {@code data/<id>/} whose game.yaml names this game
     * as its {@code family}; empty when this kit cannot be made from another folder.
     */
    default Optional<KitMaker> variant(String id) {
        return Optional.empty();
    }

    /** As {@link #plan(KitRequest)}, telling {@code progress} what a player should know (e.g. "warning: …"). */
    default List<KitFile> plan(KitRequest request, Progress progress) {
        return plan(request);
    }
}
