package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.HuntState;
import adjutant.engine.hunt.Merchant;
import adjutant.engine.hunt.MerchantPhase;
import adjutant.engine.hunt.MerchantRoute;
import adjutant.engine.hunt.Side;
import adjutant.engine.hunt.Victory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The merchant ships: the two drawn at setup, the merchant phase of each British turn, and ships drawn from the bag. */
final class MerchantChecker {
    private final HuntGame game;
    private final HuntRules rules;

    MerchantChecker(HuntGame game) {
        this.game = game;
        this.rules = game.rules();
    }

    /** The ships of the setup on their start hexes, each counted as drawn from the bag. */
    Map<String, Integer> atStart(Replay r) {
        Map<String, Integer> merchants = new LinkedHashMap<>();
        for (LogValue<String> m : r.log.merchants()) {
            merchants.put(m.value(), startHex(m.value()));
            r.drawnEver.add(m.value());
        }
        return merchants;
    }

    /** Two ships drawn at setup, from different start positions. */
    void setup(Replay r) {
        List<LogValue<String>> ships = r.log.merchants();
        int expected = rules.merchants().onMap();
        Node at = ships.isEmpty() ? r.log.altmark().at() : ships.get(0).at();
        if (!r.check(ships.size() == expected, at, new LogFinding.SetupShips(ships.size(), expected))) return;
        for (int i = 1; i < ships.size(); i++) {
            LogValue<String> s = ships.get(i);
            r.check(
                    MerchantPhase.canOpenTogether(merchant(ships.get(0).value()), merchant(s.value())),
                    s.at(),
                    new LogFinding.SetupSameStart(ships.get(0).value(), s.value()));
        }
    }

    /** Every ship one hex toward its port (or into it from a ▼▲ hex), then new ones drawn while fewer than two are left. */
    void phase(Replay r, SideTurn b) {
        Map<String, MerchantRoute.Step> steps = MerchantPhase.steps(game, r.state);
        HuntState s = r.state;
        for (Map.Entry<String, MerchantRoute.Step> e : steps.entrySet()) {
            String id = e.getKey();
            int from = r.state.merchants().get(id);
            LogValue<Integer> w = b.merchants().get(id);
            String port = merchant(id).destination();
            if (w == null) {
                r.check(false, b.merchantsAt(), new LogFinding.MerchantNotMoved(id));
                continue;
            }
            if (e.getValue() instanceof MerchantRoute.Step.EnterPort) {
                r.check(w.value() == SideTurn.PORT, w.at(), new LogFinding.MerchantMustEnterPort(id, from, port));
                s = s.withDelivered(id);
            } else if (w.value() == SideTurn.PORT) {
                r.check(false, w.at(), new LogFinding.MerchantNotAtPortEntry(id, from, port));
            } else {
                // A ship moved the wrong way goes on from where the rules put it, so the slip is reported once.
                boolean legal = r.verdict(MerchantPhase.check(game, r.state, id, w.value()), w.at());
                List<Integer> choices = ((MerchantRoute.Step.MoveTo) e.getValue()).choices();
                s = s.withMerchant(id, legal || choices.isEmpty() ? w.value() : choices.get(0));
            }
        }
        for (Map.Entry<String, LogValue<Integer>> e : b.merchants().entrySet()) {
            if (!r.state.merchants().containsKey(e.getKey()))
                r.check(false, e.getValue().at(), new LogFinding.MerchantNotOnMap(e.getKey()));
        }
        r.state = s;
        if (Victory.check(rules, s).filter(w -> w == Side.BRITISH).isPresent()) {
            r.end(Side.BRITISH, LogFinding.Why.DELIVERED);
            return;
        }
        draw(r, b, MerchantPhase.toDraw(game, s.merchants().size()), b.merchantsAt());
    }

    /** Ships drawn from the bag onto their start hexes; {@code expected} of them. */
    void draw(Replay r, SideTurn t, int expected, Node at) {
        if (expected > 0 || !t.drawn().isEmpty()) {
            Node where = t.drawn().isEmpty() ? at : t.drawn().get(0).at();
            r.check(
                    t.drawn().size() == expected,
                    where,
                    new LogFinding.DrawnDiffers(t.drawn().size(), expected));
        }
        for (LogValue<String> d : t.drawn()) {
            if (!r.check(r.drawnEver.add(d.value()), d.at(), new LogFinding.MerchantNotInBag(d.value()))) continue;
            r.state = r.state.withMerchant(d.value(), startHex(d.value()));
        }
    }

    private int startHex(String merchant) {
        return game.map().starts().get(merchant(merchant).start()).hex();
    }

    private Merchant merchant(String id) {
        return game.merchant(id).orElseThrow();
    }
}
