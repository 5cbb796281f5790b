package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The final battle: five duels in which each side shows one card at a time. A card's OP
 * are its battle value; the British add the bonus of every force in the battle to each
 * card. The lower value takes a hit, equal values none; after the last duel the side with
 * fewer hits wins, and equal damage goes to the British.
 *
 * <p>Battle events that change values or hits are applied here, by card id: Naval Radar
 * (+1 to the German's next two cards) and the Montevideo pair from the rulebook; HMS
 * Cumberland, HMNZS Achilles, HMS Exeter and Punta del Este as designed in cards.yaml.
 * Events that only show cards (Concentrated Fire, Cat and Mouse) change no value.
 */
public final class Battle {
    public static final String NAVAL_RADAR = "naval-radar";
    public static final String MONTEVIDEO = "montevideo";
    public static final String SCUTTLING = "scuttling-in-montevideo";
    public static final String CUMBERLAND = "hms-cumberland";
    public static final String ACHILLES = "hmnzs-achilles";
    public static final String EXETER = "hms-exeter";
    /** The force whose presence HMS Cumberland's event needs. */
    public static final String FORCE_G = "G";

    /** One card shown in a duel: its OP, and its id when its battle event should count. */
    public record Play(int op, Optional<String> card) {
        public static Play of(int op) {
            return new Play(op, Optional.empty());
        }

        public static Play of(int op, String card) {
            return new Play(op, Optional.of(card));
        }

        boolean is(String id) {
            return card.filter(id::equals).isPresent();
        }
    }

    /**
     * Who fights: the forces on the hex (their bonuses add up) and whether the Germans
     * started the battle with Punta del Este (their 5s then count 4).
     */
    public record Setup(List<String> forces, Points bonus, boolean puntaDelEste) {
        public Setup {
            forces = List.copyOf(forces);
        }

        public static Setup of(HuntGame game, List<String> forces, ForceSide side) {
            Points bonus = Points.ZERO;
            for (String f : forces) {
                bonus = bonus.plus(Points.of(game.force(f)
                        .orElseThrow(() -> new IllegalArgumentException("no force " + f))
                        .bonus(side)));
            }
            return new Setup(forces, bonus, false);
        }

        public Setup withPuntaDelEste() {
            return new Setup(forces, bonus, true);
        }
    }

    /** One duel: both final values, who took the hit (none on a tie), and whether its result was set aside (Montevideo). */
    public record Duel(int number, Points german, Points british, Optional<Side> hit, boolean ignored) {}

    /** What decided the battle. */
    public enum Decision {
        FEWER_HITS,
        EQUAL_DAMAGE,
        MONTEVIDEO,
        SCUTTLED
    }

    public record Result(List<Duel> duels, int germanHits, int britishHits, Side winner, Decision decidedBy) {}

    private Battle() {}

    /** Plain duels of OP values, no events. */
    public static Result ofValues(HuntRules rules, Setup setup, List<Integer> german, List<Integer> british) {
        return resolve(
                rules,
                setup,
                german.stream().map(Play::of).toList(),
                british.stream().map(Play::of).toList());
    }

    public static Result resolve(HuntRules rules, Setup setup, List<Play> german, List<Play> british) {
        int n = rules.battle().duels();
        if (german.size() != n || british.size() != n) {
            throw new IllegalArgumentException("a battle has " + n + " duels; got " + german.size() + " German and "
                    + british.size() + " British cards");
        }
        List<Duel> duels = new ArrayList<>();
        int gHits = 0;
        int bHits = 0;
        int radarLeft = 0;
        Points britishNext = Points.ZERO;
        for (int i = 0; i < n; i++) {
            Play g = german.get(i);
            Play b = british.get(i);
            boolean last = i == n - 1;
            Points gv = Points.of(setup.puntaDelEste() && g.op() == 5 ? 4 : g.op());
            if (radarLeft > 0) {
                gv = gv.plus(Points.of(1));
                radarLeft--;
            }
            Points bv = Points.of(b.op()).plus(setup.bonus()).plus(britishNext);
            britishNext = Points.ZERO;
            if (b.is(CUMBERLAND) && setup.forces().contains(FORCE_G)) bv = bv.plus(Points.of(1));
            if (last && g.is(MONTEVIDEO) && b.is(SCUTTLING)) {
                duels.add(new Duel(i + 1, gv, bv, Optional.empty(), true));
                return new Result(duels, gHits, bHits, Side.BRITISH, Decision.SCUTTLED);
            }
            Optional<Side> hit = Optional.empty();
            int c = gv.compareTo(bv);
            if (c > 0) hit = Optional.of(Side.BRITISH);
            else if (c < 0) hit = Optional.of(Side.GERMAN);
            else if (b.is(EXETER)) hit = Optional.of(Side.GERMAN);
            boolean ignored = last && g.is(MONTEVIDEO);
            if (!ignored && hit.isPresent()) {
                if (hit.get() == Side.GERMAN) gHits++;
                else bHits++;
            }
            duels.add(new Duel(i + 1, gv, bv, hit, ignored));
            if (g.is(NAVAL_RADAR)) radarLeft = 2;
            if (b.is(ACHILLES)) britishNext = new Points(1);
            if (ignored && gHits == bHits) return new Result(duels, gHits, bHits, Side.GERMAN, Decision.MONTEVIDEO);
        }
        if (gHits != bHits)
            return new Result(duels, gHits, bHits, gHits < bHits ? Side.GERMAN : Side.BRITISH, Decision.FEWER_HITS);
        return new Result(duels, gHits, bHits, rules.battle().tiesTo(), Decision.EQUAL_DAMAGE);
    }
}
