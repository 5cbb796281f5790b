package adjutant.generator.pdf;

import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDPattern;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/**
 * PDFBox's page drawer, reading each page's and form's content from its decoded bytes in one
 * array ({@link ContentBytes}) with a quicker reader of the same tokens ({@link ContentTokens}),
 * building paths from plain numbers ({@link PathOperators}) and working each clip out once: the
 * same operators in the same order with the same coordinates and clips, so the same pixels.
 */
class ContentDrawer extends PageDrawer {
    /**
     * PDFBox reads a content stream inside a private method, between setting its resources, matrix
     * and clip up and taking them down; it is handed this one operator instead, and on it the
     * drawer reads the real content's tokens itself and hands PDFBox each operator, there.
     */
    private static final String READ = "adjutant:read";
    private static final byte[] READ_BYTES = READ.getBytes(StandardCharsets.US_ASCII);
    /** The content PDFBox is about to be handed {@link #READ} for. */
    private ContentBytes pending;
    /** The operators seen in this page's content. */
    private final OperatorTable operators = new OperatorTable();
    /** Draws the path operators. */
    private final PathOperators paths = new PathOperators(this);

    /** What the drawers of a document's pages share. */
    private final Kept kept;
    /** A glyph's transform and its outline in page space: filled in place for each glyph. */
    private final AffineTransform glyphTransform = new AffineTransform();
    private final Path2D.Double glyph = new Path2D.Double();
    /** The font whose matrix {@link #fontTransform} is. */
    private PDFont font;
    private AffineTransform fontTransform;
    /** The colour last made a paint, and that paint (PDFBox makes one for every glyph and shape). */
    private PDColor paintedColor;
    private Paint paint;
    /** How deep in marked content that may be hidden (optional content) this drawer stands. */
    private int optional;

    ContentDrawer(PageDrawerParameters parameters) throws IOException {
        this(parameters, new Kept());
    }

    /** A drawer sharing {@code kept} with the other pages' drawers of its renderer. */
    ContentDrawer(PageDrawerParameters parameters, Kept kept) throws IOException {
        super(parameters);
        this.kept = kept;
    }

    /**
     * What a document's page drawers keep for each other: the glyphs' outlines (PDFBox reads them
     * again for every page) and each form's decoded content (PDFBox decodes it again for every use).
     */
    static final class Kept {
        final GlyphOutlines outlines = new GlyphOutlines();
        final Map<COSStream, byte[]> forms = new IdentityHashMap<>();
    }

    /** A renderer drawing with this drawer. */
    static PDFRenderer renderer(PDDocument doc) {
        Kept kept = new Kept();
        return new PDFRenderer(doc) {
            @Override
            protected PageDrawer createPageDrawer(PageDrawerParameters parameters) throws IOException {
                return new ContentDrawer(parameters, kept);
            }
        };
    }

    /**
     * A filled glyph of an embedded outline font, drawn as PDFBox draws it (the same transform, the
     * same outline, the same page-space coordinates, filled with the same paint, composite and clip)
     * but with its outline kept for the whole document and transformed into one path reused for
     * every glyph. Anything else (stroked or clipping text, a font PDFBox stretches, a glyph the
     * font lacks, possibly hidden content) is drawn by PDFBox.
     */
    @Override
    protected void showFontGlyph(Matrix trm, PDFont font, int code, Vector displacement) throws IOException {
        PDGraphicsState state = getGraphicsState();
        if (optional > 0 || !(font instanceof PDVectorFont vector) || state.getTextState().getRenderingMode() != RenderingMode.FILL
                || !font.isEmbedded() && !font.isVertical() && !font.isStandard14() && font.hasExplicitWidth(code)) {
            super.showFontGlyph(trm, font, code, displacement);
            return;
        }
        if (font != this.font) {
            this.font = font;
            fontTransform = font.getFontMatrix().createAffineTransform();
        }
        glyphTransform.setTransform(trm.getScaleX(), trm.getShearY(), trm.getShearX(), trm.getScaleY(), trm.getTranslateX(), trm.getTranslateY());
        glyphTransform.concatenate(fontTransform);
        if (!kept.outlines.transformed(vector, code, glyphTransform, glyph)) {
            super.showFontGlyph(trm, font, code, displacement);
            return;
        }
        Graphics2D g = getGraphics();
        g.setComposite(state.getNonStrokingJavaComposite());
        g.setPaint(getNonStrokingPaint());
        setClip();
        g.fill(glyph);
    }

