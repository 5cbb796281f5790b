package adjutant.generator.rulebook;

import adjutant.engine.l10n.GlossaryMatcher;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.Document;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * The rulebook body as XHTML: numbered headings with their ids, cross references
 * {@code [→](#id)} written as the target's number and title (a link the PDF keeps), glossary
 * terms anchored for the index, and {@code example} blocks as boxes with the engine's figure
 * and the outcome. Raw HTML in the Markdown is escaped, never passed through.
 */
final class BodyRenderer {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final RulebookBody body;
    private final ExampleFigures.Drawer figures;
    private final String lang;
    private final IntFunction<String> exampleTitle;
    private final String shown;
    private final String noteTitle;
    private final HtmlRenderer html;

    /** The glossary terms used in the text, anchored for the index. */
    final TermMarks terms;
    /** Inside a link: its words are the link's, not marked as terms. */
    private int inLink;
    /** Target ids of every cross reference, in order. */
    final List<String> xrefs = new ArrayList<>();

    int examples;
    private int chapters;
    private Section current;

    BodyRenderer(
            RulebookBody body,
            ExampleFigures.Drawer figures,
            String lang,
            IntFunction<String> exampleTitle,
            String noteTitle,
            String shown,
            GlossaryMatcher glossary) {
        this.body = body;
        this.terms = new TermMarks(glossary, lang);
        this.noteTitle = noteTitle;
        this.figures = figures;
        this.lang = lang;
        this.exampleTitle = exampleTitle;
        this.shown = shown;
        this.html = HtmlRenderer.builder()
                .escapeHtml(true)
                .sanitizeUrls(true)
                .extensions(List.of(TablesExtension.create()))
                .nodeRendererFactory(Custom::new)
                .build();
    }

    String render() {
        return marksInsideBoxes(render(body.document));
    }

    /** Characters of an outcome that fit in about three lines of the example's box. */
    private static final int SHORT_OUTCOME = 300;
    /** A figure's height (mm) up to which an example with a short outcome goes whole. */
    private static final double LOW_FIGURE = 60;

    private static final Pattern SVG_HEIGHT = Pattern.compile("<svg\\b[^>]*?\\sheight=\"([\\d.]+)mm\""),
            SVG_WIDTH = Pattern.compile("<svg\\b[^>]*?\\swidth=\"([\\d.]+)mm\"");
    /** A figure up to this wide (mm) has its orders beside it, in the text width's remaining 45 mm or more. */
    private static final double BESIDE_MAX_WIDTH = 120;

    /** The height in millimetres an SVG document declares; 0 for none. */
    static double height(String svg) {
        return mm(SVG_HEIGHT, svg);
    }

    /** The width in millimetres an SVG document declares; 0 for none. */
    static double width(String svg) {
        return mm(SVG_WIDTH, svg);
    }

    private static double mm(Pattern p, String svg) {
        if (svg == null) return 0;
        Matcher m = p.matcher(svg);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private static final Pattern MARK_AFTER_BOX = Pattern.compile(
            "(</div>)(\\s*</div>)?(\\s*<div class=\"chapter-mark\">.*?</div>)(?=\\s*<h2 )", Pattern.DOTALL);
    private static final String MARK = "<div class=\"chapter-mark\">",
            CLOSE = "</div>",
            OUTCOME = "<div class=\"outcome\">";

    /**
     * Moves a chapter's running-head mark into the example or note box that ends the chapter before
     * it, after its last line: into the box's last shaded part (an example's outcome, a note's text). A box broken across pages carries its bottom padding and border to the
     * next page; a mark after the box would then follow that remnant, no longer open the page, and
     * the page's head would name the chapter before.
     */
    static String marksInsideBoxes(String xhtml) {
        StringBuilder out = new StringBuilder(xhtml.length() + 64);
        // MARK_AFTER_BOX.matcher(xhtml).replaceAll(…), its matches sought only where one can start: at the box's
        // end just before a mark (the book's figures make the text megabytes long, its marks are a dozen).
        Matcher m = MARK_AFTER_BOX.matcher(xhtml).useTransparentBounds(true);
        int from = 0;
        for (int mark = xhtml.indexOf(MARK); mark >= 0; mark = xhtml.indexOf(MARK, mark + 1)) {
            int start = boxEndBefore(xhtml, mark, from);
            if (start < 0) continue;
            m.region(start, xhtml.length());
            if (!m.lookingAt()) continue;
            out.append(xhtml, from, start)
                    .append(m.group(3))
                    .append(m.group(1))
                    .append(m.group(2) == null ? "" : m.group(2));
            from = m.end();
        }
        out.append(xhtml, from, xhtml.length());
        // An outcome that holds a mark asks for no room at a page foot: the room asked for (-fs-page-break-min-height)
        // misplaces the mark, and the next page's head would name the chapter before.
        for (int at = out.indexOf(MARK); at >= 0; at = out.indexOf(MARK, at + 1)) {
            int close = out.lastIndexOf(CLOSE, at);
            int open = close < 0 ? out.lastIndexOf(OUTCOME, at) : lastBetween(out, OUTCOME, close, at);
            if (open >= 0 && close < open) {
                out.replace(open, open + OUTCOME.length(), "<div class=\"outcome marked\">");
                at += " marked".length();
            }
        }
        return out.toString();
    }

    /**
     * Where {@link #MARK_AFTER_BOX} may match for the mark at {@code mark}, from {@code from} on: at the
     * first of the one or two {@code </div>} just before it (whitespace between), or -1.
     */
    private static int boxEndBefore(String xhtml, int mark, int from) {
        int one = spaceBefore(xhtml, mark) - CLOSE.length();
        if (one < from || !xhtml.startsWith(CLOSE, one)) return -1;
        int two = spaceBefore(xhtml, one) - CLOSE.length();
        return two >= from && xhtml.startsWith(CLOSE, two) ? two : one;
    }

    /** Where the whitespace ({@code \\s}) that ends just before {@code at} begins. */
    private static int spaceBefore(String s, int at) {
        int i = at;
        while (i > 0 && " \t\n\u000B\f\r".indexOf(s.charAt(i - 1)) >= 0) i--;
        return i;
    }

    /** The last {@code what} starting after {@code after} and at or before {@code at}, or -1. */
    private static int lastBetween(StringBuilder s, String what, int after, int at) {
        for (int i = Math.min(at, s.length() - what.length()); i > after; i--) {
            int k = 0;
            while (k < what.length() && s.charAt(i + k) == what.charAt(k)) k++;
            if (k == what.length()) return i;
        }
        return -1;
    }

    /** The named destination at the end of the n-th example's last line (from 1): where its box ends in the book. */
    static String endAnchor(int n) {
        return "example-end-" + n;
    }

    /** The outcome with the example's end anchor in its last paragraph (or a paragraph of its own when it ends otherwise). */
    static String withEndAnchor(String outcome, int n) {
        String anchor = "<span class=\"example-end\" id=\"" + endAnchor(n) + "\">\u200b</span>";
        return outcome.endsWith("</p>")
                ? outcome.substring(0, outcome.length() - 4) + anchor + "</p>"
                : outcome + "<p class=\"end\">" + anchor + "</p>";
    }

    /** The meanings of the Markdown glossary's terms as XHTML, by the term as written there. */
    Map<String, String> glossaryMeanings() {
        terms.on = false;
        Map<String, String> out = new LinkedHashMap<>();
        for (Node[] row : body.glossaryRows) {
            Paragraph p = new Paragraph();
            for (Node c = row[1].getFirstChild(); c != null; ) {
                Node next = c.getNext();
                p.appendChild(c);
                c = next;
            }
            Document d = new Document();
            d.appendChild(p);
            String html = render(d).strip();
            out.put(
                    RulebookBody.plain(row[0]).strip(),
                    html.replaceFirst("^<p>", "").replaceFirst("</p>$", ""));
        }
        return out;
    }

    private String render(Node document) {
        foldBrackets(document);
        return keepShortTables(html.render(document));
    }

    private static final Pattern TABLE = Pattern.compile("<table>(.*?)</table>", Pattern.DOTALL);
    /** Rows up to which a table is kept on one page; a longer one breaks between rows and repeats its header. */
    static final int SHORT_TABLE_ROWS = 12;

    /** Marks each short table {@code class="keep"}, so the layout never splits it 1 + 2 rows. */
    private static String keepShortTables(String xhtml) {
        Matcher m = TABLE.matcher(xhtml);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            int rows = m.group(1).split("<tr", -1).length - 1;
            m.appendReplacement(
                    sb,
                    Matcher.quoteReplacement(
                            rows <= SHORT_TABLE_ROWS
                                    ? "<table class=\"keep\">" + m.group(1) + "</table>"
                                    : "<table>" + endsKept(m.group(1)) + "</table>"));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static final Pattern BODY = Pattern.compile("<tbody>(.*?)</tbody>", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("<tr\\b.*?</tr>", Pattern.DOTALL);

    /**
     * A long table's first two and last two body rows, each pair a row group that does not break: a page
     * break between rows then never leaves one row alone on either page.
     */
    private static String endsKept(String table) {
        Matcher b = BODY.matcher(table);
        if (!b.find()) return table;
        List<String> rows = new ArrayList<>();
        for (Matcher r = ROW.matcher(b.group(1)); r.find(); ) rows.add(r.group());
        if (rows.size() < 6) return table;
        int n = rows.size();
        String body = "<tbody class=\"ends\">" + String.join("", rows.subList(0, 2)) + "</tbody><tbody>"
                + String.join("", rows.subList(2, n - 2)) + "</tbody><tbody class=\"ends\">"
                + String.join("", rows.subList(n - 2, n)) + "</tbody>";
        return table.substring(0, b.start()) + body + table.substring(b.end());
    }

    /** Opening and closing text glued to a cross reference, e.g. {@code (} and {@code ).}, by link. */
    private final Map<Node, String[]> glued = new IdentityHashMap<>();

    private static final Pattern OPENING = Pattern.compile("[(\\[„“\u00a0]+$");
    private static final Pattern CLOSING = Pattern.compile("^[)\\]“”.,;:!?…]+");

    /**
     * Moves the bracket before a cross reference and the punctuation after it into the link's own
     * text, so that no line ends with "(" or starts with ")": the layout may break between two
     * inline boxes, never inside one word.
     */
    private void foldBrackets(Node document) {
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Code c) {
                glue(c);
            }

            @Override
            public void visit(Link l) {
                if (l.getDestination().startsWith("#") || l.getDestination().startsWith("term:")) glue(l);
                else visitChildren(l);
            }

            @Override
            public void visit(Emphasis e) {
                visitChildren(e);
                fold(e);
            }

            @Override
            public void visit(StrongEmphasis e) {
                visitChildren(e);
                fold(e);
            }

            /** Emphasis takes in the brackets and punctuation beside it ("*Graf Spee*," never leaves the comma to start a line). */
            private void fold(Node e) {
                String after = closing(e), before = opening(e);
                if (!after.isEmpty()) e.appendChild(new Text(after));
                if (!before.isEmpty()) e.prependChild(new Text(before));
            }

            private void glue(Node l) {
                glued.put(l, new String[] {opening(l), closing(l)});
            }

            /** The opening brackets and quotes that end the text before {@code n}, taken off that text ("" when none). */
            private static String opening(Node n) {
                if (!(n.getPrevious() instanceof Text t)) return "";
                Matcher m = OPENING.matcher(t.getLiteral());
                if (!m.find()) return "";
                t.setLiteral(t.getLiteral().substring(0, m.start()));
                return m.group();
            }

            /** The closing brackets, quotes and punctuation that begin the text after {@code n}, taken off that text. */
            private static String closing(Node n) {
                if (!(n.getNext() instanceof Text t)) return "";
                Matcher m = CLOSING.matcher(t.getLiteral());
                if (!m.find()) return "";
                t.setLiteral(t.getLiteral().substring(m.end()));
                return m.group();
            }
        });
    }

    private final class Custom implements NodeRenderer {
        private final HtmlNodeRendererContext ctx;
        private final HtmlWriter w;

        Custom(HtmlNodeRendererContext ctx) {
            this.ctx = ctx;
            this.w = ctx.getWriter();
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Heading.class, Link.class, FencedCodeBlock.class, Text.class, Code.class, BlockQuote.class);
        }

        @Override
        public void render(Node node) {
            if (node instanceof Heading h) heading(h);
            else if (node instanceof Link l) link(l);
            else if (node instanceof FencedCodeBlock f) fence(f);
            else if (node instanceof Text t && inLink > 0) w.text(Typography.apply(t.getLiteral(), lang));
            else if (node instanceof Text t) terms.write(w, t, Typography.apply(t.getLiteral(), lang), current);
            else if (node instanceof Code c) code(c);
            else if (node instanceof BlockQuote q) note(q);
        }

        /**
         * A block quote is the rulebook's one convention for what the source rulebook does not
         * say: a clarification, a reading or a designed value of Adjutant's, boxed and titled so.
         */
        private void note(BlockQuote q) {
            // The title and the text are shaded each on its own, the box round them not: when the title
            // goes on to the next page with the text it is kept with, no empty box is left behind.
            w.line();
            w.tag("div", Map.of("class", "adjutant-note"));
            w.tag("p", Map.of("class", "note-title"));
            w.text(noteTitle);
            w.tag("/p");
            w.tag("div", Map.of("class", "note-body"));
            children(q);
            w.tag("/div");
            w.tag("/div");
            w.line();
        }

        /**
         * Inline code (an order, a notation) never broken, with the brackets and punctuation around it kept on its
         * line but outside its shaded chip: "(F Con – Bul/ec" shows its bracket as the sentence's, not the order's.
         */
        private void code(Code c) {
            // The brackets go inside the element: the layout breaks between inline boxes even under nowrap.
            String[] glue = glued.getOrDefault(c, new String[] {"", ""});
            w.tag("code", Map.of("class", "nobr"));
            w.text(glue[0]);
            w.tag("span", Map.of("class", "chip"));
            w.text(c.getLiteral());
            w.tag("/span");
            w.text(glue[1]);
            w.tag("/code");
        }

        private void heading(Heading h) {
            Section s = body.byHeading.get(h);
            current = s;
            String tag = "h" + Math.min(6, s.level());
            w.line();
            if (s.level() == 2 && chapters++ > 0) {
                // The running header from here on (element(chapter, start): the one in force at the page top). A mark
                // of
                // no height before the heading: when the heading moves to the next page, the mark stays at the foot of
                // this one, so the next page's head names the new chapter. The first chapter's mark ends the contents.
                w.tag("div", Map.of("class", "chapter-mark"));
                w.tag("span", Map.of("class", "running"));
                w.text(s.number() + "\u2002" + s.title());
                w.tag("/span");
                w.tag("/div");
            }
            w.tag(tag, Map.of("id", s.id(), "class", "section"));
            w.tag("span", Map.of("class", "num"));
            w.text(s.number());
            w.tag("/span");
            w.text(" ");
            children(h);
            w.tag("/" + tag);
            w.line();
        }

        private void link(Link l) {
            String dest = l.getDestination();
            if (dest.startsWith("#")) {
                Section s = body.sections.get(dest.substring(1));
                if (s == null)
                    throw new RulebookError(
                            "](" + dest + ")", "cross reference to unknown section '" + dest.substring(1) + "'");
                xrefs.add(s.id());
                String text = RulebookBody.plain(l).strip();
                String[] glue = glued.getOrDefault(l, new String[] {"", ""});
                String shownText = text.isEmpty() || text.equals("→")
                        ? "→\u00a0" + s.reference()
                        : text + " (" + s.reference() + ")";
                w.tag("a", Map.of("href", "#" + s.id(), "class", "xref"));
                w.text(glue[0] + Typography.apply(shownText, lang) + glue[1]);
                w.tag("/a");
            } else if (dest.startsWith("term:")) {
                String anchor = terms.anchor(dest.substring(5), l, current, true);
                String[] glue = glued.getOrDefault(l, new String[] {"", ""});
                if (anchor != null)
                    w.tag("span", Map.of("class", terms.spanClass(dest.substring(5), current), "id", anchor));
                w.text(glue[0]);
                linkText(l);
                w.text(glue[1]);
                if (anchor != null) w.tag("/span");
            } else if (dest.matches("(?i)(https?://|mailto:)\\S+")) {
                w.tag("a", Map.of("href", ctx.encodeUrl(dest)));
                linkText(l);
                w.tag("/a");
            } else {
                // a PDF viewer would follow any scheme (javascript:, file:, launch): only the web, mail and the book
                // itself
                throw new RulebookError(
                        "](" + dest + ")",
                        "link to '" + dest + "': only http(s)://, mailto: and #section links are allowed");
            }
        }

        private void fence(FencedCodeBlock f) {
            String info = f.getInfo() == null ? "" : f.getInfo().strip();
            if (info.startsWith("table ")) {
                table(info.substring("table ".length()).strip());
                return;
            }
            if (!info.startsWith("example")) {
                w.tag("pre");
                w.text(f.getLiteral());
                w.tag("/pre");
                w.line();
                return;
            }
            String id = info.replaceFirst(".*\\bid=(\\S+).*", "$1");
            Map<String, Object> data = data(id, f.getLiteral());
            examples++;
            w.line();
            String svg;
            try {
                svg = figures == null ? null : figures.svg(id, data, lang);
            } catch (IllegalArgumentException
                    | ClassCastException
                    | NullPointerException
                    | IndexOutOfBoundsException e) {
                throw new RulebookError("id=" + id, "example " + id + " cannot be drawn: " + e.getMessage());
            }
            // A short outcome (a few lines) under a low figure is not worth a page turn away from it: the example goes
            // whole. Under a tall figure (a map) it may still go on, or the page before would be left half empty.
            Object said = data.get("outcome");
            boolean keep = said != null && said.toString().length() <= SHORT_OUTCOME && height(svg) <= LOW_FIGURE;
            // Class, then id, in every run (Map.of's order changes per run): ExampleFloats finds the example by them.
            Map<String, String> attrs = new LinkedHashMap<>();
            attrs.put("class", keep ? "example short" : "example");
            attrs.put("id", id.equals(info) ? "example-" + examples : id);
            w.tag("div", attrs);
            // The title goes inside the figure's unbreakable block, so it never stays behind at a page foot. The
            // figure and the outcome are shaded each on its own, the example round them not: a figure that goes on
            // to the next page leaves no empty shaded box behind.
            w.tag("div", Map.of("class", "figure"));
            // its id a named destination: ExampleFloats reads back the page the title went on
            Map<String, String> title = new LinkedHashMap<>();
            title.put("class", "example-title");
            title.put("id", ExampleFloats.titleAnchor(examples));
            w.tag("p", title);
            w.text(exampleTitle.apply(examples));
            w.tag("/p");
            List<ExampleFigures.PowerOrders> listed = figures == null ? List.of() : figures.orders(id, data, lang);
            // Beside a figure narrower than the text the orders fill the room that would be an empty shaded band; under
            // a wide one they go below.
            boolean beside = svg != null && !listed.isEmpty() && width(svg) <= BESIDE_MAX_WIDTH;
            if (beside) {
                w.tag("div", Map.of("class", "fig-row"));
                Map<String, String> cell = new LinkedHashMap<>(); // class, then style, in every run
                cell.put("class", "fig-cell");
                cell.put("style", String.format(Locale.ROOT, "width: %.1fmm", width(svg)));
                w.tag("div", cell);
            }
            if (svg != null) w.raw(svg.replaceFirst("^\\s*<\\?xml[^>]*\\?>\\s*", ""));
            if (beside) w.tag("/div");
            orders(listed, beside);
            if (beside) w.tag("/div");
            w.tag("/div");
            Object outcome = data.get("outcome");
            if (outcome != null) {
                w.tag("div", Map.of("class", "outcome"));
                // Each block of the outcome is shaded on its own (a table in a block of its own): one that goes on to
                // the next page whole, as a short table does (its block then goes whole), leaves no empty shading
                // behind.
                String text = BodyRenderer.this
                        .render(RulebookBody.PARSER.parse(outcome.toString()))
                        .replaceAll("<table(?: class=\"(keep)\")?>", "<div class=\"tbl $1\"><table class=\"$1\">")
                        .replace("</table>", "</table></div>");
                w.raw(withEndAnchor(text.stripTrailing(), examples));
                w.tag("/div");
            }
            w.tag("/div");
            w.line();
        }

        /**
         * The example's orders beside or under its figure, in the same unbreakable block: per power its name and
         * then its orders as the order sheets take them (beside the figure one a line; under it, each order one
         * unbreakable box with the comma after it);
         * an order that fails is underlined (as the source rulebook marks them).
         */
        private void orders(List<ExampleFigures.PowerOrders> listed, boolean beside) {
            if (listed.isEmpty()) return;
            w.tag("div", Map.of("class", beside ? "orders beside" : "orders"));
            for (ExampleFigures.PowerOrders p : listed) {
                w.tag("p");
                w.tag("span", Map.of("class", "power"));
                w.text(p.power() + ":");
                w.tag("/span");
                for (int i = 0; i < p.orders().size(); i++) {
                    ExampleFigures.Listed o = p.orders().get(i);
                    w.text(" ");
                    w.tag("code", Map.of("class", "nobr order"));
                    if (o.fails()) w.tag("span", Map.of("class", "fails"));
                    w.text(o.text());
                    if (o.fails()) w.tag("/span");
                    if (!beside && i < p.orders().size() - 1) w.text(",");
                    w.tag("/code");
                }
                w.tag("/p");
            }
            w.tag("/div");
        }

        /** A {@code ```table NAME} block: the game's data as a table in the book's language (its header repeats on each page). */
        private void table(String name) {
            List<List<String>> rows = figures == null ? null : figures.table(name, lang);
            if (rows == null || rows.isEmpty())
                throw new RulebookError("table " + name, "no table '" + name + "' in the game's data");
            w.line();
            w.tag("table");
            for (int r = 0; r < rows.size(); r++) {
                if (r <= 1) w.tag(r == 0 ? "thead" : "tbody");
                w.tag("tr");
                for (String cell : rows.get(r)) {
                    w.tag(r == 0 ? "th" : "td");
                    w.text(Typography.apply(cell, lang));
                    w.tag(r == 0 ? "/th" : "/td");
                }
                w.tag("/tr");
                if (r == 0) w.tag("/thead");
            }
            if (rows.size() > 1) w.tag("/tbody");
            w.tag("/table");
            w.line();
        }

        private Map<String, Object> data(String id, String yaml) {
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> m = YAML.readValue(yaml, LinkedHashMap.class);
                return m == null ? Map.of() : m;
            } catch (IOException e) {
                throw new RulebookError(
                        "id=" + id,
                        "example " + id + ": "
                                + e.getMessage().lines().findFirst().orElse(""));
            }
        }

        private void linkText(Link l) {
            inLink++;
            children(l);
            inLink--;
        }

        private void children(Node n) {
            for (Node c = n.getFirstChild(); c != null; c = c.getNext()) ctx.render(c);
        }
    }
}
