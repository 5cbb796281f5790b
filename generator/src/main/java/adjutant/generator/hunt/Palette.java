package adjutant.generator.hunt;

import adjutant.engine.hunt.EventType;
import adjutant.engine.hunt.Side;

/** The kit's colours: one per side (card frames, backs, tokens) and one per kind of event. */
final class Palette {
    static final String GERMAN = "#4d545c", BRITISH = "#1d3a63";
    static final String SEA = "#cfe3ef", DEEP = "#b3d1e4", LAND = "#e6dcc0", COAST = "#9c8a5c", PAPER = "#f7f2e6";

    private Palette() {}

    static String side(Side s) {
        return s == Side.GERMAN ? GERMAN : BRITISH;
    }

    static String event(EventType e) {
        return switch (e) {
            case SEARCH -> "#2f6e4a";
            case BATTLE -> "#a3312b";
            case MANDATORY -> "#b8740f";
        };
    }
}
