package adjutant.engine.diplomacy;

import adjutant.engine.Games;

/** The real standard map, loaded once for all tests. */
final class Maps {
    private Maps() {}

    private static DipMap standard;

    static synchronized DipMap standard() {
        if (standard == null)
            standard = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                    .map();
        return standard;
    }
}
