package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.geometry.Box;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.util.Arrays;
import java.util.List;

/**
 * Measures a box's ink against its own blank: the paper's brightness is modelled round each box
 * as a plane fitted to the paper samples there (so uneven light, a grey scan or a shadow across
 * a photo shift the reference with it, and a light gradient across the box does not look like
 * ink), and a sample is ink when it is much darker than the paper at its place. The inside is
 * sampled 0.8 mm in from the printed border, so the border never counts, whatever the blur.
 * A box is blank only when nothing shows in it: a light stroke (pencil, a grey pen, a mark
 * half lost in blur) leaves a share of slightly darker samples or darkens the inside on
 * average. Plainly there, it is a light mark, read like a pen's when every other box of the row
 * is clearly blank or marked; barely there, the box is unsure and the row is asked about, never
 * read as "nothing". A crease across a box is not ink: it is measured away against the paper
 * beside the box.
 */
public final class InkMeter {
    /** Below this share of ink a box is blank; from {@link #MARKED} up it is marked; between, unsure. */
    static final double BLANK = 0.025, MARKED = 0.13;
    /** A marked box with this much ink around its border was blacked out past its edges: unsure. */
    static final double CROSSED_OUT = 0.35;
    /** A sample is ink when darker than this share of the local paper. */
    static final double DARK = 0.78;
    /** A sample is a faint stroke when darker than this share of the local paper. */
    static final double FAINT = 0.92;
    /** A box with this share of faint samples, or this much darker on average than its paper, holds a light stroke. */
    static final double FAINT_SHARE = 0.06, FAINT_MEAN = 0.018;
    /** A box with this share of faint samples (and no doubt otherwise) holds a light stroke plainly: read as marked. */
    static final double LIGHT_SHARE = 0.12;
    /** Beside a box, the paper dips below this share where a crease crosses, and is at least {@link #CLEAR_SIDE} elsewhere. */
    static final double DIP_SIDE = 0.95, CLEAR_SIDE = 0.97;
    /** Two sides of a box whose paper differs by less than this share on average are alike: a crease runs through. */
    static final double ALIKE = 0.03;
    /** A free-text sample is writing when darker than this share of its paper (a shadow's edge is not). */
    static final double WRITING = 0.68;

    static final int GRID = 14, RING = 48;

    private final GrayU8 gray;
    private final PageGeometry geo;

    public InkMeter(GrayU8 gray, PageGeometry geo) {
        this.gray = gray;
        this.geo = geo;
    }

    public BoxReading read(ScanBox b) {
        return read(b, false);
    }

    /**
     * The boxes of one row. When a crease runs along the whole row (the same dip in the paper
     * beside most of its boxes, on both sides of each alike), a box it crosses is measured
     * against the paper beside it even when the crease's shade fills most of the box's height.
     */
    public List<BoxReading> readRow(List<ScanBox> boxes) {
        int alike = 0;
        for (ScanBox b : boxes) {
            Box s = b.square(), in = s.grow(-0.8);
            double[][] sides = sides(s, in, paper(s.grow(2.6), s.grow(0.5)), false);
            if (dips(sides[0]) && dips(sides[1]) && alike(sides)) alike++;
        }
        boolean creased = boxes.size() >= 3 && alike >= Math.max(3, boxes.size() * 3 / 4);
        return boxes.stream().map(b -> read(b, creased)).toList();
    }

    private BoxReading read(ScanBox b, boolean rowCreased) {
        Box s = b.square();
        double[] paper = paper(s.grow(2.6), s.grow(0.5));
        Box in = s.grow(-0.8);
        double[][] ratio = new double[GRID][GRID];
        for (int i = 0; i < GRID; i++) {
            for (int j = 0; j < GRID; j++) {
                double x = in.x() + in.w() * (i + 0.5) / GRID, y = in.y() + in.h() * (j + 0.5) / GRID;
                ratio[i][j] = sample(x, y) / level(paper, x, y);
            }
        }
        double outside = ring(s, paper);
        BoxReading first = judge(b, ratio, outside);
        if (first.state() == BoxReading.State.BLANK || first.state() == BoxReading.State.MARKED) return first;
        // Something faint: a crease or a fold's shade across the box (or down it, a sheet folded the long way) is a
        // line
        // running on past both its sides.
        double[][] creased = acrossCrease(s, in, paper, ratio, false, rowCreased);
        if (creased == null) creased = acrossCrease(s, in, paper, ratio, true, false);
        return creased == null ? first : judge(b, creased, outside);
    }

