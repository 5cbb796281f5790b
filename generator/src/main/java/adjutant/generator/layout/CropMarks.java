package adjutant.generator.layout;

import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Crop marks for a set of trimmed items: every distinct cut line (an item edge) gets a
 * short mark outside the block of items, beyond the bleed, at both ends; a ruler laid
 * across two marks gives the cut.
 */
public final class CropMarks {
    private CropMarks() {}

    public static List<Line> around(List<Box> trims, double bleed) {
        if (trims.isEmpty()) return List.of();
        double left = Double.MAX_VALUE, top = Double.MAX_VALUE, right = -Double.MAX_VALUE, bottom = -Double.MAX_VALUE;
        TreeSet<Double> xs = new TreeSet<>(), ys = new TreeSet<>();
        for (Box b : trims) {
            left = Math.min(left, b.x());
            top = Math.min(top, b.y());
            right = Math.max(right, b.right());
            bottom = Math.max(bottom, b.bottom());
            xs.add(round(b.x()));
            xs.add(round(b.right()));
            ys.add(round(b.y()));
            ys.add(round(b.bottom()));
        }
        double start = bleed + Grid.MARK_GAP, end = start + Grid.MARK_LENGTH;
        List<Line> out = new ArrayList<>();
        for (double x : xs) {
            out.add(Line.hair(x, top - start, x, top - end));
            out.add(Line.hair(x, bottom + start, x, bottom + end));
        }
        for (double y : ys) {
            out.add(Line.hair(left - start, y, left - end, y));
            out.add(Line.hair(right + start, y, right + end, y));
        }
        return out;
    }

    /** Edges closer than a micrometre are the same cut. */
    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
