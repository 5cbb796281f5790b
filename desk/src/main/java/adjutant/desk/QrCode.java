package adjutant.desk;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/**
 * A link as a QR code (ZXing), drawn for a terminal in half-block characters (two rows of modules
 * per line) or for a page as SVG. Both keep the standard quiet zone of four modules.
 */
public final class QrCode {
    static final int QUIET = 4;
    private final BitMatrix m;

    private QrCode(BitMatrix m) {
        this.m = m;
    }

    public static QrCode of(String text) {
        try {
            return new QrCode(new QRCodeWriter()
                    .encode(
                            text,
                            BarcodeFormat.QR_CODE,
                            0,
                            0,
                            Map.of(EncodeHintType.MARGIN, 0, EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M)));
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot encode " + text + " as a QR code: " + e.getMessage(), e);
        }
    }

    /** Whether the module at x, y (counted with the quiet zone) is dark. */
    boolean dark(int x, int y) {
        int i = x - QUIET, j = y - QUIET;
        return i >= 0 && j >= 0 && i < m.getWidth() && j < m.getHeight() && m.get(i, j);
    }

    int size() {
        return m.getWidth() + 2 * QUIET;
    }

    /**
     * The code in half blocks, light modules drawn (█ ▀ ▄), dark ones left blank: a terminal's
     * text is light on dark, so the code shows dark on light as a camera expects. On a terminal
     * with dark text on light, {@code lightText} false draws the dark modules instead.
     */
    public String terminal(boolean lightText) {
        StringBuilder s = new StringBuilder();
        for (int y = 0; y < size(); y += 2) {
            for (int x = 0; x < size(); x++) {
                boolean top = dark(x, y) != lightText,
                        bottom = y + 1 < size() ? dark(x, y + 1) != lightText : !lightText;
                s.append(top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ');
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** The code as an SVG element, {@code px} pixels wide, dark modules as one path. */
    public String svg(int px, String label) {
        StringBuilder d = new StringBuilder();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                if (!dark(x, y)) continue;
                int run = 1;
                while (dark(x + run, y)) run++;
                d.append("M" + x + " " + y + "h" + run + "v1h-" + run + "z");
                x += run - 1;
            }
        }
        return "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"" + escape(label)
                + "\" width=\"" + px + "\" height=\"" + px
                + "\" viewBox=\"0 0 " + size() + " " + size() + "\" shape-rendering=\"crispEdges\"><rect width=\""
                + size() + "\" height=\"" + size()
                + "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + d + "\"/></svg>";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
