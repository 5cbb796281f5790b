package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Province;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.util.GeometryFixer;
import org.locationtech.jts.index.strtree.STRtree;

/**
 * The smooth magnification that turns true geography into a playing surface: a
 * density-equalising cartogram (Gastner and Newman 2004, diffusion on a grid) whose density
 * is each province's need for room — the square it must hold ({@link BoardGeography.Room})
 * over the square it holds, squared — so crowded provinces grow and roomy ones (Russia, the
 * seas, North Africa) give up space, inside the fixed frame of the board. The flow of a
 * smooth field is one-to-one, so provinces keep their neighbours; the warp is a grid of moved
 * nodes, applied to any point by bilinear interpolation in its cell.
 */
final class BoardWarp {
    /** Grid cell, board units: finer than a province, coarse enough to flow in well under a second. */
    private static final double CELL = 8;
    /** Head-room over the required square, as the flow evens density only approximately. */
    private static final double SLACK = 1.4;
    /**
     * Time step of the explicit diffusion that blurs the density first (cell units; it is stable
     * up to 0.25), the longest step of the implicit one after (stable for any), the most a node may
     * move in one step (cells) and how long the flow runs (cell units of time).
     */
    private static final double DT = 0.2, LONG = 16, MOVE = 0.1, RUN = 1600;

    private static final int BLUR = 25;
    /** Radius, in cells, of the room a short border asks for around its middle. */
    private static final double SPOT = 3;
    /** The greatest density a province takes (as many times its size as the least room ever needs). */
    private static final double CAP = 12;

    private final int nx, ny;
    private final double hx, hy;
    /** Moved node positions, board units, [j][i]. */
    private final double[][] px, py;

    private BoardWarp(int nx, int ny, double hx, double hy, double[][] px, double[][] py) {
        this.nx = nx;
        this.ny = ny;
        this.hx = hx;
        this.hy = hy;
        this.px = px;
        this.py = py;
    }

    /**
     * The warp for these shapes and their room: each province's density is (square needed /
     * square held)², bounded; land in no province, lakes and the impassable area take 1.
     */
    static BoardWarp of(
            double width,
            double height,
            Map<String, Geometry> shapes,
            DipMap map,
            Map<String, Double> squares,
            double needed,
            Map<String, Double> boost,
            List<double[]> spots) {
        int nx = (int) Math.round(width / CELL), ny = (int) Math.round(height / CELL);
        double hx = width / nx, hy = height / ny;
        double[][] rho = new double[ny][nx];
        STRtree index = new STRtree();
        Map<String, Double> density = new LinkedHashMap<>();
        for (Province p : map.provinces()) {
            Geometry g = shapes.get(p.id());
            if (g == null || g.isEmpty()) continue;
            double need = needed * SLACK / Math.max(squares.getOrDefault(p.id(), needed), 1);
            double d = Math.max(0.2, Math.min(CAP, need * need * boost.getOrDefault(p.id(), 1.0)));
            density.put(p.id(), d);
            index.insert(g.getEnvelopeInternal(), new Object[] {new IndexedPointInAreaLocator(g), d});
        }
        // Land in no province (Ireland, Iceland …), lakes and Switzerland keep about their size.
        double rest = 1;
        for (int j = 0; j < ny; j++) {
            for (int i = 0; i < nx; i++) {
                Coordinate c = new Coordinate((i + 0.5) * hx, (j + 0.5) * hy);
                double d = rest;
                for (Object o : index.query(new Envelope(c))) {
                    Object[] e = (Object[]) o;
                    if (((IndexedPointInAreaLocator) e[0]).locate(c) != Location.EXTERIOR) {
                        d = (double) e[1];
                        break;
                    }
                }
                rho[j][i] = d;
            }
        }
        // a border too short to read (a strait) asks for room around it: {x, y, factor} in true geography
        for (double[] spot : spots) {
            for (int j = 0; j < ny; j++) {
                for (int i = 0; i < nx; i++) {
                    double dx = (i + 0.5) * hx - spot[0], dy = (j + 0.5) * hy - spot[1];
                    if (dx * dx + dy * dy <= SPOT * SPOT * hx * hy) rho[j][i] *= spot[2];
                }
            }
        }
        return flow(nx, ny, hx, hy, rho);
    }

