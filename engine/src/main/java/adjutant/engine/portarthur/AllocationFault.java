package adjutant.engine.portarthur;

import adjutant.engine.RecordParts;
import java.util.Map;

/**
 * Why a damage allocation breaks the rules, as data. The text is made at the edge:
 * {@link #key()} is the i18n key {@code check.allocation.<snake_case_name>} and
 * {@link #arguments()} fill its {@code {name}} placeholders; {@link #list()} says which
 * list of the allocation the fault is about, so a checker can point at the line.
 */
public sealed interface AllocationFault {
    HitList list();

    default String key() {
        return "check.allocation." + RecordParts.name(getClass(), "_");
    }

    /** The record's fields by name, in declaration order (without {@code list}). */
    default Map<String, Object> arguments() {
        Map<String, Object> out = RecordParts.fields((Record) this);
        out.remove("list");
        return out;
    }

    /** A fault in the list of critical hits. */
    sealed interface OnCriticals extends AllocationFault {
        default HitList list() {
            return HitList.CRITICAL;
        }
    }

    /** A fault in the list of ships flipped by regular hits. */
    sealed interface OnFlips extends AllocationFault {
        default HitList list() {
            return HitList.FLIPPED;
        }
    }

    /** {@code ship} is not in the squadron fired at. */
    record NotInSquadron(HitList list, String ship) implements AllocationFault {}

    /** {@code ship} was already sunk by an earlier hit of this fire. */
    record AlreadySunk(HitList list, String ship) implements AllocationFault {}

    /** More ships named for critical hits ({@code written}) than the fire scored ({@code hits}). */
    record TooManyCriticals(int written, int hits) implements OnCriticals {}

    /** {@code unused} critical hits were not given to any ship although ships were left to take them. */
    record CriticalsLeft(int unused) implements OnCriticals {}

    /** A critical hit sinks damaged {@code ship} while {@code intact} is still intact. */
    record CriticalSinkWhileIntact(String ship, String intact) implements OnCriticals {}

    /** A regular hit flips {@code ship}, which is already damaged. */
    record FlipOfDamaged(String ship) implements OnFlips {}

    /** {@code ship} is sunk for regular hits while intact and not flipped first. */
    record SinkOfIntact(String ship) implements AllocationFault {
        @Override
        public HitList list() {
            return HitList.SUNK;
        }
    }

    /** {@code ship} is named twice in the same list. */
    record ListedTwice(HitList list, String ship) implements AllocationFault {}

    /** The cover takes only {@code covered} of {@code hits} regular hits while ships are left to take more. */
    record HitsUncovered(int covered, int hits) implements OnFlips {}

    /** The cover goes on after the {@code hits} regular hits were covered ({@code covered} in all). */
    record MoreThanNeeded(int covered, int hits) implements OnFlips {}
}
