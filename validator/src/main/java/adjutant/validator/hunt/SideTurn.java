package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One player's part of a turn. {@code card} was played for its OP, or, when {@code event},
 * for its event (its actions then cost no OP, and moves give their length). British only:
 * the merchant phase ({@code merchants}: each ship's new hex, or {@link #PORT} when it
 * entered its port) and the ships drawn ({@code drawn}). A {@link LogValue} is null where
 * the log leaves the line out.
 */
public record SideTurn(
        Node at,
        LogValue<String> card,
        boolean event,
        LogValue<Integer> reserve,
        List<LogAction> actions,
        LogValue<Integer> hand,
        Map<String, LogValue<Integer>> merchants,
        Node merchantsAt,
        List<LogValue<String>> drawn,
        LogBattle battle) {
    /** The hex written for a merchant ship that entered its port. */
    public static final int PORT = -1;

    public SideTurn {
        actions = List.copyOf(actions);
        merchants = Collections.unmodifiableMap(new LinkedHashMap<>(merchants));
        drawn = List.copyOf(drawn);
    }
}
