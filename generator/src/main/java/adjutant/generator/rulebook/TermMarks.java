package adjutant.generator.rulebook;

import adjutant.engine.l10n.GlossaryMatcher;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * The glossary terms in the rules' text, anchored for the index wherever they are used: every
 * use the {@link GlossaryMatcher} finds (Czech inflected forms too) and every {@code [[term|…]]}
 * mark, once per term in a paragraph, list item or table cell — the first use there; repeating a
 * term within one paragraph adds nothing to the index. Headings are left as they are.
 */
final class TermMarks {
    /** What opens before a word and what closes after it, kept on its line. */
    static final String OPENING = "([„“\"'\u00a0", CLOSING = ")]“”\"'.,;:!?…";

    final List<TermUse> uses = new ArrayList<>();
    private final GlossaryMatcher matcher;
    private final String lang;
    private Node block;
    private final Set<String> inBlock = new HashSet<>();
    /** The terms already shown as glossary terms in each section ("section id term"): only a section's first use is. */
    private final Set<String> shownIn = new HashSet<>();
    /** Off while the glossary's own meanings are rendered: a use there is no use in the rules. */
    boolean on = true;

    TermMarks(GlossaryMatcher matcher, String lang) {
        this.matcher = matcher;
        this.lang = lang;
    }

    /** The ids of the uses' anchors ({@link #anchor}). */
    static final Pattern ANCHOR = Pattern.compile("t\\d+");

    /** The anchor of a use of {@code term} at {@code node}, or null when its paragraph has one already (or marking is off). */
    String anchor(String term, Node node, Section section, boolean marked) {
        if (!on) return null;
        Node b = block(node);
        if (b != block) {
            block = b;
            inBlock.clear();
        }
        if (!inBlock.add(term)) return null;
        String a = "t" + (uses.size() + 1);
        uses.add(new TermUse(term, a, section, marked));
        return a;
    }

    /**
     * The class of a use's span: {@code term} (underlined as a glossary term) for the first use of the term in
     * its section, {@code use} (anchored for the index, not underlined) for the later ones.
     */
    String spanClass(String term, Section section) {
        return shownIn.add((section == null ? "" : section.id()) + " " + term) ? "term" : "use";
    }

    /** A text run (already set by {@link Typography}) with each paragraph's first use of a term in an anchored span. */
    void write(HtmlWriter w, Node node, String text, Section section) {
        int at = 0;
        // Not in a heading: the heading is the section's title, and its words are found in the section's text.
        if (on && !(block(node) instanceof Heading)) {
            for (GlossaryMatcher.Use u : matcher.uses(text.replace(Typography.NBSP, ' '), lang)) {
                String a = anchor(u.term(), node, section, false);
                if (a == null) continue;
                // The brackets and punctuation around the term go into its span: the layout may break between the
                // span and the text beside it, and no line may start with "," or ")" nor end with "(".
                int start = u.start(), end = u.end();
                while (start > at && OPENING.indexOf(text.charAt(start - 1)) >= 0) start--;
                while (end < text.length() && CLOSING.indexOf(text.charAt(end)) >= 0) end++;
                w.text(text.substring(at, start));
                w.tag("span", Map.of("class", spanClass(u.term(), section), "id", a));
                w.text(text.substring(start, end));
                w.tag("/span");
                at = end;
            }
        }
        w.text(text.substring(at));
    }

    private static Node block(Node n) {
        Node b = n;
        while (b.getParent() != null && !(b instanceof Paragraph || b instanceof Heading || b instanceof TableCell))
            b = b.getParent();
        return b;
    }
}
