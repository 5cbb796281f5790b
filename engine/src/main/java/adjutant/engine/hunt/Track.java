package adjutant.engine.hunt;

import java.util.List;
import java.util.Optional;

/**
 * A track printed on the board: its spaces in order, the space its disc starts on,
 * and for the strategy track the hex where a force that runs off its end enters the map.
 * Labels are i18n strings {@code tracks.<id>.title} and {@code tracks.<id>.spaces.<space>}.
 */
public record Track(
        String id,
        List<String> spaces,
        Optional<String> start,
        Optional<Integer> exitHex,
        Optional<String> colour,
        Provenance source) {
    public static final String SEAPLANE = "seaplane";
    public static final String RESERVE = "reserve";
    public static final String STRATEGY = "strategy";
    public static final String BRITISH_DAMAGE = "british-damage";
    public static final String GERMAN_DAMAGE = "german-damage";
    /** The tracks the rules need; the loader reports any that is missing. */
    public static final List<String> REQUIRED = List.of(SEAPLANE, RESERVE, STRATEGY, BRITISH_DAMAGE, GERMAN_DAMAGE);

    public Track {
        spaces = List.copyOf(spaces);
    }

    /** Whether a space id is a plain number, which needs no translated label. */
    public static boolean numeric(String space) {
        return !space.isEmpty() && space.chars().allMatch(Character::isDigit);
    }
}
