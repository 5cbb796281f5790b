package adjutant.engine.portarthur;

import java.util.Map;

/**
 * The {@code source:} of a data entry: one origin for the whole entry, or one per field,
 * so a kit can footnote exactly the values that were designed rather than published.
 */
public record Provenance(Origin whole, Map<String, Origin> fields) {
    public Provenance {
        fields = Map.copyOf(fields);
    }

    public static Provenance of(Origin o) {
        return new Provenance(o, Map.of());
    }

    /** The origin of one field: its own when given, else the entry's. */
    public Origin of(String field) {
        return fields.getOrDefault(field, whole);
    }

    public boolean designed(String field) {
        return of(field) == Origin.DESIGNED;
    }
}
