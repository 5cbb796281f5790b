package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.geometry.Box;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The piecewise mapping of a sheet that is not flat (folded in thirds, curled at a corner, seen
 * through a lens that bends straight lines): each reference mark down the page's edges is found
 * near where the corner squares' homography puts it, and how far it really lies from there is
 * interpolated down each edge between the marks (and the corner squares, where it is nil) and
 * across the page between the two edges. A panel of a folded sheet is followed by the marks on
 * its own two edges, not by the corners of the others.
 */
final class MarkWarp {
    /** The farthest (mm) a mark is taken from where the homography puts it; a blob farther off is not the mark. */
    static final double REACH = 8;

    /** Per edge, marks sorted down the page: {y mm, dx px, dy px}. */
    private final List<double[]> left, right;

    private final double xLeft, xRight;

    private MarkWarp(List<double[]> left, List<double[]> right, double xLeft, double xRight) {
        this.left = left;
        this.right = right;
        this.xLeft = xLeft;
        this.xRight = xRight;
    }

    /** {@code geo} followed by what the page's marks found in the image say; {@code geo} itself when the page has none. */
    static PageGeometry fit(GrayU8 gray, PageGeometry geo, ScanPage page) {
        if (page.marks().isEmpty()) return geo;
        double mid = page.width() / 2;
        List<double[]> left = new ArrayList<>(), right = new ArrayList<>();
        for (Box f : page.fiducials()) (f.centerX() < mid ? left : right).add(new double[] {f.centerY(), 0, 0});
        int found = 0;
        for (Box m : page.marks()) {
            Point2D_F64 want = geo.toImage(m.centerX(), m.centerY());
            Point2D_F64 c = geo.fiducial(gray, m, REACH / m.w() + 0.5, want);
            if (c == null || c.distance(want) > REACH * geo.pxPerMm()) continue;
            (m.centerX() < mid ? left : right).add(new double[] {m.centerY(), c.x - want.x, c.y - want.y});
            found++;
        }
        if (found == 0) return geo;
        left.sort(Comparator.comparingDouble(a -> a[0]));
        right.sort(Comparator.comparingDouble(a -> a[0]));
        Box any = page.marks().get(0);
        return geo.warped(new MarkWarp(left, right, any.centerX(), page.width() - any.centerX()));
    }

    /** Adds the correction at page point (x, y) mm to its image point {@code p}. */
    void add(double x, double y, Point2D_F64 p) {
        double[] l = along(left, y), r = along(right, y);
        double t = Math.max(0, Math.min(1, (x - xLeft) / (xRight - xLeft)));
        p.x += l[0] + (r[0] - l[0]) * t;
        p.y += l[1] + (r[1] - l[1]) * t;
    }

    /** The correction at {@code y} down one edge, linear between the marks round it (the nearest one's beyond the ends). */
    private static double[] along(List<double[]> edge, double y) {
        if (y <= edge.get(0)[0]) return new double[] {edge.get(0)[1], edge.get(0)[2]};
        for (int i = 1; i < edge.size(); i++) {
            double[] a = edge.get(i - 1), b = edge.get(i);
            if (y <= b[0]) {
                double t = (y - a[0]) / Math.max(1e-9, b[0] - a[0]);
                return new double[] {a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t};
            }
        }
        double[] z = edge.get(edge.size() - 1);
        return new double[] {z[1], z[2]};
    }
}
