package adjutant.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java options of each way Adjutant starts, from {@code jvm.options} beside this class: the one
 * file that ./adjutant and the release's launcher read too.
 */
public final class JvmOptions {
    private static final Map<String, List<String>> ROLES = read();

    private JvmOptions() {}

    /** The options of the ROLES, in order; a role the file lacks is a packaging error. */
    public static List<String> of(String... roles) {
        List<String> all = new ArrayList<>();
        for (String role : roles) {
            List<String> o = ROLES.get(role);
            if (o == null) throw new IllegalStateException("jvm.options has no line for '" + role + "'");
            all.addAll(o);
        }
        return all;
    }

    private static Map<String, List<String>> read() {
        Map<String, List<String>> roles = new LinkedHashMap<>();
        try (InputStream in = JvmOptions.class.getResourceAsStream("jvm.options");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                int eq = line.indexOf('=');
                if (line.isBlank() || line.startsWith("#") || eq < 0) continue;
                String v = line.substring(eq + 1).trim();
                roles.put(line.substring(0, eq).trim(), v.isEmpty() ? List.of() : Arrays.asList(v.split("\\s+")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return roles;
    }
}
