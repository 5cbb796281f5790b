package adjutant.engine.portarthur;

import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The shared shape of fault records: an i18n key from the record's name, its fields as arguments. */
final class Faults {
    private Faults() {}

    static String key(String prefix, Record r) {
        return prefix
                + r.getClass()
                        .getSimpleName()
                        .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                        .toLowerCase(Locale.ROOT);
    }

    static Map<String, Object> arguments(Record r) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                out.put(c.getName(), c.getAccessor().invoke(r));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }
}
