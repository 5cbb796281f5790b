package adjutant.generator.pdf;

import adjutant.generator.layout.Drawing;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import java.io.IOException;
import java.io.StringReader;
import org.apache.batik.anim.dom.SAXSVGDocumentFactory;
import org.apache.batik.bridge.BridgeContext;
import org.apache.batik.bridge.BridgeException;
import org.apache.batik.bridge.DocumentLoader;
import org.apache.batik.bridge.ExternalResourceSecurity;
import org.apache.batik.bridge.GVTBuilder;
import org.apache.batik.bridge.NoLoadExternalResourceSecurity;
import org.apache.batik.bridge.UserAgentAdapter;
import org.apache.batik.gvt.GraphicsNode;
import org.apache.batik.util.ParsedURL;
import org.apache.batik.util.XMLResourceDescriptor;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.w3c.dom.svg.SVGDocument;

/**
 * Paints one SVG drawing into a PDF form of its canvas size, in points. Batik's pixel is
 * set to one PDF point, so a drawing sized in millimetres comes out at its true size.
 * External resources and scripts are refused: drawings are self-contained.
 */
public final class SvgPainter {
    public static final float PT_PER_MM = 72f / 25.4f;
    /** The key under which each form records the id of its drawing (tests find items by it). */
    static final COSName DRAWING_KEY = COSName.getPDFName("AdjutantDrawing");

    private SvgPainter() {}

    static PDFormXObject form(PDDocument doc, DocumentFonts fonts, Drawing d) throws IOException {
        GraphicsNode node = build(d);
        PdfBoxGraphics2D g = new PdfBoxGraphics2D(
                doc, (float) (d.canvasWidth() * PT_PER_MM), (float) (d.canvasHeight() * PT_PER_MM));
        try {
            g.setFontTextDrawer(fonts);
            node.paint(g);
        } finally {
            g.dispose();
        }
        PDFormXObject form = g.getXFormObject();
        form.getCOSObject().setString(DRAWING_KEY, d.id());
        return form;
    }

    public static GraphicsNode build(Drawing d) {
        Fonts.init();
        SAXSVGDocumentFactory factory = new SAXSVGDocumentFactory(XMLResourceDescriptor.getXMLParserClassName());
        SVGDocument doc;
        try {
            doc = (SVGDocument)
                    factory.createDocument("file:///adjutant/" + d.id() + ".svg", new StringReader(d.svg()));
        } catch (IOException e) {
            throw new IllegalArgumentException("drawing " + d.id() + " is not well-formed SVG: " + e.getMessage(), e);
        }
        UserAgent ua = new UserAgent();
        BridgeContext ctx = new BridgeContext(ua, new DocumentLoader(ua));
        ctx.setTextPainter(new FontTextPainter());
        ctx.setDynamicState(BridgeContext.STATIC);
        try {
            return new GVTBuilder().build(ctx, doc);
        } catch (BridgeException e) {
            throw new IllegalArgumentException("drawing " + d.id() + " cannot be drawn: " + e.getMessage(), e);
        } finally {
            ctx.dispose();
        }
    }

    /** One pixel is one point; nothing is loaded from outside the drawing. */
    private static final class UserAgent extends UserAgentAdapter {
        @Override
        public float getPixelUnitToMillimeter() {
            return 1 / PT_PER_MM;
        }

        @Override
        public String getDefaultFontFamily() {
            return Fonts.FAMILY;
        }

        @Override
        public ExternalResourceSecurity getExternalResourceSecurity(ParsedURL resourceURL, ParsedURL docURL) {
            return new NoLoadExternalResourceSecurity();
        }

        @Override
        public void displayError(Exception e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
