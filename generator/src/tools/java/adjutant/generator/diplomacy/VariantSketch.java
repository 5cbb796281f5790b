package adjutant.generator.diplomacy;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.locationtech.jts.geom.Geometry;

/**
 * A designer's view of a variant's board: its true shapes (before the magnification) and its drawn
 * ones, each province with the square it holds, written to out/ID-truth.svg and out/ID-board.svg.
 * Run: {@code bench/tool.sh generator VariantSketch ID}.
 */
class VariantSketch {
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: VariantSketch VARIANT-ID");
            System.exit(2);
        }
        String id = args[0];
        DiplomacyGame game = Games.loadChecked(Games.home(), id, DiplomacyGame.class);
        BoardGeography geo = BoardGeography.read(Games.home(), id, game.map());
        ProvinceShapes truth = ProvinceShapes.build(geo, game.map());
        Files.writeString(Games.home().resolve("out/" + id + "-truth.svg"), svg(geo, truth.shapes));
        // the true borders of adjacent pairs (short ones make the magnification ask for much room) and touching
        // non-neighbours
        Set<String> bordered = BoardRoom.bordered(game.map(), geo), adjacent = BoardRoom.adjacentPairs(game.map());
        for (String a : truth.shapes.keySet()) {
            for (String b : truth.shapes.keySet()) {
                if (a.compareTo(b) >= 0) continue;
                double len = truth.shapes
                        .get(a)
                        .getBoundary()
                        .intersection(truth.shapes.get(b).buffer(0.05))
                        .getLength();
                String pair = a + "|" + b;
                if (bordered.contains(pair) && len < 6) System.out.printf(Locale.ROOT, "SHORT %s %.1f%n", pair, len);
                if (!adjacent.contains(pair) && len > 0.3)
                    System.out.printf(
                            Locale.ROOT,
                            "TOUCH %s %.1f at %s%n",
                            pair,
                            len,
                            truth.shapes
                                    .get(a)
                                    .getBoundary()
                                    .intersection(truth.shapes.get(b).buffer(0.05)));
            }
        }
        if (Boolean.getBoolean("variant.truthOnly")) return;
        BoardGeometry g = BoardGeometry.of(game.map(), geo);
        Files.writeString(Games.home().resolve("out/" + id + "-board.svg"), svg(geo, g.shapes.shapes));
    }

    private static String svg(BoardGeography geo, Map<String, Geometry> shapes) {
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f' font-family='sans-serif'>",
                geo.width() * 2,
                geo.height() * 2,
                geo.width(),
                geo.height()));
        sb.append("<rect width='100%' height='100%' fill='#777'/>");
        int i = 0;
        for (var e : shapes.entrySet()) {
            int hue = (i++ * 47) % 360;
            sb.append(String.format(
                    Locale.ROOT,
                    "<path d='%s' fill='hsl(%d,50%%,70%%)' fill-rule='evenodd' stroke='#000' stroke-width='0.4'/>",
                    BoardGeometry.path(BoardGeometry.rings(e.getValue()), true),
                    hue));
            double[] sq = BoardRoom.largestSquareAt(e.getValue());
            sb.append(String.format(
                    Locale.ROOT,
                    "<text x='%.1f' y='%.1f' font-size='6' text-anchor='middle'>%s %.0f</text>",
                    sq[0],
                    sq[1],
                    e.getKey(),
                    sq[2]));
        }
        return sb.append("</svg>").toString();
    }
}
