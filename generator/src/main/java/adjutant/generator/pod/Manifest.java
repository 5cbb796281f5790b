package adjutant.generator.pod;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * {@code manifest.csv}: one row per image file: what it is, how many copies the game needs, its
 * size trimmed and with bleed in mm and px, and the file of its other face (RFC 4180, UTF-8).
 */
public final class Manifest {
    public static final String HEADER =
            "file,side,pair,item,copies,product,trim_mm,bleed_mm,safe_mm,width_mm,height_mm,width_px,height_px,dpi,scale";

    private Manifest() {}

    public static byte[] csv(List<PodImage> images) {
        StringBuilder s = new StringBuilder(HEADER).append("\r\n");
        for (PodImage i : images) {
            Product p = i.product();
            s.append(String.join(
                            ",",
                            i.file(),
                            i.side(),
                            i.pair(),
                            quote(i.item()),
                            Integer.toString(i.copies()),
                            quote(p.name()),
                            String.format(Locale.ROOT, "%.2fx%.2f", p.trimWidth(), p.trimHeight()),
                            mm(Product.BLEED),
                            mm(Product.SAFE),
                            mm(p.width()),
                            mm(p.height()),
                            Integer.toString(p.widthPx()),
                            Integer.toString(p.heightPx()),
                            Integer.toString(Product.DPI),
                            String.format(Locale.ROOT, "%.4f", i.scale())))
                    .append("\r\n");
        }
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String mm(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String quote(String v) {
        return v.contains(",") || v.contains("\"") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }
}
