package adjutant.validator.diplomacy;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;

/** The standard map and strings from data/diplomacy, loaded once for the tests. */
final class StandardMap {
    private static DiplomacyGame game;

    private StandardMap() {}

    static synchronized DiplomacyGame game() {
        if (game == null) game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        return game;
    }

    static OrderParser parser() {
        return new OrderParser(game());
    }
}
