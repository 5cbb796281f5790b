package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Suggest;
import adjutant.engine.diplomacy.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The "did you mean" index finds exactly what measuring a word against every name finds (the
 * way the reader searched before it had the index), for every name of the standard map with
 * typos along it (a letter dropped, added, changed, two neighbours swapped, one kind at each
 * place in turn), a double typo, random words of every length, and every word of the test corpora (DATC files and the
 * sample games' sheets): the same names at the same distances, so the same suggestions and
 * verdicts.
 */
class TypoIndexTest {
    static final NameIndex NAMES = new NameIndex(
            StandardMap.game().map(), Notation.of(StandardMap.game().strings()));
    static final Places PLACES = new Places(NAMES);
    static final Powers POWERS = new Powers(NAMES);

    @Test
    void theIndexFindsWhatComparingWithEveryNameFinds() throws IOException {
        Set<String> provinceKeys = provinceKeys();
        Set<String> words = words(provinceKeys);
        Set<String> powerKeys = powerKeys();
        int compared = 0;
        for (String w : words) {
            Map<String, Integer> distances = new TreeMap<>(); // the word against every name, once
            for (String k : provinceKeys) distances.put(k, Suggest.distance(w, k));
            assertEquals(closestByScan(w, distances, NAMES::provinces), PLACES.closest(w), "closest to '" + w + "'");
            assertEquals(nearestByScan(w, distances), PLACES.nearest(w), "nearest to '" + w + "'");
            Map<String, Integer> toPowers = new TreeMap<>();
            for (String k : powerKeys) toPowers.put(k, Suggest.distance(w, k));
            assertEquals(
                    closestByScan(w, toPowers, k -> NAMES.powers(k, false)),
                    POWERS.closest(w),
                    "power closest to '" + w + "'");
            for (int limit = 0; limit <= 4; limit++) {
                Map<String, Integer> found = new TreeMap<>();
                for (TypoIndex.Match m : NAMES.provinceTypos().within(w, limit)) found.put(m.key(), m.distance());
                int l = limit;
                Map<String, Integer> scanned = new TreeMap<>(distances);
                scanned.values().removeIf(d -> d > l);
                assertEquals(scanned, found, "within " + limit + " of '" + w + "'");
                compared++;
            }
        }
        assertTrue(words.size() > 4_000 && compared > 20_000, words.size() + " words");
    }

    @Test
    void theBoundedDistanceIsTheDistanceUpToItsLimit() {
        Random r = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            String a = randomWord(r, r.nextInt(12)), b = randomWord(r, r.nextInt(12));
            int d = Suggest.distance(a, b);
            for (int limit = 0; limit <= 6; limit++) {
                int bounded = TypoIndex.bounded(a, b, limit);
                if (d <= limit) assertEquals(d, bounded, a + " / " + b);
                else assertTrue(bounded > limit, a + " / " + b + " within " + limit);
            }
        }
    }

    /**
     * A sheet's "did you mean" work is bounded: its first 400 different unknown words are looked
     * for, later ones are reported unknown without a search, the message says why, and a word
     * looked for before is still read as the name it is close to.
     */
    @Test
    void aSheetLooksForAtMostItsBudgetOfUnknownWords() {
        var map = StandardMap.game().map();
        var start = Position.start(map);
        List<OrderSheet.Line> lines = new ArrayList<>();
        lines.add(new OrderSheet.Line(2, "A Pariss - Bur"));
        int n = OrderContext.Hints.PER_SHEET + 100;
        for (int i = 0; i < n; i++) lines.add(new OrderSheet.Line(3 + i, "A Qwzx" + i + " - Vbnm" + i));
        lines.add(new OrderSheet.Line(3 + n, "A Pariss - Bur"));
        lines.add(new OrderSheet.Line(4 + n, "A Marseiles - Spa"));
        OrderSheet sheet =
                new OrderSheet("france.txt", 1, "france", start.season(), start.year(), start.phase(), lines);
        TurnReport r = TurnCheck.run(StandardMap.parser(), start, List.of(sheet));
        List<ParsedLine> read = r.sheets().get(0).entries().stream()
                .map(TurnReport.Entry::parsed)
                .toList();
        assertTrue(
                read.get(0) instanceof ParsedOrder o && o.order().toString().contains("par"),
                "a typo within the budget is corrected: " + read.get(0));
        long searched = read.stream()
                .filter(p -> p instanceof ParseProblem q && q.kind() == ParseProblem.Kind.UNKNOWN_NAME)
                .count();
        long unsearched = read.stream()
                .filter(p -> p instanceof ParseProblem q && q.kind() == ParseProblem.Kind.UNKNOWN_NAME_UNSEARCHED)
                .count();
        assertEquals(OrderContext.Hints.PER_SHEET - 1, searched, "the budget less the typo of line 2");
        assertEquals(n - searched + 1, unsearched, "the rest and the new typo of the last line");
        assertTrue(
                read.get(n + 1) instanceof ParsedOrder,
                "a word looked for before is read again as its close name: " + read.get(n + 1));
        ParseProblem last = (ParseProblem) read.get(n + 2);
        Messages en = new Messages(StandardMap.game().strings(), "en", map),
                cs = new Messages(StandardMap.game().strings(), "cs", map);
        assertEquals(
                "Unknown province “Marseiles” (no close names looked for: the sheet has over 400 unknown words)",
                en.problem(last));
        assertEquals(
                "Neznámá provincie „Marseiles“ (podobné názvy se nehledaly: list má přes 400 neznámých slov)",
                cs.problem(last));
    }

    /** The old search, name by name (as Places.closest did it before the index). */
    static List<String> closestByScan(String key, Map<String, Integer> distances, Function<String, Set<String>> ids) {
        int allowed = Math.max(1, key.length() / 3);
        int best = Integer.MAX_VALUE;
        Set<String> out = new TreeSet<>();
        for (var e : distances.entrySet()) {
            String k = e.getKey();
            int d = e.getValue();
            if (d > allowed || d > best) continue;
            if (d < best) {
                best = d;
                out.clear();
            }
            out.addAll(ids.apply(k));
        }
        return new ArrayList<>(out);
    }

    static List<String> nearestByScan(String key, Map<String, Integer> distances) {
        Map<String, Integer> byId = new TreeMap<>();
        int allowed = Math.max(2, key.length() / 2);
        for (var e : distances.entrySet()) {
            String k = e.getKey();
            int d = e.getValue();
            if (d > allowed) continue;
            for (String id : NAMES.provinces(k)) byId.merge(id, d, Math::min);
        }
        return byId.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .limit(3)
                .map(Map.Entry::getKey)
                .toList();
    }

    private static Set<String> provinceKeys() {
        Set<String> keys = new LinkedHashSet<>();
        for (var p : StandardMap.game().map().provinces()) {
            List<String> all = new ArrayList<>(List.of(p.id(), p.abbr()));
            all.addAll(p.aliases());
            all.addAll(p.names().values());
            for (String n : all) {
                String k = Normalize.key(n);
                if (k.isEmpty()) continue;
                keys.add(k);
                keys.add(Normalize.joined(k));
            }
        }
        assertTrue(keys.stream().allMatch(k -> !NAMES.provinces(k).isEmpty()));
        return keys;
    }

    private static Set<String> powerKeys() {
        Set<String> keys = new LinkedHashSet<>();
        for (var w : StandardMap.game().map().powers()) {
            Stream.concat(
                            Stream.concat(Stream.of(w.id()), w.names().values().stream()),
                            w.adjectives().values().stream())
                    .map(Normalize::key)
                    .forEach(keys::add);
        }
        Notation.of(StandardMap.game().strings()).powerWords().keySet().stream()
                .filter(k -> k.length() > 1)
                .map(Normalize::key)
                .forEach(keys::add);
        keys.removeIf(k -> NAMES.powers(k, false).isEmpty());
        return keys;
    }

    /** Every name with every single typo, a sample of double typos, random words, and the corpora's words. */
    private static Set<String> words(Set<String> keys) throws IOException {
        Set<String> out = new LinkedHashSet<>();
        Random r = new Random(32);
        String letters = "abcdefghijklmnopqrstuvwxyzáčěšž0";
        for (String k : keys) {
            for (int i = 0; i < k.length(); i++) { // one kind of typo at each place, in turn
                char c = letters.charAt(r.nextInt(letters.length()));
                out.add(
                        switch (i % 4) {
                            case 0 -> k.substring(0, i) + k.substring(i + 1);
                            case 1 -> k.substring(0, i) + c + k.substring(i);
                            case 2 -> k.substring(0, i) + c + k.substring(i + 1);
                            default ->
                                i + 1 < k.length()
                                        ? k.substring(0, i) + k.charAt(i + 1) + k.charAt(i) + k.substring(i + 2)
                                        : k + k.charAt(i);
                        });
            }
            for (int j = 0; j < 1; j++) {
                StringBuilder sb = new StringBuilder(k);
                for (int e = 0; e < 2 && sb.length() > 1; e++)
                    sb.setCharAt(r.nextInt(sb.length()), letters.charAt(r.nextInt(letters.length())));
                out.add(sb.toString());
            }
        }
        for (int len = 0; len <= 70; len++) for (int j = 0; j < 8; j++) out.add(randomWord(r, len));
        Path resources = Path.of("src/test/resources/diplomacy");
        try (Stream<Path> files = Files.walk(resources)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".txt")).toList()) {
                for (String w : Normalize.key(Files.readString(f)).split(" ")) out.add(w);
            }
        }
        out.remove("");
        return out;
    }

    private static String randomWord(Random r, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) sb.append((char) ('a' + r.nextInt(8)));
        return sb.toString();
    }
}
