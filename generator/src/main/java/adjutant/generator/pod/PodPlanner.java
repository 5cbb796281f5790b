package adjutant.generator.pod;

import adjutant.generator.PieceSet;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import adjutant.generator.pdf.print.InkBounds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which images a piece set becomes: each different piece once (with how many copies), at the
 * product it is printed as. A card is scaled to the card size within 3 % of it (a 63 × 88 mm
 * card to poker size, ×1.008, its art filling the slightly larger canvas); a token keeps its
 * size and gets the smallest chit whose safe margin its text and symbols clear, its background
 * running out to the larger cut; a board is cut into the fewest panels of at most A4, each
 * with the neighbouring art as its bleed.
 */
public final class PodPlanner {
    /** The largest board panel, mm (A4, either way round). */
    static final double PANEL_LONG = 297, PANEL_SHORT = 210;

    private PodPlanner() {}

    public static List<PodImage> plan(PieceSet set) {
        return set.kind() == PieceSet.Kind.BOARD ? panels(set) : pieces(set);
    }

    private record Piece(int index, Item item, int copies) {}

    private record Fit(Product product, double scale) {}

    private static List<PodImage> pieces(PieceSet set) {
        List<Item> first = set.draw().apply(Product.BLEED);
        Map<String, Piece> unique = new LinkedHashMap<>();
        for (int i = 0; i < first.size(); i++) {
            Item it = first.get(i);
            String key =
                    it.front().id() + "|" + (it.back() == null ? "" : it.back().id());
            Piece old = unique.get(key);
            unique.put(key, old == null ? new Piece(i, it, 1) : new Piece(old.index, old.item, old.copies + 1));
        }
        // Pieces needing the same bleed are drawn again together, at that bleed.
        Map<Double, List<Item>> redrawn = new TreeMap<>();
        List<PodImage> images = new ArrayList<>();
        int n = 0;
        for (Piece p : unique.values()) {
            n++;
            Fit fit = fit(set, p.item);
            Drawing f = p.item.front();
            double need =
                    Math.max(fit.product.width() / fit.scale - f.width(), fit.product.height() / fit.scale - f.height())
                            / 2;
            double bleed = Math.ceil((need + 0.5) * 2) / 2;
            Item drawn =
                    redrawn.computeIfAbsent(bleed, b -> set.draw().apply(b)).get(p.index);
            String stem = set.component() + "/" + String.format(Locale.ROOT, "%03d", n);
            String front = stem + "-front.png", back = drawn.back() == null ? "" : stem + "-back.png";
            images.add(image(front, "front", back, drawn.front(), p.copies, fit));
            if (drawn.back() != null) images.add(image(back, "back", front, drawn.back(), p.copies, fit));
        }
        return images;
    }

    private static Fit fit(PieceSet set, Item item) {
        Drawing d = item.front();
        String size = String.format(Locale.ROOT, "%s × %s mm", d.width(), d.height());
        if (set.kind() == PieceSet.Kind.CARD) {
            Product p = Product.cardFor(d.width(), d.height())
                    .orElseThrow(
                            () -> new IllegalStateException(d.id() + ": no card printer's size within 3 % of " + size));
            return new Fit(p, Math.min(p.trimWidth() / d.width(), p.trimHeight() / d.height()));
        }
        if (Math.abs(d.width() - d.height()) > 1e-6)
            throw new IllegalStateException(d.id() + ": a token must be square, not " + size);
        double margin = InkBounds.margin(d);
        if (item.back() != null) margin = Math.min(margin, InkBounds.margin(item.back()));
        double m = margin;
        Product p = Product.chitFor(d.width(), m)
                .orElseThrow(() -> new IllegalStateException(
                        d.id() + ": no chit holds " + size + " with its ink " + m + " mm from the edge"));
        return new Fit(p, 1);
    }

    /** A face centred on the product's canvas. */
    private static PodImage image(String file, String side, String pair, Drawing d, int copies, Fit fit) {
        double k = fit.scale * Product.PX_PER_MM;
        double left = d.bleed() + d.width() / 2 - fit.product.widthPx() / 2.0 / k;
        double top = d.bleed() + d.height() / 2 - fit.product.heightPx() / 2.0 / k;
        return new PodImage(file, side, pair, d.id(), copies, fit.product, d, fit.scale, left, top, true);
    }

    private static List<PodImage> panels(PieceSet set) {
        List<PodImage> images = new ArrayList<>();
        for (Item it : set.draw().apply(Product.BLEED + 1)) {
            Drawing d = it.front();
            int[] grid = grid(d.width(), d.height());
            int cols = grid[0], rows = grid[1];
            double w = d.width() / cols, h = d.height() / rows;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    Product p = new Product(String.format(Locale.ROOT, "board panel %.1f × %.1f mm", w, h), w, h);
                    double k = Product.PX_PER_MM;
                    double left = d.bleed() + c * w + w / 2 - p.widthPx() / 2.0 / k;
                    double top = d.bleed() + r * h + h / 2 - p.heightPx() / 2.0 / k;
                    String name = String.format(Locale.ROOT, "r%dc%d", r + 1, c + 1);
                    String item = String.format(
                            Locale.ROOT, "%s, panel row %d column %d of %d × %d", d.id(), r + 1, c + 1, rows, cols);
                    images.add(new PodImage(
                            set.component() + "/" + name + "-front.png",
                            "front",
                            "",
                            item,
                            1,
                            p,
                            d,
                            1,
                            left,
                            top,
                            false));
                }
            }
        }
        return images;
    }

    /** The fewest columns and rows whose panels are at most A4 either way round; the squarer panels on a tie. */
    static int[] grid(double w, double h) {
        int[] best = null;
        for (int n = 1; best == null; n++) {
            for (int cols = 1; cols <= n; cols++) {
                if (n % cols != 0) continue;
                int rows = n / cols;
                double pw = w / cols, ph = h / rows;
                boolean fits = Math.max(pw, ph) <= PANEL_LONG + 1e-9 && Math.min(pw, ph) <= PANEL_SHORT + 1e-9;
                if (fits && (best == null || squareness(pw, ph) < squareness(w / best[0], h / best[1])))
                    best = new int[] {cols, rows};
            }
        }
        return best;
    }

    private static double squareness(double w, double h) {
        return Math.max(w, h) / Math.min(w, h);
    }
}
