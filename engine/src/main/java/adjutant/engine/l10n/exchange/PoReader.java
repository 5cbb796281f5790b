package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a PO file back: strings split over lines and C escapes, flags, previous msgid,
 * translator comments, obsolete ({@code #~}) entries skipped. Each entry's {@code msgctxt} must
 * be {@code <game>/<segment id>}; a non-fuzzy entry with a translation is confirmed against its
 * msgid. A gettext plural written by {@link PoWriter} becomes its ICU message again, msgstr[i]
 * the i-th CLDR category of the language. The language is the header's {@code Language:} ({@link PoHeaderLanguage}).
 */
public final class PoReader {
    private static final Pattern PLURAL_FORMS = Pattern.compile("nplurals\\s*=\\s*(\\d+)");

    private final String shown;
    private final List<Problem> problems = new ArrayList<>();
    private final List<PoEntry> entries = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private String given;
    private Builder cur;

    private PoReader(String shown) {
        this.shown = shown;
    }

    public static ExchangeFile read(Reader in, String shownAs) {
        return read(in, shownAs, null);
    }

    /**
     * Reads a PO file; {@code lang} (the command's {@code --lang}, may be null) names its language
     * when the header does not: OmegaT offers the header as a segment, and a translated header may
     * say "Sprache: Deutsch" or "Language: Deutsch".
     */
    public static ExchangeFile read(Reader in, String shownAs, String lang) {
        PoReader r = new PoReader(shownAs);
        r.given = lang;
        return r.file(in);
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
        String said = null;
        int nplurals = -1;
        int headerLine = 1;
        for (PoEntry e : entries) {
            if (!e.header()) continue;
            headerLine = e.line();
            for (String field : headerFields(e)) {
                if (field.startsWith("Language:")) said = field.substring(9).strip();
                Matcher m = PLURAL_FORMS.matcher(field);
                if (field.startsWith("Plural-Forms:") && m.find()) nplurals = Integer.parseInt(m.group(1));
            }
        }
        String lang = PoHeaderLanguage.resolve(said, given, shown, headerLine, problems, notes);
        List<TranslationUpdate> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (PoEntry e : entries) {
            if (e.header()) continue;
            int slash = e.context() == null ? -1 : e.context().indexOf('/');
            if (slash <= 0) {
                problems.add(new Problem(
                        shown,
                        e.line(),
                        1,
                        "msgctxt must be <game>/<id> (e.g. diplomacy/i18n:board.title), found "
                                + (e.context() == null ? "none" : "\"" + e.context() + "\"")));
                continue;
            }
            Integer first = seen.putIfAbsent(e.context(), e.line());
            if (first != null) {
                problems.add(new Problem(
                        shown,
                        e.line(),
                        1,
                        "msgctxt \"" + e.context() + "\" again (first at line " + first
                                + "): which of the two translations is meant? keep one"));
                continue;
            }
            String source = e.id();
            String target = e.str();
            if (e.idPlural() != null) {
                IcuPlural[] both = plural(e, lang, nplurals);
                if (both == null) continue;
                source = both[0].icu();
                target = both[1] == null ? "" : both[1].icu();
            }
            boolean has = !target.isEmpty();
            String comment = String.join("\n", e.comments());
            out.add(new TranslationUpdate(
                    e.context().substring(0, slash),
                    e.context().substring(slash + 1),
                    source,
                    has ? target : null,
                    has && e.fuzzy() ? "fuzzy" : null,
                    comment,
                    e.strLine(),
                    1));
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return new ExchangeFile(lang, out, notes);
    }

    /**
     * The header's fields. OmegaT offers the header as a segment, so a pseudo-translation or a
     * careless translator may leave it accented ("Ĺáňğůáğě: ďě"): the fields are read with the
     * accents taken off. A header translated beyond that is read by {@link PoHeaderLanguage}.
     */
    private static List<String> headerFields(PoEntry e) {
        String plain = Normalizer.normalize(e.str(), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return List.of(plain.split("\n"));
    }

    /** The English and the translation (null when every msgstr[n] is empty) of a gettext plural, or null after a problem. */
    private IcuPlural[] plural(PoEntry e, String lang, int nplurals) {
        String arg = IcuPlural.notedArgument(e.extracted());
        if (arg == null) {
            problems.add(new Problem(
                    shown,
                    e.line(),
                    1,
                    "a plural entry without its '#. icu: {name, plural}' comment: keep the comments of the export"));
            return null;
        }
        if (lang == null || LanguageTag.problem(lang) != null) return null; // reported with the header
        List<String> cats = PluralForms.categories(lang);
        if (nplurals < 0 && notes.stream().noneMatch(n -> n.contains("Plural-Forms"))) {
            notes.add(shown + ": the header has no Plural-Forms (translated?): msgstr[n] read as the n-th CLDR form of "
                    + lang + " (" + String.join(", ", cats) + ")");
        } else if (nplurals != cats.size() && nplurals >= 0) {
            problems.add(new Problem(
                    shown,
                    e.line(),
                    1,
                    "Plural-Forms says nplurals=" + nplurals + ", but " + lang + " has " + cats.size()
                            + " CLDR categories (" + String.join(", ", cats) + "): keep the header of the export"));
            return null;
        }
        Map<String, String> en = new LinkedHashMap<>();
        en.put("one", e.id());
        en.put("other", e.idPlural());
        if (e.strs().stream().allMatch(String::isEmpty)) return new IcuPlural[] {new IcuPlural(arg, en), null};
        if (e.strs().size() > cats.size()) {
            problems.add(new Problem(
                    shown,
                    e.strLine(),
                    1,
                    "msgstr[" + cats.size() + "] and after: " + lang + " has " + cats.size() + " plural forms ("
                            + String.join(", ", cats) + "), this entry "
                            + e.strs().size() + "; remove the extra ones"));
            return null;
        }
        Map<String, String> tr = new LinkedHashMap<>();
        for (int i = 0; i < cats.size(); i++) {
            String s = i < e.strs().size() ? e.strs().get(i) : null;
            if (s == null || s.isEmpty()) {
                problems.add(new Problem(
                        shown,
                        e.strLine(),
                        1,
                        "msgstr[" + i + "] (" + lang + " '" + cats.get(i) + "') is " + (s == null ? "missing" : "empty")
                                + ": " + lang + " needs every form " + String.join(", ", cats)));
                return null;
            }
            tr.put(cats.get(i), s);
        }
        return new IcuPlural[] {new IcuPlural(arg, en), new IcuPlural(arg, tr)};
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
            if (cur != null && (cur.str != null || !cur.strs.isEmpty())) finish();
            if (cur == null) cur = new Builder(n);
            if (l.startsWith("#~")) cur.obsolete = true;
            else if (l.startsWith("#,")) {
                for (String f : l.substring(2).split(",")) if (!f.isBlank()) cur.flags.add(f.strip());
            } else if (l.startsWith("#|")) previous(l.substring(2).strip());
            else if (l.startsWith("#.")) cur.extracted.add(l.substring(2).strip());
            else if (l.equals("#") || l.startsWith("# ")) cur.comments.add(l.length() > 2 ? l.substring(2) : "");
            return;
        }
        if (l.startsWith("\"")) {
            if (cur == null || cur.last == null) throw new IllegalArgumentException("a string continues nothing");
            cur.last.append(PoStrings.unquote(l));
            return;
        }
        Matcher indexed = Pattern.compile("msgstr\\[(\\d+)]\\s*(\".*)").matcher(l);
        if (indexed.matches()) {
            if (cur == null || cur.id == null) throw new IllegalArgumentException("msgstr[n] without msgid");
            int i = Integer.parseInt(indexed.group(1));
            if (i != cur.strs.size())
                throw new IllegalArgumentException("expected msgstr[" + cur.strs.size() + "], found msgstr[" + i + "]");
            StringBuilder v = new StringBuilder(PoStrings.unquote(indexed.group(2)));
            if (cur.strs.isEmpty()) cur.strLine = n;
            cur.strs.add(v);
            cur.last = v;
            return;
        }
        String[] kw = {"msgctxt", "msgid_plural", "msgid", "msgstr"};
        for (String k : kw) {
            if (!l.startsWith(k + " ") && !l.startsWith(k + "\"")) continue;
            if (cur != null && (k.equals("msgctxt") || k.equals("msgid")) && cur.id != null) finish();
            if (cur == null) cur = new Builder(n);
            StringBuilder v = new StringBuilder(PoStrings.unquote(l.substring(k.length())));
            switch (k) {
                case "msgctxt" -> cur.ctx = v;
                case "msgid" -> cur.id = v;
                case "msgid_plural" -> cur.idPlural = v;
                default -> {
                    cur.str = v;
                    cur.strLine = n;
                }
            }
            cur.last = v;
            return;
        }
        throw new IllegalArgumentException(
                "expected msgctxt, msgid, msgid_plural, msgstr, msgstr[n], a \"string\" or a # comment");
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
        if (b.id == null && b.str == null && b.ctx == null && b.strs.isEmpty()) return; // comments only
        boolean plural = b.idPlural != null;
        if (b.id == null || (plural ? b.strs.isEmpty() : b.str == null)) {
            problems.add(new Problem(
                    shown, b.line, 1, "entry without " + (b.id == null ? "msgid" : plural ? "msgstr[0]" : "msgstr")));
            return;
        }
        List<String> strs = b.strs.stream().map(StringBuilder::toString).toList();
        String str = plural ? strs.get(0) : b.str.toString();
        entries.add(new PoEntry(
                b.line,
                b.strLine,
                b.ctx == null ? null : b.ctx.toString(),
                b.id.toString(),
                str,
                b.flags,
                b.previous == null ? null : b.previous.toString(),
                plural ? b.idPlural.toString() : null,
                strs,
                b.comments,
                b.extracted));
    }

    private static final class Builder {
        final int line;
        final List<String> flags = new ArrayList<>();
        final List<StringBuilder> strs = new ArrayList<>();
        final List<String> comments = new ArrayList<>();
        final List<String> extracted = new ArrayList<>();
        int strLine;
        StringBuilder ctx;
        StringBuilder id;
        StringBuilder idPlural;
        StringBuilder str;
        StringBuilder previous;
        StringBuilder last;
        boolean obsolete;

        Builder(int line) {
            this.line = line;
            this.strLine = line;
        }
    }
}
