package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.List;

/** Cutting polygons and segments to the board's rectangle [0, w] × [0, h]. */
final class Clip {
    private Clip() {}

    /** The part of a closed polygon inside the rectangle (Sutherland–Hodgman; the rectangle is convex). */
    static List<Pt> polygon(List<Pt> poly, double w, double h) {
        List<Pt> out = poly;
        out = half(out, new Pt(-1, 0), 0);
        out = half(out, new Pt(1, 0), w);
        out = half(out, new Pt(0, -1), 0);
        out = half(out, new Pt(0, 1), h);
        return out;
    }

    /** The part of a polygon where n·x ≤ c. */
    static List<Pt> half(List<Pt> poly, Pt n, double c) {
        List<Pt> out = new ArrayList<>();
        for (int k = 0; k < poly.size(); k++) {
            Pt s = poly.get(k), e = poly.get((k + 1) % poly.size());
            double ds = n.dot(s) - c, de = n.dot(e) - c;
            if (ds <= 0) out.add(s);
            if (ds < 0 && de > 0 || ds > 0 && de < 0) out.add(s.plus(e.minus(s).times(ds / (ds - de))));
        }
        return out;
    }

    /** The part of segment a–b inside the rectangle (Liang–Barsky), or null. */
    static Pt[] segment(Pt a, Pt b, double w, double h) {
        double t0 = 0, t1 = 1, dx = b.x() - a.x(), dy = b.y() - a.y();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {a.x(), w - a.x(), a.y(), h - a.y()};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) return null;
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) t0 = Math.max(t0, t);
                else t1 = Math.min(t1, t);
            }
        }
        if (t0 >= t1) return null;
        return new Pt[] {a.plus(new Pt(dx, dy).times(t0)), a.plus(new Pt(dx, dy).times(t1))};
    }
}
