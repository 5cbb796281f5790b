package adjutant.engine.data;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Reads YAML into {@link Node}s that keep their line and column. Untrusted input is
 * bounded: files over {@link #MAX_BYTES}, nesting deeper than {@link #MAX_DEPTH} and
 * any alias are refused, so an alias bomb cannot expand.
 */
public final class YamlFiles {
    public static final long MAX_BYTES = 2L * 1024 * 1024;
    public static final int MAX_DEPTH = 64;

    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .loaderOptions(loaderOptions())
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .build();

    private YamlFiles() {}

    private static LoaderOptions loaderOptions() {
        LoaderOptions o = new LoaderOptions();
        o.setAllowDuplicateKeys(true); // we report duplicates ourselves, with both places
        o.setMaxAliasesForCollections(0);
        o.setCodePointLimit((int) MAX_BYTES);
        o.setNestingDepthLimit(MAX_DEPTH);
        return o;
    }

    /**
     * Reads {@code file}, naming it {@code shownAs} in problems (e.g. a path relative to
     * the project). Returns null after reporting when the file cannot be read or parsed.
     */
    public static Node read(Path file, String shownAs, Problems problems) {
        Node.Source src = new Node.Source(shownAs, problems);
        try {
            if (!Files.isRegularFile(file)) {
                problems.inFile(shownAs, "file not found");
                return null;
            }
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                problems.inFile(shownAs, "file is " + size + " bytes, more than the " + MAX_BYTES + " allowed");
                return null;
            }
            return parse(Files.readString(file, StandardCharsets.UTF_8), src);
        } catch (java.nio.charset.MalformedInputException e) {
            problems.inFile(shownAs, "not UTF-8 text");
            return null;
        } catch (IOException e) {
            problems.inFile(shownAs, "cannot read: " + e.getMessage());
            return null;
        }
    }

    /** Parses YAML text; problems are reported against {@code src}. */
    public static Node parse(String text, Node.Source src) {
        if (text.length() > MAX_BYTES) {
            src.problems().inFile(src.file(), "text longer than " + MAX_BYTES + " characters");
            return null;
        }
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) return new MapNode(src, 1, 1, Map.of());
            Node root = readValue((YAMLParser) p, src);
            if (p.nextToken() != null) {
                JsonLocation l = p.currentTokenLocation();
                src.problems().add(new Problem(src.file(), l.getLineNr(), l.getColumnNr(), "unexpected content after the end of the document"));
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            String msg = e.getOriginalMessage().lines().findFirst().orElse("malformed YAML");
            src.problems().add(new Problem(src.file(), l == null ? 0 : l.getLineNr(), l == null ? 0 : l.getColumnNr(),
                    "malformed YAML: " + msg));
            return null;
        } catch (IOException | RuntimeException e) {
            // SnakeYAML signals some limits (aliases, size) with its own runtime exceptions.
            String msg = String.valueOf(e.getMessage()).lines().findFirst().orElse("malformed YAML");
            src.problems().inFile(src.file(), "malformed YAML: " + msg);
            return null;
        }
    }

    private static Node readValue(YAMLParser p, Node.Source src) throws IOException {
        JsonLocation at = p.currentTokenLocation();
        int line = at.getLineNr();
        int col = at.getColumnNr();
        if (p.isCurrentAlias()) {
            throw new com.fasterxml.jackson.core.JsonParseException(p, "aliases (*name) are not allowed in Adjutant data");
        }
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT -> {
                Map<String, MapNode.Entry> entries = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    JsonLocation kl = p.currentTokenLocation();
                    ScalarNode key = new ScalarNode(src, kl.getLineNr(), kl.getColumnNr(), p.currentName(), ScalarNode.Type.STRING);
                    p.nextToken();
                    Node value = readValue(p, src);
                    MapNode.Entry prev = entries.get(key.text());
                    if (prev != null) {
                        key.problem("duplicate key '" + key.text() + "' (first at line " + prev.key().line() + ")");
                    } else {
                        entries.put(key.text(), new MapNode.Entry(key, value));
                    }
                }
                return new MapNode(src, line, col, entries);
            }
            case START_ARRAY -> {
                List<Node> items = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) items.add(readValue(p, src));
                return new ListNode(src, line, col, items);
            }
            case VALUE_STRING -> {
                return new ScalarNode(src, line, col, p.getText(), ScalarNode.Type.STRING);
            }
            case VALUE_NUMBER_INT -> {
                return new ScalarNode(src, line, col, p.getText(), ScalarNode.Type.INT);
            }
            case VALUE_NUMBER_FLOAT -> {
                return new ScalarNode(src, line, col, p.getText(), ScalarNode.Type.FLOAT);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new ScalarNode(src, line, col, p.getText(), ScalarNode.Type.BOOLEAN);
            }
            case VALUE_NULL -> {
                return new ScalarNode(src, line, col, "", ScalarNode.Type.NULL);
            }
            default -> throw new com.fasterxml.jackson.core.JsonParseException(p, "unsupported YAML content " + t);
        }
    }
}
