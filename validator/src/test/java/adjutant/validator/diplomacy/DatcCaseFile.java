package adjutant.validator.diplomacy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal reader of the jDip DATC case format, for the DATC test only (the orders helper
 * owns the real reader and the {@code adjutant diplomacy datc} command): {@code CASE} blocks
 * whose sections ({@code PRESTATE}, {@code ORDERS}, {@code POSTSTATE}…) hold indented lines;
 * {@code #} starts a comment.
 */
record DatcCaseFile(String id, String title, String phase, Map<String, List<String>> sections) {

    List<String> section(String name) {
        return sections.getOrDefault(name, List.of());
    }

    boolean has(String name) {
        return sections.containsKey(name);
    }

    static List<DatcCaseFile> read(Path file) throws IOException {
        List<DatcCaseFile> out = new ArrayList<>();
        String title = null;
        String phase = null;
        Map<String, List<String>> sections = null;
        List<String> current = null;
        for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (line.isEmpty()) continue;
            boolean keyword = !Character.isWhitespace(raw.charAt(0));
            if (!keyword) {
                current.add(line);
                continue;
            }
            String word = line.split("\\s+", 2)[0];
            String rest = line.substring(word.length()).strip();
            switch (word) {
                case "VARIANT_ALL" -> { }
                case "CASE" -> {
                    title = rest;
                    phase = null;
                    sections = new LinkedHashMap<>();
                }
                case "PRESTATE_SETPHASE" -> phase = rest;
                case "END" -> out.add(new DatcCaseFile(title.split("\\s+")[0], title, phase, sections));
                default -> {
                    current = new ArrayList<>();
                    sections.put(word, current);
                }
            }
        }
        return out;
    }
}
