package adjutant.engine.diplomacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who plays which powers in a game, as its position records it. {@link #NONE}: one player
 * per power, the usual game. A seat is named by its powers joined with "-"
 * ({@code england-france-russia}), so a position file says who is who without names.
 *
 * @param seats          seat id → the powers that player gives orders for; empty: one player per power
 * @param neutral        powers nobody plays: no orders, units hold, disbanded when dislodged, no builds
 * @param impassable     provinces no unit may enter (the neutral power's land in the two-player game)
 * @param playerCentres  a seat wins with this many centres of all its powers; 0: a power wins alone
 * @param coinToss       the neutral power still to be handed to a coin toss's winner, or null
 */
public record Seating(
        Map<String, List<String>> seats,
        List<String> neutral,
        List<String> impassable,
        int playerCentres,
        CoinToss coinToss) {
    public static final Seating NONE = new Seating(Map.of(), List.of(), List.of(), 0, null);

    public Seating {
        Map<String, List<String>> s = new LinkedHashMap<>();
        seats.forEach((k, v) -> s.put(k, List.copyOf(v)));
        seats = Collections.unmodifiableMap(s);
        neutral = List.copyOf(neutral);
        impassable = List.copyOf(impassable);
    }

    /**
     * {@code power} joins the seat {@code winner} (null until the toss is recorded); the toss is
     * made before the adjustment after Fall {@code year}, the power plays from the next Spring.
     */
    public record CoinToss(String power, int year, String winner) {}

    /** Seats named by their powers, in order. */
    public static Map<String, List<String>> seats(List<List<String>> powers) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (List<String> p : powers) out.put(String.join("-", p), p);
        return out;
    }

    public boolean isNeutral(String power) {
        return neutral.contains(power);
    }

    public boolean isImpassable(String province) {
        return impassable.contains(province);
    }

    /** The seat that plays {@code power}: its id, the power itself when every power is a seat, or null for a neutral one. */
    public String seatOf(String power) {
        if (isNeutral(power)) return null;
        for (Map.Entry<String, List<String>> e : seats.entrySet()) {
            if (e.getValue().contains(power)) return e.getKey();
        }
        return seats.isEmpty() ? power : null;
    }

    /**
     * The powers that give orders, each player's together in seat order; with one player per
     * power, every power of {@code powers} (the map's order) that is not neutral.
     */
    public List<String> played(List<String> powers) {
        if (seats.isEmpty()) return powers.stream().filter(p -> !isNeutral(p)).toList();
        return seats.values().stream()
                .flatMap(List::stream)
                .filter(p -> !isNeutral(p))
                .toList();
    }

    /** The seat named by {@code word}: a seat id or one of its powers; null if none. */
    public String seat(String word) {
        if (seats.containsKey(word)) return word;
        String s = seatOf(word);
        return s != null && seats.containsKey(s) ? s : null;
    }

    /** Whether the coin toss must be recorded before adjudicating {@code p} (the adjustment after Fall of its year). */
    public boolean tossDue(Position p) {
        return coinToss != null
                && coinToss.winner() == null
                && p.phase() == Phase.ADJUSTMENT
                && p.year() >= coinToss.year();
    }

    public Seating withTossWinner(String seat) {
        return new Seating(
                seats, neutral, impassable, playerCentres, new CoinToss(coinToss.power(), coinToss.year(), seat));
    }

    /**
     * The seating in the Spring of {@code year}: the tossed power joins its winner's seat the
     * Spring after the toss, stops being neutral, and its land opens.
     */
    public Seating inSpringOf(int year) {
        if (coinToss == null || coinToss.winner() == null || year <= coinToss.year()) return this;
        Map<String, List<String>> s = new LinkedHashMap<>(seats);
        List<String> joined = new ArrayList<>(s.getOrDefault(coinToss.winner(), List.of()));
        joined.add(coinToss.power());
        s.put(coinToss.winner(), joined);
        List<String> n =
                neutral.stream().filter(x -> !x.equals(coinToss.power())).toList();
        return new Seating(s, n, List.of(), playerCentres, null);
    }
}
