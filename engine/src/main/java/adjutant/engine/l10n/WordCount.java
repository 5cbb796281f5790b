package adjutant.engine.l10n;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Counting words of English still to translate, the unit translators quote by. */
public final class WordCount {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*");

    private WordCount() {}

    /** Words of running text; placeholders, ids and link targets are not words to translate. */
    public static int count(String text) {
        String plain = InlineCodes.visibleText(text);
        Matcher m = WORD.matcher(plain);
        int n = 0;
        while (m.find()) n++;
        return n;
    }
}
