package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.engine.geometry.Box;
import boofcv.abst.distort.FDistort;
import boofcv.abst.fiducial.QrCodeDetector;
import boofcv.abst.geo.Estimate1ofEpipolar;
import boofcv.alg.fiducial.qrcode.QrCode;
import boofcv.alg.filter.binary.BinaryImageOps;
import boofcv.alg.filter.binary.Contour;
import boofcv.alg.filter.binary.GThresholdImageOps;
import boofcv.alg.filter.binary.ThresholdImageOps;
import boofcv.factory.fiducial.ConfigQrCode;
import boofcv.factory.fiducial.FactoryFiducial;
import boofcv.factory.filter.binary.ConfigThreshold;
import boofcv.factory.filter.binary.ThresholdType;
import boofcv.factory.geo.FactoryMultiView;
import boofcv.struct.ConnectRule;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayU8;
import georegression.fitting.affine.MotionAffinePoint2D_F64;
import georegression.struct.affine.Affine2D_F64;
import georegression.struct.point.Point2D_F64;
import georegression.struct.point.Point2D_I32;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.ejml.data.DMatrixRMaj;

/**
 * Where a sheet's millimetres fall in a scan: the QR code gives the page's identity and a first
 * affine map (its four corners), which predicts where the four corner fiducials are; their
 * centres, found in windows around the prediction, give the final page-to-image homography
 * (BoofCV's normalised DLT). Rotation, skew and a phone's perspective all come out of it.
 * Predictions stay affine until three squares are found: a homography's perspective terms fitted
 * to the small code alone (or to the code and the two top squares) swing wildly with a pixel of
 * blur in a corner, and threw the bottom squares' predictions hundreds of pixels off.
 */
public final class PageGeometry {
    private final DMatrixRMaj h;
    private final double pxPerMm;
    /** The page moved by this much (mm) first: a row lying off the corners' plane. */
    private final double dx, dy;
    /** What the reference marks add to the homography (a folded or curled sheet), or null. */
    private final MarkWarp warp;
    /** The shift by bands across the page (a sheet folded the long way), or null. */
    private final ColumnShift columns;

    private PageGeometry(DMatrixRMaj h, double pxPerMm) {
        this(h, pxPerMm, 0, 0, null, null);
    }

    private PageGeometry(DMatrixRMaj h, double pxPerMm, double dx, double dy, MarkWarp warp, ColumnShift columns) {
        this.h = h;
        this.pxPerMm = pxPerMm;
        this.dx = dx;
        this.dy = dy;
        this.warp = warp;
        this.columns = columns;
    }

    /** The sheet codes in an image (normally one), with the QR corners in pixels. */
    public record Found(SheetCode code, String text, List<Point2D_F64> corners) {}

    /**
     * The QR codes BoofCV finds in the image; codes that are not Adjutant's keep a null code.
     * When the default search (local block thresholds 40 px wide) finds no sheet code, finer
     * blocks, one global threshold, then the image at twice its size are tried in turn: a
     * photo's code averaged down to two or three pixels a module, or blurred, is found by one of
     * them (each costs a search, so only a page that needs it pays).
     */
    public static List<Found> codes(GrayU8 gray) {
        return codes(gray, gray);
    }

    /**
     * The same, looked for in {@code full} (the image at its own size, of which {@code gray} is
     * an averaged-down copy) when {@code gray} has none, corners given in {@code gray}'s pixels.
     */
    public static List<Found> codes(GrayU8 gray, GrayU8 full) {
        List<Found> all = new ArrayList<>();
        // The default and the finer blocks both run: a second sheet on the photo, lit otherwise
        // than the first, is often found by only one of them.
        for (ConfigThreshold t : new ConfigThreshold[] {
            null, ConfigThreshold.local(ThresholdType.BLOCK_OTSU, 20), ConfigThreshold.global(ThresholdType.GLOBAL_OTSU)
        }) {
            boolean any = all.stream().anyMatch(x -> x.code() != null);
            if (any && t != null && t.type == ThresholdType.GLOBAL_OTSU) break;
            merge(all, detect(gray, t, 1));
        }
        if (all.stream().noneMatch(x -> x.code() != null) && full.width > gray.width) {
            // A small or blurred code keeps its modules only at the image's own size.
            double scale = full.width / (double) gray.width;
            merge(all, detect(full, null, scale));
            if (all.stream().noneMatch(x -> x.code() != null))
                merge(all, detect(full, ConfigThreshold.local(ThresholdType.BLOCK_OTSU, 20), scale));
            // A blurred code on a white sheet over a dark table: one threshold between paper and print keeps its
            // modules.
            if (all.stream().noneMatch(x -> x.code() != null))
                merge(all, detect(full, ConfigThreshold.global(ThresholdType.GLOBAL_OTSU), scale));
        }
        if (all.stream().noneMatch(x -> x.code() != null)) merge(all, doubled(gray));
        all.sort(Comparator.comparing((Found f) -> f.code() == null));
        return all;
    }

