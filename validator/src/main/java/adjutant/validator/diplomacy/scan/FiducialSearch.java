package adjutant.validator.diplomacy.scan;

import adjutant.engine.geometry.Box;
import boofcv.abst.filter.binary.InputToBinary;
import boofcv.alg.filter.binary.BinaryImageOps;
import boofcv.alg.filter.binary.Contour;
import boofcv.alg.filter.misc.AverageDownSampleOps;
import boofcv.factory.filter.binary.FactoryThresholdBinary;
import boofcv.struct.ConfigLength;
import boofcv.struct.ConnectRule;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import georegression.struct.point.Point2D_I32;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The corner squares looked for over the whole image, not only near a prediction: every solid
 * dark square blob of about the right size (local-mean threshold on the image averaged down to
 * about 1200 px), the few nearest each corner's predicted place (from the QR code alone) as
 * candidates, and of all their combinations (one corner may be missing) the one whose
 * homography puts the QR code's corners where the code was found. A handheld photo's
 * perspective moves the far corners far from any prediction made from the small code, but it
 * cannot move them away from the only squares that agree with the code.
 */
final class FiducialSearch {
    /** Longest side of the image the blobs are looked for in. */
    static final int SEARCH_SIDE = 1200;
    /** Candidates kept per corner. */
    static final int PER_CORNER = 5;

    private FiducialSearch() {}

    /** How many pixels of {@code gray} make one of the searched image: its longer side at most {@link #SEARCH_SIDE}. */
    private static int shrinkFactor(GrayU8 gray) {
        return Math.max(1, (int) Math.ceil(Math.max(gray.width, gray.height) / (double) SEARCH_SIDE));
    }

    /** {@code gray} averaged down by {@code k} (itself when 1). */
    private static GrayU8 shrunk(GrayU8 gray, int k) {
        if (k == 1) return gray;
        GrayU8 small = new GrayU8(
                AverageDownSampleOps.downSampleSize(gray.width, k),
                AverageDownSampleOps.downSampleSize(gray.height, k));
        AverageDownSampleOps.down(gray, k, small);
        return small;
    }

    static PageGeometry search(
            GrayU8 gray, PageGeometry.Found qr, Box qrRect, List<Box> fiducials, PageGeometry first, Refusal[] why) {
        int k = shrinkFactor(gray);
        GrayU8 small = shrunk(gray, k);
        double side = fiducials.get(0).w() * first.pxPerMm() / k;
        List<Point2D_F64> blobs = blobs(small, side, k, qr);
        List<List<Point2D_F64>> options = new ArrayList<>();
        List<Integer> none = new ArrayList<>();
        for (int i = 0; i < fiducials.size(); i++) {
            Box f = fiducials.get(i);
            Point2D_F64 p = first.toImage(f.centerX(), f.centerY());
            List<Point2D_F64> near = new ArrayList<>(blobs);
            near.sort(Comparator.comparingDouble(b -> b.distance(p)));
            near = new ArrayList<>(near.subList(0, Math.min(PER_CORNER, near.size())));
            if (near.isEmpty()) none.add(i);
            near.add(null); // this corner not found (covered, cut off)
            options.add(near);
        }
        List<Point2D_F64> qrMm = PageGeometry.qrCorners(qrRect);
        PageGeometry best = null;
        double bestErr = Double.MAX_VALUE;
        int[] idx = new int[fiducials.size()];
        Point2D_F64[] pick = new Point2D_F64[fiducials.size()], bestPick = null;
        while (true) {
            int missing = 0;
            for (int i = 0; i < idx.length; i++) {
                pick[i] = options.get(i).get(idx[i]);
                if (pick[i] == null) missing++;
            }
            if (missing <= 1 && distinct(pick)) {
                List<Point2D_F64> mm = new ArrayList<>(), px = new ArrayList<>();
                for (int i = 0; i < pick.length; i++) {
                    if (pick[i] == null) continue;
                    mm.add(new Point2D_F64(
                            fiducials.get(i).centerX(), fiducials.get(i).centerY()));
                    px.add(pick[i]);
                }
                if (missing == 1) {
                    mm.addAll(qrMm);
                    px.addAll(qr.corners());
                }
                PageGeometry g = PageGeometry.fit(mm, px);
                if (g != null) {
                    double err = PageGeometry.qrError(g, qr, qrRect) + missing * 0.02;
                    if (err < bestErr) {
                        bestErr = err;
                        best = g;
                        bestPick = pick.clone();
                    }
                }
            }
            int d = 0;
            while (d < idx.length && ++idx[d] == options.get(d).size()) idx[d++] = 0;
            if (d == idx.length) break;
        }
        if (best == null || bestErr > PageGeometry.QR_FIT * 1.5) {
            List<Integer> off = new ArrayList<>();
            for (int i = 0; i < fiducials.size(); i++) {
                Point2D_F64 p = first.toImage(
                        fiducials.get(i).centerX(), fiducials.get(i).centerY());
                if (p.x < 0 || p.y < 0 || p.x >= gray.width || p.y >= gray.height) off.add(i);
            }
            if (off.size() >= 2) {
                why[0] = new Refusal("corners_past_edge", "corners", new Refusal.Corners(off));
                return null;
            }
            why[0] = none.isEmpty()
                    ? new Refusal(
                            "corners_none_agree",
                            "side",
                            Math.round(side * k),
                            "count",
                            blobs.size(),
                            "tilt",
                            Math.round(PageGeometry.tilt(qr)))
                    : new Refusal(
                            "corners_none_near",
                            "side",
                            Math.round(side * k),
                            "count",
                            blobs.size(),
                            "corners",
                            new Refusal.Corners(none),
                            "tilt",
                            Math.round(PageGeometry.tilt(qr)));
            return null;
        }
        // Each square's centre measured again at full size round its blob; the final fit from the squares.
        List<Point2D_F64> mm = new ArrayList<>(), px = new ArrayList<>();
        int missing = 0;
        for (int i = 0; i < bestPick.length; i++) {
            if (bestPick[i] == null) {
                missing++;
                continue;
            }
            Point2D_F64 c = best.fiducial(gray, fiducials.get(i), 1.5, bestPick[i]);
            mm.add(new Point2D_F64(fiducials.get(i).centerX(), fiducials.get(i).centerY()));
            px.add(c != null ? c : bestPick[i]);
        }
        if (missing > 0) {
            mm.addAll(qrMm);
            px.addAll(qr.corners());
        }
        PageGeometry out = PageGeometry.fit(mm, px);
        return out != null && PageGeometry.qrError(out, qr, qrRect) <= PageGeometry.QR_FIT * 1.5 ? out : best;
    }

