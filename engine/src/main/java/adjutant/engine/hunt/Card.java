package adjutant.engine.hunt;

import java.util.List;
import java.util.Set;

/**
 * One physical card. A card without a flag ({@code common}) exists once in each deck;
 * both copies share id, title, OP and event, and only the British one has an
 * intelligence bar. {@code designed} lists the fields that are our design, not the
 * rulebook's (all of them when {@code source} is {@link Provenance#DESIGNED}).
 */
public record Card(
        String id,
        Side deck,
        boolean common,
        Names title,
        int op,
        EventType event,
        boolean reaction,
        boolean remove,
        Set<Intel> intelligence,
        Names text,
        Provenance source,
        List<String> designed) {
    /** Fields a card may list under {@code designed:}. */
    public static final List<String> FIELDS = List.of("op", "event", "reaction", "remove", "intelligence", "text");

    public Card {
        intelligence = intelligence.isEmpty() ? Set.of() : Set.copyOf(intelligence);
        designed = List.copyOf(designed);
    }

    /** Unique among the 36 cards: deck and id, e.g. {@code british:concentrated-fire}. */
    public String key() {
        return deck.id() + ":" + id;
    }
}
