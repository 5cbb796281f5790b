package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.cache.BuildCache;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.io.ParseException;
import org.locationtech.jts.io.WKBReader;
import org.locationtech.jts.io.WKBWriter;

/**
 * The board's shapes and borders as a {@link BuildCache} value: each geometry as WKB (exact
 * doubles, so a shape read back draws byte for byte as the one computed), in the maps' order.
 */
final class ShapesFile implements BuildCache.Codec<ShapesFile.Shapes> {
    /** What {@link BoardGeometry} computes from the data: the shapes and the borders between them. */
    record Shapes(ProvinceShapes shapes, Map<String, Geometry> borders, BoardWarp warp) {}

    static final ShapesFile CODEC = new ShapesFile();

    private ShapesFile() {}

    /** Everything the shapes are computed from, as text: the geography, and each province's id and terrain and the impassable areas. */
    static String key(DipMap map, BoardGeography geo) {
        // "magnified": the shapes are drawn on the warped geometry, with the warp kept (issue 30); 3: made
        // by the newer overlay engine
        StringBuilder b = new StringBuilder("magnified 3\n").append(geo.toString());
        for (Province p : map.provinces())
            b.append('\n').append(p.id()).append(' ').append(p.terrain());
        map.board().impassable().forEach(a -> b.append("\nimpassable ").append(a.id()));
        return b.toString();
    }

    @Override
    public void write(Shapes s, DataOutputStream out) throws IOException {
        WKBWriter w = new WKBWriter();
        geometry(w, s.shapes().window, out);
        geometry(w, s.shapes().neutral, out);
        geometry(w, s.shapes().lakes, out);
        map(w, s.shapes().shapes, out);
        map(w, s.borders(), out);
        s.warp().write(out);
    }

    @Override
    public Shapes read(DataInputStream in) throws IOException {
        WKBReader r = new WKBReader(ProvinceShapes.GF);
        Geometry window = geometry(r, in), neutral = geometry(r, in), lakes = geometry(r, in);
        Map<String, Geometry> shapes = map(r, in);
        Map<String, Geometry> borders = map(r, in);
        return new Shapes(new ProvinceShapes(window, shapes, neutral, lakes), borders, BoardWarp.read(in));
    }

    private static void map(WKBWriter w, Map<String, Geometry> m, DataOutputStream out) throws IOException {
        out.writeInt(m.size());
        for (var e : m.entrySet()) {
            out.writeUTF(e.getKey());
            geometry(w, e.getValue(), out);
        }
    }

    private static Map<String, Geometry> map(WKBReader r, DataInputStream in) throws IOException {
        int n = in.readInt();
        Map<String, Geometry> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) m.put(in.readUTF(), geometry(r, in));
        return m;
    }

    private static void geometry(WKBWriter w, Geometry g, DataOutputStream out) throws IOException {
        byte[] b = w.write(g);
        out.writeInt(b.length);
        out.write(b);
    }

    private static Geometry geometry(WKBReader r, DataInputStream in) throws IOException {
        byte[] b = BuildCache.bytes(in, in.readInt());
        try {
            return r.read(b);
        } catch (ParseException e) {
            throw new IOException(e);
        }
    }
}