    /**
     * The decision on a box's inside samples (each a share of its paper): blank when nothing
     * shows; marked with ink over {@link #MARKED} and not blacked out past its edges; light (a
     * pencil or thin grey stroke, plainly there but short of a pen's ink) when at least
     * {@link #LIGHT_SHARE} of it is a faint stroke; anything between is unsure.
     */
    private static BoxReading judge(ScanBox b, double[][] ratio, double outside) {
        int dark = 0, faint = 0;
        double sum = 0;
        for (double[] col : ratio) {
            for (double r : col) {
                if (r < DARK) dark++;
                if (r < FAINT) faint++;
                sum += Math.min(1, r);
            }
        }
        int n = GRID * GRID;
        double ink = dark / (double) n, faintShare = faint / (double) n, drop = 1 - sum / n;
        // A band of sample rows (or columns) faint from side to side with the rest clean is a line across or down (a
        // crease's shade), not a stroke.
        boolean band = band(ratio, faint, false) || band(ratio, faint, true);
        BoxReading.State st;
        if (ink < BLANK && faintShare < FAINT_SHARE && drop < FAINT_MEAN) st = BoxReading.State.BLANK;
        else if (outside >= CROSSED_OUT) st = BoxReading.State.UNSURE;
        else if (ink >= MARKED) st = BoxReading.State.MARKED;
        else if (faintShare >= LIGHT_SHARE && !band) st = BoxReading.State.LIGHT;
        else st = BoxReading.State.UNSURE;
        return new BoxReading(b, ink, outside, st);
    }

    /** Whether the faint samples are a band of whole sample rows (columns when {@code down}) with the rest clean. */
    private static boolean band(double[][] ratio, int faint, boolean down) {
        int full = 0, inFull = 0;
        for (int j = 0; j < GRID; j++) {
            int k = 0;
            for (int i = 0; i < GRID; i++) if ((down ? ratio[j][i] : ratio[i][j]) < FAINT) k++;
            if (k >= GRID * 4 / 5) {
                full++;
                inFull += k;
            }
        }
        return full > 0 && full < GRID * 7 / 10 && (faint - inFull) / (double) (GRID * GRID) < FAINT_SHARE;
    }

    /**
     * The inside measured against the paper beside the box at each height, when a long thin line
     * (a crease, the shade of a fold) crosses it: on both sides, just outside the border, the
     * paper dips at the same height on a few of the box's sample rows and is clear on the others.
     * A mark stays inside its box and leaves the sides clear; a box scribbled over past its edges
     * darkens the sides all the way down, and is not taken for a crease. With {@code down}, the
     * same for a line down the box (a sheet folded the long way), against the paper above and
     * below it. With {@code rowCreased} (a crease runs along the whole row), a dip on both sides
     * that is alike on both is enough, however much of the height the crease's shade covers.
     * Null when no such line.
     */
    private double[][] acrossCrease(Box s, Box in, double[] paper, double[][] ratio, boolean down, boolean rowCreased) {
        double[] left = new double[GRID], right = new double[GRID];
        int dipL = -1, dipR = -1, clearL = 0, clearR = 0, lowL = 0, lowR = 0;
        double minL = 2, minR = 2;
        for (int j = 0; j < GRID; j++) {
            double y = in.y() + in.h() * (j + 0.5) / GRID, x = in.x() + in.w() * (j + 0.5) / GRID;
            left[j] = down ? side(s.y(), -1, x, true) : side(s.x(), -1, y, false);
            right[j] = down ? side(s.bottom(), 1, x, true) : side(s.right(), 1, y, false);
            double l = left[j] / (down ? level(paper, x, s.y()) : level(paper, s.x(), y)),
                    r = right[j] / (down ? level(paper, x, s.bottom()) : level(paper, s.right(), y));
            if (l < minL) {
                minL = l;
                dipL = j;
            }
            if (r < minR) {
                minR = r;
                dipR = j;
            }
            if (l >= CLEAR_SIDE) clearL++;
            if (r >= CLEAR_SIDE) clearR++;
            if (l < DIP_SIDE) lowL++;
            if (r < DIP_SIDE) lowR++;
        }
        boolean crease = lowL > 0
                && lowR > 0
                && Math.abs(dipL - dipR) <= 3
                && clearL >= 3
                && clearR >= 3
                && lowL <= GRID * 2 / 3
                && lowR <= GRID * 2 / 3;
        if (!crease && !(rowCreased && lowL > 0 && lowR > 0 && alike(sides(s, in, paper, down)))) return null;
        double[][] out = new double[GRID][GRID];
        for (int i = 0; i < GRID; i++) {
            double x = in.x() + in.w() * (i + 0.5) / GRID, tx = (x - s.x()) / s.w();
            for (int j = 0; j < GRID; j++) {
                double y = in.y() + in.h() * (j + 0.5) / GRID, ty = (y - s.y()) / s.h();
                double beside = down ? left[i] + (right[i] - left[i]) * ty : left[j] + (right[j] - left[j]) * tx;
                // The paper beside the box where the line darkens it; the plane where the sides are clearer (a stroke's
                // own row).
                out[i][j] = ratio[i][j] * level(paper, x, y) / Math.min(level(paper, x, y), Math.max(40, beside));
            }
        }
        return out;
    }

