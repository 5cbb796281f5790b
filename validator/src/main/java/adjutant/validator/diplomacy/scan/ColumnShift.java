package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanPage;
import boofcv.struct.image.GrayU8;
import java.util.ArrayList;
import java.util.List;

/**
 * A sheet folded the long way (a crease down it, across the boxes of a column) is two planes
 * meeting at the crease; its corner squares and edge marks lie flat, the middle stands off them.
 * The page is cut into bands down its width, all the boxes of each band (of every row) aligned
 * on their printed borders at once, and the shift (mm) each band needs interpolated across the
 * page between the bands' middles: a tent-shaped fold comes out piecewise linear. A band with
 * too few boxes, or whose boxes are no better found shifted, keeps no shift. Every row is then
 * aligned on its own as before (a fold across the sheet).
 */
final class ColumnShift {
    /** Bands across the page. */
    static final int BANDS = 8;
    /** The fewest boxes a band is aligned by. */
    static final int FEWEST = 3;
    /** How far (mm) a band is looked for round where the geometry puts it. */
    static final double REACH = 4;

    /** Per band: its middle (mm across the page) and its shift {dx, dy} (mm). */
    private final double[] xs;

    private final double[][] shifts;

    private ColumnShift(double[] xs, double[][] shifts) {
        this.xs = xs;
        this.shifts = shifts;
    }

    /** {@code geo} with the bands' shifts, or {@code geo} itself when no band needs one. */
    static PageGeometry fit(GrayU8 gray, PageGeometry geo, ScanPage page) {
        InkMeter meter = new InkMeter(gray, geo);
        List<Double> mids = new ArrayList<>();
        List<double[]> found = new ArrayList<>();
        boolean any = false;
        for (int b = 0; b < BANDS; b++) {
            double x0 = page.width() * b / BANDS, x1 = page.width() * (b + 1) / BANDS;
            List<ScanBox> in = page.boxes().stream()
                    .filter(x -> x.square().centerX() >= x0 && x.square().centerX() < x1)
                    .toList();
            if (in.size() < FEWEST) continue;
            // a band whose boxes' borders are already where the geometry puts them (a flat sheet) is not searched
            long placed = in.stream()
                    .filter(x -> meter.borderDark(x.square(), 0, 0) >= InkMeter.RING * 4 / 5)
                    .count();
            double[] d = placed >= in.size() * 0.9 ? new double[] {0, 0} : meter.align(in, REACH);
            mids.add(
                    in.stream().mapToDouble(x -> x.square().centerX()).average().orElse((x0 + x1) / 2));
            found.add(d);
            any |= d[0] != 0 || d[1] != 0;
        }
        if (!any) return geo;
        double[] xs = mids.stream().mapToDouble(Double::doubleValue).toArray();
        return geo.columns(new ColumnShift(xs, found.toArray(new double[0][])));
    }

    /** The shift (mm) at {@code x} across the page: linear between the bands' middles, the nearest band's beyond them. */
    double[] at(double x) {
        if (x <= xs[0]) return shifts[0];
        for (int i = 1; i < xs.length; i++) {
            if (x <= xs[i]) {
                double t = (x - xs[i - 1]) / Math.max(1e-9, xs[i] - xs[i - 1]);
                return new double[] {
                    shifts[i - 1][0] + (shifts[i][0] - shifts[i - 1][0]) * t,
                    shifts[i - 1][1] + (shifts[i][1] - shifts[i - 1][1]) * t
                };
            }
        }
        return shifts[xs.length - 1];
    }
}
