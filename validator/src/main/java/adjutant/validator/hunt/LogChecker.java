package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.BritishTurn;
import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.ForcePlace;
import adjutant.engine.hunt.GermanTurn;
import adjutant.engine.hunt.Hands;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.HuntState;
import adjutant.engine.hunt.Merchant;
import adjutant.engine.hunt.MerchantPhase;
import adjutant.engine.hunt.MerchantRoute;
import adjutant.engine.hunt.Reason;
import adjutant.engine.hunt.Seaplane;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Side;
import adjutant.engine.hunt.Verdict;
import adjutant.engine.hunt.Victory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Replays a game log through the engine's rules. What the players chose or rolled (cards,
 * actions, dice, Graf Spee's secret hexes, merchant moves, duel cards) is taken as written
 * and checked for legality; what the rules derive from it (search and repair results, hand
 * sizes, ships to draw, duel hits, the winner) is recomputed and compared. The position is
 * carried on as the table had it, so one slip is reported once, on its own line.
 */
public final class LogChecker {
    /** OP of a card played for its event: its actions are the event's and cost nothing. */
    private static final int EVENT_OP = 1000;
    private static final String PUNTA_DEL_ESTE = "punta-del-este";
    /** Events whose effects the checker follows (the others are taken as written). */
    private static final String HANS_LANGSDORFF = "hans-langsdorff";
    private static final String SPECIAL_ORDER = "special-order-115-39";

    private final HuntGame game;
    private final HuntRules rules;

    public LogChecker(HuntGame game) {
        this.game = game;
        this.rules = game.rules();
    }

    /** The replay of one log: the position so far and what was found. */
    private final class Replay {
        final GameLog log;
        final List<Breach> found = new ArrayList<>();
        int checks;
        int turn;
        HuntState state;
        final Set<String> drawnEver = new HashSet<>();
        // At setup both players draw as many cards as the British hand holds (5).
        int germanHand = rules.british().hand();
        int britishHand = rules.british().hand();
        LogReport.Ending ending;

        Replay(GameLog log) {
            this.log = log;
        }

        boolean check(boolean ok, Node at, Finding why) {
            checks++;
            if (!ok) found.add(new Breach(at, turn, why));
            return ok;
        }

        /** A checked action: the engine's verdict, reported when it refuses. */
        boolean verdict(Verdict v, Node at) {
            return check(v.legal(), at, v.reason().<Finding>map(Finding.Refused::new).orElse(null));
        }

        void end(Side winner, Finding.Why why) {
            if (ending == null) ending = new LogReport.Ending(turn, winner, why);
        }
    }

    public LogReport check(GameLog log) {
        Replay r = new Replay(log);
        Map<String, Integer> merchants = new LinkedHashMap<>();
        for (Written<String> m : log.merchants()) {
            merchants.put(m.value(), startHex(m.value()));
            r.drawnEver.add(m.value());
        }
        r.state = HuntState.setup(game, log.secretLog().get(0).value(), log.altmark().value(), merchants);
        setup(r);
        for (LogTurn t : log.turns()) {
            r.turn = t.turn();
            if (r.ending != null) {
                r.check(false, t.at(), new Finding.AfterEnd(r.ending.turn()));
                break;
            }
            german(r, t.german());
            if (t.british() == null) continue;
            if (r.ending != null) {
                r.check(false, t.british().at(), new Finding.AfterEnd(r.ending.turn()));
                break;
            }
            british(r, t.british());
        }
        r.turn = 0;
        winner(r);
        return new LogReport(log.file(), r.checks, r.found, r.ending);
    }

    /** Two ships drawn at setup, from different start positions. */
    private void setup(Replay r) {
        List<Written<String>> ships = r.log.merchants();
        int expected = rules.merchants().onMap();
        Node at = ships.isEmpty() ? r.log.altmark().at() : ships.get(0).at();
        if (!r.check(ships.size() == expected, at, new Finding.SetupShips(ships.size(), expected))) return;
        for (int i = 1; i < ships.size(); i++) {
            Written<String> s = ships.get(i);
            r.check(MerchantPhase.canOpenTogether(merchant(ships.get(0).value()), merchant(s.value())), s.at(),
                    new Finding.SetupSameStart(ships.get(0).value(), s.value()));
        }
    }

    // ---- the German turn ------------------------------------------------------------------

