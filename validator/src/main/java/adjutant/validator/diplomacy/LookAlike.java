package adjutant.validator.diplomacy;

import java.lang.Character.UnicodeScript;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A Cyrillic or Greek letter in a word written in Latin letters: "Вlack" (with a Cyrillic В,
 * U+0412) prints like "Black" but is not the same name, which is baffling when the reader
 * says it knows no such province. The hint names the letter, its code and the Latin letter it
 * looks like (a keyboard switched to another layout, or a name pasted from elsewhere).
 */
final class LookAlike {
    private LookAlike() {}

    /** Letters that print like a Latin one (Unicode's confusables for the scripts a European keyboard may switch to). */
    private static final Map<Integer, Character> LATIN =
            latin("АA ВB ЕE ЅS ІI ЈJ КK МM НH ОO РP СC ТT УY ХX ҮY аa еe ѕs іi јj оo рp сc уy хx һh ԁd ԛq ԝw ӏl"
                    + " ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX οo νv ιi κk ρp");

    private static Map<Integer, Character> latin(String pairs) {
        Map<Integer, Character> m = new HashMap<>();
        for (String p : pairs.split(" ")) m.put(p.codePointAt(0), p.charAt(p.length() - 1));
        return Map.copyOf(m);
    }

    /** The first letter of another script in a word that also has Latin letters (or looks Latin), if any. */
    static Optional<Found> in(String word) {
        boolean latin =
                word.codePoints().anyMatch(c -> Character.isLetter(c) && UnicodeScript.of(c) == UnicodeScript.LATIN);
        for (int i = 0; i < word.length(); i = word.offsetByCodePoints(i, 1)) {
            int c = word.codePointAt(i);
            UnicodeScript s = UnicodeScript.of(c);
            if (s != UnicodeScript.CYRILLIC && s != UnicodeScript.GREEK) continue;
            Character like = LATIN.get(c);
            if (like == null && !latin)
                continue; // a word wholly in Cyrillic is meant so: the "unknown" message says enough
            return Optional.of(new Found(
                    new String(Character.toChars(c)), String.format("U+%04X", c), s == UnicodeScript.GREEK, like));
        }
        return Optional.empty();
    }

    /** The letter, its code, whether Greek (else Cyrillic), and the Latin letter it looks like (null when none). */
    record Found(String letter, String code, boolean greek, Character latin) {}

    /** For the English-only file errors: "; 'Еngland' contains the Cyrillic letter Е (U+0415), which looks like the Latin E", or "". */
    static String inLine(String line) {
        for (String word : line.strip().split("[\\s:,;.()/-]+")) {
            Optional<Found> f = in(word);
            if (f.isEmpty()) continue;
            String letter = (f.get().greek() ? "Greek" : "Cyrillic") + " letter "
                    + f.get().letter() + " (" + f.get().code() + ")";
            return "; '" + word + "' contains the " + letter
                    + (f.get().latin() == null
                            ? ""
                            : ", which looks like the Latin " + f.get().latin());
        }
        return "";
    }

    /** The hint in the reader's language, or "" when the word has no such letter. */
    static String hint(Messages m, String word) {
        return in(word).map(f -> m.text(
                        f.latin() == null ? "parse.other_script" : "parse.look_alike",
                        "text",
                        word,
                        "letter",
                        f.letter(),
                        "code",
                        f.code(),
                        "script",
                        m.text(f.greek() ? "parse.script.greek" : "parse.script.cyrillic"),
                        "latin",
                        f.latin() == null ? "" : String.valueOf(f.latin())))
                .orElse("");
    }
}
