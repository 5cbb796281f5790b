package adjutant.generator.diplomacy;

import adjutant.engine.Games;
import adjutant.generator.rulebook.ExampleFigures;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Every figure of the Diplomacy rulebook in one language as drawn: example id → SVG (examples without a figure left out). */
final class RulebookFigureSvgs {
    private RulebookFigureSvgs() {}

    static Map<String, String> of(ExampleFigures.Drawer drawer, String lang) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        Matcher m = Pattern.compile("```example id=(\\S+)\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(md);
        while (m.find()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> data = new ObjectMapper(new YAMLFactory()).readValue(m.group(2), LinkedHashMap.class);
            String svg = drawer.svg(m.group(1), data, lang);
            if (svg != null) out.put(m.group(1), svg);
        }
        return out;
    }
}
