package adjutant.engine.hunt;

import adjutant.engine.Games;

/** The real data/hunt, loaded once for the tests that read facts from it. */
final class TestGame {
    private static HuntGame game;

    private TestGame() {}

    static synchronized HuntGame hunt() {
        if (game == null) game = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
        return game;
    }
}
