package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A rulebook figure's text is set in the kit's own Noto Sans, bold in its bold face: a title measured
 * to fit a card (the Hunt's battle figures show the cards as the kit prints them) takes the same width
 * in the figure. Batik once set figure bold in a synthesised bold, and "Concentrated Fire" or
 * "Kapesní bitevní loď" ran past their cards.
 */
class FigureFontTest {
    private static final double DPI = 300, PX_PER_MM = DPI / 25.4;

    @ParameterizedTest
    @CsvSource({
        "Concentrated Fire, true",
        "Kapesní bitevní loď, true",
        "Sir Henry Harwood, true",
        "Pocket Battleship, false"
    })
    void figureTextTakesTheWidthOfTheKitsFont(String text, boolean bold) throws IOException {
        double size = 4; // mm, the figure's user unit
        String svg = String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120mm\" height=\"10mm\" viewBox=\"0 0 120 10\" "
                        + "font-family=\"Noto Sans\"><text x=\"2\" y=\"7\" font-size=\"%s\" font-weight=\"%s\" fill=\"#000000\">%s</text></svg>",
                size,
                bold ? "bold" : "normal",
                text);
        byte[] pdf = HtmlRenderer.render(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>@page { size: A5 landscape; margin: 10mm } "
                        + "body { font-family: 'Noto Sans'; margin: 0 }</style></head><body>" + svg + "</body></html>",
                new DocInfo("figure", "en", false));
        double drawn;
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            BufferedImage img = new PDFRenderer(doc).renderImage(0, (float) (DPI / 72), ImageType.GRAY);
            int left = Integer.MAX_VALUE, right = -1;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    if ((img.getRGB(x, y) & 0xff) < 128) {
                        left = Math.min(left, x);
                        right = Math.max(right, x);
                    }
                }
            }
            assertTrue(right > left, "nothing drawn");
            drawn = (right - left + 1) / PX_PER_MM;
        }
        Font font = Fonts.awt(bold, (float) size);
        double measured = font.getStringBounds(text, new FontRenderContext(null, true, true))
                .getWidth();
        // the ink is a little narrower than the advance (side bearings); a synthesised bold runs ~10 % wider
        assertEquals(
                measured,
                drawn,
                measured * 0.04,
                text + ": drawn " + drawn + " mm, the font measures " + measured + " mm");
    }
}
