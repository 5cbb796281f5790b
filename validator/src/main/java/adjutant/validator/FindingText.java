package adjutant.validator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * What the sheet checkers share in turning a finding (a record per kind of problem) into a
 * sentence (its key and arguments come from {@code RecordParts}): the {@code {name}}
 * placeholders of a string filled with rendered arguments, and the JSON report printed.
 */
public final class FindingText {
    private FindingText() {}

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
