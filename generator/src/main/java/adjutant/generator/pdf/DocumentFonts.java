package adjutant.generator.pdf;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Font;
import java.io.IOException;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Maps every Java2D font drawn into one document to the embedded Noto Sans of the same
 * weight (DejaVu Sans, the fallback for symbols, to itself), loaded once per document, so text stays text (searchable, subset-embedded).
 */
final class DocumentFonts extends PdfBoxGraphics2DFontTextDrawer {
    private final PDDocument doc;
    private PDFont regular;
    private PDFont bold;
    private PDFont symbols;

    DocumentFonts(PDDocument doc) {
        this.doc = doc;
    }

    @Override
    protected boolean hasDynamicFontMapping() {
        return true;
    }

    @Override
    protected PDFont mapFont(Font font, IFontTextDrawerEnv env) throws IOException {
        if (font.getFamily(Locale.ROOT).equals(Fonts.SYMBOLS_FAMILY)) {
            if (symbols == null) symbols = Fonts.pdfSymbols(doc);
            return symbols;
        }
        if (font.isBold() || font.getFontName().toLowerCase(Locale.ROOT).contains("bold")) {
            if (bold == null) bold = Fonts.pdf(doc, true);
            return bold;
        }
        if (regular == null) regular = Fonts.pdf(doc, false);
        return regular;
    }
}
