package adjutant.desk;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The desk's own words (headings, buttons, labels) from {@code desk/i18n/<lang>.properties};
 * a language without a file, or a key it lacks, shows the English. Game words (verdicts,
 * reasons, provinces, phases) come from the game's data through the validator.
 */
final class UiText {
    private UiText() {}

    /** The words in {@code lang}, read afresh for each page (about 0.1 ms). */
    static Map<String, String> of(String lang) {
        Map<String, String> out = new TreeMap<>(load("en"));
        if (!lang.equals("en")) out.putAll(load(lang));
        return Collections.unmodifiableMap(out);
    }

    /** {@code text} with each {@code {name}} replaced by its value. */
    static String format(String text, Object... nameValue) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i + 1 < nameValue.length; i += 2) args.put(String.valueOf(nameValue[i]), nameValue[i + 1]);
        String s = text;
        for (var e : args.entrySet()) s = s.replace("{" + e.getKey() + "}", String.valueOf(e.getValue()));
        return s;
    }

    static Map<String, String> load(String lang) {
        Map<String, String> out = new TreeMap<>();
        try (InputStream in = UiText.class.getResourceAsStream("/desk/i18n/" + lang + ".properties")) {
            if (in == null) return out;
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            p.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
