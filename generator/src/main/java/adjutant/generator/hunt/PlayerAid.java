package adjutant.generator.hunt;

import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.BattleOdds;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.Fraction;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.Points;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.SearchOdds;
import adjutant.engine.hunt.Side;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two player aids, German and British, one page each: the sequence of play, the actions
 * and their cost, search and battle in short, and the exact odds the engine computes — search
 * success for every modifier combination, seaplane repair, and the chance to win a battle
 * for representative hands. Every figure comes from tables.yaml through the engine.
 */
final class PlayerAid {
    /** Representative hands of five OP values: strong, middling and weak, for both sides. */
    static final List<List<Integer>> HANDS =
            List.of(List.of(5, 5, 4, 4, 3), List.of(4, 3, 3, 2, 2), List.of(3, 2, 2, 1, 1));
    /** German cards removed from the game, for the repair table. */
    static final int MAX_REMOVED = 6;

    private PlayerAid() {}

    static String xhtml(HuntGame game, Texts t, String title, Templates templates, PrintProfile p) {
        HuntRules r = game.rules();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", t.lang());
        m.put("title", title);
        m.put("page", PageCss.css(p));
        List<Map<String, Object>> aids = new ArrayList<>();
        for (Side s : Side.values()) aids.add(aid(game, s, t, title));
        m.put("aids", aids);
        return templates.render("hunt/player-aid.xhtml.ftl", m);
    }

    private static Map<String, Object> aid(HuntGame game, Side side, Texts t, String title) {
        HuntRules r = game.rules();
        boolean german = side == Side.GERMAN;
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("side", side.id());
        a.put("colour", Palette.side(side));
        a.put("heading", t.format("kit.aid.heading", Map.of("side", t.get("sides." + side.id()))));
        a.put("subtitle", title + " – " + t.get("game.subtitle"));
        a.put("sequence", t.get("kit.aid.sequence"));
        a.put("germanTurn", t.get("player-aid.german-turn"));
        a.put("britishTurn", t.get("player-aid.british-turn"));
        a.put(
                "germanSteps",
                List.of(
                        t.get("kit.aid.german-card"),
                        t.format(
                                "kit.aid.german-draw",
                                Map.of(
                                        "hand",
                                        r.german().hand(),
                                        "near",
                                        r.german().handNearAltmark()))));
        a.put(
                "britishSteps",
                List.of(
                        t.format(
                                "kit.aid.british-merchants",
                                Map.of(
                                        "move",
                                        r.merchants().move(),
                                        "onMap",
                                        r.merchants().onMap())),
                        t.get("kit.aid.british-card"),
                        t.format(
                                "kit.aid.british-draw",
                                Map.of("hand", r.british().hand()))));
        a.put("actionsHeading", t.get("player-aid.actions"));
        a.put("actions", actions(game, side, t));
        a.put("searchHeading", t.get("kit.aid.search"));
        a.put(
                "searchRules",
                german
                        ? t.format(
                                "kit.aid.search-german",
                                Map.of(
                                        "cost",
                                        r.german().searchCost(),
                                        "beats",
                                        r.german().searchBeats(),
                                        "plane",
                                        r.german().seaplaneBonus()))
                        : t.format(
                                "kit.aid.search-british",
                                Map.of(
                                        "cost",
                                        r.british().searchCost(),
                                        "needs",
                                        r.british().searchNeeds())));
        a.put("oddsHeading", t.get("kit.aid.odds"));
        a.put("odds", searchOdds(game, side, t));
        if (german) {
            a.put("repairHeading", t.get("kit.aid.repair"));
            a.put("repairRules", t.get("kit.aid.repair-rules"));
            a.put("repair", repair(t));
            a.put("secrecyHeading", t.get("kit.aid.secrecy"));
            a.put(
                    "secrecy",
                    List.of(
                            t.get("kit.aid.secrecy-op"),
                            t.get("kit.aid.secrecy-attack"),
                            t.get("kit.aid.secrecy-search"),
                            t.get("kit.aid.secrecy-hint"),
                            t.get("kit.aid.secrecy-hand")));
        } else {
            a.put("strategyHeading", t.get("tracks.strategy.title"));
            a.put(
                    "strategyRules",
                    t.format("kit.aid.strategy", Map.of("cost", r.british().strategyCost())) + " "
                            + sentence(t.get("tracks.strategy.note")));
            a.put(
                    "intelRules",
                    t.format(
                            "kit.aid.intelligence",
                            Map.of(
                                    "cost",
                                    r.british().intelligenceCost(),
                                    "bonus",
                                    r.british().intelligenceBonus())));
        }
        a.put("battleHeading", t.get("player-aid.battle"));
        a.put(
                "battleRules",
                t.format(
                        "kit.aid.battle",
                        Map.of("hand", r.battle().hand(), "duels", r.battle().duels(), "bonuses", bonuses(game))));
        a.put("battleOddsHeading", t.get("kit.aid.battle-odds"));
        a.put("battleOddsNote", t.get("kit.aid.battle-odds-note"));
        a.put("battleOdds", battleOdds(game, t));
        a.put("victoryHeading", t.get("player-aid.victory"));
        a.put(
                "victory",
                List.of(
                        t.format("kit.aid.victory-sunk", Map.of("n", r.victory().sunk())),
                        t.format(
                                "kit.aid.victory-delivered",
                                Map.of("n", r.victory().delivered())),
                        t.get("kit.aid.victory-battle")));
        return a;
    }

