package adjutant.engine.l10n.exchange;

import java.util.List;

/**
 * One PO entry as read: {@code context} (msgctxt, null when absent), {@code id} (msgid),
 * {@code str} (msgstr), its flags ({@code #,}) and the previous msgid ({@code #|}), and the
 * line it starts on for problems.
 */
record PoEntry(int line, String context, String id, String str, List<String> flags, String previousId) {
    PoEntry {
        flags = List.copyOf(flags);
    }

    boolean fuzzy() {
        return flags.contains("fuzzy");
    }

    boolean header() {
        return context == null && id.isEmpty();
    }
}
