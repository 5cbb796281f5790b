package adjutant.generator.rulebook;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
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
    private final HtmlRenderer html;

    final List<TermUse> terms = new ArrayList<>();
    /** Target ids of every cross reference, in order. */
    final List<String> xrefs = new ArrayList<>();
    int examples;
    private Section current;

    BodyRenderer(RulebookBody body, ExampleFigures.Drawer figures, String lang, IntFunction<String> exampleTitle, String shown) {
        this.body = body;
        this.figures = figures;
        this.lang = lang;
        this.exampleTitle = exampleTitle;
        this.shown = shown;
        this.html = HtmlRenderer.builder().escapeHtml(true).sanitizeUrls(true).extensions(List.of(TablesExtension.create()))
                .nodeRendererFactory(Custom::new).build();
    }

    String render() {
        return html.render(body.document);
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
            return Set.of(Heading.class, Link.class, FencedCodeBlock.class);
        }

        @Override
        public void render(Node node) {
            if (node instanceof Heading h) heading(h);
            else if (node instanceof Link l) link(l);
            else if (node instanceof FencedCodeBlock f) fence(f);
        }

        private void heading(Heading h) {
            Section s = body.byHeading.get(h);
            current = s;
            String tag = "h" + Math.min(6, s.level());
            w.line();
            w.tag(tag, Map.of("id", s.id(), "class", "section"));
            if (s.level() == 2) {
                // The running header of the pages this chapter is on; inside the heading so it moves with it.
                w.tag("span", Map.of("class", "running"));
                w.text(s.number() + "\u2002" + s.title());
                w.tag("/span");
            }
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
                if (s == null) throw new RulebookError("](" + dest + ")", "cross reference to unknown section '" + dest.substring(1) + "'");
                xrefs.add(s.id());
                String text = RulebookBody.plain(l).strip();
                w.tag("a", Map.of("href", "#" + s.id(), "class", "xref"));
                w.text(text.isEmpty() || text.equals("→") ? "→\u00a0" + s.reference() : text + " (" + s.reference() + ")");
                w.tag("/a");
            } else if (dest.startsWith("term:")) {
                String anchor = "t" + (terms.size() + 1);
                terms.add(new TermUse(dest.substring(5), anchor, current));
                w.tag("span", Map.of("class", "term", "id", anchor));
                children(l);
                w.tag("/span");
            } else if (dest.matches("(?i)(https?://|mailto:)\\S+")) {
                w.tag("a", Map.of("href", ctx.encodeUrl(dest)));
                children(l);
                w.tag("/a");
            } else {
                // a PDF viewer would follow any scheme (javascript:, file:, launch): only the web, mail and the book itself
                throw new RulebookError("](" + dest + ")", "link to '" + dest + "': only http(s)://, mailto: and #section links are allowed");
            }
        }

        private void fence(FencedCodeBlock f) {
            String info = f.getInfo() == null ? "" : f.getInfo().strip();
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
            w.tag("div", Map.of("class", "example", "id", id.equals(info) ? "example-" + examples : id));
            w.tag("p", Map.of("class", "example-title"));
            w.text(exampleTitle.apply(examples));
            w.tag("/p");
            String svg;
            try {
                svg = figures == null ? null : figures.svg(id, data, lang);
            } catch (IllegalArgumentException | ClassCastException | NullPointerException | IndexOutOfBoundsException e) {
                throw new RulebookError("id=" + id, "example " + id + " cannot be drawn: " + e.getMessage());
            }
            if (svg != null) {
                w.tag("div", Map.of("class", "figure"));
                w.raw(svg.replaceFirst("^\\s*<\\?xml[^>]*\\?>\\s*", ""));
                w.tag("/div");
            }
            Object outcome = data.get("outcome");
            if (outcome != null) {
                w.tag("div", Map.of("class", "outcome"));
                w.raw(html.render(RulebookBody.PARSER.parse(outcome.toString())));
                w.tag("/div");
            }
            w.tag("/div");
            w.line();
        }

        private Map<String, Object> data(String id, String yaml) {
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> m = YAML.readValue(yaml, LinkedHashMap.class);
                return m == null ? Map.of() : m;
            } catch (java.io.IOException e) {
                throw new RulebookError("id=" + id, "example " + id + ": " + e.getMessage().lines().findFirst().orElse(""));
            }
        }

        private void children(Node n) {
            for (Node c = n.getFirstChild(); c != null; c = c.getNext()) ctx.render(c);
        }
    }
}
