package adjutant.engine.diplomacy;

import java.util.List;

/**
 * One way to seat the players on a map (from {@code setups.yaml}): how many play, which
 * powers each plays, which powers nobody plays, provinces no unit may enter, the first year
 * and the years the rulebook offers instead, and the two-player game's extras (a player's
 * centres to win, a neutral power handed over by a coin toss).
 *
 * @param seats          powers per player, in the data's order
 * @param neutral        powers nobody plays (their units hold; disbanded when dislodged)
 * @param impassable     provinces no unit may enter while the coin-tossed power is neutral
 * @param otherYears     start years offered besides {@code startYear}
 * @param playerCentres  centres a player's powers together must control to win; 0: the usual per-power rule
 * @param coinToss       the neutral power that joins the winner of a coin toss, or null
 */
public record Setup(
        String id,
        int players,
        List<List<String>> seats,
        List<String> neutral,
        List<String> impassable,
        int startYear,
        List<Integer> otherYears,
        int playerCentres,
        CoinTossRule coinToss,
        String source) {
    public Setup {
        seats = seats.stream().map(List::copyOf).toList();
        neutral = List.copyOf(neutral);
        impassable = List.copyOf(impassable);
        otherYears = List.copyOf(otherYears);
    }

    /**
     * {@code power} joins the player who wins a coin toss made before the adjustment after
     * Fall {@code year}; it plays for that player from the next Spring on.
     */
    public record CoinTossRule(String power, int year) {}

    /** The seating of a game started with this setup. */
    public Seating seating() {
        return new Seating(
                Seating.seats(seats),
                neutral,
                impassable,
                playerCentres,
                coinToss == null ? null : new Seating.CoinToss(coinToss.power(), coinToss.year(), null));
    }
}
