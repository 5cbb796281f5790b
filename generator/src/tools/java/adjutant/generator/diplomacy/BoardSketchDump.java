package adjutant.generator.diplomacy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A designer's view of the province shapes with their points, and the differences of the drawn
 * adjacency from the data's. Run: {@code bench/tool.sh generator BoardSketchDump FILE.svg [LABELS.txt [A-B,C-D]]}:
 * the sketch, optionally each province's label centre, and the borders of the named pairs.
 */
class BoardSketchDump {
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: BoardSketchDump FILE.svg [LABELS.txt [A-B,C-D]]");
            System.exit(2);
        }
        write(Path.of(args[0]), args.length > 1 ? Path.of(args[1]) : null, args.length > 2 ? args[2] : "");
        for (Runnable check : List.<Runnable>of(
                () -> new BoardAdjacencyTest().labelsOverlapNothingAndCrossNoBorder(),
                () -> new BoardAdjacencyTest().coastTagsSitAtTheirCoast())) {
            try {
                check.run();
            } catch (AssertionError e) {
                System.out.println(e.getMessage().replace(", ", "\n"));
            }
        }
    }

    private static void write(Path sketch, Path labels, String where) throws IOException {
        BoardAdjacencyTest.draw();
        BoardGeometry g = BoardAdjacencyTest.board;
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f' font-family='sans-serif'>",
                g.width() * 2,
                g.height() * 2,
                g.width(),
                g.height()));
        sb.append("<rect width='100%' height='100%' fill='#777'/>");
        int i = 0;
        for (var e : g.outlines().entrySet()) {
            boolean sea = g.map.province(e.getKey()) != null
                    && g.map.province(e.getKey()).terrain().name().equals("SEA");
            int hue = (i++ * 47) % 360;
            sb.append(String.format(
                    Locale.ROOT,
                    "<path d='%s' fill='hsl(%d,%d%%,%d%%)' fill-rule='evenodd' stroke='#000' stroke-width='0.4'/>",
                    BoardGeometry.path(e.getValue(), true),
                    hue,
                    sea ? 50 : 45,
                    sea ? 80 : 65));
        }
        sb.append("<path d='")
                .append(BoardGeometry.path(BoardGeometry.rings(g.shapes.neutral), true))
                .append("' fill='#ccc' stroke='#000' stroke-width='0.3'/>");
        g.geo.seeds()
                .forEach((id, pts) -> pts.forEach(p -> sb.append(String.format(
                        Locale.ROOT,
                        "<circle cx='%.1f' cy='%.1f' r='1.2' fill='#000'/><text x='%.1f' y='%.1f' font-size='5'>%s</text>",
                        p.x(),
                        p.y(),
                        p.x() + 1.5,
                        p.y() - 1,
                        id))));
        g.map.provinces()
                .forEach(p -> sb.append(String.format(
                        Locale.ROOT,
                        "<text x='%.1f' y='%.1f' font-size='9' font-weight='bold' text-anchor='middle' fill='#900'>%s</text>",
                        p.label().x(),
                        p.label().y(),
                        p.id())));
        sb.append("</svg>");
        Files.writeString(sketch, sb);
        System.out.println(String.join(
                "\n", BoardAdjacencyTest.differences(DrawnAdjacency.armyRules(g.map), BoardAdjacencyTest.drawn.army)));
        System.out.println(String.join(
                "\n",
                BoardAdjacencyTest.differences(DrawnAdjacency.fleetRules(g.map), BoardAdjacencyTest.drawn.fleet)));
        System.out.println(String.join("\n", BoardAdjacencyTest.drawn.tooShort));
        if (labels != null) {
            StringBuilder ls = new StringBuilder();
            g.shapes.shapes.forEach((id, shape) -> {
                org.locationtech.jts.geom.Geometry big = null;
                for (int k = 0; k < shape.getNumGeometries(); k++) {
                    if (big == null || shape.getGeometryN(k).getArea() > big.getArea()) big = shape.getGeometryN(k);
                }
                org.locationtech.jts.geom.Point c =
                        new org.locationtech.jts.algorithm.construct.MaximumInscribedCircle(big, 0.5).getCenter();
                ls.append(String.format(Locale.ROOT, "%s %.0f %.0f%n", id, c.getX(), c.getY()));
            });
            Files.writeString(labels, ls);
        }
        for (String pair : where.split(",")) {
            if (pair.contains("-")) System.out.println(pair + ": " + g.border(pair.split("-")[0], pair.split("-")[1]));
        }
    }
}
