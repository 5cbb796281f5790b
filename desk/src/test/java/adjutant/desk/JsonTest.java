package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    /** Map.of's order differs between processes; the desk's answers list keys in one order, nested maps too. */
    @Test
    void mapsAreWrittenWithTheirKeysSorted() throws Exception {
        Object answer =
                Map.of("text", "F Lon-Nth", "number", 3, "findings", Map.of("verdict", "ok", "order", "F Lon - Nth"));
        assertEquals(
                "{\"findings\":{\"order\":\"F Lon - Nth\",\"verdict\":\"ok\"},\"number\":3,\"text\":\"F Lon-Nth\"}",
                Json.MAPPER.writeValueAsString(answer));
    }
}