    /** The paper beside a box's two sides (above and below it when {@code down}), each sample a share of the box's paper. */
    private double[][] sides(Box s, Box in, double[] paper, boolean down) {
        double[][] out = new double[2][GRID];
        for (int j = 0; j < GRID; j++) {
            double y = in.y() + in.h() * (j + 0.5) / GRID, x = in.x() + in.w() * (j + 0.5) / GRID;
            out[0][j] = down
                    ? side(s.y(), -1, x, true) / level(paper, x, s.y())
                    : side(s.x(), -1, y, false) / level(paper, s.x(), y);
            out[1][j] = down
                    ? side(s.bottom(), 1, x, true) / level(paper, x, s.bottom())
                    : side(s.right(), 1, y, false) / level(paper, s.right(), y);
        }
        return out;
    }

    /** Whether a side's paper dips somewhere below {@link #DIP_SIDE} of the box's paper. */
    private static boolean dips(double[] side) {
        return Arrays.stream(side).anyMatch(v -> v < DIP_SIDE);
    }

    /** Whether both sides show the same paper at each height (a line running through; a scribble differs side to side). */
    private static boolean alike(double[][] sides) {
        double diff = 0;
        for (int j = 0; j < GRID; j++) diff += Math.abs(sides[0][j] - sides[1][j]);
        return diff / GRID < ALIKE;
    }

    /**
     * The paper just beside a box's side at height {@code at} (above or below it at {@code at} across, when
     * {@code down}): the brightest of three samples 0.7–1.7 mm out.
     */
    private double side(double edge, int dir, double at, boolean down) {
        double best = 0;
        for (double d : new double[] {0.7, 1.2, 1.7})
            best = Math.max(best, down ? sample(at, edge + dir * d) : sample(edge + dir * d, at));
        return best;
    }

    /**
     * Whether the printed border of a box is where the geometry puts it: most samples on the
     * border line are dark. A page whose boxes are not (curled, folded, a corner square misread)
     * is refused rather than read against the wrong places.
     */
    public boolean borderSeen(ScanBox b) {
        return borderDark(b.square(), 0, 0) >= RING / 2;
    }

    /**
     * Where a row's boxes really are when the page is not flat: the shift (mm, within
     * {@code reach}) that puts the most of their printed borders on dark samples, searched
     * coarse then fine. A sheet folded in thirds or curled at a corner is a few planes, not one;
     * each row lies within one of them (or across a crease), so a shift per row is the
     * piecewise mapping, with the boxes' own borders as the reference marks. {0, 0} when no
     * shift is clearly better than none.
     */
    double[] align(List<ScanBox> boxes, double reach) {
        double[][] papers = new double[boxes.size()][];
        for (int i = 0; i < boxes.size(); i++)
            papers[i] = paper(boxes.get(i).square().grow(2.6), null);
        int none = borderDark(boxes, papers, 0, 0), best = none;
        double bx = 0, by = 0;
        for (double step : new double[] {0.5, 0.125}) {
            double cx = bx, cy = by, r = step == 0.5 ? reach : 0.5;
            for (double dx = -r; dx <= r + 1e-9; dx += step) {
                for (double dy = -r; dy <= r + 1e-9; dy += step) {
                    int d = borderDark(boxes, papers, cx + dx, cy + dy);
                    if (d > best) {
                        best = d;
                        bx = cx + dx;
                        by = cy + dy;
                    }
                }
            }
        }
        return best > none + boxes.size() * RING / 20 ? new double[] {bx, by} : new double[] {0, 0};
    }

