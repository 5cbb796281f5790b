package adjutant.engine.l10n.store;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.TextLimit;
import adjutant.engine.data.YamlFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Cuts rulebook Markdown into {@link RulesBlock}s by lines; see {@link RulesDoc} for the ids. */
final class RulesParser {
    private static final Pattern HEADING = Pattern.compile("(#{1,6}[ \\t]+)(.*?)([ \\t]*\\{#([^}\\s]+)}[ \\t]*)?");
    private static final Pattern FENCE = Pattern.compile(" {0,3}(`{3,}|~{3,})(.*)");
    private static final Pattern FENCE_ID = Pattern.compile("(?:^|\\s)id=([^\\s}]+)");
    private static final Pattern META = Pattern.compile("([A-Za-z_]+):[ \\t]+(\\S.*)");
    private static final Pattern OUTCOME = Pattern.compile("outcome:[ \\t]*[>|][-+]?[ \\t]*");

    private final String text;
    private final String shown;
    private final Problems problems;
    private final List<int[]> lines = new ArrayList<>(); // {start, end} without the line break
    private final List<RulesBlock> out = new ArrayList<>();
    private final Map<String, Integer> seen = new HashMap<>();
    private String section = "";
    private String chapter = "";
    private int n;

    RulesParser(String text, String shown, Problems problems) {
        this.text = text;
        this.shown = shown;
        this.problems = problems;
        int s = 0;
        while (s < text.length()) {
            int e = text.indexOf('\n', s);
            if (e < 0) e = text.length();
            lines.add(new int[] {s, e});
            s = e + 1;
        }
    }

    List<RulesBlock> run() {
        int i = 0;
        if (!lines.isEmpty() && line(0).strip().equals("---")) i = frontMatter();
        while (i < lines.size()) {
            if (line(i).isBlank()) {
                i++;
                continue;
            }
            i = block(i);
        }
        return out;
    }

    /** The front matter as protected runs of lines, with each title line its own translatable block. */
    private int frontMatter() {
        int j = 1;
        while (j < lines.size()
                && !line(j).strip().equals("---")
                && !line(j).strip().equals("...")) j++;
        if (j == lines.size()) {
            problems.add(new Problem(shown, 1, 1, "front matter opened with --- is never closed"));
            j = lines.size() - 1;
        }
        int from = 0;
        for (int k = 1; k < j; k++) {
            Matcher m = META.matcher(line(k));
            if (!m.matches() || !RulesDoc.META_KEYS.contains(m.group(1))) continue;
            String value = decode(m.group(2));
            if (value == null) continue;
            if (k > from) add(RulesBlock.Kind.FRONT_MATTER, null, "meta", from, k - 1, slice(from, k - 1), "", "", 0);
            String head = line(k).substring(0, m.start(2));
            add(RulesBlock.Kind.META, unique("meta." + m.group(1), k), "meta", k, k, head, value, "", 0);
            from = k + 1;
        }
        add(RulesBlock.Kind.FRONT_MATTER, null, "meta", from, j, slice(from, j), "", "", 0);
        return j + 1;
    }

    /** A front matter value, when writing it back canonically gives the same characters; null otherwise. */
    private static String decode(String raw) {
        Problems quiet = new Problems();
        Node n = YamlFiles.parse("v: " + raw, new Node.Source("", quiet));
        if (!(n instanceof MapNode m) || !(m.get("v") instanceof ScalarNode s) || s.type() != ScalarNode.Type.STRING)
            return null;
        return YamlScalars.value(s.text(), 0).substring(1).equals(raw) ? s.text() : null;
    }

    /** Reads the block starting at line {@code i}; returns the line after it. */
    private int block(int i) {
        String l = line(i);
        Matcher h = HEADING.matcher(l);
        if (h.matches()) {
            String id = h.group(4);
            String tail = h.group(3) == null ? "" : h.group(3);
            if (id == null) {
                add(RulesBlock.Kind.HEADING, nextNumbered(i), chapter, i, i, h.group(1), h.group(2), tail, 0);
            } else {
                section = id;
                if (h.group(1).strip().length() <= 2) chapter = id;
                n = 0;
                add(RulesBlock.Kind.HEADING, unique(id, i), chapter, i, i, h.group(1), h.group(2), tail, 0);
            }
            return i + 1;
        }
        Matcher f = FENCE.matcher(l);
        if (f.matches()) return fence(i, f);
        int j = i;
        while (j + 1 < lines.size()
                && !line(j + 1).isBlank()
                && !HEADING.matcher(line(j + 1)).matches()
                && !FENCE.matcher(line(j + 1)).matches()) j++;
        add(RulesBlock.Kind.PROSE, nextNumbered(i), chapter, i, j, "", slice(i, j), "", 0);
        return j + 1;
    }

