package adjutant.generator.pdf;

import java.io.IOException;
import org.apache.pdfbox.cos.COSName;
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
 * array ({@link ContentBytes}) and working each clip out once: the same operators in the same
 * order with the same clips, so the same pixels.
 */
class ContentDrawer extends PageDrawer {
    ContentDrawer(PageDrawerParameters parameters) throws IOException {
        super(parameters);
    }

    /** A renderer drawing with this drawer. */
    static PDFRenderer renderer(PDDocument doc) {
        return new PDFRenderer(doc) {
            @Override
            protected PageDrawer createPageDrawer(PageDrawerParameters parameters) throws IOException {
                return new ContentDrawer(parameters);
            }
        };
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
                return ContentBytes.of(page.getCOSObject().getDictionaryObject(COSName.CONTENTS));
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
                return ContentBytes.of(form.getCOSObject());
            }
        });
    }
}
