package adjutant.generator;

import adjutant.engine.Games;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registry of kit makers: every game the engine knows has a kit. A game without a
 * {@link KitMaker} of its own gets an empty one, so its kit is what {@link KitBuilder} adds to
 * every game (the rulebook).
 */
public final class Kits {
    private Kits() {}

    public static List<KitMaker> all() {
        List<KitMaker> makers = new ArrayList<>(ServiceLoader.load(KitMaker.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList());
        for (String id : Games.ids()) {
            if (makers.stream().noneMatch(m -> m.game().equals(id))) makers.add(new RulebookOnly(id));
        }
        makers.sort(Comparator.comparing(KitMaker::game));
        return List.copyOf(makers);
    }

    /** The kit of a game with no maker of its own: nothing but what every kit gets. */
    private record RulebookOnly(String game) implements KitMaker {
        @Override
        public List<KitFile> plan(KitRequest request) {
            return List.of();
        }
    }

    public static List<String> games() {
        return all().stream().map(KitMaker::game).toList();
    }

    public static Optional<KitMaker> of(String game) {
        return all().stream().filter(k -> k.game().equals(game)).findFirst();
    }

    /** The kit of a game, or of a variant under {@code home}/data/ whose game.yaml names a known game as its family. */
    public static Optional<KitMaker> of(Path home, String game) {
        return of(game).or(() -> Games.family(home, game).flatMap(Kits::of).flatMap(k -> k.variant(game)));
    }
}