    private int fence(int i, Matcher f) {
        String fence = f.group(1);
        int j = i + 1;
        while (j < lines.size() && !closes(line(j), fence)) j++;
        if (j == lines.size()) {
            problems.add(new Problem(shown, i + 1, 1, "code block opened with " + fence + " is never closed"));
            j = lines.size() - 1;
        }
        Matcher idm = FENCE_ID.matcher(f.group(2));
        String id = idm.find() ? unique(idm.group(1), i) : nextNumbered(i);
        if (j <= i + 1) {
            add(
                    RulesBlock.Kind.FENCE,
                    id,
                    chapter,
                    i,
                    j,
                    j == i ? line(i) : line(i) + "\n",
                    "",
                    j == i ? "" : line(j),
                    0);
        } else if (!outcome(id, i, j)) {
            add(RulesBlock.Kind.FENCE, id, chapter, i, j, line(i) + "\n", slice(i + 1, j - 1), "\n" + line(j), 0);
        }
        return j + 1;
    }

    /** An example whose outcome is a block scalar: the outcome is the text, the data around it protected. */
    private boolean outcome(String id, int open, int close) {
        int k = open + 1;
        while (k < close && !OUTCOME.matcher(line(k)).matches()) k++;
        if (k >= close - 1) return false;
        int first = k + 1;
        String l1 = line(first);
        int indent = l1.length() - l1.stripLeading().length();
        if (indent == 0 || l1.isBlank()) return false;
        int last = first;
        for (int m = first + 1; m < close; m++) {
            String lm = line(m);
            if (lm.isEmpty()) continue;
            if (lm.isBlank() || lm.length() - lm.stripLeading().length() < indent) break;
            last = m;
        }
        StringBuilder value = new StringBuilder();
        for (int m = first; m <= last; m++)
            value.append(m > first ? "\n" : "").append(line(m).isEmpty() ? "" : line(m).substring(indent));
        String head = text.substring(lines.get(open)[0], lines.get(first)[0]);
        String tail = text.substring(lines.get(last)[1], lines.get(close)[1]);
        add(RulesBlock.Kind.FENCE, id, chapter, open, close, head, value.toString(), tail, indent);
        return true;
    }

    private static boolean closes(String line, String fence) {
        String s = line.strip();
        return s.length() >= fence.length() && s.chars().allMatch(c -> c == fence.charAt(0));
    }

    private String nextNumbered(int line) {
        return unique(section + "#" + (++n), line);
    }

    private String unique(String id, int line) {
        Integer first = seen.putIfAbsent(id, line + 1);
        if (first != null) {
            problems.add(new Problem(shown, line + 1, 1, "duplicate id '" + id + "' (first at line " + first + ")"));
            return id + "~" + (line + 1);
        }
        return id;
    }

    private void add(
            RulesBlock.Kind kind,
            String id,
            String chap,
            int from,
            int to,
            String head,
            String body,
            String tail,
            int indent) {
        if (body.length() > TextLimit.RULES_BLOCK.max())
            problems.add(TextLimit.RULES_BLOCK.problem(shown, from + 1, 1, null, body.length()));
        int end = lines.get(to)[1];
        int next = to + 1;
        while (next < lines.size() && line(next).isBlank()) next++;
        int sepEnd = next < lines.size() ? lines.get(next)[0] : text.length();
        out.add(new RulesBlock(kind, id, chap, from + 1, head, body, tail, text.substring(end, sepEnd), indent));
    }

    private String line(int i) {
        return text.substring(lines.get(i)[0], lines.get(i)[1]);
    }

    private String slice(int from, int to) {
        return text.substring(lines.get(from)[0], lines.get(to)[1]);
    }
}
