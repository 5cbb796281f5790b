package adjutant.engine.l10n.store;

import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rulebook file ({@code rules/<lang>.md}) cut into blocks with stable ids, losslessly:
 * writing the blocks back gives the file byte for byte.
 *
 * <p>Ids: a heading is its {@code {#id}}; the n-th prose block after it is {@code id#n}; a
 * fenced block with {@code id=…} in its info string is that id. Numbering restarts at every
 * heading, so editing one section never renames the blocks of another, and a translation
 * pairs with the English by these ids because it keeps the English structure (untranslated
 * blocks stay as English copies, the way a missing string falls back to English).
 */
public final class RulesDoc {
    private static final Pattern HEADING = Pattern.compile("(#{1,6}[ \\t]+)(.*?)([ \\t]*\\{#([^}\\s]+)}[ \\t]*)?");
    private static final Pattern FENCE = Pattern.compile(" {0,3}(`{3,}|~{3,})(.*)");
    private static final Pattern FENCE_ID = Pattern.compile("(?:^|\\s)id=([^\\s}]+)");

    private final List<RulesBlock> blocks;

    private RulesDoc(List<RulesBlock> blocks) {
        this.blocks = new ArrayList<>(blocks);
    }

    public List<RulesBlock> blocks() {
        return Collections.unmodifiableList(blocks);
    }

    /** Blocks a translator translates (all but the front matter). */
    public List<RulesBlock> segments() {
        return blocks.stream().filter(b -> b.kind() != RulesBlock.Kind.FRONT_MATTER).toList();
    }

    public RulesBlock block(String id) {
        return blocks.stream().filter(b -> id.equals(b.id())).findFirst().orElse(null);
    }

    public String write() {
        StringBuilder sb = new StringBuilder();
        for (RulesBlock b : blocks) sb.append(b.raw()).append(b.separator());
        return sb.toString();
    }

    /** Replaces the text of block {@code id}, keeping its protected head and tail. */
    public void replace(String id, String text) {
        for (int i = 0; i < blocks.size(); i++) {
            if (id.equals(blocks.get(i).id())) {
                blocks.set(i, blocks.get(i).withText(text));
                return;
            }
        }
        throw new IllegalArgumentException("no block " + id);
    }

    /** Inserts {@code b} after block {@code afterId} (null: at the start, after any front matter), a blank line apart. */
    public void insertAfter(String afterId, RulesBlock b) {
        int at = 0;
        if (afterId != null) {
            at = -1;
            for (int i = 0; i < blocks.size(); i++) if (afterId.equals(blocks.get(i).id())) at = i + 1;
            if (at < 0) throw new IllegalArgumentException("no block " + afterId);
        } else if (!blocks.isEmpty() && blocks.get(0).kind() == RulesBlock.Kind.FRONT_MATTER) {
            at = 1;
        }
        if (at == 0) {
            blocks.add(0, b.withSeparator(blocks.isEmpty() ? "\n" : "\n\n"));
            return;
        }
        RulesBlock prev = blocks.get(at - 1);
        String sep = prev.separator().isEmpty() ? "\n" : prev.separator();
        blocks.set(at - 1, prev.withSeparator("\n\n"));
        blocks.add(at, b.withSeparator(sep));
    }

    public static RulesDoc parse(String text, String shownAs, Problems problems) {
        return new Parser(text, shownAs, problems).run();
    }

    /** An empty document to build a new translation into. */
    public static RulesDoc empty() {
        return new RulesDoc(List.of());
    }

    private static final class Parser {
        private final String text;
        private final String shown;
        private final Problems problems;
        private final List<int[]> lines = new ArrayList<>(); // {start, end} without the line break
        private final List<RulesBlock> out = new ArrayList<>();
        private final Map<String, Integer> seen = new HashMap<>();
        private String section = "";
        private String chapter = "";
        private int n;

        Parser(String text, String shown, Problems problems) {
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

        RulesDoc run() {
            int i = 0;
            if (!lines.isEmpty() && line(0).strip().equals("---")) {
                int j = 1;
                while (j < lines.size() && !line(j).strip().equals("---") && !line(j).strip().equals("...")) j++;
                if (j == lines.size()) {
                    problems.add(new Problem(shown, 1, 1, "front matter opened with --- is never closed"));
                    j = lines.size() - 1;
                }
                add(RulesBlock.Kind.FRONT_MATTER, null, 0, j, slice(0, j), "", "");
                i = j + 1;
            }
            while (i < lines.size()) {
                if (line(i).isBlank()) {
                    i++;
                    continue;
                }
                i = block(i);
            }
            return new RulesDoc(out);
        }

        /** Reads the block starting at line {@code i}; returns the line after it. */
        private int block(int i) {
            String l = line(i);
            Matcher h = HEADING.matcher(l);
            if (h.matches()) {
                String id = h.group(4);
                int level = h.group(1).strip().length();
                if (id == null) {
                    add(RulesBlock.Kind.HEADING, nextNumbered(i), i, i, h.group(1), h.group(2), tailOf(h));
                } else {
                    section = id;
                    if (level <= 2) chapter = id;
                    n = 0;
                    add(RulesBlock.Kind.HEADING, unique(id, i), i, i, h.group(1), h.group(2), tailOf(h));
                }
                return i + 1;
            }
            Matcher f = FENCE.matcher(l);
            if (f.matches()) {
                String fence = f.group(1);
                int j = i + 1;
                while (j < lines.size() && !closes(line(j), fence)) j++;
                if (j == lines.size()) {
                    problems.add(new Problem(shown, i + 1, 1, "code block opened with " + fence + " is never closed"));
                    j = lines.size() - 1;
                }
                Matcher id = FENCE_ID.matcher(f.group(2));
                String blockId = id.find() ? unique(id.group(1), i) : nextNumbered(i);
                if (j == i) {
                    add(RulesBlock.Kind.FENCE, blockId, i, j, l, "", "");
                } else if (j == i + 1) {
                    add(RulesBlock.Kind.FENCE, blockId, i, j, l + "\n", "", line(j));
                } else {
                    add(RulesBlock.Kind.FENCE, blockId, i, j, l + "\n", slice(i + 1, j - 1), "\n" + line(j));
                }
                return j + 1;
            }
            int j = i;
            while (j + 1 < lines.size() && !line(j + 1).isBlank() && !HEADING.matcher(line(j + 1)).matches()
                    && !FENCE.matcher(line(j + 1)).matches()) j++;
            add(RulesBlock.Kind.PROSE, nextNumbered(i), i, j, "", slice(i, j), "");
            return j + 1;
        }

        private static String tailOf(Matcher h) {
            return h.group(3) == null ? "" : h.group(3);
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

        private void add(RulesBlock.Kind kind, String id, int from, int to, String head, String body, String tail) {
            int end = lines.get(to)[1];
            int next = to + 1;
            while (next < lines.size() && line(next).isBlank()) next++;
            int sepEnd = next < lines.size() ? lines.get(next)[0] : text.length();
            out.add(new RulesBlock(kind, id, chapter, from + 1, head, body, tail, text.substring(end, sepEnd)));
        }

        private String line(int i) {
            return text.substring(lines.get(i)[0], lines.get(i)[1]);
        }

        private String slice(int from, int to) {
            return text.substring(lines.get(from)[0], lines.get(to)[1]);
        }
    }
}
