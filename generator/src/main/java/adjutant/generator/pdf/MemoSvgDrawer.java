package adjutant.generator.pdf;

import com.openhtmltopdf.css.sheet.FontFaceRule;
import com.openhtmltopdf.css.style.CalculatedStyle;
import com.openhtmltopdf.css.style.CssContext;
import com.openhtmltopdf.extend.OutputDevice;
import com.openhtmltopdf.extend.OutputDeviceGraphicsDrawer;
import com.openhtmltopdf.extend.SVGDrawer;
import com.openhtmltopdf.extend.UserAgentCallback;
import com.openhtmltopdf.layout.SharedContext;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfBoxOutputDevice;
import com.openhtmltopdf.render.Box;
import com.openhtmltopdf.render.RenderingContext;
import com.openhtmltopdf.svgsupport.BatikSVGDrawer;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import java.awt.FontFormatException;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.StringJoiner;
import java.util.TreeSet;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * openhtmltopdf's Batik drawer for inline SVG, with each figure painted once per process
 * ({@link FigureMemo}): Batik builds and paints a figure into a form of the document the first
 * time it is drawn, exactly as before; that form is kept ({@link FormSnapshot}), and a figure
 * drawn again (later in the document, in another document, in a later build of a warm server)
 * is placed by openhtmltopdf the same way into a form of its own document that is filled with
 * the kept one. Batik cost a Diplomacy rulebook about half a second of CPU per language.
 */
final class MemoSvgDrawer implements SVGDrawer {
    /**
     * Changes when what decides a painted figure changes: the key's makeup (figure-N) and the versions
     * of the libraries that paint, which the build writes from the pom into {@code painting-libraries.properties}.
     */
    static final String VERSION = "figure-2|" + paintingLibraries();

