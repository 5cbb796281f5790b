package adjutant.generator.rulebook;

import adjutant.engine.l10n.Glossary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;

/**
 * The rulebook's Markdown read with commonmark: headings numbered by level with their
 * {@code {#id}} taken off, glossary marks {@code [[term|shown]]} turned into links to
 * {@code term:<id>} so the renderer can anchor them for the index. The XHTML itself is made by
 * {@link BodyRenderer}.
 */
final class RulebookBody {
    private static final Pattern TERM = Pattern.compile("\\[\\[([^\\]|]+)(?:\\|([^\\]]+))?]]");
    private static final Pattern HEADING_ID = Pattern.compile("[ \\t]*\\{#([^}\\s]+)}[ \\t]*$");
    static final Parser PARSER =
            Parser.builder().extensions(List.of(TablesExtension.create())).build();

    final Node document;
    final Map<String, Section> sections = new LinkedHashMap<>();
    /** By heading node, for the renderer. */
    final Map<Heading, Section> byHeading = new LinkedHashMap<>();
    /**
     * The rows (term cell, meaning cell) of the Markdown's glossary chapter — the {@code ##} heading
     * whose id ends in {@code .glossary} — taken out of the body: the book prints one glossary, the
     * generated one at the back, with these meanings.
     */
    final List<Node[]> glossaryRows = new ArrayList<>();

    private RulebookBody(Node document) {
        this.document = document;
    }

    static RulebookBody parse(String markdown, Glossary glossary, String lang, String shown) {
        RulebookBody b = new RulebookBody(PARSER.parse(marks(markdown, glossary, lang)));
        b.takeGlossary();
        b.number(shown);
        return b;
    }

    /** {@code [[support|supporting]]} → {@code [supporting](term:support)}; {@code [[army]]} shows the term's form. */
    static String marks(String markdown, Glossary glossary, String lang) {
        Matcher m = TERM.matcher(markdown);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String id = m.group(1).strip();
            String shown = m.group(2);
            if (shown == null) {
                shown = glossary.terms().stream()
                        .filter(t -> t.id().equals(id))
                        .findFirst()
                        .map(t -> t.form(lang))
                        .orElse(id);
            }
            m.appendReplacement(sb, Matcher.quoteReplacement("[" + shown + "](term:" + id + ")"));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private void number(String shown) {
        int[] counters = new int[7];
        List<Heading> headings = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                headings.add(heading);
            }
        });
        for (Heading h : headings) {
            int level = Math.max(2, h.getLevel());
            counters[level]++;
            for (int i = level + 1; i < counters.length; i++) counters[i] = 0;
            StringBuilder num = new StringBuilder();
            for (int i = 2; i <= level; i++) num.append(i > 2 ? "." : "").append(counters[i]);
            String id = takeId(h);
            if (id == null) id = "sec-" + num;
            Section s = new Section(id, num.toString(), plain(h).strip(), level);
            if (sections.putIfAbsent(id, s) != null)
                throw new IllegalStateException(shown + ": duplicate section id '" + id + "'");
            byHeading.put(h, s);
        }
    }

    private void takeGlossary() {
        for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
            if (!(n instanceof Heading h) || h.getLevel() != 2 || !(h.getLastChild() instanceof Text t)) continue;
            Matcher m = HEADING_ID.matcher(t.getLiteral());
            if (!m.find() || !m.group(1).endsWith(".glossary")) continue;
            List<Node> chapter = new ArrayList<>(List.of(h));
            for (Node c = h.getNext();
                    c != null && !(c instanceof Heading next && next.getLevel() <= 2);
                    c = c.getNext()) chapter.add(c);
            for (Node c : chapter) {
                if (c instanceof TableBlock) {
                    c.accept(new AbstractVisitor() {
                        @Override
                        public void visit(CustomNode node) {
                            if (node instanceof TableRow row
                                    && row.getParent() instanceof TableBody
                                    && row.getFirstChild() != null
                                    && row.getFirstChild().getNext() != null) {
                                glossaryRows.add(new Node[] {
                                    row.getFirstChild(), row.getFirstChild().getNext()
                                });
                            } else {
                                visitChildren(node);
                            }
                        }
                    });
                }
                c.unlink();
            }
            return;
        }
    }

    /** Removes the trailing {@code {#id}} from a heading's last text and returns the id (null when there is none). */
    private static String takeId(Heading h) {
        if (!(h.getLastChild() instanceof Text t)) return null;
        Matcher m = HEADING_ID.matcher(t.getLiteral());
        if (!m.find()) return null;
        t.setLiteral(t.getLiteral().substring(0, m.start()));
        return m.group(1);
    }

    static String plain(Node n) {
        StringBuilder sb = new StringBuilder();
        n.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }
        });
        return sb.toString();
    }
}
