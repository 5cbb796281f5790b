package adjutant.engine.diplomacy;

import adjutant.engine.RecordParts;
import java.util.List;
import java.util.Map;

/**
 * Why an order came out as it did, as data. Each record carries the places involved
 * (province ids such as {@code bur}, or {@link Location}s where the coast matters); the
 * text is made at the edge: {@link #key()} is the i18n key {@code reason.<snake_case_name>}
 * and {@link #arguments()} are the record's fields by name.
 */
public sealed interface Reason {

    /** The i18n key: {@code reason.} plus the record's name in snake case ({@code reason.no_such_unit}). */
    default String key() {
        return "reason." + RecordParts.name(getClass(), "_");
    }

    /** The record's fields by name, in declaration order, for the message's named arguments. */
    default Map<String, Object> arguments() {
        return RecordParts.fields((Record) this);
    }

    // --- the ordered unit (any phase) ---

    /** No unit stands at {@code location} (the ordered unit, or the one to support or convoy). */
    record NoSuchUnit(Location location) implements Reason {}

    /** The unit at {@code location} belongs to {@code owner}, not to the power that ordered it. */
    record NotYourUnit(Location location, String owner) implements Reason {}

    /** A remark, not a fault: the order named the wrong unit type; it is carried out for the real unit. */
    record WrongUnitType(Location location, UnitType written, UnitType actual) implements Reason {}

    /** This kind of order is not given in a {@code phase} phase. */
    record NotThisPhase(Phase phase) implements Reason {}

    /** The unit in {@code province} got several different orders; it holds (or is disbanded). */
    record ConflictingOrders(String province) implements Reason {}

    /** The unit got no order: it holds (movement) or is disbanded (retreat). */
    record NoOrderGiven() implements Reason {}

    /** {@code power} is neutral in this game: nobody gives it orders, its units hold. */
    record NeutralPower(String power) implements Reason {}

    /** No unit may enter {@code province} in this game (the neutral power's land). */
    record Impassable(String province) implements Reason {}

    // --- moves ---

    /** {@code to} cannot be reached from {@code from} in one move by this unit. */
    record NotAdjacent(Location from, Location to) implements Reason {}

    /** A unit cannot move (or be convoyed, or retreat) to the province it stands in. */
    record SameProvince(String province) implements Reason {}

    /** A unit of type {@code type} cannot stand in {@code province} (army at sea, fleet inland). */
    record CannotEnter(UnitType type, String province) implements Reason {}

    /** A fleet could go to either coast of {@code province}; the order must say which. */
    record CoastRequired(String province) implements Reason {}

    /** No fleets at sea could carry an army from {@code from} to {@code to}. */
    record NoConvoyRoute(String from, String to) implements Reason {}

    /** The move needs a convoy, but no chain of convoy orders from {@code from} to {@code to} was given. */
    record ConvoyNotOrdered(String from, String to) implements Reason {}

    /** Every convoy route from {@code from} to {@code to} was broken (a convoying fleet dislodged or paradoxical). */
    record ConvoyDisrupted(String from, String to) implements Reason {}

    /**
     * The move into {@code province} was stopped: by the unit there and/or by the units
     * moving in from {@code against} (province ids); {@code strength} against the
     * strongest opposing {@code opposing}.
     */
    record Bounce(String province, List<String> against, int strength, int opposing) implements Reason {
        public Bounce {
            against = List.copyOf(against);
        }
    }

    /** The unit moving the other way from {@code province} was as strong or stronger. */
    record HeadToHeadLost(String province, int strength, int opposing) implements Reason {}

    /** The unit in {@code province} belongs to the same power; a power never dislodges its own unit. */
    record CannotDislodgeOwnUnit(String province) implements Reason {}

    /** The unit was dislodged by the unit that came from {@code byFrom}. */
    record Dislodged(String byFrom) implements Reason {}

    // --- supports ---

