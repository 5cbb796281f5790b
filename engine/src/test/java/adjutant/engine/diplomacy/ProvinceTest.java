package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProvinceTest {
    /**
     * A province's names come in their languages' order however they were given: the board's
     * build-cache keys are made from a province's text, and with Map.copyOf's order (which changes
     * from process to process) a direct build missed its cached label places every other run.
     */
    @Test
    void namesComeInTheirLanguagesOrder() {
        Map<String, String> names = new LinkedHashMap<>();
        for (String lang : List.of("pl", "en", "sk", "cs", "it", "de", "fr", "hu")) names.put(lang, "Vienna " + lang);
        Province p =
                new Province("vie", "Vie", Terrain.LAND, true, "austria", List.of(), names, List.of(), null, List.of());
        assertEquals(
                List.of("cs", "de", "en", "fr", "hu", "it", "pl", "sk"),
                List.copyOf(p.names().keySet()));
        assertEquals(p.toString(), p.withHome("austria").toString());
    }
}