    private static List<List<String>> actions(HuntGame game, Side side, Texts t) {
        HuntRules r = game.rules();
        String moveCost = t.format(
                "kit.aid.move-cost",
                Map.of(
                        "one",
                        r.moveCost(1).orElseThrow(),
                        "two",
                        r.moveCost(2).orElseThrow(),
                        "three",
                        r.moveCost(3).orElseThrow()));
        List<List<String>> rows = new ArrayList<>();
        if (side == Side.GERMAN) {
            rows.add(List.of(t.get("kit.aid.move-german"), moveCost));
            rows.add(List.of(
                    t.get("kit.aid.search-german-action"), cost(t, r.german().searchCost())));
            rows.add(List.of(t.get("kit.aid.repair-action"), cost(t, r.german().repairCost())));
            rows.add(List.of(
                    t.get("kit.aid.reserve-action"),
                    t.format("kit.aid.reserve-cost", Map.of("max", r.german().reserveMax()))));
        } else {
            rows.add(List.of(t.get("kit.aid.move-british"), moveCost));
            rows.add(List.of(
                    t.get("kit.aid.search-british-action"), cost(t, r.british().searchCost())));
            rows.add(List.of(
                    t.get("kit.aid.intelligence-action"),
                    t.format("kit.aid.per-card", Map.of("cost", r.british().intelligenceCost()))));
            rows.add(List.of(
                    t.get("kit.aid.strategy-action"), cost(t, r.british().strategyCost())));
        }
        return rows;
    }

    private static String cost(Texts t, int op) {
        return t.format("kit.aid.cost", Map.of("cost", op));
    }

