package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The first phase of the British turn: every merchant ship on the map moves one hex
 * toward its port, and a ship on a ▼▲ hex of its port enters it and counts as delivered.
 * Then, if fewer ships than {@code merchants.on-map} are left on the map, one new ship is
 * drawn from the bag — one, as the rulebook says, even when none is left; the next
 * British turn draws the next.
 */
public final class MerchantPhase {
    /** The phase's outcome: the new state, ships delivered, ships to draw, and a winner if the British reached their goal. */
    public record Result(HuntState state, List<String> delivered, int toDraw, Optional<Side> winner) {}

    private MerchantPhase() {}

    /** Each ship's next step, by merchant id. */
    public static Map<String, MerchantRoute.Step> steps(HuntGame game, HuntState state) {
        Map<String, MerchantRoute.Step> out = new LinkedHashMap<>();
        state.merchants().forEach((id, hex) -> out.put(id, MerchantRoute.next(game.map(), hex, destination(game, id))));
        return out;
    }

    /** Checks one ship's move from its hex to {@code to}. */
    public static Verdict check(HuntGame game, HuntState state, String merchant, int to) {
        Integer from = state.merchants().get(merchant);
        if (from == null) return Verdict.illegal(new Reason.UnknownPiece(merchant));
        MerchantRoute.Step s = MerchantRoute.next(game.map(), from, destination(game, merchant));
        if (s instanceof MerchantRoute.Step.MoveTo m && m.choices().contains(to)) return Verdict.ok();
        return Verdict.illegal(new Reason.NotTowardPort(merchant, from, to));
    }

    /**
     * Runs the phase. {@code choices} picks the hex for ships with more than one way; a
     * ship without a (legal) choice takes the lowest-numbered hex.
     */
    public static Result run(HuntGame game, HuntState state, Map<String, Integer> choices) {
        HuntState s = state;
        List<String> delivered = new ArrayList<>();
        for (Map.Entry<String, MerchantRoute.Step> e : steps(game, state).entrySet()) {
            String id = e.getKey();
            if (e.getValue() instanceof MerchantRoute.Step.EnterPort) {
                s = s.withDelivered(id);
                delivered.add(id);
            } else if (e.getValue() instanceof MerchantRoute.Step.MoveTo m
                    && !m.choices().isEmpty()) {
                Integer pick = choices.get(id);
                s = s.withMerchant(
                        id,
                        pick != null && m.choices().contains(pick)
                                ? pick
                                : m.choices().get(0));
            }
        }
        return new Result(s, delivered, toDraw(game, s.merchants().size()), Victory.check(game.rules(), s));
    }

    /** Ships to draw with {@code onMap} left on the map: one while fewer than {@code merchants.on-map}, else none. */
    public static int toDraw(HuntGame game, int onMap) {
        return onMap < game.rules().merchants().onMap() ? 1 : 0;
    }

    /** At setup the second ship must not share the first one's start position (else it goes back into the bag). */
    public static boolean canOpenTogether(Merchant first, Merchant second) {
        return !first.start().equals(second.start());
    }

    private static String destination(HuntGame game, String merchant) {
        return game.merchant(merchant)
                .orElseThrow(() -> new IllegalArgumentException("no merchant " + merchant))
                .destination();
    }
}