    private void german(Replay r, SideTurn g) {
        Optional<Card> card = card(g, Side.GERMAN);
        GermanTurn turn = new GermanTurn(game, r.state, op(g, card));
        if (g.reserve() != null && g.reserve().value() > 0 && r.check(!g.event(), g.reserve().at(), new Finding.ReserveWithEvent())) {
            r.verdict(turn.useReserve(g.reserve().value()), g.reserve().at());
        }
        int end = r.log.secretLog().get(r.turn).value();
        boolean hiddenReported = false;
        List<LogAction> actions = g.actions();
        for (int i = 0; i < actions.size(); i++) {
            LogAction a = actions.get(i);
            if (a instanceof LogAction.Move m) {
                Optional<Integer> hexes = hexes(r, m);
                if (m.piece().equals(GermanTurn.ALTMARK)) {
                    int altmark = turn.state().altmark();
                    m.from().ifPresent(f -> r.check(f == altmark, m.at(), new Finding.FromDiffers(m.piece(), f, altmark)));
                    if (hexes.isPresent()) r.verdict(turn.move(m.piece(), m.to().orElse(altmark), hexes.get()), m.at());
                    continue;
                }
                int to = nextKnownHex(turn, actions, i, end);
                if (hexes.isPresent() && r.verdict(turn.move(m.piece(), to, hexes.get()), m.at())) continue;
                // The slip is reported: carry on from where the log puts her, less the OP the move cost.
                hiddenReported = true;
                int cost = hexes.flatMap(rules::moveCost).orElse(0);
                turn = new GermanTurn(game, turn.state().withGrafSpee(to).withHints(Set.of()), Math.max(0, turn.left() - cost));
            } else if (a instanceof LogAction.Continue c) {
                Verdict v = turn.continueMove(end);
                if (hiddenReported) {
                    turn = new GermanTurn(game, turn.state().withGrafSpee(end), turn.left());
                } else if (!r.verdict(v, c.at()) && v.reason().get() instanceof Reason.TooFar) {
                    hiddenReported = true;
                    turn = new GermanTurn(game, turn.state().withGrafSpee(end), turn.left());
                }
            } else if (a instanceof LogAction.GermanSearch s) {
                // The table goes on with the result as written; a wrong one is reported once, here.
                int bonus = s.seaplane() ? rules.german().seaplaneBonus() : 0;
                boolean expected = Rolls.germanSearch(rules, s.roll(), s.modifier() + bonus);
                int force = expected == s.sunk().value() ? 0 : s.sunk().value() ? 2 * Rolls.FACES : -2 * Rolls.FACES;
                GermanTurn.Search result = turn.search(s.merchant(), s.seaplane(), s.roll(), s.modifier() + force);
                Integer merchantAt = turn.state().merchants().get(s.merchant());
                if (!r.verdict(result.verdict(), s.at())) {
                    if (!(result.verdict().reason().get() instanceof Reason.NoMerchantThere) || merchantAt == null) continue;
                    // She searched there, so the table had her there: go on from that hex, the slip reported once.
                    hiddenReported = true;
                    turn = new GermanTurn(game, turn.state().withGrafSpee(merchantAt), turn.left());
                    result = turn.search(s.merchant(), s.seaplane(), s.roll(), s.modifier() + force);
                    if (!result.verdict().legal()) continue;
                }
                r.check(expected == s.sunk().value(), s.sunk().at(), new Finding.GermanSearchDiffers(s.sunk().value(), expected,
                        s.roll(), s.roll() + s.modifier() + bonus, rules.german().searchBeats()));
                if (Victory.check(rules, turn.state()).isPresent()) r.end(Side.GERMAN, Finding.Why.SUNK);
            } else if (a instanceof LogAction.Repair p) {
                int removed = turn.state().germanCardsRemoved();
                Rolls.Repair expected = Rolls.repair(p.roll(), removed);
                GermanTurn.Repair result = turn.repair(rollGiving(p.result().value(), removed, p.roll()));
                if (!r.verdict(result.verdict(), p.at())) continue;
                r.check(expected == p.result().value(), p.result().at(), new Finding.RepairDiffers(p.result().value(), expected, p.roll(), removed));
            } else if (a instanceof LogAction.Keep k) {
                if (r.check(!g.event(), k.at(), new Finding.ReserveWithEvent())) r.verdict(turn.keepInReserve(k.op()), k.at());
            }
        }
        HuntState after = turn.state();
        if (after.grafSpee() != end) {
            Written<Integer> logged = r.log.secretLog().get(r.turn);
            if (!hiddenReported) r.check(false, logged.at(), new Finding.HiddenMoveUnpaid(after.grafSpee(), end));
            after = after.withGrafSpee(end).withHints(Set.of());
        }
        if (g.event() && card.isPresent() && card.get().remove()) after = after.withGermanCardsRemoved(after.germanCardsRemoved() + 1);
        if (event(g, card, HANS_LANGSDORFF)) {
            // Altmark joins Graf Spee, and a broken seaplane is repaired without a roll.
            after = after.withAltmark(after.grafSpee());
            if (after.seaplane() == Seaplane.BROKEN) after = after.withSeaplane(Seaplane.AIRWORTHY);
        }
        r.state = after;
        boolean order = event(g, card, SPECIAL_ORDER);
        draw(r, g, order ? 1 : 0, g.merchantsAt());
        germanHand(r, g, order);
        if (g.battle() != null) {
            boolean punta = event(g, card, PUNTA_DEL_ESTE);
            if (r.check(punta, g.battle().at(), new Finding.BattleWithoutFind())) battle(r, g.battle(), true);
        }
    }

