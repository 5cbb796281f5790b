package adjutant.validator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Side;
import java.util.Optional;

/** The card a player played in his turn (empty when the log leaves it out), for its OP or its event. */
record PlayedCard(Optional<Card> card, boolean event) {
    /** OP of a card played for its event: its actions are the event's and cost nothing. */
    private static final int EVENT_OP = 1000;

    static PlayedCard of(HuntGame game, SideTurn t, Side side) {
        return new PlayedCard(
                t.card() == null ? Optional.empty() : game.card(side, t.card().value()), t.event());
    }

    /** Whether it was played for the event {@code id}. */
    boolean event(String id) {
        return event && card.filter(c -> c.id().equals(id)).isPresent();
    }

    int op() {
        if (event) return EVENT_OP;
        return card.map(Card::op).orElse(0);
    }
}