    /** PDFBox's paint for a colour, made once while the colour stays (a colour and its paint never change). */
    @Override
    protected Paint getPaint(PDColor color) throws IOException {
        if (color == paintedColor) return paint;
        Paint p = super.getPaint(color);
        if (color.getColorSpace() != null && !(color.getColorSpace() instanceof PDPattern)) {
            paintedColor = color;
            paint = p;
        }
        return p;
    }

    @Override
    public void beginMarkedContentSequence(COSName tag, COSDictionary properties) {
        super.beginMarkedContentSequence(tag, properties);
        // as PDFBox counts hidden optional content, counting any that may be hidden
        if (optional > 0) {
            optional++;
        } else if (properties != null && (COSName.OCG.equals(properties.getCOSName(COSName.TYPE)) || COSName.OCMD.equals(properties.getCOSName(COSName.TYPE)))) {
            optional = 1;
        }
    }

    @Override
    public void endMarkedContentSequence() {
        super.endMarkedContentSequence();
        if (optional > 0) optional--;
    }

    /**
     * PDFBox works a clip's area out when a state first draws, and keeps it in that state only: the
     * shapes of a clipped drawing, each in its own q … Q, had it worked out again (and handed to
     * Java2D again) for every shape. Worked out before the state is saved, the saved copies share it.
     */
    @Override
    public void saveGraphicsState() {
        getGraphicsState().getCurrentClippingPath();
        super.saveGraphicsState();
    }

    @Override
    public void processPage(PDPage page) throws IOException {
        super.processPage(new PDPage(page.getCOSObject()) {
            @Override
            public PDResources getResources() {
                return page.getResources(); // the document's, with its cache of fonts
            }

            @Override
            public RandomAccessRead getContentsForStreamParsing() throws IOException {
                return read(ContentBytes.of(page.getCOSObject().getDictionaryObject(COSName.CONTENTS)));
            }
        });
    }

    @Override
    public void showForm(PDFormXObject form) throws IOException {
        super.showForm(new PDFormXObject(form.getCOSObject()) {
            @Override
            public PDResources getResources() {
                return form.getResources();
            }

            @Override
            public RandomAccessRead getContentsForRandomAccess() throws IOException {
                return ContentBytes.of(form.getCOSObject(), kept.forms);
            }

            @Override
            public RandomAccessRead getContentsForStreamParsing() throws IOException {
                return read(ContentBytes.of(form.getCOSObject(), kept.forms));
            }
        });
    }

    /** What PDFBox's parser is handed for {@code content}: {@link #READ}, with the content kept for it. */
    private RandomAccessRead read(ContentBytes content) {
        if (pending != null) throw new IllegalStateException("content stream opened twice");
        pending = content;
        return new ContentBytes(READ_BYTES);
    }

    @Override
    protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
        if (pending == null || !operator.getName().equals(READ)) {
            super.processOperator(operator, operands);
            return;
        }
        ContentTokens tokens = new ContentTokens(pending, operators);
        pending = null;
        paths.forget();
        Operands arguments = new Operands();
        for (Object token = tokens.read(); token != null; token = tokens.read()) {
            if (token == ContentTokens.NUMBER) {
                arguments.addNumber(tokens);
            } else if (token instanceof Operator op) {
                if (!paths.draw(op.getName(), arguments)) {
                    super.processOperator(op, arguments.list());
                    paths.forget();
                }
                arguments.clear();
            } else {
                arguments.add((COSBase) token);
            }
        }
    }
}
