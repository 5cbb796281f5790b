package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.RulebookSections;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rulebook keeps the seed's historical notes, one per card, grouped as the seed groups them:
 * cards in both decks, British cards, German cards. Every card of the data has exactly one note,
 * under its own deck, in both books; a card the seed does not name (source: designed) has a note
 * marked as Adjutant's, and the book says how many notes are the seed's.
 */
class RulebookCardNotesTest {
    private static final HuntGame GAME = TestGame.hunt();
    /** A note: "- ***Title*** *(Adjutant)* — …" (the mark optional). */
    private static final Pattern NOTE = Pattern.compile("(?m)^- \\*\\*\\*(.+?)\\*\\*\\*( \\*\\(Adjutant\\)\\*)?");

    private static final Map<String, String> GROUP = Map.of(
            "both",
            "hunt.cards.history.both",
            "british",
            "hunt.cards.history.british",
            "german",
            "hunt.cards.history.german");

    @ParameterizedTest
    @ValueSource(strings = {"cs", "en"})
    void everyCardHasOneNoteUnderItsDeck(String lang) throws IOException {
        Map<String, Boolean> marked = new LinkedHashMap<>();
        for (Map.Entry<String, String> g : GROUP.entrySet()) {
            List<String> expected = GAME.cards().stream()
                    .filter(c -> g.getKey().equals("both")
                            ? c.common()
                            : !c.common() && c.deck().id().equals(g.getKey()))
                    .map(c -> c.title().in(lang))
                    .distinct()
                    .sorted()
                    .toList();
            List<String> found = new ArrayList<>();
            Matcher m = NOTE.matcher(RulebookSections.text("hunt", lang, g.getValue()));
            while (m.find()) {
                found.add(m.group(1));
                marked.put(m.group(1), m.group(2) != null);
            }
            assertEquals(expected, found.stream().sorted().toList(), lang + ": the notes under " + g.getValue());
        }
        assertEquals(30, marked.size(), "30 different cards");
        for (Card c : GAME.cards()) {
            if (c.source() == Provenance.DESIGNED) {
                assertTrue(
                        marked.get(c.title().in(lang)),
                        c.id() + " is not in the seed: its note is marked as Adjutant's");
            }
        }
        long seedNotes = marked.values().stream().filter(b -> !b).count();
        assertTrue(
                RulebookSections.text("hunt", lang, "hunt.cards.history").contains(" " + seedNotes + " "),
                lang + ": the introduction says that " + seedNotes + " notes are the seed's");
    }
}
