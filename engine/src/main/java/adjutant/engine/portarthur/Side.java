package adjutant.engine.portarthur;

import java.util.Locale;

/** The two sides; their ids are the ones game.yaml lists. */
public enum Side {
    JAPAN,
    RUSSIA;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Side other() {
        return this == JAPAN ? RUSSIA : JAPAN;
    }

    /** The side with this id, or null. */
    public static Side byId(String id) {
        for (Side s : values()) if (s.id().equals(id)) return s;
        return null;
    }
}
