package adjutant.engine.diplomacy;

import adjutant.engine.CommonParts;
import adjutant.engine.Game;
import adjutant.engine.GameLoader;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.data.YamlFiles;
import java.util.List;
import java.util.Map;

/**
 * Loads {@code data/diplomacy/}: game.yaml, i18n and glossary (common to every game),
 * then map.yaml, powers.yaml, adjacency.yaml and setups.yaml into a {@link DipMap}. Every problem is
 * reported with its file, line and column; loading goes on so all are seen at once.
 */
public final class DiplomacyLoader implements GameLoader {
    @Override
    public String id() {
        return "diplomacy";
    }

    @Override
    public Game load(GameFiles files) {
        CommonParts common = CommonParts.load(files);
        List<String> languages = common.info().languages();

        ProvinceReader.Result map = ProvinceReader.read(files, languages);
        PowerReader.Result powers = PowerReader.read(files, languages, new ProvinceRefs(map.provinces()));
        List<Province> provinces = withHomes(map.provinces(), powers.homes());
        ProvinceRefs refs = new ProvinceRefs(provinces);
        AdjacencyReader.Result edges = AdjacencyReader.read(files, provinces, refs);
        checkSides(files, common.info().sides(), powers);

        Variant variant = SetupReader.read(files, powers.powers(), refs);
        DipMap dipMap = new DipMap(provinces, powers.powers(), edges.army(), edges.fleet(), map.board(), variant);
        if (GeoJsonProvinces.present(files))
            GeoJsonProvinces.read(files, dipMap); // a map drawn from polygons: checked here

        return new DiplomacyGame(common.info(), common.strings(), common.glossary(), dipMap);
    }

    /** Provinces with the power whose home centre each is (powers.yaml says which). */
    private static List<Province> withHomes(List<Province> provinces, Map<String, String> homes) {
        return provinces.stream()
                .map(p -> homes.containsKey(p.id()) ? p.withHome(homes.get(p.id())) : p)
                .toList();
    }

    /** game.yaml's sides must be exactly the powers of powers.yaml. */
    private static void checkSides(GameFiles files, List<String> sides, PowerReader.Result powers) {
        powers.places().forEach((id, place) -> {
            if (!id.isEmpty() && !sides.contains(id)) {
                place.keyNode("id").problem("power '" + id + "' is not among the sides in game.yaml");
            }
        });
        if (!files.exists("game.yaml")) return;
        // Read game.yaml again only for the places of its sides; its own problems were reported once already.
        Node root = YamlFiles.read(files.path("game.yaml"), files.shown("game.yaml"), new Problems());
        if (!(root instanceof MapNode m) || !(m.get("sides") instanceof ListNode l)) return;
        for (Node item : l.items()) {
            if (item instanceof ScalarNode s && !powers.places().containsKey(s.text())) {
                String hint = Suggest.closest(s.text(), powers.places().keySet())
                        .map(x -> "; did you mean '" + x + "'?")
                        .orElse("");
                files.problems().at(s, "side '" + s.text() + "' is not a power of powers.yaml" + hint);
            }
        }
    }
}