    private int borderDark(List<ScanBox> boxes, double[][] papers, double dx, double dy) {
        int dark = 0;
        for (int b = 0; b < boxes.size(); b++) dark += borderDark(boxes.get(b).square(), papers[b], dx, dy);
        return dark;
    }

    /** How many of {@link #RING} samples on the border of {@code s}, shifted by (dx, dy) mm, are dark. */
    int borderDark(Box s, double dx, double dy) {
        return borderDark(s, paper(s.grow(2.6), null), dx, dy);
    }

    private int borderDark(Box s, double[] paper, double dx, double dy) {
        int dark = 0;
        for (int i = 0; i < RING; i++) {
            double[] p = onBorder(s, i);
            double x = p[0] + dx, y = p[1] + dy;
            if (sample(x, y) < level(paper, x, y) * 0.9) dark++;
        }
        return dark;
    }

    /**
     * The share of writing in a free area (the free-text line): tiles about 12 mm wide, each
     * against its own paper plane and moved to where the area's printed bottom line
     * ({@code borderY}) really runs there, and only samples much darker than the paper count, so
     * the soft edge of a shadow, a fold's shade or the area's own border bent by a lens is not
     * taken for writing.
     */
    public double inkIn(Box r, double borderY) {
        int tiles = Math.max(1, (int) Math.round(r.w() / 12)), nx = 8, ny = 16, dark = 0;
        for (int t = 0; t < tiles; t++) {
            Box tile = new Box(r.x() + r.w() * t / tiles, r.y(), r.w() / tiles, r.h());
            // Each tile where the printed line below it really is: a lens or a curl bends a long line.
            double dy = lineOffset(tile.x(), tile.right(), borderY, 3);
            tile = new Box(tile.x(), tile.y() + dy, tile.w(), tile.h());
            double[] paper = paper(tile, null);
            boolean[][] ink = new boolean[nx][ny];
            int[] across = new int[ny], down = new int[nx];
            for (int i = 0; i < nx; i++) {
                for (int j = 0; j < ny; j++) {
                    double x = tile.x() + tile.w() * (i + 0.5) / nx, y = tile.y() + tile.h() * (j + 0.5) / ny;
                    ink[i][j] = sample(x, y) < level(paper, x, y) * WRITING;
                    if (ink[i][j]) {
                        across[j]++;
                        down[i]++;
                    }
                }
            }
            // A line straight through the whole tile is the area's own border bent in by a lens or a curl, or a crease:
            // not writing.
            for (int i = 0; i < nx; i++)
                for (int j = 0; j < ny; j++) if (ink[i][j] && across[j] < nx * 3 / 4 && down[i] < ny * 3 / 4) dark++;
        }
        return dark / (double) (tiles * nx * ny);
    }

    /**
     * How far (mm, within {@code reach}) a printed horizontal line meant at {@code y} between
     * {@code x0} and {@code x1} really lies: the offset whose samples along it are darkest.
     */
    private double lineOffset(double x0, double x1, double y, double reach) {
        double best = 0, darkest = Double.MAX_VALUE;
        for (double d = -reach; d <= reach + 1e-9; d += 0.2) {
            double sum = 0;
            for (int i = 0; i < 12; i++) sum += sample(x0 + (x1 - x0) * (i + 0.5) / 12, y + d);
            if (sum < darkest - 1e-9 || sum <= darkest + 1e-9 && Math.abs(d) < Math.abs(best)) {
                darkest = sum;
                best = d;
            }
        }
        return best;
    }

    /** Ink on three thin loops 0.6–1.3 mm outside the border. */
    private double ring(Box s, double[] paper) {
        int dark = 0, n = 0;
        for (double d : new double[] {0.6, 0.95, 1.3}) {
            Box r = s.grow(d);
            for (int i = 0; i < RING; i++) {
                double[] p = onBorder(r, i);
                if (sample(p[0], p[1]) < level(paper, p[0], p[1]) * DARK) dark++;
                n++;
            }
        }
        return dark / (double) n;
    }

