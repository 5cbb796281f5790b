package adjutant.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import adjutant.engine.data.BadInputException;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Loading a game reads and checks that game's folder alone: Diplomacy and a Diplomacy variant load
 * clean in a project where every other game's folder does not even parse (and the variant needs no
 * classic Diplomacy folder either); the broken ones are refused when they are loaded themselves.
 */
class OneGameLoadsAloneTest {
    @TempDir
    Path home;

    @ParameterizedTest
    @ValueSource(strings = {"diplomacy", "ancient-mediterranean"})
    void aDiplomacyGameLoadsBesideBrokenGames(String game) throws Exception {
        Files.createDirectories(home.resolve("data"));
        Files.createSymbolicLink(
                home.resolve("data").resolve(game), Games.home().resolve("data").resolve(game));
        List<String> others =
                Games.ids().stream().filter(id -> !id.equals(game)).toList();
        for (String other : others) {
            Files.createDirectories(home.resolve("data").resolve(other));
            Files.writeString(home.resolve("data").resolve(other).resolve("game.yaml"), "id: [not closed\n");
        }
        DiplomacyGame g = Games.loadChecked(home, game, DiplomacyGame.class);
        assertEquals(game, g.info().id());
        for (String other : others) {
            BadInputException e =
                    assertThrows(BadInputException.class, () -> Games.loadChecked(home, other, Game.class));
            assertEquals(true, e.getMessage().contains("data/" + other + "/game.yaml"), e.getMessage());
        }
    }
}