    /** Diffuses the density (reflecting edges) and carries the grid's nodes along v = −∇ρ/ρ. */
    private static BoardWarp flow(int nx, int ny, double hx, double hy, double[][] rho) {
        double[][] x = new double[ny + 1][nx + 1], y = new double[ny + 1][nx + 1];
        for (int j = 0; j <= ny; j++) {
            for (int i = 0; i <= nx; i++) {
                x[j][i] = i;
                y[j][i] = j;
            }
        }
        double[][] vx = new double[ny + 1][nx + 1], vy = new double[ny + 1][nx + 1], next = new double[ny][nx];
        // blurred first (as Gastner and Newman do): a density that jumps from cell to cell folds the
        // grid, and one that jumps at a coast shears the land there (Britain against its seas)
        for (int k = 0; k < BLUR; k++) diffuse(rho, next, DT, nx, ny);
        for (double time = 0; time < RUN; ) {
            // velocity at the grid's fixed nodes from the four cells around each (cell units)
            double most = 0;
            for (int j = 0; j <= ny; j++) {
                for (int i = 0; i <= nx; i++) {
                    double a = cell(rho, i - 1, j - 1, nx, ny), b = cell(rho, i, j - 1, nx, ny);
                    double c = cell(rho, i - 1, j, nx, ny), d = cell(rho, i, j, nx, ny);
                    double r = (a + b + c + d) / 4;
                    double gx = ((b + d) - (a + c)) / 2, gy = ((c + d) - (a + b)) / 2;
                    vx[j][i] = i == 0 || i == nx ? 0 : -gx / r;
                    vy[j][i] = j == 0 || j == ny ? 0 : -gy / r;
                    most = Math.max(most, Math.abs(vx[j][i]) + Math.abs(vy[j][i]));
                }
            }
            if (most * DT < 1e-4) break;
            // steps short enough that no node overtakes another where density jumps
            double dt = Math.min(Math.min(LONG, MOVE / most), RUN - time);
            time += dt;
            for (int j = 0; j <= ny; j++) {
                for (int i = 0; i <= nx; i++) {
                    // bilinear in the node's cell ({@link #sample}, without an array per node)
                    double px = x[j][i], py = y[j][i];
                    int ci = Math.max(0, Math.min(nx - 1, (int) Math.floor(px))),
                            cj = Math.max(0, Math.min(ny - 1, (int) Math.floor(py)));
                    double u = px - ci, w = py - cj;
                    x[j][i] = Math.max(0, Math.min(nx, px + dt * lerp(vx, ci, cj, u, w)));
                    y[j][i] = Math.max(0, Math.min(ny, py + dt * lerp(vy, ci, cj, u, w)));
                }
            }
            implicit(rho, dt, nx, ny);
        }
        for (int j = 0; j <= ny; j++) {
            for (int i = 0; i <= nx; i++) {
                x[j][i] *= hx;
                y[j][i] *= hy;
            }
        }
        return new BoardWarp(nx, ny, hx, hy, x, y);
    }

    /**
     * One step of ∂ρ/∂t = ∇²ρ, implicit in each direction in turn (backward Euler, reflecting
     * edges): stable for any step, so the late flow, slow everywhere, is taken in long steps.
     */
    private static void implicit(double[][] rho, double dt, int nx, int ny) {
        double[] line = new double[Math.max(nx, ny)], work = new double[Math.max(nx, ny)];
        for (int j = 0; j < ny; j++) solve(rho[j], nx, dt, work);
        for (int i = 0; i < nx; i++) {
            for (int j = 0; j < ny; j++) line[j] = rho[j][i];
            solve(line, ny, dt, work);
            for (int j = 0; j < ny; j++) rho[j][i] = line[j];
        }
    }

    /** (1 − dt ∂²) u = f along one line, in place (Thomas algorithm; a mirrored end cell gives no flux). */
    private static void solve(double[] f, int n, double dt, double[] c) {
        if (n == 1) return;
        double b0 = 1 + dt;
        c[0] = -dt / b0;
        f[0] /= b0;
        for (int k = 1; k < n; k++) {
            double b = (k == n - 1 ? 1 + dt : 1 + 2 * dt) + dt * c[k - 1];
            c[k] = -dt / b;
            f[k] = (f[k] + dt * f[k - 1]) / b;
        }
        for (int k = n - 2; k >= 0; k--) f[k] -= c[k] * f[k + 1];
    }

    /** One explicit step of ∂ρ/∂t = ∇²ρ. */
    private static void diffuse(double[][] rho, double[][] next, double dt, int nx, int ny) {
        for (int j = 0; j < ny; j++) {
            for (int i = 0; i < nx; i++) {
                double r = rho[j][i];
                next[j][i] = r
                        + dt
                                * (cell(rho, i - 1, j, nx, ny)
                                        + cell(rho, i + 1, j, nx, ny)
                                        + cell(rho, i, j - 1, nx, ny)
                                        + cell(rho, i, j + 1, nx, ny)
                                        - 4 * r);
            }
        }
        for (int j = 0; j < ny; j++) System.arraycopy(next[j], 0, rho[j], 0, nx);
    }

