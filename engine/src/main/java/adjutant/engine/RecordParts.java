package adjutant.engine;

import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A record's own shape as text, for the rule breaches and effects whose i18n key is the
 * record's name and whose message arguments are its fields.
 */
public final class RecordParts {
    private RecordParts() {}

    /** The type's simple name in lower case, its words joined by {@code separator}: {@code NoSuchUnit} → {@code no_such_unit}. */
    public static String name(Class<?> type, String separator) {
        return type.getSimpleName()
                .replaceAll("([a-z0-9])([A-Z])", "$1" + separator + "$2")
                .toLowerCase(Locale.ROOT);
    }

    /** The record's fields by name, in declaration order. */
    public static Map<String, Object> fields(Record r) {
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
