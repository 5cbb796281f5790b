package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.Rect;
import adjutant.engine.diplomacy.sheet.ScanBox;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.util.Arrays;

/**
 * Measures a box's ink against its own blank: the paper's brightness is taken around each box
 * (so uneven light, a grey scan or a shadow across a photo shift the reference with it), and a
 * sample is ink when it is much darker than that paper. The inside is sampled 0.8 mm in from
 * the printed border, so the border never counts, whatever the blur.
 */
public final class InkMeter {
    /** Below this share of ink a box is blank; from {@link #MARKED} up it is marked; between, unsure. */
    static final double BLANK = 0.025, MARKED = 0.13;
    /** A marked box with this much ink around its border was blacked out past its edges: unsure. */
    static final double CROSSED_OUT = 0.35;
    /** A sample is ink when darker than this share of the local paper. */
    static final double DARK = 0.78;
    static final int GRID = 14, RING = 48;

    private final GrayU8 gray;
    private final PageGeometry geo;

    public InkMeter(GrayU8 gray, PageGeometry geo) {
        this.gray = gray;
        this.geo = geo;
    }

    public BoxReading read(ScanBox b) {
        Rect s = b.square();
        double paper = paper(s.grow(2.6));
        double ink = ink(s.grow(-0.8), paper);
        double outside = ring(s, paper);
        BoxReading.State st = ink < BLANK ? BoxReading.State.BLANK : ink >= MARKED && outside < CROSSED_OUT
                ? BoxReading.State.MARKED : BoxReading.State.UNSURE;
        return new BoxReading(b, ink, outside, st);
    }

    /**
     * Whether the printed border of a box is where the geometry puts it: most samples on the
     * border line are dark. A page whose boxes are not (curled, folded, a corner square misread)
     * is refused rather than read against the wrong places.
     */
    public boolean borderSeen(ScanBox b) {
        Rect s = b.square();
        double paper = paper(s.grow(2.6));
        int dark = 0;
        for (int i = 0; i < RING; i++) {
            double[] p = onBorder(s, i);
            if (sample(p[0], p[1]) < paper * 0.9) dark++;
        }
        return dark >= RING / 2;
    }

    /** The share of ink in a free area (handwriting on the free-text line). */
    public double inkIn(Rect r) {
        return ink(r, paper(r.grow(1)), 80, 16);
    }

    private double ink(Rect r, double paper) {
        return ink(r, paper, GRID, GRID);
    }

    private double ink(Rect r, double paper, int nx, int ny) {
        int dark = 0;
        for (int i = 0; i < nx; i++) {
            for (int j = 0; j < ny; j++) {
                if (sample(r.x() + r.w() * (i + 0.5) / nx, r.y() + r.h() * (j + 0.5) / ny) < paper * DARK) dark++;
            }
        }
        return dark / (double) (nx * ny);
    }

    /** Ink on three thin loops 0.6–1.3 mm outside the border. */
    private double ring(Rect s, double paper) {
        int dark = 0, n = 0;
        for (double d : new double[] {0.6, 0.95, 1.3}) {
            Rect r = s.grow(d);
            for (int i = 0; i < RING; i++) {
                double[] p = onBorder(r, i);
                if (sample(p[0], p[1]) < paper * DARK) dark++;
                n++;
            }
        }
        return dark / (double) n;
    }

    /** Point {@code i} of {@link #RING} evenly spaced round the edge of {@code r}, clockwise from the top left. */
    private static double[] onBorder(Rect r, int i) {
        double t = 4.0 * i / RING;
        if (t < 1) return new double[] {r.x() + t * r.w(), r.y()};
        if (t < 2) return new double[] {r.right(), r.y() + (t - 1) * r.h()};
        if (t < 3) return new double[] {r.right() - (t - 2) * r.w(), r.bottom()};
        return new double[] {r.x(), r.bottom() - (t - 3) * r.h()};
    }

    /** The paper's brightness near a place: a high percentile of a coarse grid, which is mostly paper. */
    private double paper(Rect r) {
        int n = 12;
        double[] v = new double[n * n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) v[i * n + j] = sample(r.x() + r.w() * i / (n - 1), r.y() + r.h() * j / (n - 1));
        Arrays.sort(v);
        return Math.max(40, v[(int) (v.length * 0.85)]);
    }

    /** Bilinear grey at a page point; outside the image counts as paper-white. */
    private double sample(double xMm, double yMm) {
        Point2D_F64 p = geo.toImage(xMm, yMm);
        double x = p.x - 0.5, y = p.y - 0.5;
        int x0 = (int) Math.floor(x), y0 = (int) Math.floor(y);
        if (x0 < 0 || y0 < 0 || x0 + 1 >= gray.width || y0 + 1 >= gray.height) return 255;
        double fx = x - x0, fy = y - y0;
        double a = gray.unsafe_get(x0, y0), b = gray.unsafe_get(x0 + 1, y0), c = gray.unsafe_get(x0, y0 + 1), d = gray.unsafe_get(x0 + 1, y0 + 1);
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
    }
}