    /** A cell's density, mirrored at the edges (no flow out of the board). */
    private static double cell(double[][] rho, int i, int j, int nx, int ny) {
        return rho[Math.max(0, Math.min(ny - 1, j))][Math.max(0, Math.min(nx - 1, i))];
    }

    /** Bilinear sample of a node field at a point in cell units. */
    private static double[] sample(double[][] fx, double[][] fy, double x, double y, int nx, int ny) {
        int i = Math.max(0, Math.min(nx - 1, (int) Math.floor(x))),
                j = Math.max(0, Math.min(ny - 1, (int) Math.floor(y)));
        double u = x - i, v = y - j;
        return new double[] {lerp(fx, i, j, u, v), lerp(fy, i, j, u, v)};
    }

    private static double lerp(double[][] f, int i, int j, double u, double v) {
        return (1 - u) * (1 - v) * f[j][i]
                + u * (1 - v) * f[j][i + 1]
                + (1 - u) * v * f[j + 1][i]
                + u * v * f[j + 1][i + 1];
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(nx);
        out.writeInt(ny);
        out.writeDouble(hx);
        out.writeDouble(hy);
        for (double[][] f : new double[][][] {px, py}) for (double[] row : f) for (double v : row) out.writeDouble(v);
    }

    static BoardWarp read(DataInputStream in) throws IOException {
        int nx = in.readInt(), ny = in.readInt();
        double hx = in.readDouble(), hy = in.readDouble();
        double[][] x = new double[ny + 1][nx + 1], y = new double[ny + 1][nx + 1];
        for (double[][] f : new double[][][] {x, y})
            for (double[] row : f) for (int i = 0; i < row.length; i++) row[i] = in.readDouble();
        return new BoardWarp(nx, ny, hx, hy, x, y);
    }

    /** Where a point of the true map lies on the warped board. */
    Province.Point apply(Province.Point p) {
        double[] q = sample(px, py, p.x() / hx, p.y() / hy, nx, ny);
        return new Province.Point(q[0], q[1]);
    }

    /**
     * The true geography's shapes carried by the warp: every ring densified (the same points on
     * both sides of a shared border) and each point moved, so neighbours stay neighbours along
     * the same borders; the frame stays where it is.
     */
    ProvinceShapes apply(ProvinceShapes truth) {
        Map<String, Geometry> shapes = new LinkedHashMap<>();
        truth.shapes.forEach((id, g) -> shapes.put(id, apply(g)));
        return new ProvinceShapes(truth.window, shapes, apply(truth.neutral), apply(truth.lakes));
    }

    Geometry apply(Geometry g) {
        GeometryFactory gf = ProvinceShapes.GF;
        List<Polygon> out = new ArrayList<>();
        for (int k = 0; k < g.getNumGeometries(); k++) {
            if (!(g.getGeometryN(k) instanceof Polygon p) || p.isEmpty()) continue;
            LinearRing shell = ring(p.getExteriorRing().getCoordinates());
            LinearRing[] holes = new LinearRing[p.getNumInteriorRing()];
            for (int h = 0; h < holes.length; h++)
                holes[h] = ring(p.getInteriorRingN(h).getCoordinates());
            out.add(gf.createPolygon(shell, holes));
        }
        Geometry made = out.size() == 1 ? out.get(0) : gf.createMultiPolygon(out.toArray(Polygon[]::new));
        return made.isValid() ? made : GeometryFixer.fix(made);
    }

    private LinearRing ring(Coordinate[] cs) {
        List<Coordinate> out = new ArrayList<>(cs.length * 2);
        double most = Math.min(hx, hy) / 4;
        for (int k = 0; k + 1 < cs.length; k++) {
            Coordinate a = cs[k], b = cs[k + 1];
            out.add(move(a.x, a.y));
            int n = (int) Math.ceil(a.distance(b) / most);
            // interpolated from the lesser end, so the two rings sharing this edge get the same points
            boolean forward = a.x < b.x || a.x == b.x && a.y <= b.y;
            Coordinate lo = forward ? a : b, hi = forward ? b : a;
            for (int m = 1; m < n; m++) {
                double t = (double) (forward ? m : n - m) / n;
                out.add(move(lo.x + t * (hi.x - lo.x), lo.y + t * (hi.y - lo.y)));
            }
        }
        out.add(new Coordinate(out.get(0)));
        return ProvinceShapes.GF.createLinearRing(out.toArray(Coordinate[]::new));
    }

    private Coordinate move(double x, double y) {
        double[] q = sample(px, py, x / hx, y / hy, nx, ny);
        return new Coordinate(q[0], q[1]);
    }
}
