package adjutant.generator.pdf.preview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;

/**
 * PDFBox's page drawer, reading each page's and form's content from its decoded bytes in one
 * array ({@link ContentBytes}) with a quicker reader of the same tokens ({@link ContentTokens}),
 * each form's content decoded once per document: the same operators
 * in the same order with the same operands, so the same pixels.
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
