package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.LanguageTag;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Writes units as a gettext PO file for Poedit, Weblate and friends: {@code msgctxt} is
 * {@code <game>/<segment id>}, translator notes and the codes to keep are {@code #.} extracted
 * comments, the English location a {@code #:} reference, the translator's own comment a
 * {@code #} comment, and a fuzzy entry has {@code #, fuzzy} with the English it was made from
 * as {@code #| msgid}. A message that is one ICU plural travels as a gettext plural
 * ({@code msgid_plural}, {@code msgstr[n]} in the CLDR categories of {@link PluralForms}), marked
 * {@code #. icu: {name, plural}} so the reader can build the ICU message again.
 */
public final class PoWriter {
    static final String ICU_NOTE = "icu: {";
    static final String ID_NOTE = "id: ";
    private static final DateTimeFormatter PO_DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mmZ", Locale.ROOT);

    private PoWriter() {}

    /**
     * @param revised when the translation last changed ({@code PO-Revision-Date})
     */
    public static void write(Writer w, String lang, List<ExchangeUnit> units, Instant revised) throws IOException {
        String team = LanguageTag.englishName(lang);
        w.write("# Adjutant translations, English to " + lang + ". Import back with: adjutant l10n import FILE\n");
        w.write("msgid \"\"\n");
        w.write("msgstr \"\"\n");
        w.write("\"Project-Id-Version: adjutant\\n\"\n");
        w.write("\"PO-Revision-Date: " + PO_DATE.format(revised.atOffset(ZoneOffset.UTC)) + "\\n\"\n");
        w.write("\"Last-Translator: \\n\"\n");
        w.write("\"Language-Team: " + team + "\\n\"\n");
        w.write("\"Language: " + lang + "\\n\"\n");
        w.write("\"MIME-Version: 1.0\\n\"\n");
        w.write("\"Content-Type: text/plain; charset=UTF-8\\n\"\n");
        w.write("\"Content-Transfer-Encoding: 8bit\\n\"\n");
        w.write("\"Plural-Forms: " + PluralForms.header(lang) + "\\n\"\n");
        w.write("\"X-Source-Language: en\\n\"\n");
        List<String> cats = PluralForms.categories(lang);
        for (ExchangeUnit u : units) {
            w.write('\n');
            if (u.comment() != null)
                for (String line : u.comment().split("\n", -1)) w.write(line.isEmpty() ? "#\n" : "# " + line + "\n");
            for (Note n : u.notes()) {
                if (n.category().equals("location") || n.category().equals("previous-source")) continue;
                for (String line : (n.category() + ": " + n.text()).split("\n", -1)) w.write("#. " + line + "\n");
            }
            for (Note n : u.notes()) {
                if (n.category().equals("location")) w.write("#: " + n.text() + "\n");
            }
            IcuPlural en = IcuPlural.exported(u, cats);
            boolean plural = en != null;
            // The id again as a comment: tools that drop msgctxt (translate-toolkit's po2xliff) keep comments.
            w.write("#. " + ID_NOTE + u.game() + "/" + u.id() + "\n");
            if (plural) w.write("#. " + ICU_NOTE + en.argument() + ", plural}: # stands for the number\n");
            if (u.fuzzy()) w.write("#, fuzzy\n");
            if (u.previousSource() != null) w.write(PoStrings.field("#| ", "msgid", u.previousSource()) + "\n");
            w.write(PoStrings.field("", "msgctxt", u.game() + "/" + u.id()) + "\n");
            if (!plural) {
                w.write(PoStrings.field("", "msgid", u.source()) + "\n");
                w.write(PoStrings.field("", "msgstr", u.target() == null ? "" : u.target()) + "\n");
                continue;
            }
            IcuPlural tr = IcuPlural.of(u.target());
            w.write(PoStrings.field("", "msgid", en.branches().get("one")) + "\n");
            w.write(PoStrings.field("", "msgid_plural", en.branches().get("other")) + "\n");
            for (int i = 0; i < cats.size(); i++) {
                w.write(PoStrings.field(
                                "",
                                "msgstr[" + i + "]",
                                tr == null ? "" : tr.branches().get(cats.get(i))) + "\n");
            }
        }
        w.flush();
    }
}
