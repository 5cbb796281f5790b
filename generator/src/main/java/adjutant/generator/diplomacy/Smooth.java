package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.List;

/** Chaikin corner cutting: a polyline's corners rounded, its two ends kept in place (closed lines all round). */
final class Smooth {
    private Smooth() {}

    static List<Pt> chaikin(List<Pt> line, int rounds) {
        List<Pt> out = line;
        boolean closed = line.size() > 2 && Chains.key(line.get(0)).equals(Chains.key(line.get(line.size() - 1)));
        for (int r = 0; r < rounds && out.size() > 2; r++) {
            List<Pt> next = new ArrayList<>();
            if (!closed) next.add(out.get(0));
            int n = out.size();
            for (int i = 0; i < n - 1; i++) {
                Pt a = out.get(i), b = out.get(i + 1);
                next.add(a.times(0.75).plus(b.times(0.25)));
                next.add(a.times(0.25).plus(b.times(0.75)));
            }
            if (closed) next.add(next.get(0));
            else next.add(out.get(n - 1));
            out = next;
        }
        return out;
    }
}