    private static boolean distinct(Point2D_F64[] pick) {
        for (int i = 0; i < pick.length; i++)
            for (int j = i + 1; j < pick.length; j++) if (pick[i] != null && pick[i] == pick[j]) return false;
        return true;
    }

    /**
     * Centres of solid dark squares about {@code side} pixels wide on paper (a brighter ring
     * round them) anywhere in the image: the corner squares of every sheet on it, found or not.
     */
    static List<Point2D_F64> squares(GrayU8 gray, double side) {
        int k = shrinkFactor(gray);
        GrayU8 small = shrunk(gray, k);
        List<Point2D_F64> out = new ArrayList<>();
        for (Point2D_F64 c : blobs(small, side / k, k, null)) {
            double inside = mean(small, c.x / k, c.y / k, side / k * 0.3, 0),
                    ring = mean(small, c.x / k, c.y / k, side / k * 1.1, side / k * 0.8);
            if (ring > inside * 1.6 + 10) out.add(c);
        }
        return out;
    }

    /** The mean grey of the square annulus round (x, y) between half-widths {@code inner} and {@code outer}. */
    private static double mean(GrayU8 g, double x, double y, double outer, double inner) {
        double sum = 0;
        int n = 0;
        for (int yy = (int) (y - outer); yy <= (int) (y + outer); yy++) {
            for (int xx = (int) (x - outer); xx <= (int) (x + outer); xx++) {
                if (xx < 0 || yy < 0 || xx >= g.width || yy >= g.height) continue;
                if (Math.abs(xx - x) < inner && Math.abs(yy - y) < inner) continue;
                sum += g.unsafe_get(xx, yy);
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }

    /**
     * Centres (full-size pixels) of solid dark blobs whose area is within a factor of the
     * expected square's and whose outline is about as long as a square's, outside the QR code
     * (its finder patterns are squares too, but hollow).
     */
    private static List<Point2D_F64> blobs(GrayU8 small, double side, int k, PageGeometry.Found qr) {
        int window = Math.max(15, (int) (side * 4)) | 1;
        InputToBinary<GrayU8> t =
                FactoryThresholdBinary.localMean(ConfigLength.fixed(window), 0.85, true, GrayU8.class);
        GrayU8 bin = new GrayU8(small.width, small.height);
        t.process(small, bin);
        List<Point2D_F64> out = new ArrayList<>();
        double min = Math.pow(side * 0.45, 2), max = Math.pow(side * 2.2, 2);
        for (Contour c : BinaryImageOps.contourExternal(bin, ConnectRule.EIGHT)) {
            List<Point2D_I32> p = c.external;
            if (p.size() < 8) continue;
            double[] ac = PageGeometry.areaCentroid(p);
            double a = Math.abs(ac[0]);
            int x0 = Integer.MAX_VALUE, y0 = Integer.MAX_VALUE, x1 = -1, y1 = -1;
            for (Point2D_I32 u : p) {
                x0 = Math.min(x0, u.x);
                y0 = Math.min(y0, u.y);
                x1 = Math.max(x1, u.x);
                y1 = Math.max(y1, u.y);
            }
            if (a < min || a > max) continue;
            if (Math.abs(p.size() / (4 * Math.sqrt(a)) - 1) > 0.4) continue; // not square-ish: a line, a letter, a blot
            int ones = 0;
            for (int y = y0; y <= y1; y++) for (int x = x0; x <= x1; x++) ones += bin.unsafe_get(x, y);
            if (ones < a * 0.85) continue; // hollow: a box, a QR finder pattern
            Point2D_F64 centre = new Point2D_F64((ac[1] + 0.5) * k, (ac[2] + 0.5) * k);
            if (qr == null || !insideQr(centre, qr)) out.add(centre);
        }
        return out;
    }

    /** Whether a point lies within the QR code's quadrilateral, grown by a tenth. */
    private static boolean insideQr(Point2D_F64 p, PageGeometry.Found qr) {
        List<Point2D_F64> c = qr.corners();
        double mx = 0, my = 0;
        for (Point2D_F64 q : c) {
            mx += q.x / 4;
            my += q.y / 4;
        }
        int sign = 0;
        for (int i = 0; i < 4; i++) {
            Point2D_F64 a = c.get(i), b = c.get((i + 1) % 4);
            double ax = mx + (a.x - mx) * 1.1,
                    ay = my + (a.y - my) * 1.1,
                    bx = mx + (b.x - mx) * 1.1,
                    by = my + (b.y - my) * 1.1;
            int s = (int) Math.signum((bx - ax) * (p.y - ay) - (by - ay) * (p.x - ax));
            if (sign == 0) sign = s;
            else if (s != 0 && s != sign) return false;
        }
        return true;
    }
}