    /**
     * Where a hidden move of Graf Spee ends: on the merchant of the next search this turn
     * (she must be there to search), else on her hex in the secret log.
     */
    private static int nextKnownHex(GermanTurn turn, List<LogAction> actions, int from, int end) {
        for (int j = from + 1; j < actions.size(); j++) {
            LogAction a = actions.get(j);
            if (a instanceof LogAction.Continue) break;
            if (a instanceof LogAction.GermanSearch s) {
                Integer at = turn.state().merchants().get(s.merchant());
                return at != null ? at : end;
            }
        }
        return end;
    }

    /**
     * The announced hand: from what he held, up to 3, or 5 with Graf Spee on or next to
     * Altmark. Special Order 115.39 lets him draw up to 5 wherever she is, as Altmark would.
     */
    private void germanHand(Replay r, SideTurn g, boolean specialOrder) {
        int held = Math.max(0, r.germanHand - 1);
        HuntState s = specialOrder ? r.state.withAltmark(r.state.grafSpee()) : r.state;
        if (g.hand() == null) {
            r.germanHand = Math.max(held, rules.german().hand());
            return;
        }
        int announced = g.hand().value();
        Optional<Reason> wrong = Hands.checkGermanHand(game, s, held, announced);
        r.check(wrong.isEmpty(), g.hand().at(), wrong.<Finding>map(Finding.Refused::new).orElse(null));
        int limit = Math.max(Hands.germanLimit(game, s), held);
        int least = Math.max(held, Math.min(rules.german().hand(), limit));
        r.germanHand = Math.max(least, Math.min(limit, announced));
    }

    // ---- the British turn -----------------------------------------------------------------

