package adjutant.engine.l10n.store;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.YamlFiles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sets one language's form and variants of glossary terms in {@code glossary.yaml} in place:
 * a term's {@code <lang>: form} line is replaced where it stands or added before its
 * {@code en:} line, the same inside {@code variants:}; every other byte stays. The result is
 * parsed again and must hold exactly the forms set, or nothing is written.
 */
public final class GlossaryEditor {
    private GlossaryEditor() {}

    /** The new text; throws {@link IllegalStateException} (what and where) when a term cannot be found or edited cleanly. */
    public static String set(
            String text, String shown, String lang, Map<String, String> forms, Map<String, List<String>> variants) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        for (String id : forms.keySet()) edit(lines, shown, id, lang, forms.get(id), variants.get(id));
        String out = String.join("\n", lines);
        Problems p = new Problems();
        Node root = YamlFiles.parse(out, new Node.Source(shown, p));
        if (!p.isEmpty() || !(root instanceof MapNode m))
            throw new IllegalStateException(shown + ": the edited glossary does not read back: " + p.sorted());
        for (MapNode t : m.list("terms").maps()) {
            String id = t.optText("id", "");
            if (!forms.containsKey(id)) continue;
            List<String> vs =
                    t.optMap("variants").has(lang) ? t.optMap("variants").texts(lang) : null;
            if (!Objects.equals(forms.get(id), t.optText(lang, null))
                    || (variants.get(id) != null && !Objects.equals(variants.get(id), vs))) {
                throw new IllegalStateException(shown + ": term '" + id + "' does not read back as set");
            }
        }
        return out;
    }

    private static void edit(
            List<String> lines, String shown, String id, String lang, String form, List<String> variants) {
        Pattern start = Pattern.compile("(\\s*)- id:\\s*" + Pattern.quote(id) + "\\s*");
        int at = -1;
        String pad = null;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = start.matcher(lines.get(i));
            if (m.matches()) {
                at = i;
                pad = m.group(1) + "  ";
            }
        }
        if (at < 0) throw new IllegalStateException(shown + ": no term '" + id + "'");
        int end = at + 1;
        while (end < lines.size() && (lines.get(end).isBlank() || lines.get(end).startsWith(pad))) end++;
        put(lines, at + 1, end, pad, lang, YamlScalars.value(form, pad.length()).substring(1));
        if (variants == null || variants.isEmpty()) return;
        end = at + 1;
        while (end < lines.size() && (lines.get(end).isBlank() || lines.get(end).startsWith(pad))) end++;
        String flow = "["
                + String.join(", ", variants.stream().map(YamlScalars::quoted).toList()) + "]";
        for (int i = at + 1; i < end; i++) {
            String l = lines.get(i);
            if (l.startsWith(pad + "variants: {") && l.stripTrailing().endsWith("}")) { // a flow map on one line
                if (l.matches(".*[{,]\\s*" + Pattern.quote(lang) + ":.*")) {
                    throw new IllegalStateException(shown + ":" + (i + 1) + ": the " + lang + " variants of '" + id
                            + "' stand in a one-line map: write them as a block to import them");
                }
                String body = l.stripTrailing();
                lines.set(i, body.substring(0, body.length() - 1) + ", " + lang + ": " + flow + "}");
                return;
            }
            if (l.equals(pad + "variants:")) {
                int vEnd = i + 1;
                while (vEnd < end && lines.get(vEnd).startsWith(pad + "  ")) vEnd++;
                put(lines, i + 1, vEnd, pad + "  ", lang, flow);
                return;
            }
        }
        lines.add(end, pad + "  " + lang + ": " + flow);
        lines.add(end, pad + "variants:");
    }

    /** Replaces {@code pad lang: …} between from and to, else inserts it before {@code pad en:}, else at {@code to}. */
    private static void put(List<String> lines, int from, int to, String pad, String lang, String value) {
        int en = -1;
        for (int i = from; i < to; i++) {
            if (lines.get(i).startsWith(pad + lang + ":")) {
                lines.set(i, pad + lang + ": " + value);
                return;
            }
            if (lines.get(i).startsWith(pad + "en:")) en = i;
        }
        lines.add(en >= 0 ? en : to, pad + lang + ": " + value);
    }
}
