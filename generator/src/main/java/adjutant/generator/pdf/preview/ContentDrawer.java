package adjutant.generator.pdf.preview;

import java.awt.Paint;
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
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDPattern;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;

/**
 * PDFBox's page drawer, reading each page's and form's content from its decoded bytes in one
 * array ({@link ContentBytes}) with a quicker reader of the same tokens ({@link ContentTokens}),
 * each form's content decoded once per document and each clip worked out once: the same operators
 * in the same order with the same operands and clips, so the same pixels.
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

    /** What the drawers of a document's pages share. */
    private final Kept kept;
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

    /** What a document's page drawers keep for each other: each form's decoded content (PDFBox decodes it again for every use). */
    static final class Kept {
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
        } else if (properties != null
                && (COSName.OCG.equals(properties.getCOSName(COSName.TYPE))
                        || COSName.OCMD.equals(properties.getCOSName(COSName.TYPE)))) {
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
        List<COSBase> arguments = new ArrayList<>();
        for (Object token = tokens.next(); token != null; token = tokens.next()) {
            if (token instanceof Operator op) {
                super.processOperator(op, arguments);
                arguments.clear(); // PDFBox is done with the operands once the operator is drawn
            } else {
                arguments.add((COSBase) token);
            }
        }
    }
}