    /**
     * The codes found in the image at twice its size (corners in its own pixels): modules of two
     * or three pixels (a chat app's copy) keep their edges apart when doubled, bicubic.
     */
    static List<Found> doubled(GrayU8 gray) {
        GrayU8 up = new GrayU8(gray.width * 2, gray.height * 2);
        new FDistort(gray, up)
                .scaleExt()
                .interp(boofcv.alg.interpolate.InterpolationType.BICUBIC)
                .apply();
        return detect(up, null, 2);
    }

    /**
     * The codes in one region of the image (x0, y0)–(x1, y1), looked for at twice its size with
     * the default threshold and with one threshold for the region alone (a sheet lit otherwise
     * than the rest of the photo); corners in the image's pixels.
     */
    static List<Found> inRegion(GrayU8 gray, int x0, int y0, int x1, int y1) {
        return inRegion(gray, x0, y0, x1, y1, 2);
    }

    /** The same, the region enlarged {@code k} times. */
    static List<Found> inRegion(GrayU8 gray, int x0, int y0, int x1, int y1, int k) {
        x0 = Math.max(0, x0);
        y0 = Math.max(0, y0);
        x1 = Math.min(gray.width, x1);
        y1 = Math.min(gray.height, y1);
        if (x1 - x0 < 20 || y1 - y0 < 20) return List.of();
        GrayU8 part = gray.subimage(x0, y0, x1, y1, null).clone(), up = new GrayU8(part.width * k, part.height * k);
        new FDistort(part, up)
                .scaleExt()
                .interp(boofcv.alg.interpolate.InterpolationType.BICUBIC)
                .apply();
        List<Found> all = new ArrayList<>();
        merge(all, detect(up, null, k));
        if (all.stream().noneMatch(x -> x.code() != null))
            merge(all, detect(up, ConfigThreshold.global(ThresholdType.GLOBAL_OTSU), k));
        List<Found> out = new ArrayList<>();
        for (Found f : all) {
            List<Point2D_F64> c = new ArrayList<>();
            for (Point2D_F64 p : f.corners()) c.add(new Point2D_F64(p.x + x0, p.y + y0));
            out.add(new Found(f.code(), f.text(), c));
        }
        return out;
    }

    /**
     * The codes looked for round each of {@code squares} (corner squares found, {@code pxPerMm} the
     * page's scale there): the code lies within about 45 mm of its sheet's top-right square, so a
     * window that size round each square is searched alone (lit its own way), enlarged until the
     * code's modules are about five pixels wide. A sheet in a small photo of two (a chat app's
     * copy) keeps its code's modules only so. Corners in the image's pixels.
     */
    static List<Found> nearSquares(GrayU8 gray, List<Point2D_F64> squares, double pxPerMm) {
        List<Found> all = new ArrayList<>();
        double half = 45 * pxPerMm;
        int k = (int) Math.max(2, Math.min(4, Math.ceil(5 / (0.85 * pxPerMm))));
        List<Point2D_F64> searched = new ArrayList<>();
        for (Point2D_F64 c : squares) {
            // a square well inside a window already searched adds nothing
            if (searched.stream().anyMatch(p -> Math.abs(p.x - c.x) < half / 3 && Math.abs(p.y - c.y) < half / 3))
                continue;
            searched.add(c);
            for (Found f :
                    inRegion(gray, (int) (c.x - half), (int) (c.y - half), (int) (c.x + half), (int) (c.y + half), k))
                merge(all, List.of(f));
        }
        return all;
    }

    /** Adds the codes of {@code more} not already in {@code all} (the same text, or a code found at the same place). */
    private static void merge(List<Found> all, List<Found> more) {
        for (Found f : more) {
            boolean dup = all.stream()
                    .anyMatch(a -> a.text().equals(f.text())
                            || a.corners().get(0).distance(f.corners().get(0)) < 10);
            if (!dup) all.add(f);
        }
    }

