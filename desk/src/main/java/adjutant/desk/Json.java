package adjutant.desk;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The desk's one JSON writer. Maps are written with their keys sorted: the desk builds its answers
 * from {@code Map.of}, whose order changes from one Java process to the next, and the same request
 * should give the same bytes every time.
 */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private Json() {}
}
