package adjutant.engine.diplomacy.sheet;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.UnitType;

/** What a marked box says. */
public sealed interface Meaning {
    /** The kinds of order a box can choose. */
    enum Kind {
        HOLD,
        MOVE,
        SUPPORT,
        CONVOY,
        DISBAND,
        REMOVE
    }

    /** The order's kind. */
    record OrderKind(Kind kind) implements Meaning {}

    /** Where the unit moves or retreats, or where the unit it supports or convoys goes. */
    record Target(Location to) implements Meaning {}

    /** The province of the unit supported or convoyed. */
    record Partner(String province) implements Meaning {}

    /** A build of a unit of this type at this place (a coast for fleets in split provinces). */
    record Build(UnitType type, Location at) implements Meaning {}
}