    /** Point {@code i} of {@link #RING} evenly spaced round the edge of {@code r}, clockwise from the top left. */
    private static double[] onBorder(Box r, int i) {
        double t = 4.0 * i / RING;
        if (t < 1) return new double[] {r.x() + t * r.w(), r.y()};
        if (t < 2) return new double[] {r.right(), r.y() + (t - 1) * r.h()};
        if (t < 3) return new double[] {r.right() - (t - 2) * r.w(), r.bottom()};
        return new double[] {r.x(), r.bottom() - (t - 3) * r.h()};
    }

    /** The paper's brightness at a page point by the plane {@code p} ({@code a + b·x + c·y}). */
    private static double level(double[] p, double x, double y) {
        return Math.max(40, p[0] + p[1] * x + p[2] * y);
    }

    /**
     * The paper's brightness round a place, as a plane: a coarse grid over {@code r} (leaving out
     * {@code skip}, the box and its border), the samples near the bright end taken as paper (print
     * and ink are darker), a plane fitted to them by least squares and refitted without the
     * samples well below it.
     */
    private double[] paper(Box r, Box skip) {
        int n = 12;
        double[] xs = new double[n * n], ys = new double[n * n], vs = new double[n * n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double x = r.x() + r.w() * i / (n - 1), y = r.y() + r.h() * j / (n - 1);
                if (skip != null && x > skip.x() && x < skip.right() && y > skip.y() && y < skip.bottom()) continue;
                xs[m] = x;
                ys[m] = y;
                vs[m++] = sample(x, y);
            }
        }
        double[] sorted = Arrays.copyOf(vs, m);
        Arrays.sort(sorted);
        double top = Math.max(40, sorted[(int) (m * 0.85)]);
        double[] plane = {top, 0, 0};
        for (int pass = 0; pass < 2; pass++) {
            double[] next = fit(xs, ys, vs, m, plane, pass == 0 ? 0.88 : 0.94);
            if (next == null) break;
            plane = next;
        }
        return plane;
    }

    /** Least-squares plane through the samples within {@code keep} of the plane {@code p} (or brighter); null when too few. */
    private static double[] fit(double[] xs, double[] ys, double[] vs, int m, double[] p, double keep) {
        double sx = 0, sy = 0, sv = 0, sxx = 0, sxy = 0, syy = 0, sxv = 0, syv = 0;
        int k = 0;
        double mx = 0, my = 0;
        for (int i = 0; i < m; i++) {
            mx += xs[i];
            my += ys[i];
        }
        mx /= m;
        my /= m;
        for (int i = 0; i < m; i++) {
            if (vs[i] < level(p, xs[i], ys[i]) * keep) continue;
            double x = xs[i] - mx, y = ys[i] - my, v = vs[i];
            sx += x;
            sy += y;
            sv += v;
            sxx += x * x;
            sxy += x * y;
            syy += y * y;
            sxv += x * v;
            syv += y * v;
            k++;
        }
        if (k < 12) return null;
        // Normal equations of v = a + b·x + c·y (centred), solved by Cramer's rule.
        double[][] a = {{k, sx, sy}, {sx, sxx, sxy}, {sy, sxy, syy}};
        double[] rhs = {sv, sxv, syv};
        double det = det(a);
        if (Math.abs(det) < 1e-9) return null;
        double[] sol = new double[3];
        for (int c = 0; c < 3; c++) {
            double[][] b = {a[0].clone(), a[1].clone(), a[2].clone()};
            for (int r = 0; r < 3; r++) b[r][c] = rhs[r];
            sol[c] = det(b) / det;
        }
        return new double[] {sol[0] - sol[1] * mx - sol[2] * my, sol[1], sol[2]};
    }

    private static double det(double[][] a) {
        return a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
    }

    /** Bilinear grey at a page point; outside the image counts as paper-white. */
    private double sample(double xMm, double yMm) {
        Point2D_F64 p = geo.toImage(xMm, yMm);
        double x = p.x - 0.5, y = p.y - 0.5;
        int x0 = (int) Math.floor(x), y0 = (int) Math.floor(y);
        if (x0 < 0 || y0 < 0 || x0 + 1 >= gray.width || y0 + 1 >= gray.height) return 255;
        double fx = x - x0, fy = y - y0;
        double a = gray.unsafe_get(x0, y0),
                b = gray.unsafe_get(x0 + 1, y0),
                c = gray.unsafe_get(x0, y0 + 1),
                d = gray.unsafe_get(x0 + 1, y0 + 1);
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
    }
}
