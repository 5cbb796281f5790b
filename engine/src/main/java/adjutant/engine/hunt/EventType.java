package adjutant.engine.hunt;

/**
 * When a card's event may be played: {@code SEARCH} in the card phase (a reaction: in the
 * opponent's), {@code BATTLE} only in a battle (adding its OP as battle value), and
 * {@code MANDATORY} resolved whenever the card is played in the card phase.
 */
public enum EventType {
    SEARCH,
    BATTLE,
    MANDATORY
}
