package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a PO file back: strings split over lines and C escapes, flags, previous msgid,
 * obsolete ({@code #~}) entries skipped. Each entry's {@code msgctxt} must be
 * {@code <game>/<segment id>}; a non-fuzzy entry with a translation is confirmed against its
 * msgid. Gettext plural forms are refused: Adjutant strings carry ICU plurals inside the text.
 */
public final class PoReader {
    private final String shown;
    private final List<Problem> problems = new ArrayList<>();
    private final List<PoEntry> entries = new ArrayList<>();
    private Builder cur;

    private PoReader(String shown) {
        this.shown = shown;
    }

    public static ExchangeFile read(Reader in, String shownAs) {
        return new PoReader(shownAs).file(in);
    }

    /** The entries of a PO text, header included; for tests and tools. */
    static List<PoEntry> entries(Reader in, String shownAs) {
        PoReader r = new PoReader(shownAs);
        r.parse(in);
        if (!r.problems.isEmpty()) throw new BadInputException(r.problems);
        return r.entries;
    }

    private ExchangeFile file(Reader in) {
        parse(in);
        String lang = null;
        List<TranslationUpdate> out = new ArrayList<>();
        for (PoEntry e : entries) {
            if (e.header()) {
                for (String field : e.str().split("\n")) {
                    if (field.startsWith("Language:")) lang = field.substring(9).strip();
                }
                continue;
            }
            int slash = e.context() == null ? -1 : e.context().indexOf('/');
            if (slash <= 0) {
                problems.add(new Problem(shown, e.line(), 1, "msgctxt must be <game>/<id> (e.g. diplomacy/i18n:board.title), found "
                        + (e.context() == null ? "none" : "\"" + e.context() + "\"")));
                continue;
            }
            boolean has = !e.str().isEmpty();
            out.add(new TranslationUpdate(e.context().substring(0, slash), e.context().substring(slash + 1), e.id(),
                    has ? e.str() : null, has && !e.fuzzy()));
        }
        if (lang == null || lang.isEmpty()) problems.add(new Problem(shown, 1, 1, "the header has no 'Language:' field: which language is this?"));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return new ExchangeFile(lang, out);
    }

    private void parse(Reader in) {
        BufferedReader br = new BufferedReader(in);
        try {
            String line;
            int n = 0;
            while ((line = br.readLine()) != null) {
                n++;
                try {
                    line(line.strip(), n);
                } catch (IllegalArgumentException e) {
                    problems.add(new Problem(shown, n, 1, e.getMessage()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        finish();
    }

    private void line(String l, int n) {
        if (l.isEmpty()) {
            finish();
            return;
        }
        if (l.startsWith("#")) {
            if (cur != null && cur.str != null) finish();
            if (cur == null) cur = new Builder(n);
            if (l.startsWith("#~")) cur.obsolete = true;
            else if (l.startsWith("#,")) {
                for (String f : l.substring(2).split(",")) if (!f.isBlank()) cur.flags.add(f.strip());
            } else if (l.startsWith("#|")) previous(l.substring(2).strip());
            return;
        }
        if (l.startsWith("\"")) {
            if (cur == null || cur.last == null) throw new IllegalArgumentException("a string continues nothing");
            cur.last.append(PoStrings.unquote(l));
            return;
        }
        if (l.startsWith("msgid_plural") || l.startsWith("msgstr[")) {
            throw new IllegalArgumentException("gettext plural forms are not used: write an ICU plural in msgstr, "
                    + "e.g. {count, plural, one {# jednotka} few {# jednotky} many {# jednotky} other {# jednotek}}");
        }
        String[] kw = {"msgctxt", "msgid", "msgstr"};
        for (String k : kw) {
            if (!l.startsWith(k + " ") && !l.startsWith(k + "\"")) continue;
            if (cur != null && (k.equals("msgctxt") || k.equals("msgid")) && cur.id != null) finish();
            if (cur == null) cur = new Builder(n);
            StringBuilder v = new StringBuilder(PoStrings.unquote(l.substring(k.length())));
            switch (k) {
                case "msgctxt" -> cur.ctx = v;
                case "msgid" -> cur.id = v;
                default -> cur.str = v;
            }
            cur.last = v;
            return;
        }
        throw new IllegalArgumentException("expected msgctxt, msgid, msgstr, a \"string\" or a # comment");
    }

    private void previous(String rest) {
        if (rest.startsWith("msgid ")) {
            cur.previous = new StringBuilder(PoStrings.unquote(rest.substring(6)));
            cur.last = cur.previous;
        } else if (rest.startsWith("\"") && cur.last == cur.previous && cur.previous != null) {
            cur.previous.append(PoStrings.unquote(rest));
        } else {
            cur.last = null; // previous msgctxt or msgid_plural: not needed back
        }
    }

    private void finish() {
        Builder b = cur;
        cur = null;
        if (b == null || b.obsolete) return;
        if (b.id == null && b.str == null && b.ctx == null) return; // comments only
        if (b.id == null || b.str == null) {
            problems.add(new Problem(shown, b.line, 1, "entry without " + (b.id == null ? "msgid" : "msgstr")));
            return;
        }
        entries.add(new PoEntry(b.line, b.ctx == null ? null : b.ctx.toString(), b.id.toString(), b.str.toString(), b.flags,
                b.previous == null ? null : b.previous.toString()));
    }

    private static final class Builder {
        final int line;
        final List<String> flags = new ArrayList<>();
        StringBuilder ctx;
        StringBuilder id;
        StringBuilder str;
        StringBuilder previous;
        StringBuilder last;
        boolean obsolete;

        Builder(int line) {
            this.line = line;
        }
    }
}
