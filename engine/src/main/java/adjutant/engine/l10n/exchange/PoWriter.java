package adjutant.engine.l10n.exchange;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes units as a gettext PO file for Poedit, Weblate and friends: {@code msgctxt} is
 * {@code <game>/<segment id>}, translator notes and the codes to keep are {@code #.} extracted
 * comments, the English location a {@code #:} reference, and a fuzzy entry has
 * {@code #, fuzzy} with the English it was made from as {@code #| msgid}.
 */
public final class PoWriter {
    private PoWriter() {}

    public static void write(Writer w, String lang, List<ExchangeUnit> units) throws IOException {
        w.write("# Adjutant translations, English to " + lang + ". Import back with: adjutant l10n import FILE\n");
        w.write("msgid \"\"\n");
        w.write("msgstr \"\"\n");
        w.write("\"Project-Id-Version: adjutant\\n\"\n");
        w.write("\"Language: " + lang + "\\n\"\n");
        w.write("\"MIME-Version: 1.0\\n\"\n");
        w.write("\"Content-Type: text/plain; charset=UTF-8\\n\"\n");
        w.write("\"Content-Transfer-Encoding: 8bit\\n\"\n");
        w.write("\"X-Source-Language: en\\n\"\n");
        for (ExchangeUnit u : units) {
            w.write('\n');
            for (Note n : u.notes()) {
                if (n.category().equals("location") || n.category().equals("previous-source")) continue;
                for (String line : (n.category() + ": " + n.text()).split("\n", -1)) w.write("#. " + line + "\n");
            }
            for (Note n : u.notes()) {
                if (n.category().equals("location")) w.write("#: " + n.text() + "\n");
            }
            if (u.fuzzy()) w.write("#, fuzzy\n");
            if (u.previousSource() != null) w.write(PoStrings.field("#| ", "msgid", u.previousSource()) + "\n");
            w.write(PoStrings.field("", "msgctxt", u.game() + "/" + u.id()) + "\n");
            w.write(PoStrings.field("", "msgid", u.source()) + "\n");
            w.write(PoStrings.field("", "msgstr", u.target() == null ? "" : u.target()) + "\n");
        }
        w.flush();
    }
}
