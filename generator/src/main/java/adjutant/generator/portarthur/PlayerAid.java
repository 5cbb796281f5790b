package adjutant.generator.portarthur;

import adjutant.engine.portarthur.Chance;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireOdds;
import adjutant.engine.portarthur.FireResult;
import adjutant.engine.portarthur.Fleet;
import adjutant.engine.portarthur.ManchuriaSpace;
import adjutant.engine.portarthur.MineOdds;
import adjutant.engine.portarthur.OddsRow;
import adjutant.engine.portarthur.Phase;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.Ship;
import adjutant.engine.portarthur.SpaceEffect;
import adjutant.engine.portarthur.Tables;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.svg.Templates;
import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The two player aids as one XHTML document (two double-sided sheets): aid 1, the turn,
 * the naval operations and the battle in short; aid 2, the exact odds the engine computes
 * by enumerating every roll — fire at firepower 1…{@value #MAX_FIREPOWER} with each number
 * of dice, its plot, the movement check, the mines and the torpedo attack.
 */
final class PlayerAid {
    static final int MAX_FIREPOWER = 40;

    private PlayerAid() {}

    static String xhtml(PortArthurGame game, KitTexts t, Templates tpl, Paper paper) {
        return tpl.render("port-arthur/player-aid.xhtml.ftl", model(game, t, paper));
    }

    static Map<String, Object> model(PortArthurGame g, KitTexts t, Paper paper) {
        String lang = t.lang();
        Tables tables = g.tables();
        Tables.FireRules fire = tables.fire();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", lang);
        m.put("pageW", paper.portrait().width());
        m.put("pageH", paper.portrait().height());
        m.put("t", t.all());
        m.put("game", g.info().name(lang));
        List<Map<String, Object>> phases = new ArrayList<>();
        for (Phase p : tables.phases()) {
            phases.add(Map.of(
                    "label",
                    t.get("phase." + p.id()),
                    "text",
                    t.format(
                            "kit.aid.phase." + p.id(),
                            Map.of(
                                    "intact",
                                    tables.sortie().intactRange(),
                                    "damaged",
                                    tables.sortie().damagedRange(),
                                    "turn",
                                    g.turns().initiativeToRussiaOn()))));
        }
        m.put("phases", phases);
        var dom = tables.dominance();
        String blockadeSea = name(g, dom.blockade().sea(), lang);
        m.put("keyAreas", dom.keyAreas().stream().map(id -> name(g, id, lang)).collect(Collectors.joining(", ")));
        List<Map<String, Object>> bonus = new ArrayList<>();
        for (int i = 0; i < dom.keyAreaBonus().size(); i++)
            bonus.add(Map.of("held", i + 1, "dp", dom.keyAreaBonus().get(i)));
        m.put("keyBonus", bonus);
        m.put(
                "blockade",
                t.format(
                        "kit.aid.dp.blockade",
                        Map.of(
                                "sea",
                                blockadeSea,
                                "cost",
                                dom.blockade().cost(),
                                "upkeep",
                                dom.blockade().upkeep(),
                                "barred",
                                dom.blockade().barredAtRussia())));
        m.put(
                "convoys",
                t.format(
                        "kit.aid.dp.convoys",
                        Map.of(
                                "one",
                                dom.convoysSunk().get(0),
                                "two",
                                dom.convoysSunk().get(1))));
        List<String> effects = new ArrayList<>();
        String required = "";
        for (ManchuriaSpace s : g.manchuria().spaces()) {
            if (s.effect() == null) continue;
            effects.add(s.name(lang) + ": " + BoardView.effect(g, s.effect(), t));
            if (s.effect() instanceof SpaceEffect.RequiredForVictory) required = s.name(lang);
        }
        m.put("effects", effects);
        List<Map<String, Object>> returns = new ArrayList<>();
        for (SeaArea a : g.map().areas()) {
            returns.add(Map.of(
                    "area",
                    a.name(lang),
                    "ports",
                    a.russiaReturnsTo().stream()
                            .map(p -> g.map().port(p).map(x -> x.name(lang)).orElse(p))
                            .collect(Collectors.joining(", "))));
        }
        m.put("returns", returns);
        m.put("setup", setup(g, t));
        m.put(
                "initiative",
                t.format("kit.aid.initiative", Map.of("turn", g.turns().initiativeToRussiaOn())));
        m.put("victory", t.format("kit.aid.victory", Map.of("turns", g.turns().count(), "space", required)));
        m.put(
                "mines",
                t.format(
                        "kit.aid.threat.mines",
                        Map.of("sea", name(g, tables.hiddenThreat().minedSea(), lang))));
        m.put(
                "torpedo",
                t.format(
                        "kit.aid.threat.torpedo",
                        Map.of(
                                "fleet",
                                g.fleet(tables.hiddenThreat().torpedoFleet())
                                        .map(f -> f.name(lang))
                                        .orElse(tables.hiddenThreat().torpedoFleet()))));
        m.put("fireRule", t.format("kit.aid.battle.fire", Map.of("min", fire.minDice(), "max", fire.maxDice())));
        m.put(
                "examples",
                List.of(example(t, 28, List.of(1, 1, 2, 4, 4, 5)), example(t, 19, List.of(4, 4, 5, 5, 5, 6))));
        addOdds(m, g, t);
        return m;
    }

    /** Where each fleet starts (the optional ships are counted under Hidden threat), then the markers. */
    static List<String> setup(PortArthurGame g, KitTexts t) {
        String lang = t.lang();
        List<String> out = new ArrayList<>();
        for (Fleet f : g.fleets()) {
            long n = g.ships().stream()
                    .filter(s -> s.fleet().equals(f.id()) && !s.optional())
                    .count();
            if (f.arrivesLater()) {
                out.add(t.format("kit.aid.setup.arrives", Map.of("fleet", f.name(lang), "count", n)));
            } else {
                String port = g.map().port(f.startsIn()).map(p -> p.name(lang)).orElse(f.startsIn());
                out.add(t.format("kit.aid.setup.fleet", Map.of("fleet", f.name(lang), "count", n, "port", port)));
            }
        }
        out.add(t.format("kit.aid.setup.markers", Map.of("armies", g.armies())));
        return out;
    }

    /** A worked fire, resolved by the engine (the rulebook's battle example). */
    static String example(KitTexts t, int firepower, List<Integer> dice) {
        FireResult r = Fire.resolve(firepower, dice);
        return t.format(
                "kit.aid.battle.example",
                Map.of(
                        "firepower",
                        firepower,
                        "dice",
                        dice.stream().map(String::valueOf).collect(Collectors.joining(" ")),
                        "sum",
                        r.sum(),
                        "regular",
                        r.regular(),
                        "critical",
                        r.critical()));
    }

    private static void addOdds(Map<String, Object> m, PortArthurGame g, KitTexts t) {
        String lang = t.lang();
        Tables.FireRules fire = g.tables().fire();
        List<String> diceLabels = new ArrayList<>();
        for (int n = fire.minDice(); n <= fire.maxDice(); n++)
            diceLabels.add(t.format("kit.aid.odds.dice", Map.of("count", n)));
        m.put("diceLabels", diceLabels);
        List<List<OddsRow>> all = new ArrayList<>();
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int fp = 1; fp <= MAX_FIREPOWER; fp++) {
            List<OddsRow> r = FireOdds.table(fp, fire.minDice(), fire.maxDice());
            all.add(r);
            int best = FireOdds.bestDice(r);
            List<Map<String, Object>> cells = new ArrayList<>();
            for (OddsRow o : r) {
                cells.add(Map.of(
                        "regular",
                        decimal(lang, o.expectedRegular()),
                        "critical",
                        decimal(lang, o.expectedCritical()),
                        "chance",
                        percent(lang, o.criticalChance().value(), 0),
                        "best",
                        o.dice() == best));
            }
            rows.add(Map.of("firepower", fp, "cells", cells, "best", best, "band", (fp - 1) / 5 % 2 == 1));
        }
        m.put("fireRows", rows);
        m.put("plot", OddsPlot.svg(all, t.get("kit.aid.plot.x"), t.get("kit.aid.plot.y"), diceLabels));
        List<Map<String, Object>> movement = new ArrayList<>();
        List<Map<String, Object>> mines = new ArrayList<>();
        for (int speed = 1; speed <= Fire.FACES; speed++) {
            Chance c = FireOdds.movement(speed);
            movement.add(Map.of(
                    "speed",
                    speed,
                    "chance",
                    percent(lang, c.value(), 1),
                    "fraction",
                    c.favourable() + "/" + c.outcomes()));
            MineOdds mo = MineOdds.of(speed);
            List<String> dist = new ArrayList<>();
            for (int k = 0; k < Fire.FACES; k++) dist.add(fraction(mo.exactly(k)));
            mines.add(Map.of("speed", speed, "dist", dist, "expected", decimal(lang, mo.expected())));
        }
        m.put("movement", movement);
        m.put("mineRows", mines);
        List<Map<String, Object>> sink = new ArrayList<>();
        for (int d :
                new TreeSet<>(g.ships().stream().map(s -> s.back().defence()).toList())) {
            sink.add(Map.of("defence", d, "chance", fraction(MineOdds.intactSinks(d))));
        }
        m.put("mineSink", sink);
        List<Map<String, Object>> torpedo = new ArrayList<>();
        for (int roll = 1; roll <= Fire.FACES; roll++)
            torpedo.add(Map.of("roll", roll, "ships", g.tables().hiddenThreat().torpedoed(roll)));
        m.put("torpedoRows", torpedo);
        m.put(
                "optionalShips",
                g.ships().stream().filter(Ship::optional).map(s -> s.name(lang)).collect(Collectors.joining(", ")));
    }

    /** A chance out of one die's faces as an exact fraction ("2/6"), a dash for none. */
    static String fraction(Chance c) {
        return c.favourable() == 0 ? "–" : c.favourable() + "/" + c.outcomes();
    }

    private static String name(PortArthurGame g, String area, String lang) {
        return g.map().area(area).map(a -> a.name(lang)).orElse(area);
    }

    /** An expectation as printed: two decimals, the language's decimal sign. */
    static String decimal(String lang, double v) {
        NumberFormat f = NumberFormat.getNumberInstance(new ULocale(lang));
        f.setMinimumFractionDigits(2);
        f.setMaximumFractionDigits(2);
        return f.format(v);
    }

    /** A chance as printed: a percentage with {@code digits} decimals, in the language's style (“41 %”, “41%”). */
    static String percent(String lang, double v, int digits) {
        NumberFormat f = NumberFormat.getPercentInstance(new ULocale(lang));
        f.setMinimumFractionDigits(digits);
        f.setMaximumFractionDigits(digits);
        return f.format(v);
    }
}
