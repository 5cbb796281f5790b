package adjutant.generator.rulebook;

import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Points;
import adjutant.engine.hunt.Side;
import adjutant.engine.l10n.IcuFormat;
import adjutant.generator.hunt.HuntPieces;
import adjutant.generator.svg.Placed;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figure of a Hunt battle example: the five duels as the two sides' cards (the top of each
 * card as the kit prints it: OP, title, event, deck), the value each fights with, the hit of every duel and
 * the result — all computed by the engine's {@link Battle} from the example's {@code force}
 * and {@code duels} ({@code {german: card, british: card}}). Drawn by {@code rulebook/hunt-battle.svg.ftl}.
 */
final class HuntBattleFigure {
    private HuntBattleFigure() {}

    /** The engine's result for an example's data (the forces on the battle hex, standard side up). */
    static Battle.Result result(HuntGame game, Map<?, ?> data) {
        List<Battle.Play> german = new ArrayList<>();
        List<Battle.Play> british = new ArrayList<>();
        for (Object d : (List<?>) data.get("duels")) {
            Map<?, ?> duel = (Map<?, ?>) d;
            german.add(play(game, Side.GERMAN, duel.get("german")));
            british.add(play(game, Side.BRITISH, duel.get("british")));
        }
        return Battle.resolve(game.rules(), setup(game, data), german, british);
    }

    static String svg(HuntGame game, Templates templates, Map<?, ?> data, String lang) {
        Battle.Result r = result(game, data);
        List<?> plays = (List<?>) data.get("duels");
        List<Map<String, Object>> duels = new ArrayList<>();
        for (Battle.Duel d : r.duels()) {
            Map<?, ?> p = (Map<?, ?>) plays.get(d.number() - 1);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("title", format(game, lang, "battle.duel", d.number()));
            m.put("german", card(game, templates, Side.GERMAN, p.get("german"), d.german(), lang));
            m.put("british", card(game, templates, Side.BRITISH, p.get("british"), d.british(), lang));
            m.put("hit", d.hit().map(s -> s.name().toLowerCase(Locale.ROOT)).orElse(""));
            m.put("ignored", d.ignored());
            duels.add(m);
        }
        Battle.Setup setup = setup(game, data);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "forces",
                String.join(
                                " + ",
                                setup.forces().stream()
                                        .map(f -> game.force(f)
                                                .orElseThrow()
                                                .name()
                                                .in(lang))
                                        .toList())
                        + " · " + text(game, lang, "forces.bonus") + " +" + setup.bonus());
        m.put("german", text(game, lang, "sides.german"));
        m.put("british", text(game, lang, "sides.british"));
        m.put("tie", text(game, lang, "battle.tie"));
        m.put("duels", duels);
        m.put("cardWidth", HuntPieces.CARD_WIDTH);
        m.put("hits", format(game, lang, "battle.hits", r.germanHits(), r.britishHits()));
        m.put(
                "winner",
                text(game, lang, r.winner() == Side.GERMAN ? "battle.winner-german" : "battle.winner-british") + " ("
                        + text(
                                game,
                                lang,
                                "battle.decided."
                                        + r.decidedBy()
                                                .name()
                                                .toLowerCase(Locale.ROOT)
                                                .replace('_', '-'))
                        + ")");
        return templates.render("rulebook/hunt-battle.svg.ftl", m);
    }

    private static Battle.Setup setup(HuntGame game, Map<?, ?> data) {
        Object f = data.get("force");
        List<String> forces =
                f instanceof List<?> l ? l.stream().map(Object::toString).toList() : List.of(String.valueOf(f));
        return Battle.Setup.of(game, forces, ForceSide.STANDARD);
    }

    private static Battle.Play play(HuntGame game, Side side, Object id) {
        return Battle.Play.of(require(game, side, id).op(), id.toString());
    }

    private static Card require(HuntGame game, Side side, Object id) {
        if (id == null) throw new IllegalArgumentException("a duel needs a German and a British card");
        return game.card(side, id.toString())
                .orElseThrow(() -> new IllegalArgumentException(
                        "no " + side.name().toLowerCase(Locale.ROOT) + " card '" + id + "'"));
    }

    /** A card as the kit prints it, and the value it fights with: its OP, plus or minus the bonuses when they change it. */
    private static Map<String, Object> card(
            HuntGame game, Templates templates, Side side, Object id, Points value, String lang) {
        Card c = require(game, side, id);
        Points extra = new Points(value.halves() - 2 * c.op());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("card", Placed.group(HuntPieces.card(game, c, lang, templates)));
        m.put(
                "sum",
                extra.halves() == 0
                        ? ""
                        : c.op() + (extra.halves() > 0 ? " + " + extra : " − " + new Points(-extra.halves())));
        m.put("value", value.toString());
        return m;
    }

    private static String text(HuntGame game, String lang, String key) {
        return game.strings().text(lang, key);
    }

    private static String format(HuntGame game, String lang, String key, Object... args) {
        return IcuFormat.format(game.info().id(), game.strings(), lang, key, text(game, lang, key), args);
    }
}
