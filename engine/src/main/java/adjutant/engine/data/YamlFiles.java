package adjutant.engine.data;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
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
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * Reads YAML into {@link Node}s that keep their line and column. Untrusted input is
 * bounded: files over {@link #MAX_BYTES}, nesting deeper than {@link #MAX_DEPTH} and
 * any alias are refused, so an alias bomb cannot expand.
 */
public final class YamlFiles {
    public static final long MAX_BYTES = 2L * 1024 * 1024;
    public static final int MAX_DEPTH = 64;
    /**
     * No value of Adjutant's data or sheets comes near this many characters; past it a value is refused
     * at its place, so a megabyte "name" cannot make the checks and drawings that follow run for
     * minutes. Names, labels and texts have tighter limits by field ({@link TextLimit}).
     */
    public static final int MAX_TEXT = 10_000;

    /** A key that names a language ({@code cs}, {@code pt-BR}); its value belongs to the field above it. */
    private static final Pattern LANGUAGE = Pattern.compile("[a-z]{2,3}(-[A-Za-z0-9]{2,8})*");

    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .loaderOptions(loaderOptions())
            .streamReadConstraints(
                    StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
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
        problems.read(shownAs);
        Inputs.file(file);
        try {
            if (!Files.isRegularFile(file)) {
                problems.unreadable(new Problem(shownAs, 0, 0, "file not found"));
                return null;
            }
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                problems.unreadable(new Problem(
                        shownAs, 0, 0, "file is " + size + " bytes, more than the " + MAX_BYTES + " allowed"));
                return null;
            }
            String text = Utf8.decode(Files.readAllBytes(file), shownAs);
            return parse(text, src);
        } catch (BadInputException e) {
            e.problems().forEach(problems::unreadable);
            return null;
        } catch (IOException e) {
            problems.unreadable(new Problem(shownAs, 0, 0, "cannot read: " + e.getMessage()));
            return null;
        }
    }

    /** Whether a file holds no YAML content at all (nothing, or only comments and blank lines). */
    static boolean isEmptyDocument(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                    .map(String::strip)
                    .allMatch(l -> l.isEmpty() || l.startsWith("#") || l.equals("\uFEFF"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Whether the file holds a comment line (a file written on purpose, not emptied by mistake). */
    static boolean hasComment(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                    .anyMatch(l -> l.strip().startsWith("#"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Parses YAML text; problems are reported against {@code src}. */
    public static Node parse(String text, Node.Source src) {
        if (text.length() > MAX_BYTES) {
            src.problems().unreadable(new Problem(src.file(), 0, 0, "text longer than " + MAX_BYTES + " characters"));
            return null;
        }
        JsonParser p = null;
        try {
            p = FACTORY.createParser(text);
            JsonToken t = p.nextToken();
            if (t == null) return new MapNode(src, 1, 1, Map.of());
            Node root = readValue((YAMLParser) p, src, null);
            if (p.nextToken() != null) {
                JsonLocation l = p.currentTokenLocation();
                src.problems()
                        .add(new Problem(
                                src.file(),
                                l.getLineNr(),
                                l.getColumnNr(),
                                "unexpected content after the end of the document"));
            }
            return root;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            // SnakeYAML signals some limits (aliases, size, nesting) with its own runtime exceptions.
            src.problems().unreadable(located(e, text, p, src.file()));
            return null;
        } finally {
            closeQuietly(p);
        }
    }

    private static void closeQuietly(JsonParser p) {
        try {
            if (p != null) p.close();
        } catch (IOException | RuntimeException ignored) {
            // the parse already failed or finished; nothing more to report
        }
    }

    /**
     * A parse failure at the parser's <em>problem</em> mark (where the fault is, not where the
     * enclosing construct began), with SnakeYAML's explanation of it; failures without a mark
     * (a forbidden character, a limit) at the character or the parser's place.
     */
    static Problem located(Throwable e, String text, JsonParser p, String file) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof MarkedYAMLException m && m.getProblemMark() != null) {
                Mark at = m.getProblemMark();
                String why = m.getProblem() == null
                        ? firstLine(m.getMessage())
                        : m.getProblem().strip();
                Mark ctx = m.getContextMark();
                if (ctx != null
                        && m.getContext() != null
                        && m.getContext().startsWith("while parsing a flow")
                        && ctx.getLine() != at.getLine()) {
                    // an unclosed [ or {: the fault is where it opened, not where the parser gave up
                    String what =
                            m.getContext().contains("sequence") ? "the list [ opened here" : "the map { opened here";
                    return new Problem(
                            file,
                            ctx.getLine() + 1,
                            ctx.getColumn() + 1,
                            "malformed YAML: " + what + " is not closed (" + why + " at " + (at.getLine() + 1) + ":"
                                    + (at.getColumn() + 1) + ")");
                }
                String context = m.getContext() == null || ctx == null || ctx.getLine() == at.getLine()
                        ? ""
                        : " (" + m.getContext().strip() + " begun at " + (ctx.getLine() + 1) + ":"
                                + (ctx.getColumn() + 1) + ")";
                return new Problem(file, at.getLine() + 1, at.getColumn() + 1, "malformed YAML: " + why + context);
            }
            if (t instanceof ReaderException r) {
                int[] lc = lineColumn(text, r.getPosition());
                return new Problem(
                        file,
                        lc[0],
                        lc[1],
                        "malformed YAML: character U+" + String.format("%04X", r.getCodePoint())
                                + " is not allowed in YAML text");
            }
        }
        String msg = e instanceof StackOverflowError
                        || e instanceof StreamConstraintsException c
                                && String.valueOf(c.getMessage()).contains("nesting")
                ? "nested more than " + MAX_DEPTH + " levels deep"
                : e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
        JsonLocation l = e instanceof JsonProcessingException j
                        && j.getLocation() != null
                        && j.getLocation().getLineNr() > 0
                ? j.getLocation()
                : p == null ? null : p.currentLocation();
        if (l != null && l.getLineNr() > 0)
            return new Problem(file, l.getLineNr(), l.getColumnNr(), "malformed YAML: " + firstLine(msg));
        return new Problem(file, 0, 0, "malformed YAML: " + firstLine(msg));
    }

    /** 1-based line and column of a code-point index in {@code text}. */
    static int[] lineColumn(String text, int codePointIndex) {
        int line = 1;
        int col = 1;
        int i = 0;
        for (int cp = 0; cp < codePointIndex && i < text.length(); cp++) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new int[] {line, col};
    }

    private static String firstLine(String s) {
        return String.valueOf(s).lines().findFirst().orElse("malformed YAML").strip();
    }

    /**
     * Text past its field's {@link TextLimit} is reported at its place, as a file that cannot be read
     * (what the checks would say of the cut value follows from it), and cut there.
     */
    private static String bounded(String text, Node.Source src, int line, int col, String field, TextLimit limit) {
        if (text.length() <= limit.max()) return text;
        src.problems().unreadable(limit.problem(src.file(), line, col, field, text.length()));
        return text.substring(0, limit.max());
    }

    /** The field a value under {@code key} belongs to: a language code keeps its parent's ({@code name: {cs: …}}). */
    static String field(String parent, String key) {
        return parent != null && LANGUAGE.matcher(key).matches() ? parent : key;
    }

    private static Node readValue(YAMLParser p, Node.Source src, String field) throws IOException {
        JsonLocation at = p.currentTokenLocation();
        int line = at.getLineNr();
        int col = at.getColumnNr();
        if (p.isCurrentAlias()) {
            throw new com.fasterxml.jackson.core.JsonParseException(
                    p, "aliases (*name) are not allowed in Adjutant data");
        }
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT -> {
                Map<String, MapNode.Entry> entries = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    JsonLocation kl = p.currentTokenLocation();
                    ScalarNode key = new ScalarNode(
                            src,
                            kl.getLineNr(),
                            kl.getColumnNr(),
                            bounded(p.currentName(), src, kl.getLineNr(), kl.getColumnNr(), null, TextLimit.VALUE),
                            ScalarNode.Type.STRING);
                    p.nextToken();
                    Node value = readValue(p, src, field(field, key.text()));
                    MapNode.Entry prev = entries.get(key.text());
                    if (prev != null) {
                        key.problem("duplicate key '" + key.text() + "' (first at line "
                                + prev.key().line() + ")");
                    } else {
                        entries.put(key.text(), new MapNode.Entry(key, value));
                    }
                }
                return new MapNode(src, line, col, entries);
            }
            case START_ARRAY -> {
                List<Node> items = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) items.add(readValue(p, src, field));
                return new ListNode(src, line, col, items);
            }
            case VALUE_STRING -> {
                String text = bounded(p.getText(), src, line, col, field, TextLimit.of(src.file(), field));
                return new ScalarNode(src, line, col, text, ScalarNode.Type.STRING);
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
