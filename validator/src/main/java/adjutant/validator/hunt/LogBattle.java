package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.Side;
import java.util.List;
import java.util.Optional;

/** The battle as written: the forces in it, the five duels, and the winner claimed. */
public record LogBattle(Node at, LogValue<List<String>> forces, List<Duel> duels, LogValue<Side> winner) {
    public LogBattle {
        duels = List.copyOf(duels);
    }

    /** One duel: both cards (a card id, or just its OP) and who took the hit (empty: nobody). */
    public record Duel(Node at, Battle.Play german, Battle.Play british, LogValue<Optional<Side>> hit) {}
}
