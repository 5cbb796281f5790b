package adjutant.engine.hunt;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.ScalarNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads {@code cards.yaml}. A card with {@code deck: both} becomes two cards, one per
 * deck; only the British copy keeps the intelligence bar. Checks value ranges, that only
 * search events are reactions, that German-only cards carry no intelligence bar, that
 * {@code designed:} names real fields, and that each deck has {@code deck-size} cards.
 */
final class CardReader {
    static final String FILE = "cards.yaml";

    private CardReader() {}

    static List<Card> read(GameFiles files, int deckSize, List<String> langs) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("cards");
        List<MapNode> items = root.list("cards").maps();
        MapNode.checkUnique(items, "id", "card");
        List<Card> out = new ArrayList<>();
        for (MapNode m : items) out.addAll(card(m, langs));
        for (Side side : Side.values()) {
            long n = out.stream().filter(c -> c.deck() == side).count();
            if (n != deckSize && root.has("cards")) {
                root.keyNode("cards")
                        .problem("the " + side.id() + " deck has " + n + " cards; tables.yaml says deck-size "
                                + deckSize);
            }
        }
        return out;
    }

    private static List<Card> card(MapNode m, List<String> langs) {
        m.allowOnly(
                "id",
                "deck",
                "title",
                "op",
                "event",
                "reaction",
                "remove",
                "intelligence",
                "text",
                "source",
                "designed");
        String id = m.text("id");
        String deck = m.choice("deck", "german", "british", "both");
        Names title = Checks.names(m, "title", langs);
        int op = m.integer("op", 1, 5);
        EventType event = EventType.valueOf(
                m.choice("event", "search", "battle", "mandatory").toUpperCase(Locale.ROOT));
        boolean reaction = m.bool("reaction", false);
        if (reaction && event != EventType.SEARCH)
            m.get("reaction")
                    .problem("only a search event can be a reaction; '" + id + "' is a "
                            + event.name().toLowerCase(Locale.ROOT) + " event");
        boolean remove = m.bool("remove", false);
        Set<Intel> intel = intelligence(m, deck);
        Names text = Checks.names(m, "text", langs);
        if (!m.has("source")) m.text("source");
        Provenance source = Checks.provenance(m, Provenance.SEED);
        List<String> designed = new ArrayList<>();
        for (ScalarNode s : m.optList("designed").scalars()) {
            if (Checks.reference(s, s.text(), Card.FIELDS, "designed field")) designed.add(s.text());
        }
        if (source == Provenance.DESIGNED) designed = new ArrayList<>(Card.FIELDS);
        boolean common = deck.equals("both");
        List<Card> out = new ArrayList<>();
        if (!deck.equals("british"))
            out.add(new Card(
                    id, Side.GERMAN, common, title, op, event, reaction, remove, Set.of(), text, source, designed));
        if (!deck.equals("german"))
            out.add(new Card(
                    id, Side.BRITISH, common, title, op, event, reaction, remove, intel, text, source, designed));
        return out;
    }

    private static Set<Intel> intelligence(MapNode m, String deck) {
        Set<Intel> intel = EnumSet.noneOf(Intel.class);
        if (!m.has("intelligence")) return intel;
        if (deck.equals("german")) {
            m.keyNode("intelligence")
                    .problem("only British cards have an intelligence bar; this card is in the German deck only");
            return intel;
        }
        for (ScalarNode s : m.optList("intelligence").scalars()) {
            if (Checks.reference(s, s.text(), List.of("plus-one", "hint"), "intelligence symbol")) {
                Intel i = s.text().equals("hint") ? Intel.HINT : Intel.PLUS_ONE;
                if (!intel.add(i)) s.problem("intelligence symbol '" + s.text() + "' appears twice");
            }
        }
        return intel;
    }
}