    private void british(Replay r, SideTurn b) {
        merchantPhase(r, b);
        if (r.ending != null) {
            if (b.card() != null) r.check(false, b.card().at(), new Finding.AfterEnd(r.turn));
            return;
        }
        Optional<Card> card = card(b, Side.BRITISH);
        BritishTurn turn = new BritishTurn(game, r.state, op(b, card));
        int shown = 0;
        Node found = null;
        String foundBy = null;
        for (LogAction a : b.actions()) {
            if (a instanceof LogAction.Move m) {
                Optional<Integer> hexes = hexes(r, m);
                if (hexes.isEmpty()) continue;
                if (m.from().isPresent() && turn.state().forces().get(m.piece()) instanceof ForcePlace.OnHex h) {
                    r.check(m.from().get() == h.hex(), m.at(), new Finding.FromDiffers(m.piece(), m.from().get(), h.hex()));
                }
                if (m.to().isPresent()) r.verdict(turn.move(m.piece(), m.to().get(), hexes.get()), m.at());
            } else if (a instanceof LogAction.Intelligence i) {
                shown++;
                r.verdict(turn.intelligence(game.card(Side.BRITISH, i.card()).orElseThrow()), i.at());
            } else if (a instanceof LogAction.BritishSearch s) {
                // As at the table: a roll written as failed fails, any other succeeds; a wrong result is reported once, here.
                int bonus = turn.searchBonus();
                boolean success = Rolls.britishSearch(rules, s.roll(), s.modifier() + bonus);
                boolean writtenSuccess = s.result().value() != LogAction.SearchResult.FAILED;
                int force = success == writtenSuccess ? 0 : writtenSuccess ? 2 * Rolls.FACES : -2 * Rolls.FACES;
                BritishTurn.Search result = turn.search(s.force(), s.roll(), s.modifier() + force);
                if (!r.verdict(result.verdict(), s.at())) continue;
                boolean there = turn.state().forces().get(s.force()) instanceof ForcePlace.OnHex h && h.hex() == turn.state().grafSpee();
                LogAction.SearchResult expected = !success ? LogAction.SearchResult.FAILED
                        : there ? LogAction.SearchResult.FOUND : LogAction.SearchResult.NOT_THERE;
                r.check(expected == s.result().value(), s.result().at(), new Finding.BritishSearchDiffers(s.result().value(), expected,
                        s.roll(), s.roll() + s.modifier() + bonus, rules.british().searchNeeds()));
                if (s.result().value() == LogAction.SearchResult.FOUND && found == null) {
                    found = s.at();
                    foundBy = s.force();
                }
            } else if (a instanceof LogAction.Strategy s) {
                r.verdict(turn.advance(s.force()).verdict(), s.at());
            }
        }
        r.state = turn.state();
        if (b.hand() != null) {
            int held = Math.max(0, r.britishHand - 1 - shown);
            int expected = Math.max(held, rules.british().hand());
            r.check(b.hand().value() == expected, b.hand().at(), new Finding.BritishHandDiffers(b.hand().value(), expected));
            r.britishHand = expected;
        }
        if (found != null && b.battle() == null) r.check(false, found, new Finding.BattleMissing(foundBy));
        if (b.battle() != null && r.check(found != null, b.battle().at(), new Finding.BattleWithoutFind())) battle(r, b.battle(), false);
    }

    /** Every ship one hex toward its port (or into it from a ▼▲ hex), then new ones drawn while fewer than two are left. */
    private void merchantPhase(Replay r, SideTurn b) {
        Map<String, MerchantRoute.Step> steps = MerchantPhase.steps(game, r.state);
        HuntState s = r.state;
        for (Map.Entry<String, MerchantRoute.Step> e : steps.entrySet()) {
            String id = e.getKey();
            int from = r.state.merchants().get(id);
            Written<Integer> w = b.merchants().get(id);
            String port = merchant(id).destination();
            if (w == null) {
                r.check(false, b.merchantsAt(), new Finding.MerchantNotMoved(id));
                continue;
            }
            if (e.getValue() instanceof MerchantRoute.Step.EnterPort) {
                r.check(w.value() == SideTurn.PORT, w.at(), new Finding.MerchantMustEnterPort(id, from, port));
                s = s.withDelivered(id);
            } else if (w.value() == SideTurn.PORT) {
                r.check(false, w.at(), new Finding.MerchantNotAtPortEntry(id, from, port));
            } else {
                // A ship moved the wrong way goes on from where the rules put it, so the slip is reported once.
                boolean legal = r.verdict(MerchantPhase.check(game, r.state, id, w.value()), w.at());
                List<Integer> choices = ((MerchantRoute.Step.MoveTo) e.getValue()).choices();
                s = s.withMerchant(id, legal || choices.isEmpty() ? w.value() : choices.get(0));
            }
        }
        for (Map.Entry<String, Written<Integer>> e : b.merchants().entrySet()) {
            if (!r.state.merchants().containsKey(e.getKey())) r.check(false, e.getValue().at(), new Finding.MerchantNotOnMap(e.getKey()));
        }
        r.state = s;
        if (Victory.check(rules, s).filter(w -> w == Side.BRITISH).isPresent()) {
            r.end(Side.BRITISH, Finding.Why.DELIVERED);
            return;
        }
        draw(r, b, MerchantPhase.toDraw(game, s.merchants().size()), b.merchantsAt());
    }

    /** Ships drawn from the bag onto their start hexes; {@code expected} of them. */
    private void draw(Replay r, SideTurn t, int expected, Node at) {
        if (expected > 0 || !t.drawn().isEmpty()) {
            Node where = t.drawn().isEmpty() ? at : t.drawn().get(0).at();
            r.check(t.drawn().size() == expected, where, new Finding.DrawnDiffers(t.drawn().size(), expected));
        }
        for (Written<String> d : t.drawn()) {
            if (!r.check(r.drawnEver.add(d.value()), d.at(), new Finding.MerchantNotInBag(d.value()))) continue;
            r.state = r.state.withMerchant(d.value(), startHex(d.value()));
        }
    }

