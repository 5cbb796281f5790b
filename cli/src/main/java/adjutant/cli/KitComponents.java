package adjutant.cli;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.data.YamlFiles;
import adjutant.generator.KitMaker;
import adjutant.generator.Kits;
import adjutant.generator.RulebookMaker;
import java.util.ArrayList;
import java.util.List;

/** game.yaml's {@code components} against what the game's kit makes: checked alike by {@code check} and {@code build}. */
final class KitComponents {
    private KitComponents() {}

    /** Reports what the game's kit finds its drawings need of the data (a board's room to play on). */
    static String drawings(GameFiles files) {
        return Kits.of(files.home(), files.game())
                .map(k -> k.checkDrawings(files))
                .orElse(null);
    }

    /** Reports each listed component the kit does not make, at its place in game.yaml. */
    static void check(GameFiles files) {
        KitMaker maker = Kits.of(files.home(), files.game()).orElse(null);
        if (maker == null || maker.components().isEmpty() || !files.exists("game.yaml")) return;
        List<String> known = new ArrayList<>(maker.components());
        known.add(RulebookMaker.FILE);
        // game.yaml's own problems were reported when the game was loaded; here only its components matter.
        Node root = YamlFiles.read(files.path("game.yaml"), files.shown("game.yaml"), new Problems());
        if (!(root instanceof MapNode m) || !(m.get("components") instanceof ListNode l)) return;
        for (Node item : l.items()) {
            if (item instanceof ScalarNode s && !known.contains(s.text())) {
                String hint = Suggest.closest(s.text(), known)
                        .map(x -> "; did you mean '" + x + "'?")
                        .orElse("");
                files.problems()
                        .at(
                                s,
                                "unknown component '" + s.text() + "', the kit makes " + String.join(", ", known)
                                        + hint);
            }
        }
    }
}