    /**
     * The search table: one row per card modifier (−1, 0, +1); the Germans' columns without and
     * with the seaplane, the British columns by the number of +1 intelligence cards shown.
     */
    static Map<String, Object> searchOdds(HuntGame game, Side side, Texts t) {
        List<SearchOdds.Row> rows = SearchOdds.table(game.rules()).stream()
                .filter(r -> r.side() == side)
                .toList();
        List<String> head = new ArrayList<>();
        head.add(t.get("kit.aid.odds-modifier"));
        if (side == Side.GERMAN) {
            head.add(t.get("kit.aid.odds-no-plane"));
            head.add(t.format(
                    "kit.aid.odds-plane", Map.of("bonus", game.rules().german().seaplaneBonus())));
        } else {
            int max = rows.stream()
                    .mapToInt(SearchOdds.Row::intelligenceCards)
                    .max()
                    .orElse(0);
            for (int i = 0; i <= max; i++) head.add(t.format("kit.aid.odds-intel", Map.of("n", i)));
        }
        List<List<String>> body = new ArrayList<>();
        for (int mod = -1; mod <= 1; mod++) {
            final int mm = mod;
            List<String> line = new ArrayList<>();
            line.add(t.get(mod < 0 ? "kit.aid.odds-minus" : mod == 0 ? "kit.aid.odds-none" : "kit.aid.odds-plus"));
            for (SearchOdds.Row r : rows) if (r.cardModifier() == mm) line.add(odds(r.success(), t));
            body.add(line);
        }
        return Map.of("head", head, "body", body);
    }

    private static Map<String, Object> repair(Texts t) {
        List<String> head = List.of(
                t.get("kit.aid.repair-removed"),
                t.get("kit.aid.repair-repaired"),
                t.get("kit.aid.repair-unchanged"),
                t.get("tracks.seaplane.spaces.destroyed"));
        List<List<String>> body = new ArrayList<>();
        for (int n = 0; n <= MAX_REMOVED; n++) {
            Map<Rolls.Repair, Fraction> o = SearchOdds.repair(n);
            body.add(List.of(
                    Integer.toString(n),
                    odds(o.get(Rolls.Repair.REPAIRED), t),
                    odds(o.get(Rolls.Repair.UNCHANGED), t),
                    odds(o.get(Rolls.Repair.DESTROYED), t)));
        }
        return Map.of("head", head, "body", body);
    }

    /** German win chance for each pair of representative hands, one column per force alone in the battle. */
    static Map<String, Object> battleOdds(HuntGame game, Texts t) {
        List<String> head = new ArrayList<>(List.of(t.get("kit.aid.hand-german"), t.get("kit.aid.hand-british")));
        for (Force f : game.forces())
            head.add(t.format(
                    "kit.aid.force-column",
                    Map.of(
                            "force",
                            t.of(f.name()),
                            "bonus",
                            CounterFiles.signed(Points.of(f.bonus(ForceSide.STANDARD))))));
        List<List<String>> body = new ArrayList<>();
        for (List<Integer> g : HANDS) {
            for (List<Integer> b : HANDS) {
                List<String> line = new ArrayList<>(List.of(hand(g), hand(b)));
                for (Force f : game.forces()) {
                    Battle.Setup setup = Battle.Setup.of(game, List.of(f.id()), ForceSide.STANDARD);
                    line.add(percent(BattleOdds.of(game.rules(), setup, g, b).german(), t, 1));
                }
                body.add(line);
            }
        }
        return Map.of("head", head, "body", body);
    }

    private static String bonuses(HuntGame game) {
        List<String> out = new ArrayList<>();
        for (Force f : game.forces())
            out.add(f.id() + " " + CounterFiles.signed(Points.of(f.bonus(ForceSide.STANDARD))));
        return String.join(", ", out);
    }

    /** A label used as a sentence ends with a full stop. */
    private static String sentence(String s) {
        return s.endsWith(".") ? s : s + ".";
    }

    private static String hand(List<Integer> h) {
        return String.join(" ", h.stream().map(String::valueOf).toList());
    }

    /** "4/6 · 67 %": the exact count of die faces and the percentage in the reader's style. */
    static String odds(Fraction f, Texts t) {
        long sixths = f.numerator() * Rolls.FACES / f.denominator();
        return sixths + "/" + Rolls.FACES + " · " + percent(f, t, 0);
    }

    static String percent(Fraction f, Texts t, int decimals) {
        NumberFormat nf = NumberFormat.getPercentInstance(new ULocale(t.lang()));
        nf.setMaximumFractionDigits(decimals);
        nf.setMinimumFractionDigits(decimals);
        return nf.format(f.value());
    }
}
