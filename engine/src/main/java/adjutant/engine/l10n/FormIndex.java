package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Groups of patterns (a glossary term's forms), each a form between word boundaries, found in a
 * text exactly as {@link Matcher#find()} run over the whole text finds them — only cheaper: a
 * pattern is tried only where a word starts with the letters every match of it starts with, so a
 * glossary's hundreds of forms cost a few look-ups per word of the text, not a scan of it each.
 */
final class FormIndex {
    /**
     * One pattern, which may match only where one of {@code starts} stands (compared as the
     * pattern compares letters: case-folded when it ignores case); no starts: tried everywhere.
     */
    record Form(Pattern pattern, List<String> starts, boolean ignoreCase) {}

    /** Letters of a start the index tells apart: three part "ne" + stem from "ne" + another stem. */
    private static final int DEPTH = 3;
    /** The characters below this are looked up in an array; a rulebook's (Czech too) all are. */
    private static final int TABLE = 0x250;

    private static final List<int[]> NONE = List.of();

    private final Form[] forms;
    /** Each form's starts, case-folded when the form ignores case. */
    private final char[][][] folded;
    /** Each group's forms: ids {@code groups[g]} to {@code groups[g + 1]} exclusive. */
    private final int[] groups;
    /** The forms by their starts' first letters, a tree {@link #DEPTH} deep, its first level by character. */
    private final Node[] first = new Node[TABLE];

    private final Map<Character, Node> firstOthers = new HashMap<>();
    /** Forms with no starts (a first letter outside the Basic Multilingual Plane): searched the plain way. */
    private final int[] unkeyed;

    FormIndex(List<List<Form>> grouped) {
        List<Form> all = new ArrayList<>();
        groups = new int[grouped.size() + 1];
        for (int g = 0; g < grouped.size(); g++) {
            all.addAll(grouped.get(g));
            groups[g + 1] = all.size();
        }
        forms = all.toArray(new Form[0]);
        folded = new char[forms.length][][];
        List<Integer> plain = new ArrayList<>();
        for (int id = 0; id < forms.length; id++) {
            Form f = forms[id];
            folded[id] = f.starts().stream()
                    .map(s -> f.ignoreCase() ? foldAll(s) : s.toCharArray())
                    .toArray(char[][]::new);
            if (f.starts().isEmpty()) plain.add(id);
            for (String s : f.starts()) add(id, s, 0, null, f.ignoreCase());
        }
        unkeyed = plain.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A literal's prefix as a form's start: up to the first surrogate (or null when it starts with one). */
    static String start(String literal) {
        int i = 0;
        while (i < literal.length() && !Character.isSurrogate(literal.charAt(i))) i++;
        return i == 0 ? null : literal.substring(0, i);
    }

    /**
     * Every match of each group's forms, {start, end} in the text: a form's matches in text order, not
     * overlapping, the group's forms one after the other — what a {@code find()} loop over each gives.
     */
    List<List<int[]>> find(String text) {
        Search s = new Search(text);
        for (int i = 0; i < text.length(); i++) {
            // Every form's pattern opens with (?<![\p{L}\p{N}]): after a letter or a digit none can match.
            if (i > 0 && Character.isLetterOrDigit(text.charAt(i - 1))) continue;
            char c = text.charAt(i), f = fold(c);
            s.visit(firstNode(c), i, 1);
            if (f != c) s.visit(firstNode(f), i, 1);
        }
        for (int id : unkeyed) {
            Matcher m = forms[id].pattern().matcher(text);
            while (m.find()) s.add(id, m.start(), m.end());
        }
        List<List<int[]>> out = new ArrayList<>(groups.length - 1);
        for (int g = 0; g + 1 < groups.length; g++) {
            List<int[]> spans = NONE;
            boolean own = false;
            for (int id = groups[g]; id < groups[g + 1]; id++) {
                List<int[]> more = s.found[id];
                if (more == null) continue;
                if (spans == NONE) {
                    spans = more;
                } else {
                    if (!own) spans = new ArrayList<>(spans);
                    own = true;
                    spans.addAll(more);
                }
            }
            out.add(spans);
        }
        return out;
    }

    /** One text's search: where each form's {@code find()} goes on, and what it found. */
    private final class Search {
        final String text;
        final List<int[]>[] found;
        final int[] from = new int[forms.length];
        final int[] tried = new int[forms.length];
        final Matcher[] matchers = new Matcher[forms.length];

        @SuppressWarnings("unchecked")
        Search(String text) {
            this.text = text;
            found = new List[forms.length];
            Arrays.fill(tried, -1);
        }

        /** Tries the forms under {@code node} at {@code i}, then those under the node of the next letter. */
        void visit(Node node, int i, int depth) {
            if (node == null) return;
            for (int id : node.forms) tryAt(id, i);
            if (depth == DEPTH || i + depth >= text.length()) return;
            char c = text.charAt(i + depth), f = fold(c);
            visit(node.child(c), i, depth + 1);
            if (f != c) visit(node.child(f), i, depth + 1);
        }

        /**
         * Tries a form at {@code i} as its {@code find()} would reach it: after its last match, where its
         * start stands. {@code find()} tries every position; at the others it cannot match.
         */
        private void tryAt(int id, int i) {
            if (i < from[id] || tried[id] == i) return;
            tried[id] = i;
            if (!startsAt(id, i)) return;
            Matcher m = matchers[id];
            if (m == null) m = matchers[id] = forms[id].pattern().matcher(text).useTransparentBounds(true);
            m.region(i, text.length());
            if (!m.lookingAt()) return;
            add(id, m.start(), m.end());
            from[id] = m.end() == m.start() ? m.end() + 1 : m.end();
        }

        void add(int id, int start, int end) {
            if (found[id] == null) found[id] = new ArrayList<>(2);
            found[id].add(new int[] {start, end});
        }

        private boolean startsAt(int id, int i) {
            boolean ignoreCase = forms[id].ignoreCase();
            for (char[] s : folded[id]) {
                if (i + s.length > text.length()) continue;
                int k = 0;
                while (k < s.length && same(s[k], text.charAt(i + k), ignoreCase)) k++;
                if (k == s.length) return true;
            }
            return false;
        }
    }

    /**
     * Whether a pattern's literal, {@code p} (case-folded when it ignores case), may match the text's
     * {@code c}. Under {@code CASE_INSENSITIVE | UNICODE_CASE} a literal matches a character that is its
     * fold or whose fold is its fold; else only itself.
     */
    private static boolean same(char p, char c, boolean ignoreCase) {
        return c == p || ignoreCase && fold(c) == p;
    }

    /** Case folding as {@link Pattern} folds under {@code UNICODE_CASE}. */
    private static char fold(char c) {
        return Character.toLowerCase(Character.toUpperCase(c));
    }

    private static char[] foldAll(String s) {
        char[] out = s.toCharArray();
        for (int i = 0; i < out.length; i++) out[i] = fold(out[i]);
        return out;
    }

    /**
     * Files form {@code id} under its start's first letters: at each level under the letter as written
     * and, when it ignores case, under its fold, so a text letter finds it under itself or its own fold.
     */
    private void add(int id, String start, int depth, Node at, boolean ignoreCase) {
        if (depth == Math.min(DEPTH, start.length())) {
            if (Arrays.stream(at.forms).noneMatch(f -> f == id)) {
                at.forms = Arrays.copyOf(at.forms, at.forms.length + 1);
                at.forms[at.forms.length - 1] = id;
            }
            return;
        }
        char c = start.charAt(depth), f = fold(c);
        for (char k : ignoreCase && f != c ? new char[] {c, f} : new char[] {c}) {
            add(id, start, depth + 1, depth == 0 ? firstNodeAdding(k) : at.adding(k), ignoreCase);
        }
    }

    private Node firstNode(char c) {
        return c < TABLE ? first[c] : firstOthers.get(c);
    }

    private Node firstNodeAdding(char c) {
        if (c >= TABLE) return firstOthers.computeIfAbsent(c, k -> new Node());
        if (first[c] == null) first[c] = new Node();
        return first[c];
    }

    /** A letter's place in the tree: the forms whose start ends there, and the letters that may follow. */
    private static final class Node {
        int[] forms = new int[0];
        char[] letters = new char[0];
        Node[] next = new Node[0];

        Node child(char c) {
            for (int i = 0; i < letters.length; i++) if (letters[i] == c) return next[i];
            return null;
        }

        Node adding(char c) {
            Node n = child(c);
            if (n != null) return n;
            letters = Arrays.copyOf(letters, letters.length + 1);
            next = Arrays.copyOf(next, next.length + 1);
            letters[letters.length - 1] = c;
            return next[next.length - 1] = new Node();
        }
    }
}
