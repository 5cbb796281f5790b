package adjutant.cli;

import adjutant.engine.Games;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** The known game ids, for completion and for checking GAME arguments. */
final class GameIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Games.ids().iterator();
    }

    /** The games asked for, all when none; null after printing an error for an unknown id. */
    static List<String> resolve(List<String> asked, PrintWriter err) {
        List<String> known = Games.ids();
        if (asked == null || asked.isEmpty()) return known;
        List<String> out = new ArrayList<>();
        for (String a : asked) {
            if (!known.contains(a)) {
                String hint = adjutant.engine.data.Suggest.closest(a, known).map(s -> " Did you mean '" + s + "'?").orElse("");
                err.println("adjutant: unknown game '" + a + "', expected one of " + String.join(", ", known) + "." + hint);
                return null;
            }
            out.add(a);
        }
        return out;
    }
}
