package adjutant.validator.hunt;

import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.Side;
import java.util.List;
import java.util.Map;

/**
 * A played game as written: the force tokens' side, Altmark's and the first merchants'
 * setup, the turns in order, the secret log (Graf Spee's hex at setup, turn 0, and after
 * each German turn) and the winner claimed (null when not written).
 */
public record GameLog(
        String file,
        ForceSide forceSide,
        LogValue<Integer> altmark,
        List<LogValue<String>> merchants,
        List<LogTurn> turns,
        Map<Integer, LogValue<Integer>> secretLog,
        LogValue<Side> winner) {
    public GameLog {
        merchants = List.copyOf(merchants);
        turns = List.copyOf(turns);
        secretLog = Map.copyOf(secretLog);
    }
}
