package adjutant.validator.portarthur;

import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Side;
import adjutant.validator.FindingWords;

/**
 * Renders a finding's arguments in the reader's language: sides, DP marker positions and
 * results through the i18n strings, ids of ships, sea areas, Manchuria spaces and ports
 * through the names in the data (chosen by the argument's name).
 */
final class SheetWords extends FindingWords {
    private final PortArthurGame game;

    SheetWords(PortArthurGame game, String lang) {
        super(game.strings(), lang);
        this.game = game;
    }

    @Override
    public String word(String name, Object v) {
        if (v instanceof Side side) return t("side." + side.id());
        if (v instanceof SheetFinding.Marker m) return marker(m.position());
        if (v instanceof ScoreSheet.Outcome o)
            return o.winner() == null
                    ? t("check.sheet.draw")
                    : t("side." + o.winner().id());
        if (v instanceof GameResult.Why why) return t(why.key());
        if (v instanceof String id) return name(name, id);
        return String.valueOf(v);
    }

    String marker(int position) {
        Side leader = game.dpTrack().leader(position);
        if (leader == null) return t("check.sheet.marker_centre");
        int points = Math.abs(game.dpTrack().standing(position, leader));
        return t("check.sheet.marker")
                .replace("{side}", t("side." + leader.id()))
                .replace("{points}", String.valueOf(points));
    }

    private String name(String arg, String id) {
        return switch (arg) {
            case "ship", "intact" -> game.ship(id).map(s -> s.name(lang())).orElse(id);
            case "sea" -> game.map().area(id).map(a -> a.name(lang())).orElse(id);
            case "space", "before" ->
                game.manchuria().space(id).map(s -> s.name(lang())).orElse(id);
            case "port" -> game.map().port(id).map(p -> p.name(lang())).orElse(id);
            default -> id;
        };
    }
}
