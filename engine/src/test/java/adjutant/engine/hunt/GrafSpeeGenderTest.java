package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Admiral Graf Spee is a ship, "loď", and feminine in Czech as in the seed rulebook ("utkat se s ní",
 * "stáhla se"): every Czech text of The Hunt — the rulebook, the strings of the kit, the validator
 * and the desk, and every Czech value in the game data (card texts, names) — is scanned for the
 * masculine forms that crept in: the ship called "korzár", a masculine verb, adjective, participle or
 * pronoun agreeing with her in the same clause.
 */
class GrafSpeeGenderTest {
    private static final Path DATA = Games.home().resolve("data/hunt");
    /** The ship as a masculine noun; the plural (raiders in general) and the adjective "korzárská" are fine. */
    private static final Pattern RAIDER = Pattern.compile("(?iu)\\bkorzár(a|ovi|em|u)?\\b");

    private static final Pattern NAME = Pattern.compile("(?:Admiral )?Graf Spee");
    /** Masculine past tense and participles, the adjective before the name, the masculine pronouns. */
    private static final Pattern VERB_AFTER =
            Pattern.compile("(?u)^\\s*(?:(?:se|si|ji|tam|už|pak|ale|také|znovu)\\s+)*(\\p{L}+l)\\b");

    private static final Pattern ADJECTIVE_BEFORE = Pattern.compile("(?u)\\b(\\p{L}+ý)\\s+$");
    private static final Pattern MASCULINE = Pattern.compile(
            "(?iu)\\b(jeho|jej|ho|něho|jím|jemu|němu|sám|odhalen|potopen|nalezen|poškozen|připraven|schován)\\b");
    private static final Pattern CLAUSE_END = Pattern.compile("[.,;:!?()—–\\n|\"„“]");

