package adjutant.engine.portarthur;

import adjutant.engine.RecordParts;
import java.util.Map;

/**
 * Why a dominance phase as played breaks the rules, as data; rendered at the edge through
 * the i18n key {@code check.dominance.<snake_case_name>} with the fields as arguments.
 */
public sealed interface DominanceFault {
    default String key() {
        return "check.dominance." + RecordParts.name(getClass(), "_");
    }

    default Map<String, Object> arguments() {
        return RecordParts.fields((Record) this);
    }

    /** The blockade is placed or kept although Russia controls {@code sea}. */
    record BlockadeUnderRussianControl(String sea) implements DominanceFault {}

    /** The blockade is placed while Russia stands at {@code limit} on the DP track. */
    record BlockadeBarredAtLimit(int limit) implements DominanceFault {}

    /** A blockade is placed while one is already in place (it can only be kept). */
    record BlockadeAlreadyInPlace() implements DominanceFault {}

    /** A blockade is kept that was never placed. */
    record NoBlockadeToKeep() implements DominanceFault {}

    /** {@code atSea} armies went to sea, but only {@code supply} were off the Manchuria track. */
    record TooManyArmiesAtSea(int atSea, int supply) implements DominanceFault {}

    /** {@code landed} armies came ashore but {@code placed} were put on the track. */
    record WrongNumberLanded(int landed, int placed) implements DominanceFault {}

    /** An army is put on {@code space}, which another army already holds. */
    record SpaceTaken(String space) implements DominanceFault {}

    /** An army is put on {@code space} before {@code before} holds one. */
    record SpaceNotOpen(String space, String before) implements DominanceFault {}

    /** Japan holds {@code space} but no die was rolled for it. */
    record RollMissing(String space) implements DominanceFault {}

    /** A die was rolled for points though Japan holds no space that scores on a roll. */
    record RollNotDue() implements DominanceFault {}
}