    /** The codes found with threshold {@code t} (null: BoofCV's default), corners divided by {@code scale}. */
    private static List<Found> detect(GrayU8 gray, ConfigThreshold t, double scale) {
        ConfigQrCode config = new ConfigQrCode();
        if (t != null) config.threshold = t;
        QrCodeDetector<GrayU8> d = FactoryFiducial.qrcode(config, GrayU8.class);
        d.process(gray);
        List<Found> out = new ArrayList<>();
        for (QrCode q : d.getDetections()) {
            List<Point2D_F64> c = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Point2D_F64 p = q.bounds.get(i);
                c.add(new Point2D_F64((p.x + 0.5) / scale - 0.5, (p.y + 0.5) / scale - 0.5));
            }
            out.add(new Found(SheetCode.parse(q.message), q.message, c));
        }
        return out;
    }

    /**
     * The geometry of a page whose QR code was found, or null with the reason in {@code why[0]}
     * when a corner fiducial cannot be found (cut off, covered, or the photo too skewed).
     */
    static PageGeometry locate(GrayU8 gray, Found qr, Box qrRect, List<Box> fiducials, Refusal[] why) {
        Refusal[] near = new Refusal[1];
        PageGeometry g = windowed(gray, qr, qrRect, fiducials, near);
        if (g != null && qrError(g, qr, qrRect) < QR_FIT) return g;
        PageGeometry first = affine(qrCorners(qrRect), qr.corners());
        if (first == null) {
            why[0] = new Refusal("qr_no_page");
            return null;
        }
        PageGeometry found = FiducialSearch.search(gray, qr, qrRect, fiducials, first, why);
        if (found != null) return found;
        if (g != null) why[0] = new Refusal("corners_disagree", "tilt", Math.round(tilt(qr)));
        return null;
    }

    /** How far (share of the code's side) the code's corners may lie from where the corner squares' homography puts them. */
    static final double QR_FIT = 0.08;

    static List<Point2D_F64> qrCorners(Box qrRect) {
        return List.of(
                new Point2D_F64(qrRect.x(), qrRect.y()),
                new Point2D_F64(qrRect.right(), qrRect.y()),
                new Point2D_F64(qrRect.right(), qrRect.bottom()),
                new Point2D_F64(qrRect.x(), qrRect.bottom()));
    }

    /** The mean distance of the code's found corners from where {@code g} puts them, as a share of the code's side in pixels. */
    static double qrError(PageGeometry g, Found qr, Box qrRect) {
        List<Point2D_F64> mm = qrCorners(qrRect);
        double err = 0, side = 0;
        for (int i = 0; i < 4; i++) {
            Point2D_F64 p = mm.get(i);
            err += g.toImage(p.x, p.y).distance(qr.corners().get(i));
            side += qr.corners().get(i).distance(qr.corners().get((i + 1) % 4));
        }
        return err / side;
    }

    /** How tilted the page seems, in degrees, from how unequal the code's opposite sides are on the image. */
    static double tilt(Found qr) {
        List<Point2D_F64> c = qr.corners();
        double a = c.get(0).distance(c.get(1)),
                b = c.get(3).distance(c.get(2)),
                l = c.get(0).distance(c.get(3)),
                r = c.get(1).distance(c.get(2));
        double ratio = Math.min(Math.min(a, b) / Math.max(a, b), Math.min(l, r) / Math.max(l, r));
        return Math.toDegrees(Math.acos(Math.min(1, ratio)));
    }

    /** The windowed search: each corner square looked for round where the code and the squares found so far put it. */
    private static PageGeometry windowed(GrayU8 gray, Found qr, Box qrRect, List<Box> fiducials, Refusal[] why) {
        List<Point2D_F64> page = List.of(
                new Point2D_F64(qrRect.x(), qrRect.y()),
                new Point2D_F64(qrRect.right(), qrRect.y()),
                new Point2D_F64(qrRect.right(), qrRect.bottom()),
                new Point2D_F64(qrRect.x(), qrRect.bottom()));
        PageGeometry first = affine(page, qr.corners());
        if (first == null) {
            why[0] = new Refusal("qr_no_page");
            return null;
        }
        // Nearest the code first: each square found refits the homography, so the prediction for
        // the far corners is made from points that surround more and more of the page.
        List<Point2D_F64> mm = new ArrayList<>(page), px = new ArrayList<>(qr.corners());
        Point2D_F64[] centres = new Point2D_F64[fiducials.size()];
        List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3));
        order.sort(Comparator.comparingDouble(i -> Math.hypot(
                fiducials.get(i).centerX() - qrRect.centerX(), fiducials.get(i).centerY() - qrRect.centerY())));
        PageGeometry g = first;
        int missing = -1, found = 0;
        for (int i : order) {
            Box f = fiducials.get(i);
            Point2D_F64 c = g.fiducial(gray, f, 2.2);
            if (c == null) c = g.fiducial(gray, f, 6); // predicted from the top of a skewed photo only: look wider
            if (c == null) {
                // One corner cut off (a page turned on the scanner bed): the other three and the code still fix the
                // page.
                if (missing < 0) {
                    missing = i;
                    continue;
                }
                why[0] = new Refusal(
                        "corners_off",
                        "corners",
                        new Refusal.Corners(List.of(Math.min(i, missing), Math.max(i, missing))));
                return null;
            }
            centres[i] = c;
            mm.add(new Point2D_F64(f.centerX(), f.centerY()));
            px.add(c);
            PageGeometry next = ++found >= 3 ? fit(mm, px) : affine(mm, px);
            if (next != null) g = next;
        }
        if (missing >= 0) return g;
        // The final fit from the four squares alone: the code's corners are less exact.
        List<Point2D_F64> fm = new ArrayList<>(), fp = new ArrayList<>();
        for (int i = 0; i < fiducials.size(); i++) {
            fm.add(new Point2D_F64(fiducials.get(i).centerX(), fiducials.get(i).centerY()));
            fp.add(centres[i]);
        }
        PageGeometry out = fit(fm, fp);
        if (out == null) why[0] = new Refusal("corners_no_page");
        return out;
    }

    static PageGeometry fit(List<Point2D_F64> mm, List<Point2D_F64> px) {
        List<AssociatedPair> pairs = new ArrayList<>();
        for (int i = 0; i < mm.size(); i++) pairs.add(new AssociatedPair(mm.get(i), px.get(i)));
        Estimate1ofEpipolar dlt = FactoryMultiView.homographyDLT(true);
        DMatrixRMaj h = new DMatrixRMaj(3, 3);
        if (!dlt.process(pairs, h)) return null;
        return scaled(h, mm);
    }

    /** The least-squares affine map (georegression), as a homography without perspective. */
    static PageGeometry affine(List<Point2D_F64> mm, List<Point2D_F64> px) {
        MotionAffinePoint2D_F64 fitter = new MotionAffinePoint2D_F64();
        if (!fitter.process(mm, px)) return null;
        Affine2D_F64 a = fitter.getTransformSrcToDst();
        return scaled(new DMatrixRMaj(3, 3, true, a.a11, a.a12, a.tx, a.a21, a.a22, a.ty, 0, 0, 1), mm);
    }

    /** The geometry of {@code h}, with its pixels per millimetre measured round the points it was fitted to. */
    private static PageGeometry scaled(DMatrixRMaj h, List<Point2D_F64> mm) {
        PageGeometry g = new PageGeometry(h, 1);
        double span = 0, mmSpan = 0;
        for (int i = 0; i < mm.size(); i++) {
            int j = (i + 1) % mm.size();
            span += g.toImage(mm.get(i).x, mm.get(i).y).distance(g.toImage(mm.get(j).x, mm.get(j).y));
            mmSpan += mm.get(i).distance(mm.get(j));
        }
        return new PageGeometry(h, span / mmSpan);
    }

    /** This geometry with the page moved by ({@code dx}, {@code dy}) mm first: a part of a folded or curled sheet that lies off the plane of its corners. */
    public PageGeometry shifted(double dx, double dy) {
        return new PageGeometry(h, pxPerMm, this.dx + dx, this.dy + dy, warp, columns);
    }

    /** This geometry followed by the reference marks' correction. */
    PageGeometry warped(MarkWarp w) {
        return new PageGeometry(h, pxPerMm, dx, dy, w, columns);
    }

    /** This geometry with the page shifted band by band across first (a sheet folded the long way). */
    PageGeometry columns(ColumnShift c) {
        return new PageGeometry(h, pxPerMm, dx, dy, warp, c);
    }

    /** The page point in image pixels by the homography alone (no shift, no marks). */
    Point2D_F64 plane(double x, double y) {
        double w = h.get(2, 0) * x + h.get(2, 1) * y + h.get(2, 2);
        return new Point2D_F64(
                (h.get(0, 0) * x + h.get(0, 1) * y + h.get(0, 2)) / w,
                (h.get(1, 0) * x + h.get(1, 1) * y + h.get(1, 2)) / w);
    }

    /** Whether image point {@code p} lies on the page ({@code w} × {@code h} mm, grown by 5 mm) as {@code g} maps it. */
    static boolean inside(PageGeometry g, Point2D_F64 p, double w, double h) {
        double[][] mm = {{-5, -5}, {w + 5, -5}, {w + 5, h + 5}, {-5, h + 5}};
        int sign = 0;
        for (int i = 0; i < 4; i++) {
            Point2D_F64 a = g.toImage(mm[i][0], mm[i][1]), b = g.toImage(mm[(i + 1) % 4][0], mm[(i + 1) % 4][1]);
            int s = (int) Math.signum((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
            if (sign == 0) sign = s;
            else if (s != 0 && s != sign) return false;
        }
        return true;
    }

    /** A page point in millimetres, in image pixels. */
    public Point2D_F64 toImage(double x, double y) {
        double cx = 0, cy = 0;
        if (columns != null) {
            double[] c = columns.at(x);
            cx = c[0];
            cy = c[1];
        }
        Point2D_F64 p = plane(x + dx + cx, y + dy + cy);
        if (warp != null) warp.add(x + dx + cx, y + dy + cy, p);
        return p;
    }

    /** Pixels per millimetre, on average over the page. */
    public double pxPerMm() {
        return pxPerMm;
    }

    /**
     * The centre of the dark square nearest to where {@code f} should be: Otsu threshold in a
     * window three squares wide, external contours, the one whose area and squareness fit best.
     */
    Point2D_F64 fiducial(GrayU8 gray, Box f, double reach) {
        return fiducial(gray, f, reach, toImage(f.centerX(), f.centerY()));
    }

    /** {@code {signed area, centroid x, centroid y}} of a closed contour (the shoelace formula). */
    static double[] areaCentroid(List<Point2D_I32> p) {
        double a = 0, cx = 0, cy = 0;
        for (int i = 0; i < p.size(); i++) {
            Point2D_I32 u = p.get(i), v = p.get((i + 1) % p.size());
            double cross = (double) u.x * v.y - (double) v.x * u.y;
            a += cross;
            cx += (u.x + v.x) * cross;
            cy += (u.y + v.y) * cross;
        }
        a /= 2;
        return new double[] {a, cx / (6 * a), cy / (6 * a)};
    }

    /** The same, looked for round {@code c} (pixels). */
    Point2D_F64 fiducial(GrayU8 gray, Box f, double reach, Point2D_F64 c) {
        double side = f.w() * pxPerMm;
        int r = (int) Math.ceil(side * reach);
        int x0 = Math.max(0, (int) c.x - r), y0 = Math.max(0, (int) c.y - r);
        int x1 = Math.min(gray.width, (int) c.x + r), y1 = Math.min(gray.height, (int) c.y + r);
        if (x1 - x0 < side || y1 - y0 < side) return null;
        GrayU8 win = gray.subimage(x0, y0, x1, y1, null);
        int t = (int) GThresholdImageOps.computeOtsu(win, 0, 255);
        GrayU8 bin = ThresholdImageOps.threshold(win, null, t, true);
        Point2D_F64 best = null;
        double bestScore = Double.MAX_VALUE, want = side * side;
        for (Contour k : BinaryImageOps.contourExternal(bin, ConnectRule.EIGHT)) {
            List<Point2D_I32> p = k.external;
            if (p.size() < 8
                    || p.stream().anyMatch(q -> q.x <= 0 || q.y <= 0 || q.x >= bin.width - 1 || q.y >= bin.height - 1))
                continue; // cut: not a whole square
            double[] ac = areaCentroid(p);
            double a = ac[0], cx = ac[1], cy = ac[2];
            if (Math.abs(a) < want * 0.4 || Math.abs(a) > want * 2.2) continue;
            double perimeter = p.size(), squareness = Math.abs(perimeter - 4 * Math.sqrt(Math.abs(a))) / perimeter;
            double dist = Math.hypot(cx + x0 - c.x, cy + y0 - c.y) / side;
            double score = Math.abs(Math.abs(a) / want - 1) + squareness + dist;
            if (score < bestScore) {
                bestScore = score;
                best = new Point2D_F64(cx + x0 + 0.5, cy + y0 + 0.5);
            }
        }
        return best;
    }
}
