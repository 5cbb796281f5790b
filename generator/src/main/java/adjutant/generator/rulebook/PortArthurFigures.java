package adjutant.generator.rulebook;

import adjutant.engine.Games;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireResult;
import adjutant.engine.portarthur.Mines;
import adjutant.engine.portarthur.Movement;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import adjutant.engine.portarthur.ShipState;
import adjutant.engine.portarthur.Side;
import adjutant.engine.portarthur.Squadron;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.portarthur.ShipCounters;
import adjutant.generator.svg.Placed;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of the Port Arthur rulebook's examples: the squadrons of a battle as rows of
 * ship counters drawn as the kit's counter sheet draws them ({@link ShipCounters}: speed as a
 * die face, firepower as a number; damaged ships on their back, sunk ones crossed out), every volley's
 * dice with the hits the engine's {@link Fire} gives for them, a squadron's roll against its speed
 * (a movement check, the mines) with what the engine makes of it, and a single die for another roll.
 * Drawn by {@code rulebook/port-arthur-battle.svg.ftl}; a dominance phase is {@link DominanceFigure}.
 */
public final class PortArthurFigures implements ExampleFigures {
    /** A roll figure's die and the size of the labels over the dice, mm. */
    private static final double DIE = 9, LABEL = 2.7;

    @Override
    public String game() {
        return "port-arthur";
    }

    @Override
    public Drawer open(Path home, Templates templates) {
        PortArthurGame game = Games.loadChecked(home, game(), PortArthurGame.class);
        return (id, data, lang) -> {
            if (data.get("areas") instanceof Map<?, ?>) return DominanceFigure.svg(game, templates, data, lang);
            List<Map<String, Object>> squadrons = squadrons(game, templates, data, lang);
            List<Map<String, Object>> volleys = new ArrayList<>();
            Object fire = data.get("fire");
            for (Object f : fire instanceof List<?> l ? l : fire == null ? List.of() : List.of(fire))
                volleys.add(volley(game, (Map<?, ?>) f, lang));
            Object roll = data.get("move") instanceof Map<?, ?> move ? move.get("roll") : data.get("roll");
            Map<String, Object> check = check(game, data, roll, lang);
            if (squadrons.isEmpty() && volleys.isEmpty() && !(roll instanceof Number)) return null;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("squadrons", squadrons);
            m.put("volleys", volleys);
            m.put("check", check);
            m.put("roll", check.isEmpty() && roll instanceof Number n ? n.intValue() : 0);
            m.put("size", ShipCounters.SIZE);
            m.put(
                    "t",
                    Map.of(
                            "sunk",
                            text(game, lang, "battle.sunk"),
                            "speed",
                            text(game, lang, "battle.squadron_speed"),
                            "firepower",
                            text(game, lang, "fire.firepower"),
                            "regular",
                            text(game, lang, "fire.regular"),
                            "critical",
                            text(game, lang, "fire.critical"),
                            "dice",
                            text(game, lang, "fire.dice")));
            return templates.render("rulebook/port-arthur-battle.svg.ftl", m);
        };
    }

