package adjutant.generator.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.EventType;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Names;
import adjutant.engine.hunt.Provenance;
import adjutant.engine.hunt.Side;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.Fonts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Card text is measured in the real font, shrunk within limits, and reported when it cannot fit. */
class CardFitTest {
    static final HuntGame GAME = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
    static final String LONG =
            "Reveal Admiral Graf Spee and start a battle with every force within two hexes; ".repeat(9);

    static Card fixture(String text) {
        return new Card(
                "fixture",
                Side.GERMAN,
                false,
                Names.of("A Card with Too Much to Say"),
                3,
                EventType.SEARCH,
                false,
                false,
                Set.of(),
                new Names(Map.of("en", text, "cs", text)),
                Provenance.DESIGNED,
                List.of());
    }

    @Test
    void everyCardOfTheGameFitsInBothLanguages() {
        for (String lang : List.of("cs", "en")) {
            assertEquals(List.of(), CardFaces.overflows(GAME.cards(), new Texts(GAME.strings(), lang)), lang);
        }
    }

    @Test
    void theL10nCheckFindsNoCardOfTheGameTooLong() {
        for (String lang : List.of("cs", "en")) {
            assertEquals(
                    List.of(),
                    new CardOverflowCheck()
                            .check(Games.home(), "hunt", lang, GAME.strings().all(lang)),
                    lang);
        }
        assertEquals(List.of(), new CardOverflowCheck().check(Games.home(), "diplomacy", "cs", Map.of()));
    }

    @Test
    void aCardWithTooMuchTextIsReported() {
        Texts en = new Texts(GAME.strings(), "en");
        List<CardFaces.Overflow> found = CardFaces.overflows(List.of(fixture(LONG)), en);
        assertEquals(1, found.size());
        assertEquals("text", found.get(0).what());
        assertTrue(
                found.get(0).message().contains("german:fixture"), found.get(0).message());
    }

    @Test
    void longTextShrinksButNotBelowTheFloor() {
        Texts en = new Texts(GAME.strings(), "en");
        TextFit.Fit shortText = CardFaces.text(fixture("Draw 1 card."), en);
        assertEquals(CardFaces.TEXT_MAX, shortText.size(), 1e-9);
        String medium =
                "Move Altmark up to 3 hexes. If Admiral Graf Spee is then on her hex or next to it, draw 1 card. "
                        .repeat(4);
        TextFit.Fit shrunk = CardFaces.text(fixture(medium), en);
        assertTrue(shrunk.fits());
        assertTrue(shrunk.size() < CardFaces.TEXT_MAX && shrunk.size() >= CardFaces.TEXT_MIN, "size " + shrunk.size());
        assertTrue(shrunk.height() <= CardFaces.TEXT_H + 1e-9);
        for (String line : shrunk.lines())
            assertTrue(Fonts.width(line, false, shrunk.size()) <= CardFaces.TEXT_W + 1e-9, line);
        TextFit.Fit over = CardFaces.text(fixture(LONG), en);
        assertFalse(over.fits());
        assertEquals(CardFaces.TEXT_MIN, over.size(), TextFit.STEP);
    }

    /** The build itself warns: a data folder whose one card text is far too long. */
    @Test
    void theBuildWarnsOfACardThatCannotFit(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("data/hunt");
        copy(Games.home().resolve("data/hunt"), data);
        Files.createDirectories(dir.resolve("templates"));
        Path cards = data.resolve("cards.yaml");
        String yaml = Files.readString(cards);
        String before = "en: Choose one merchant ship on the map. It does not move in the next merchant phase.";
        assertTrue(yaml.contains(before));
        Files.writeString(cards, yaml.replace(before, "en: " + LONG.trim()));
        List<String> said = new ArrayList<>();
        new HuntKit().plan(KitRequest.of(dir, List.of("en"), PrintProfile.home(Paper.A4), null), said::add);
        List<String> warnings =
                said.stream().filter(s -> s.startsWith("warning:")).toList();
        assertEquals(2, warnings.size(), "the card is in both decks: " + said);
        assertTrue(warnings.stream().allMatch(w -> w.contains("prize-rules (en)")), warnings.toString());
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
    }
}
