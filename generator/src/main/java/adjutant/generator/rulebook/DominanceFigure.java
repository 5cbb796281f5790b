package adjutant.generator.rulebook;

import adjutant.engine.l10n.IcuFormat;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.DominanceOrders;
import adjutant.engine.portarthur.DominanceOutcome;
import adjutant.engine.portarthur.DominancePhase;
import adjutant.engine.portarthur.DominanceRules;
import adjutant.engine.portarthur.DpTrack;
import adjutant.engine.portarthur.LandingBox;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.Side;
import adjutant.engine.portarthur.WarState;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The figure of a Port Arthur dominance example: every sea area with who controls it and the
 * DP it is worth, the sea-control score, the convoys sunk and the DP marker before and after —
 * all from the engine's {@link DominancePhase} played on the example's {@code areas}
 * ({@code japan}, {@code russia}, {@code both}, {@code empty}), {@code dp_before}, {@code landing},
 * {@code manchuria_before} and {@code manchuria_choice}. Drawn by {@code rulebook/port-arthur-dominance.svg.ftl}.
 */
final class DominanceFigure {
    private DominanceFigure() {}

    /** The engine's dominance phase for an example's data. */
    static DominanceOutcome outcome(PortArthurGame game, Map<?, ?> data) {
        Map<String, Side> control = control(game, (Map<?, ?>) data.get("areas"));
        Set<String> held = new HashSet<>();
        for (Object m : list(data.get("manchuria_before"))) held.add(m.toString());
        Set<String> atSea = new HashSet<>();
        for (Object l : list(data.get("landing"))) atSea.add(l.toString());
        List<String> landedOn = list(data.get("manchuria_choice")).stream()
                .map(Object::toString)
                .toList();
        if (data.get("manchuria_choice") instanceof String s) landedOn = List.of(s);
        int before = data.get("dp_before") instanceof Number n
                ? n.intValue()
                : game.dpTrack().start();
        return new DominancePhase(game)
                .play(
                        new WarState(before, Boolean.TRUE.equals(data.get("blockade")), held),
                        new DominanceOrders(control, BlockadeChoice.NONE, atSea, landedOn, null));
    }

    /** The side that holds each sea area the example lists under a side's name. */
    private static Map<String, Side> control(PortArthurGame game, Map<?, ?> areas) {
        Map<String, Side> control = new LinkedHashMap<>();
        for (Side s : Side.values())
            for (Object a : list(areas.get(s.name().toLowerCase(Locale.ROOT))))
                control.put(area(game, a).id(), s);
        return control;
    }

    static String svg(PortArthurGame game, Templates templates, Map<?, ?> data, String lang) {
        DominanceOutcome o = outcome(game, data);
        Map<?, ?> areas = (Map<?, ?>) data.get("areas");
        Map<String, Side> control = control(game, areas);
        Set<String> contested = new HashSet<>();
        for (Object a : list(areas.get("both"))) contested.add(area(game, a).id());
        DominanceRules rules = game.tables().dominance();

        List<Map<String, Object>> tiles = new ArrayList<>();
        for (SeaArea a : game.map().areas()) {
            Side s = control.get(a.id());
            boolean key = rules.keyAreas().contains(a.id());
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("name", a.name(lang));
            t.put(
                    "side",
                    s == null
                            ? (contested.contains(a.id()) ? "both" : "none")
                            : s.name().toLowerCase(Locale.ROOT));
            t.put(
                    "who",
                    s != null
                            ? text(game, lang, "side." + s.name().toLowerCase(Locale.ROOT))
                            : text(
                                    game,
                                    lang,
                                    contested.contains(a.id())
                                            ? "rulebook_dominance.contested"
                                            : "rulebook_dominance.empty"));
            t.put(
                    "worth",
                    key
                            ? text(game, lang, "board.key_area")
                            : format(
                                    game,
                                    lang,
                                    "board.dominance_value",
                                    Map.of("japan", a.dominanceJapan(), "russia", a.dominanceRussia())));
            t.put("key", key);
            tiles.add(t);
        }
        List<String> sunk = new ArrayList<>();
        for (String box : o.landing().convoysSunk()) {
            sunk.add(game.map().landingBoxes().stream()
                    .filter(b -> b.id().equals(box))
                    .findFirst()
                    .map(b -> name(b, lang))
                    .orElse(box));
        }
        DpTrack track = game.dpTrack();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("tiles", tiles);
        m.put(
                "score",
                format(
                        game,
                        lang,
                        "rulebook_dominance.score",
                        Map.of(
                                "japan",
                                o.seaControl().japan(),
                                "russia",
                                o.seaControl().russia())));
        m.put(
                "convoys",
                sunk.isEmpty()
                        ? ""
                        : format(
                                game,
                                lang,
                                "rulebook_dominance.convoys",
                                Map.of(
                                        "boxes",
                                        String.join(", ", sunk),
                                        "dp",
                                        o.landing().russiaPoints())));
        int before = data.get("dp_before") instanceof Number n ? n.intValue() : track.start();
        m.put(
                "marker",
                format(
                        game,
                        lang,
                        "rulebook_dominance.marker",
                        Map.of("before", place(game, before, lang), "after", place(game, o.dp(), lang))));
        m.put("min", track.min());
        m.put("max", track.max());
        m.put("before", before);
        m.put("after", o.dp());
        m.put("positive", track.positiveSide().name().toLowerCase(Locale.ROOT));
        m.put(
                "ends",
                Map.of(
                        "min",
                        text(
                                game,
                                lang,
                                "side." + track.positiveSide().other().name().toLowerCase(Locale.ROOT)),
                        "max",
                        text(game, lang, "side." + track.positiveSide().name().toLowerCase(Locale.ROOT))));
        return templates.render("rulebook/port-arthur-dominance.svg.ftl", m);
    }

    /** A place on the DP track as players say it: "Japan 1", or the centre. */
    private static String place(PortArthurGame game, int position, String lang) {
        Side leader = game.dpTrack().leader(position);
        if (leader == null) return text(game, lang, "rulebook_dominance.centre");
        return text(game, lang, "side." + leader.name().toLowerCase(Locale.ROOT)) + " "
                + Math.abs(game.dpTrack().standing(position, leader));
    }

    private static String name(LandingBox b, String lang) {
        return b.names().getOrDefault(lang, b.names().getOrDefault("en", b.id()));
    }

    private static SeaArea area(PortArthurGame game, Object id) {
        return game.map()
                .area(String.valueOf(id))
                .orElseThrow(() -> new IllegalArgumentException("no sea area '" + id + "'"));
    }

    private static String text(PortArthurGame game, String lang, String key) {
        return game.strings().text(lang, key);
    }

    /** A string of the game with named ICU arguments, in the book's language. */
    static String format(PortArthurGame game, String lang, String key, Map<String, Object> args) {
        return IcuFormat.format(game.info().id(), game.strings(), lang, key, text(game, lang, key), args);
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }
}
