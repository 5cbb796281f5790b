package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who has won in a position: a power with the map's centres to win ({@code setups.yaml}), or,
 * where the game counts a player's powers together (seed 003's two-player game: 24), a player.
 *
 * @param seat    the winning player's seat (the power's own id in the usual game)
 * @param powers  the powers whose centres counted
 * @param centres how many supply centres they control
 */
public record Victory(String seat, List<String> powers, int centres) {
    public Victory {
        powers = List.copyOf(powers);
    }

    public static Optional<Victory> of(DipMap map, Position p) {
        Seating s = p.seating();
        if (s.playerCentres() > 0) {
            for (Map.Entry<String, List<String>> e : s.seats().entrySet()) {
                int n = e.getValue().stream()
                        .mapToInt(w -> (int) p.centresOf(w))
                        .sum();
                if (n >= s.playerCentres()) return Optional.of(new Victory(e.getKey(), e.getValue(), n));
            }
            return Optional.empty();
        }
        for (Power w : map.powers()) {
            int n = (int) p.centresOf(w.id());
            if (n >= map.variant().centresToWin() && !s.isNeutral(w.id())) {
                String seat = s.seatOf(w.id());
                return Optional.of(new Victory(seat == null ? w.id() : seat, List.of(w.id()), n));
            }
        }
        return Optional.empty();
    }
}
