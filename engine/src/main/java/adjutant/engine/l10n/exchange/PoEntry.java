package adjutant.engine.l10n.exchange;

import java.util.List;

/**
 * One PO entry as read: {@code context} (msgctxt, null when absent), {@code id} (msgid),
 * {@code str} (msgstr; for a plural entry msgstr[0]), its flags ({@code #,}) and the previous
 * msgid ({@code #|}), the line it starts on and the line of its msgstr for problems; for a
 * gettext plural {@code idPlural} and every {@code msgstr[n]}; the translator's {@code #}
 * comments and the extracted {@code #.} ones.
 */
record PoEntry(
        int line,
        int strLine,
        String context,
        String id,
        String str,
        List<String> flags,
        String previousId,
        String idPlural,
        List<String> strs,
        List<String> comments,
        List<String> extracted) {
    PoEntry {
        flags = List.copyOf(flags);
        strs = List.copyOf(strs);
        comments = List.copyOf(comments);
        extracted = List.copyOf(extracted);
    }

    boolean fuzzy() {
        return flags.contains("fuzzy");
    }

    boolean header() {
        return context == null && id.isEmpty();
    }
}
