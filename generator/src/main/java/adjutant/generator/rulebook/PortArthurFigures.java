package adjutant.generator.rulebook;

import adjutant.engine.Games;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireResult;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import adjutant.engine.portarthur.ShipFace;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of the Port Arthur rulebook's examples: the squadrons of a battle as rows of
 * ship counters (the values from {@code ships.yaml}, damage and sinkings marked), every volley's
 * dice with the hits the engine's {@link Fire} gives for them, and a single die for a roll.
 * Drawn by {@code rulebook/port-arthur-battle.svg.ftl}; a dominance phase is {@link DominanceFigure}.
 */
public final class PortArthurFigures implements ExampleFigures {
    @Override
    public String game() {
        return "port-arthur";
    }

    @Override
    public Drawer open(Path home, Templates templates) {
        PortArthurGame game = Games.loadChecked(home, game(), PortArthurGame.class);
        return (id, data, lang) -> {
            if (data.get("areas") instanceof Map<?, ?>) return DominanceFigure.svg(game, templates, data, lang);
            List<Map<String, Object>> squadrons = squadrons(game, data, lang);
            List<Map<String, Object>> volleys = new ArrayList<>();
            Object fire = data.get("fire");
            for (Object f : fire instanceof List<?> l ? l : fire == null ? List.of() : List.of(fire)) volleys.add(volley(game, (Map<?, ?>) f, lang));
            Object roll = data.get("roll");
            if (squadrons.isEmpty() && volleys.isEmpty() && !(roll instanceof Number)) return null;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("squadrons", squadrons);
            m.put("volleys", volleys);
            m.put("roll", roll instanceof Number n ? n.intValue() : 0);
            m.put("t", Map.of("sunk", text(game, lang, "battle.sunk"), "flipped", text(game, lang, "battle.flipped"),
                    "firepower", text(game, lang, "fire.firepower"), "regular", text(game, lang, "fire.regular"),
                    "critical", text(game, lang, "fire.critical"), "dice", text(game, lang, "fire.dice")));
            return templates.render("rulebook/port-arthur-battle.svg.ftl", m);
        };
    }

    private static List<Map<String, Object>> squadrons(PortArthurGame game, Map<String, Object> data, String lang) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (!(data.get("squadrons") instanceof Map<?, ?> sq)) return out;
        Map<?, ?> damage = data.get("damage") instanceof Map<?, ?> d ? d : Map.of();
        for (Map.Entry<?, ?> e : sq.entrySet()) {
            String side = e.getKey().toString();
            Map<?, ?> hurt = damage.get(side) instanceof Map<?, ?> h ? h : Map.of();
            List<Map<String, Object>> ships = new ArrayList<>();
            for (Object sid : list(((Map<?, ?>) e.getValue()).get("ships"))) {
                Ship s = game.requireShip(sid.toString());
                ShipFace f = s.face(false);
                ships.add(Map.of("name", s.name(lang), "fp", f.firepower(), "speed", f.speed(), "def", f.defence(),
                        "damaged", list(hurt.get("damaged")).contains(sid) || list(hurt.get("critical")).contains(sid),
                        "sunk", list(hurt.get("sunk")).contains(sid)));
            }
            out.add(Map.of("side", side, "name", text(game, lang, "side." + side), "ships", ships));
        }
        return out;
    }

    private static Map<String, Object> volley(PortArthurGame game, Map<?, ?> f, String lang) {
        int firepower = ((Number) f.get("firepower")).intValue();
        List<Integer> dice = list(f.get("dice")).stream().map(d -> ((Number) d).intValue()).toList();
        FireResult r = Fire.resolve(firepower, dice);
        String side = String.valueOf(f.get("side"));
        return Map.of("side", side, "name", text(game, lang, "side." + side), "firepower", firepower, "dice", dice,
                "sum", r.sum(), "within", r.withinFirepower(), "regular", r.regular(), "critical", r.critical());
    }

    private static String text(PortArthurGame game, String lang, String key) {
        return game.strings().text(lang, key);
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }
}
