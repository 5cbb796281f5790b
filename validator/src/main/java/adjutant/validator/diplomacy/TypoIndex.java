package adjutant.validator.diplomacy;

import adjutant.engine.data.Suggest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names within a few typos of a word, found without measuring the word against every
 * name: only names of a near length are looked at, a name whose letters differ too much is
 * passed over by counting (the letters one word has and the other lacks bound the edits from
 * below), and the distance itself stops as soon as it must exceed the limit. The distance is
 * {@link Suggest#distance}'s (edits and swaps of neighbours), so the names found are exactly
 * the names a comparison with every name would find. Answers are kept per word and limit, so
 * a word the reader meets again on another reading of its line costs a look-up.
 */
final class TypoIndex {
    /** Letters are counted in this many buckets (a letter's code modulo): fewer buckets, a weaker but still true bound. */
    private static final int BUCKETS = 32;

    private static final int KEPT = 4096;

    private final String[] keys;
    private final byte[][] bags;
    /** {@code byLength[l]} is the index of the first key of length l or more. */
    private final int[] byLength;

    private final Map<String, List<Match>> kept = new ConcurrentHashMap<>();

    /** A name and its distance from the word looked for. */
    record Match(String key, int distance) {}

    TypoIndex(Collection<String> names) {
        keys = names.stream()
                .filter(k -> k.length() <= Suggest.MAX_COMPARED)
                .distinct()
                .sorted(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()))
                .toArray(String[]::new);
        bags = new byte[keys.length][];
        for (int i = 0; i < keys.length; i++) bags[i] = bag(keys[i]);
        int longest = keys.length == 0 ? 0 : keys[keys.length - 1].length();
        byLength = new int[longest + 2];
        int i = 0;
        for (int l = 0; l < byLength.length; l++) {
            while (i < keys.length && keys[i].length() < l) i++;
            byLength[l] = i;
        }
    }

    /** Every name at most {@code limit} edits from {@code word}, in no particular order. */
    List<Match> within(String word, int limit) {
        if (word.length() > Suggest.MAX_COMPARED || limit < 0)
            return List.of(); // Suggest.distance calls such words far from every name
        String memo = limit + ":" + word;
        List<Match> known = kept.get(memo);
        if (known != null) return known;
        List<Match> out = new ArrayList<>(2);
        int from = byLength[Math.min(Math.max(0, word.length() - limit), byLength.length - 1)];
        int to = byLength[Math.min(word.length() + limit + 1, byLength.length - 1)];
        if (word.length() + limit + 1 >= byLength.length) to = keys.length;
        byte[] mine = bag(word);
        for (int i = from; i < to; i++) {
            if (bagDistance(mine, bags[i]) > limit) continue;
            int d = bounded(word, keys[i], limit);
            if (d <= limit) out.add(new Match(keys[i], d));
        }
        List<Match> answer = List.copyOf(out);
        if (kept.size() >= KEPT) kept.clear();
        kept.put(memo, answer);
        return answer;
    }

    private static byte[] bag(String s) {
        byte[] b = new byte[BUCKETS];
        for (int i = 0; i < s.length(); i++) b[s.charAt(i) % BUCKETS]++; // at most 64 letters: no overflow
        return b;
    }

    /** A lower bound of the distance: every edit adds, removes or changes one letter; a swap changes none. */
    private static int bagDistance(byte[] a, byte[] b) {
        int more = 0, fewer = 0;
        for (int i = 0; i < BUCKETS; i++) {
            int d = a[i] - b[i];
            if (d > 0) more += d;
            else fewer -= d;
        }
        return Math.max(more, fewer);
    }

    /** {@link Suggest#distance} when it is at most {@code limit}, else some value above the limit. */
    static int bounded(String a, String b, int limit) {
        int n = a.length(), m = b.length();
        if (Math.abs(n - m) > limit) return limit + 1;
        int[] prev2 = new int[m + 1], prev = new int[m + 1], row = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        int prevMin = 0;
        for (int i = 1; i <= n; i++) {
            row[0] = i;
            int min = i;
            char ai = a.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                char bj = b.charAt(j - 1);
                int cost = ai == bj ? 0 : 1;
                int d = Math.min(Math.min(prev[j] + 1, row[j - 1] + 1), prev[j - 1] + cost);
                if (i > 1 && j > 1 && ai == b.charAt(j - 2) && a.charAt(i - 2) == bj) d = Math.min(d, prev2[j - 2] + 1);
                row[j] = d;
                min = Math.min(min, d);
            }
            // each cell comes from the row above (+0 or more) or from two rows above (+1): two rows past the limit end
            // it
            if (min > limit && prevMin >= limit) return limit + 1;
            prevMin = min;
            int[] t = prev2;
            prev2 = prev;
            prev = row;
            row = t;
        }
        return prev[m];
    }
}