    /** The supporting unit could not itself move into {@code province}, so it cannot support there. */
    record CannotSupportInto(String province) implements Reason {}

    /** The supported unit could never move from {@code from} to {@code to} (given the units on the board). */
    record SupportedMoveImpossible(String from, String to) implements Reason {}

    /** The support was cut by the unit attacking from {@code byFrom}. */
    record SupportCut(String byFrom) implements Reason {}

    /** The unit in {@code from} was not ordered to move to {@code to} (or to that coast). */
    record SupportedUnitDidNotMove(String from, String to) implements Reason {}

    /** Support to hold was given to the unit in {@code province}, but it was ordered to move. */
    record SupportedUnitMoved(String province) implements Reason {}

    // --- convoys ---

    /** Only a fleet in a sea province can convoy; the unit at {@code location} cannot. */
    record ConvoyByNonSeaFleet(Location location) implements Reason {}

    /** The unit in {@code province} is a fleet; only armies are convoyed. */
    record ConvoyOfFleet(String province) implements Reason {}

    /** This fleet is not needed on any convoy route from {@code from} to {@code to}. */
    record NotOnConvoyRoute(String from, String to) implements Reason {}

    /** The army in {@code from} was not ordered to move to {@code to}. */
    record ConvoyedUnitDidNotMove(String from, String to) implements Reason {}

    /** The army moved from {@code from} to {@code to} over land: its power showed no intent to be convoyed. */
    record ConvoyNotUsed(String from, String to) implements Reason {}

    /** The convoy was part of a paradox and, by the Szykman rule, counts as not given. */
    record ConvoyParadox() implements Reason {}

    // --- retreats ---

    /** The unit at {@code location} was not dislodged, so it has no retreat to make. */
    record NotDislodged(Location location) implements Reason {}

    /** A unit may not retreat to {@code province}, where its attacker came from. */
    record RetreatToAttackerOrigin(String province) implements Reason {}

    /** A unit may not retreat to {@code province}, left empty by a standoff this turn. */
    record RetreatToStandoff(String province) implements Reason {}

    /** A unit may not retreat to {@code province}: another unit stands there. */
    record RetreatOccupied(String province) implements Reason {}

    /** Two or more units retreated to {@code province}; all of them are disbanded. */
    record TwoRetreatsSamePlace(String province) implements Reason {}

    /** The dislodged unit had nowhere to retreat and is removed at once. */
    record NoRetreatPossible() implements Reason {}

    /** The dislodged unit is a neutral power's: it never retreats and is removed at once. */
    record NeutralUnitDisbanded() implements Reason {}

    // --- adjustments ---

    /** {@code province} is not a home supply centre of the building power. */
    record NotHomeCentre(String province) implements Reason {}

    /** The home centre {@code province} is not controlled by its power now. */
    record CentreNotOwned(String province) implements Reason {}

    /** A unit stands (or was just built) in {@code province}. */
    record CentreOccupied(String province) implements Reason {}

    /** {@code power} has no builds this year. */
    record NoBuildsOwed(String power) implements Reason {}

    /** Only {@code allowed} builds (or waivers) were owed; this one is one too many. */
    record TooManyBuilds(int allowed) implements Reason {}

    /** {@code power} need not remove any unit this year. */
    record NoRemovalsOwed(String power) implements Reason {}

    /** Only {@code required} units had to be removed; this removal is one too many. */
    record TooManyRemovals(int required) implements Reason {}

    /** The unit at {@code location} was already removed by an earlier order. */
    record AlreadyRemoved(Location location) implements Reason {}

    /** A build in coastal {@code province} must say army or fleet. */
    record UnitTypeRequired(String province) implements Reason {}

    /**
     * The power removed too few units, so this one was removed by the civil disorder rule:
     * farthest from home ({@code distance} moves), fleets before armies, then alphabetically.
     */
    record CivilDisorderRemoval(int distance) implements Reason {}
}