    /** English calls the ship "she" (as the strings do): "it" or "its" for her, before any other name takes over, is the neuter. */
    private static final Pattern NEUTER = Pattern.compile("(?u)\\b(?<!next to )(its|it|itself)\\b|\\b\\p{Lu}\\p{L}+");
    /** What is hers: "its position" in a sentence about her is her position. */
    private static final Pattern HER_THING =
            Pattern.compile("(?iu)\\bits\\s+(position|hex|move|token|guns|seaplane|supply ship|silhouette)\\b");
    /** A next sentence that opens with her as "it": "Its token…", "If it is, …". */
    private static final Pattern NEXT_NEUTER = Pattern.compile("\\s*(?:Its|(?:If|When|Once) it)\\b");

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?](?=\\s)|\\n\\s*\\n");

    @Test
    void englishTextsCallGrafSpeeShe() throws IOException {
        scanAll("en", GrafSpeeGenderTest::englishFaults);
    }

    /** Every text of the game in {@code lang} scanned, and enough of them read to mean something. */
    private static void scanAll(String lang, BiFunction<String, String, List<String>> scan) throws IOException {
        List<String> faults = new ArrayList<>();
        int mentions = 0;
        for (Map.Entry<String, String> t : texts(lang).entrySet()) {
            faults.addAll(scan.apply(t.getKey(), t.getValue()));
            mentions += (int) NAME.matcher(t.getValue()).results().count();
        }
        assertTrue(
                mentions > 60,
                "Graf Spee is named " + mentions + " times in the " + lang + " texts: are they all read?");
        assertEquals(List.of(), faults);
    }

    @Test
    void theEnglishScanFindsTheNeuter() {
        List<String> bad = List.of(
                "The German player hides Graf Spee on the map — its position is secret.",
                "Find Graf Spee and force it into battle.",
                "Graf Spee may start its move.",
                "Admiral Graf Spee is the raider. Its token stays hidden.",
                "Say whether Graf Spee is in that hex. If it is, a battle follows.",
                "the hex of Graf Spee when it searched");
        for (String s : bad) assertEquals(1, englishFaults("test", s).size(), s);
        List<String> good = List.of(
                "Graf Spee may start her move.",
                "If Graf Spee is in the same hex as Altmark or next to it, draw.",
                "A disc on Graf Spee's hex or next to it.",
                "Graf Spee is found, and the game ends with it.",
                "Sure that Graf Spee is on hex 16, the player plays the card for its OP.");
        for (String s : good) assertEquals(List.of(), englishFaults("test", s), s);
    }

    static List<String> englishFaults(String where, String text) {
        List<String> out = new ArrayList<>();
        String flat = text.replace("*", "").replace('\u00a0', ' ');
        Matcher m = NAME.matcher(flat);
        while (m.find()) {
            String rest = flat.substring(m.end()).replaceFirst("^'s", "");
            Matcher end = CLAUSE_END.matcher(rest);
            String clause = end.find() ? rest.substring(0, end.start()) : rest;
            Matcher first = NEUTER.matcher(clause);
            boolean fault = first.find() && first.group(1) != null;
            // The rest of the sentence about her, and a next sentence that opens with "Its".
            Matcher s = SENTENCE_END.matcher(rest);
            boolean ends = s.find();
            String sentence = ends ? rest.substring(0, s.start()) : rest;
            if (HER_THING.matcher(sentence).find()
                    || ends && NEXT_NEUTER.matcher(rest.substring(s.end())).lookingAt()) fault = true;
            if (fault) out.add(where + ": Graf Spee called \"it\": " + around(flat, m.start()));
        }
        return out;
    }

    @Test
    void czechTextsKeepGrafSpeeFeminine() throws IOException {
        scanAll("cs", GrafSpeeGenderTest::faults);
    }

    /** The scan finds what it is meant to find: each kind of masculine form in a sentence of its own. */
    @Test
    void theScanFindsEachMasculineForm() {
        List<String> bad = List.of(
                "Admiral Graf Spee je německý korzár.",
                "Graf Spee se stáhl do Montevida.",
                "Poškozený Graf Spee zakotvila.",
                "Je-li Graf Spee odhalen, zůstává.",
                "Graf Spee a jeho hydroplán pátrají.");
        for (String s : bad) assertEquals(1, faults("test", s).size(), s);
        List<String> good = List.of(
                "Graf Spee se stáhla do Montevida; britský hráč ji hledá.",
                "Zapište hex Graf Spee, aby ho soupeř neviděl.",
                "Poškozená Graf Spee zakotvila.",
                "Altmark je její zásobovací loď.");
        for (String s : good) assertEquals(List.of(), faults("test", s), s);
    }

    static List<String> faults(String where, String text) {
        List<String> out = new ArrayList<>();
        String flat = text.replace("*", "").replace('\u00a0', ' ');
        Matcher r = RAIDER.matcher(flat);
        while (r.find())
            out.add(where + ": the ship called \"" + r.group() + "\" (masculine): " + around(flat, r.start()));
        Matcher m = NAME.matcher(flat);
        while (m.find()) {
            Matcher v = VERB_AFTER.matcher(flat.substring(m.end()));
            if (v.find()) out.add(where + ": masculine verb \"" + v.group(1) + "\": " + around(flat, m.start()));
            Matcher a = ADJECTIVE_BEFORE.matcher(flat.substring(Math.max(0, m.start() - 40), m.start()));
            if (a.find()) out.add(where + ": masculine adjective \"" + a.group(1) + "\": " + around(flat, m.start()));
            String rest = flat.substring(m.end());
            Matcher end = CLAUSE_END.matcher(rest);
            String clause = end.find() ? rest.substring(0, end.start()) : rest;
            Matcher p = MASCULINE.matcher(clause);
            if (p.find()) out.add(where + ": masculine \"" + p.group() + "\": " + around(flat, m.start()));
        }
        return out;
    }

    private static String around(String s, int at) {
        return s.substring(Math.max(0, at - 30), Math.min(s.length(), at + 90)).replaceAll("\\s+", " ");
    }

    /** Every text of the game in {@code lang} by where it is: the rulebook, the strings, each {@code lang:} value of the data. */
    private static Map<String, String> texts(String lang) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("rules/" + lang + ".md", Files.readString(DATA.resolve("rules/" + lang + ".md")));
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        collect(
                "i18n/" + lang + ".yaml ",
                yaml.readTree(DATA.resolve("i18n/" + lang + ".yaml").toFile()),
                true,
                lang,
                out);
        try (Stream<Path> files = Files.list(DATA)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                collect(f.getFileName() + " ", yaml.readTree(f.toFile()), false, lang, out);
            }
        }
        return out;
    }

    /** The texts under {@code n} by their path; in a data file only the values of {@code lang:} keys. */
    private static void collect(String path, JsonNode n, boolean all, String lang, Map<String, String> out) {
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> {
                if (!all && e.getKey().equals(lang) && e.getValue().isTextual())
                    out.put(path + lang, e.getValue().textValue());
                else collect(path + e.getKey() + ".", e.getValue(), all, lang, out);
            });
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++)
                collect(path + (n.get(i).has("id") ? n.get(i).get("id").asText() : i) + ".", n.get(i), all, lang, out);
        } else if (all && n.isTextual()) {
            out.put(path, n.textValue());
        }
    }
}
