package adjutant.engine.hunt;

import java.util.Map;

/** Text per language, with the English fallback every localized value of the model shares. */
public record Names(Map<String, String> byLang) {
    public Names {
        byLang = Map.copyOf(byLang);
    }

    public static Names of(String same) {
        return new Names(Map.of("en", same));
    }

    public String in(String lang) {
        String s = byLang.get(lang);
        return s != null
                ? s
                : byLang.getOrDefault("en", byLang.values().stream().findFirst().orElse(""));
    }
}
