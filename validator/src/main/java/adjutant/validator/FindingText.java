package adjutant.validator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * What the sheet checkers share in turning a finding (a record per kind of problem) into a
 * sentence: its i18n key from its type's name, its placeholders from its components, and
 * the {@code {name}} placeholders of a string filled with rendered arguments.
 */
public final class FindingText {
    private FindingText() {}

    /** {@code prefix} + the type's simple name in lower case, words joined by {@code separator} (ShipSunk → ship-sunk). */
    public static String key(Class<?> type, String prefix, String separator) {
        return prefix
                + type.getSimpleName()
                        .replaceAll("([a-z0-9])([A-Z])", "$1" + separator + "$2")
                        .toLowerCase(Locale.ROOT);
    }

    /** A record's components by name, in declaration order. */
    public static Map<String, Object> arguments(Record finding) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RecordComponent c : finding.getClass().getRecordComponents()) {
            try {
                out.put(c.getName(), c.getAccessor().invoke(finding));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /** Prints {@code root} (maps, lists and plain values) as indented JSON. */
    public static void printJson(Object root, PrintWriter out) {
        try {
            out.println(new ObjectMapper()
                    .enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(root));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code template} with every {@code {name}} replaced by {@code render(name, value)}. */
    public static String fill(String template, Map<String, Object> args, BiFunction<String, Object, String> render) {
        String s = template;
        for (Map.Entry<String, Object> e : args.entrySet())
            s = s.replace("{" + e.getKey() + "}", render.apply(e.getKey(), e.getValue()));
        return s;
    }
}