    /** "name-version|…" of the painting libraries, as the build wrote them. */
    private static String paintingLibraries() {
        Properties p = new Properties();
        try (InputStream in = MemoSvgDrawer.class.getResourceAsStream("painting-libraries.properties")) {
            if (in == null) throw new IllegalStateException("painting-libraries.properties is missing from the build");
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringJoiner out = new StringJoiner("|");
        for (String name : new TreeSet<>(p.stringPropertyNames())) {
            String version = p.getProperty(name);
            if (version.contains("${"))
                throw new IllegalStateException("the build did not fill in " + name + "'s version");
            out.add(name + "-" + version);
        }
        return out.toString();
    }

    private final BatikSVGDrawer batik = new BatikSVGDrawer();
    /** The document's problems so far: a figure painted while one was reported is not kept. */
    private final List<String> problems;

    MemoSvgDrawer(List<String> problems) {
        this.problems = problems;
    }

    @Override
    public void importFontFaceRules(List<FontFaceRule> fontFaces, SharedContext shared) {
        batik.importFontFaceRules(fontFaces, shared);
        Fonts.addTo(batik); // Batik's font resolver is made by the call above
    }

    @Override
    public void withUserAgent(UserAgentCallback userAgent) {
        batik.withUserAgent(userAgent);
    }

    @Override
    public void addFontFile(File file, String family, Integer weight, FontStyle style)
            throws IOException, FontFormatException {
        batik.addFontFile(file, family, weight, style);
    }

    @Override
    public void close() {
        batik.close();
    }

    @Override
    public SVGImage buildSVGImage(
            Element svg, Box box, CssContext c, double cssWidth, double cssHeight, double dotsPerPixel) {
        SVGImage painted = batik.buildSVGImage(svg, box, c, cssWidth, cssHeight, dotsPerPixel);
        double[] sizes = {
            cssWidth,
            cssHeight,
            CalculatedStyle.getCSSMaxWidth(c, box),
            CalculatedStyle.getCSSMaxHeight(c, box),
            dotsPerPixel
        };
        return new Figure(painted, svg, box, sizes);
    }

    /** One inline SVG element: its size from Batik's image, its painting from the memo when it has it. */
    private final class Figure implements SVGImage {
        private final SVGImage batik;
        private final Element svg;
        private final Box box;
        private final double[] sizes;

        Figure(SVGImage batik, Element svg, Box box, double[] sizes) {
            this.batik = batik;
            this.svg = svg;
            this.box = box;
            this.sizes = sizes;
        }

        @Override
        public int getIntrinsicWidth() {
            return batik.getIntrinsicWidth();
        }

        @Override
        public int getIntrinsicHeight() {
            return batik.getIntrinsicHeight();
        }

        @Override
        public boolean hasIntrinsicSize() {
            return batik.hasIntrinsicSize();
        }

        @Override
        public float getIntrinsicRatio() {
            return batik.getIntrinsicRatio();
        }

        @Override
        public void drawSVG(OutputDevice device, RenderingContext ctx, double x, double y) {
            if (!(device instanceof PdfBoxOutputDevice pdf) || ctx == null) {
                batik.drawSVG(device, ctx, x, y);
                return;
            }
            Rectangle bounds = box.getContentAreaEdge(box.getAbsX(), box.getAbsY(), ctx);
            String key = key(svg, ctx.getCss().getCSSForAllDescendants(svg), sizes, bounds);
            FormSnapshot kept = FigureMemo.get(key);
            PdfBoxGraphics2D[] drawn = new PdfBoxGraphics2D[1];
            try {
                if (kept != null) {
                    // placed as openhtmltopdf places Batik's form (PDFTranscoder), then given the kept form's body
                    double dpp = sizes[4];
                    pdf.drawWithGraphics(
                            (float) x,
                            (float) y,
                            (float) (bounds.width / dpp),
                            (float) (bounds.height / dpp),
                            g -> drawn[0] = (PdfBoxGraphics2D) g);
                    kept.writeInto(pdf.getWriter(), drawn[0].getXFormObject().getCOSObject());
                    return;
                }
                int reported = problems.size();
                batik.drawSVG(capturing(pdf, drawn), ctx, x, y);
                if (drawn[0] == null) return; // Batik could not draw it (openhtmltopdf reports why)
                FigureMemo.painted();
                if (problems.size() > reported) return; // not kept, so the problem is reported again next time
                FormSnapshot figure = FormSnapshot.of(drawn[0].getXFormObject().getCOSObject());
                if (figure != null) FigureMemo.put(key, figure);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The device as it is, but for handing over the graphics its figures are painted on. */
    private static OutputDevice capturing(OutputDevice device, PdfBoxGraphics2D[] drawn) {
        return (OutputDevice) Proxy.newProxyInstance(
                OutputDevice.class.getClassLoader(), new Class<?>[] {OutputDevice.class}, (p, m, args) -> {
                    if (m.getName().equals("drawWithGraphics")) {
                        int last = args.length - 1;
                        OutputDeviceGraphicsDrawer painter = (OutputDeviceGraphicsDrawer) args[last];
                        args[last] = (OutputDeviceGraphicsDrawer) (Graphics2D g) -> {
                            if (g instanceof PdfBoxGraphics2D pg) drawn[0] = pg;
                            painter.render(g);
                        };
                    }
                    try {
                        return m.invoke(device, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /**
     * The digest of everything the painted figure follows from: the SVG element (every node,
     * attribute and text, by value), the document's CSS that reaches into it, the sizes CSS gives
     * it and the box it fills. The fonts Batik draws its text with are the ones {@link Fonts}
     * registers once per process (a document's {@code @font-face} could add none: documents load
     * nothing from outside), as is the code that paints: the same for every key of the memo.
     */
    static String key(Element svg, String css, double[] sizes, Rectangle bounds) {
        StringBuilder s = new StringBuilder(1 << 16);
        put(s, VERSION);
        put(s, css == null ? "" : css);
        for (double d : sizes) put(s, Double.toString(d));
        put(s, bounds.width + "x" + bounds.height);
        serialise(svg, s);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(s.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void serialise(Node n, StringBuilder s) {
        s.append(n.getNodeType()).append('<');
        put(s, n.getNamespaceURI() == null ? "" : n.getNamespaceURI());
        put(s, n.getNodeName());
        put(s, n.getNodeValue() == null ? "" : n.getNodeValue());
        NamedNodeMap attrs = n.getAttributes();
        s.append(attrs == null ? 0 : attrs.getLength()).append('|');
        if (attrs != null) {
            for (int i = 0; i < attrs.getLength(); i++) {
                Node a = attrs.item(i);
                put(s, a.getNamespaceURI() == null ? "" : a.getNamespaceURI());
                put(s, a.getNodeName());
                put(s, a.getNodeValue());
            }
        }
        for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) serialise(c, s);
        s.append('>');
    }

    /** Length-prefixed, so no two different sequences of strings read the same. */
    private static void put(StringBuilder s, String v) {
        s.append(v.length()).append(':').append(v);
    }
}
