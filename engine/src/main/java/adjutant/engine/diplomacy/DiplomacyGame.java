package adjutant.engine.diplomacy;

import adjutant.engine.Game;
import adjutant.engine.GameInfo;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import java.util.LinkedHashMap;
import java.util.Map;

/** The loaded Diplomacy data: map, powers, strings. */
public record DiplomacyGame(GameInfo info, Catalog strings, Glossary glossary, DipMap map) implements Game {
    @Override
    public Map<String, Integer> summary() {
        Map<String, Integer> s = new LinkedHashMap<>();
        s.put("provinces", map.provinces().size());
        s.put("supply centres", map.supplyCentres().size());
        s.put("powers", map.powers().size());
        s.put("army adjacencies", map.armyEdgeCount());
        s.put("fleet adjacencies", map.fleetEdgeCount());
        s.put(
                "starting units",
                map.powers().stream().mapToInt(p -> p.startingUnits().size()).sum());
        s.put("glossary terms", glossary.terms().size());
        return s;
    }
}