    /**
     * Each squadron as its ships' counters, placed as the counter sheet draws them: the back of a ship
     * the battle damaged or sank (a sunk one crossed out below its name), the front of the others; with
     * the squadron speed and firepower the engine's {@link Squadron} gives before the battle.
     */
    private static List<Map<String, Object>> squadrons(
            PortArthurGame game, Templates templates, Map<String, Object> data, String lang) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (!(data.get("squadrons") instanceof Map<?, ?> sq)) return out;
        Map<?, ?> damage = data.get("damage") instanceof Map<?, ?> d ? d : Map.of();
        for (Map.Entry<?, ?> e : sq.entrySet()) {
            String side = e.getKey().toString();
            Map<?, ?> hurt = damage.get(side) instanceof Map<?, ?> h ? h : Map.of();
            List<Map<String, Object>> ships = new ArrayList<>();
            List<ShipState> before = new ArrayList<>();
            for (Object sid : list(((Map<?, ?>) e.getValue()).get("ships"))) {
                Ship s = game.requireShip(sid.toString());
                before.add(ShipState.intact(s));
                boolean sunk = list(hurt.get("sunk")).contains(sid);
                boolean damaged = sunk
                        || list(hurt.get("damaged")).contains(sid)
                        || list(hurt.get("critical")).contains(sid);
                ships.add(Map.of(
                        "counter",
                        Placed.group(ShipCounters.svg(game, s, damaged, lang, templates)),
                        "sunk",
                        sunk,
                        "clear",
                        ShipCounters.nameBottom(game, s, damaged, lang) + 0.6));
            }
            Squadron squadron = new Squadron(Side.byId(side), before);
            out.add(Map.of(
                    "side",
                    side,
                    "name",
                    text(game, lang, "side." + side),
                    "ships",
                    ships,
                    "speed",
                    squadron.speed(),
                    "firepower",
                    squadron.firepower()));
        }
        return out;
    }

    /**
     * A roll and what the engine makes of it: a squadron's against its speed — a movement check (the
     * example's {@code move}) or, with the blockade in place, the mines going home ({@link Mines}), the
     * speed shown as a die face, as on the counters — or the opening torpedo attack's (the example's
     * {@code damaged}). Empty when the example rolls for something else.
     */
    private static Map<String, Object> check(PortArthurGame game, Map<String, Object> data, Object roll, String lang) {
        if (!(roll instanceof Number r)) return Map.of();
        if (data.containsKey("damaged") && !data.containsKey("squadron")) {
            // The opening torpedo attack: the engine's count of the fleet's ships it damages.
            String fleet = game.fleet(game.tables().hiddenThreat().torpedoFleet())
                    .orElseThrow()
                    .name(lang);
            return Map.of(
                    "roll",
                    r.intValue(),
                    "rollLabel",
                    text(game, lang, "rulebook_roll.roll"),
                    "result",
                    DominanceFigure.format(
                            game,
                            lang,
                            "rulebook_roll.torpedoed",
                            Map.of("count", game.tables().hiddenThreat().torpedoed(r.intValue()), "fleet", fleet)));
        }
        if (!(data.get("squadron") instanceof Map<?, ?> sq) || !(sq.get("speed") instanceof Number speed))
            return Map.of();
        // The rule: a squadron moves (and strikes no mine) when the roll is at most its speed; the
        // figure prints speed on the left and the roll on the right, so "speed ≥ roll" or "speed < roll".
        boolean passes = Movement.passes(r.intValue(), speed.intValue());
        String result = data.get("move") instanceof Map<?, ?>
                ? text(game, lang, passes ? "rulebook_roll.moves" : "rulebook_roll.stays")
                : DominanceFigure.format(
                        game,
                        lang,
                        "rulebook_roll.mines",
                        Map.of("count", Mines.struck(r.intValue(), speed.intValue())));
        String speedLabel = text(game, lang, "battle.squadron_speed"),
                rollLabel = text(game, lang, "rulebook_roll.roll");
        // Each die under its label, the next one past the longer of the two (Czech labels run long).
        double speedWidth = Math.max(DIE, Fonts.width(speedLabel, false, LABEL)),
                rollWidth = Math.max(DIE, Fonts.width(rollLabel, false, LABEL));
        return Map.ofEntries(
                Map.entry("speed", speed.intValue()),
                Map.entry("roll", r.intValue()),
                Map.entry("result", result),
                Map.entry("relation", passes ? "≥" : "<"),
                Map.entry("speedLabel", speedLabel),
                Map.entry("rollLabel", rollLabel),
                Map.entry("speedX", (speedWidth - DIE) / 2),
                Map.entry("rollX", speedWidth + 10),
                Map.entry("rollDieX", speedWidth + 10 + (rollWidth - DIE) / 2),
                Map.entry("resultX", speedWidth + 10 + rollWidth + 5));
    }

    private static Map<String, Object> volley(PortArthurGame game, Map<?, ?> f, String lang) {
        int firepower = ((Number) f.get("firepower")).intValue();
        List<Integer> dice =
                list(f.get("dice")).stream().map(d -> ((Number) d).intValue()).toList();
        FireResult r = Fire.resolve(firepower, dice);
        String side = String.valueOf(f.get("side"));
        return Map.of(
                "side",
                side,
                "name",
                text(game, lang, "side." + side),
                "firepower",
                firepower,
                "dice",
                dice,
                "sum",
                r.sum(),
                "within",
                r.withinFirepower(),
                "regular",
                r.regular(),
                "critical",
                r.critical());
    }

    private static String text(PortArthurGame game, String lang, String key) {
        return game.strings().text(lang, key);
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }
}
