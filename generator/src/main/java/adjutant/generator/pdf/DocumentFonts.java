package adjutant.generator.pdf;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Font;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Maps every Java2D font drawn into one document to the embedded Noto Sans of the same
 * weight, loaded once per document, so text stays text (searchable, subset-embedded).
 */
final class DocumentFonts extends PdfBoxGraphics2DFontTextDrawer {
    private final PDDocument doc;
    private PDFont regular;
    private PDFont bold;

    DocumentFonts(PDDocument doc) {
        this.doc = doc;
    }

    @Override
    protected boolean hasDynamicFontMapping() {
        return true;
    }

    @Override
    protected PDFont mapFont(Font font, IFontTextDrawerEnv env) throws IOException {
        if (font.isBold() || font.getFontName().toLowerCase(java.util.Locale.ROOT).contains("bold")) {
            if (bold == null) bold = Fonts.pdf(doc, true);
            return bold;
        }
        if (regular == null) regular = Fonts.pdf(doc, false);
        return regular;
    }
}
