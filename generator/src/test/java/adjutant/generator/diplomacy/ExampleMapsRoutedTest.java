package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The figures' units and lines are routed once per process for equal data: every figure of both
 * books drawn by the next build (the game loaded again, its routes remembered) is the one routed afresh.
 */
class ExampleMapsRoutedTest {
    @Test
    void rememberedRoutesDrawEveryFigureAsRoutedAfresh() throws Exception {
        Templates templates = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null)
                .templates();
        for (String lang : List.of("cs", "en")) {
            ExampleMaps.forget();
            Map<String, String> afresh = RulebookFigureSvgs.of(new ExampleMaps().open(Games.home(), templates), lang);
            Map<String, String> remembered =
                    RulebookFigureSvgs.of(new ExampleMaps().open(Games.home(), templates), lang);
            assertTrue(afresh.size() >= 35, lang + ": figures " + afresh.size());
            assertEquals(afresh, remembered, lang);
        }
    }
}
