package adjutant.engine.data;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean" hints by edit distance, shared by data checks and the order parsers. */
public final class Suggest {
    /**
     * Words longer than this are no typo of any name: they are not compared letter by letter, so a
     * megabyte "word" costs no more than a short one (the comparison is quadratic in the lengths).
     */
    public static final int MAX_COMPARED = 64;

    private Suggest() {}

    /** The candidate closest to {@code word}, if it is close enough to be a plausible typo. */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        if (word.length() > MAX_COMPARED) return Optional.empty();
        String w = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDist = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDist) {
                bestDist = d;
                best = c;
            }
        }
        int allowed = Math.max(1, w.length() / 3);
        return best != null && bestDist <= allowed ? Optional.of(best) : Optional.empty();
    }

    /**
     * Optimal string alignment distance: Levenshtein plus adjacent transpositions. Past
     * {@link #MAX_COMPARED} characters the longer length is returned (an upper bound: far).
     */
    public static int distance(String a, String b) {
        if (a.length() > MAX_COMPARED || b.length() > MAX_COMPARED) return Math.max(a.length(), b.length());
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
