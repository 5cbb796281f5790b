package adjutant.generator;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The registry of kit makers: every game that has a print kit. */
public final class Kits {
    private Kits() {}

    public static List<KitMaker> all() {
        return ServiceLoader.load(KitMaker.class).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(KitMaker::game)).toList();
    }

    public static List<String> games() {
        return all().stream().map(KitMaker::game).toList();
    }

    public static Optional<KitMaker> of(String game) {
        return all().stream().filter(k -> k.game().equals(game)).findFirst();
    }
}
