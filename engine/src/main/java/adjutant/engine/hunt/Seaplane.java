package adjutant.engine.hunt;

import java.util.Locale;

/** The German seaplane track. A destroyed seaplane is gone for the rest of the game. */
public enum Seaplane {
    AIRWORTHY,
    BROKEN,
    DESTROYED;

    /** The space id on the seaplane track in tracks.yaml. */
    public String space() {
        return name().toLowerCase(Locale.ROOT);
    }
}