    // ---- the battle and the winner --------------------------------------------------------

    private void battle(Replay r, LogBattle b, boolean puntaDelEste) {
        List<String> expected = r.state.forcesOn(r.state.grafSpee());
        List<String> forces = expected.isEmpty() ? b.forces().value() : expected;
        r.check(Set.copyOf(b.forces().value()).equals(Set.copyOf(forces)), b.forces().at(),
                new Finding.BattleForcesDiffer(String.join(", ", b.forces().value()), String.join(", ", forces)));
        int duels = rules.battle().duels();
        if (!r.check(b.duels().size() == duels, b.at(), new Finding.DuelCount(b.duels().size(), duels))) {
            r.end(null, Finding.Why.BATTLE);
            return;
        }
        Battle.Setup setup = Battle.Setup.of(game, forces, r.log.forceSide());
        if (puntaDelEste) setup = setup.withPuntaDelEste();
        Battle.Result result = Battle.resolve(rules, setup, b.duels().stream().map(LogBattle.Duel::german).toList(),
                b.duels().stream().map(LogBattle.Duel::british).toList());
        for (int i = 0; i < duels; i++) {
            LogBattle.Duel d = b.duels().get(i);
            Battle.Duel e = result.duels().get(i);
            Optional<Side> hit = e.ignored() ? Optional.empty() : e.hit();
            r.check(hit.equals(d.hit().value()), d.hit().at(), new Finding.DuelHitDiffers(i + 1, d.hit().value().orElse(null),
                    hit.orElse(null), e.german().toString(), e.british().toString()));
        }
        if (b.winner() != null) {
            r.check(b.winner().value() == result.winner(), b.winner().at(), new Finding.BattleWinnerDiffers(b.winner().value(),
                    result.winner(), result.germanHits(), result.britishHits()));
        }
        r.end(result.winner(), Finding.Why.BATTLE);
    }

    private void winner(Replay r) {
        Written<Side> w = r.log.winner();
        if (w == null) return;
        if (r.ending == null) {
            r.check(false, w.at(), new Finding.WinnerUndecided(w.value()));
        } else if (r.ending.winner() != null) {
            r.check(w.value() == r.ending.winner(), w.at(), new Finding.WinnerDiffers(w.value(), r.ending.winner(), r.ending.why()));
        }
    }

    // ---- helpers --------------------------------------------------------------------------

    private Optional<Card> card(SideTurn t, Side side) {
        return t.card() == null ? Optional.empty() : game.card(side, t.card().value());
    }

    private static boolean event(SideTurn t, Optional<Card> card, String id) {
        return t.event() && card.filter(c -> c.id().equals(id)).isPresent();
    }

    private static int op(SideTurn t, Optional<Card> card) {
        if (t.event()) return EVENT_OP;
        return card.map(Card::op).orElse(0);
    }

    /** The hexes a move may go: paid for with OP (1, 2 or 4), or given by an event. */
    private Optional<Integer> hexes(Replay r, LogAction.Move m) {
        if (m.op() == 0) return Optional.of(m.hexes());
        Optional<Integer> h = rules.moveCosts().entrySet().stream().filter(e -> e.getValue() == m.op()).map(Map.Entry::getKey).findFirst();
        String costs = rules.moveCosts().values().stream().map(String::valueOf).collect(Collectors.joining(", "));
        r.check(h.isPresent(), m.at(), new Finding.NoMoveCosts(m.op(), costs));
        return h;
    }

    /** A roll that gives the written repair outcome, so the table goes on as it did; the real roll when none does. */
    private static int rollGiving(Rolls.Repair outcome, int removed, int roll) {
        for (int r = 1; r <= Rolls.FACES; r++) if (Rolls.repair(r, removed) == outcome) return r == roll || Rolls.repair(roll, removed) == outcome ? roll : r;
        return roll;
    }

    private int startHex(String merchant) {
        return game.map().starts().get(merchant(merchant).start()).hex();
    }

    private Merchant merchant(String id) {
        return game.merchant(id).orElseThrow();
    }
}
