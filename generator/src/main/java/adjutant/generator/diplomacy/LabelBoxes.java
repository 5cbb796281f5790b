package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.Province;
import adjutant.generator.pdf.Fonts;
import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/**
 * Where the board's label of a province lies, as boxes in board units, the same numbers
 * {@code board.svg.ftl} draws with: the abbreviation, the name's lines below it and the
 * supply-centre star, where {@link BoardSpots} set them (inside the province, off its unit spot);
 * the tests check that no box crosses a border or another box.
 */
final class LabelBoxes {
    /** Text heights as parts of the font size: above and below the baseline. */
    private static final double ASCENT = 0.74, DESCENT = 0.22;

    static final double LINE = 6.6, STAR_R = 4.2, SMALL = 7.5;

    /** How one province's label is set: abbreviation size, name size (0: no name) and the star's centre (if any). */
    record Layout(double size, double nameSize, double starX, double starY) {}

    private LabelBoxes() {}

    /** The abbreviation's and the star's boxes. */
    static List<Envelope> boxes(Province p, Layout l) {
        List<Envelope> out = new ArrayList<>(List.of(abbr(p, l.size())));
        // as large as the turn maps draw the owner's star over it
        if (p.supplyCentre()) out.add(star(l.starX(), l.starY(), PAD_STAR_R));
        return out;
    }

    /** The abbreviation's box, centred on the label point (the baseline sits 0.35 em below it). */
    static Envelope abbr(Province p, double size) {
        double w = Fonts.width(p.abbr(), true, size), base = p.label().y() + size * 0.35;
        return new Envelope(p.label().x() - w / 2, p.label().x() + w / 2, base - size * ASCENT, base + size * DESCENT);
    }

    /** The boxes of the name's lines below the abbreviation, set in {@code nameSize}. */
    static List<Envelope> name(Province p, double size, double nameSize, List<String> lines) {
        List<Envelope> out = new ArrayList<>();
        double base0 = p.label().y() + size * 0.35;
        for (int i = 0; i < lines.size(); i++) {
            double w = Fonts.width(lines.get(i), false, nameSize), base = base0 + line(nameSize) * (i + 1);
            out.add(new Envelope(
                    p.label().x() - w / 2, p.label().x() + w / 2, base - nameSize * ASCENT, base + nameSize * DESCENT));
        }
        return out;
    }

    /** The distance between the baselines of a name's lines (and from the abbreviation's). */
    static double line(double nameSize) {
        return LINE * nameSize / BoardView.NAME_SIZE;
    }

    /**
     * Every label box a drawing of the board prints, in board units: abbreviations, stars, the
     * names that fit (in each of the game's languages), coast tags and the impassable area's
     * name; with {@code pad}, as the map pad and the rulebook figures print them (larger
     * abbreviations, no names, larger coast tags).
     */
    static List<Envelope> drawn(BoardGeometry g, boolean pad) {
        List<Envelope> out = new ArrayList<>();
        for (Province p : g.map.provinces()) {
            if (pad) {
                out.addAll(pad(g, p));
                continue;
            }
            Layout l = g.labelLayout(p);
            out.addAll(boxes(p, l));
            if (l.nameSize() > 0)
                for (String lang : p.names().keySet())
                    out.addAll(name(p, l.size(), l.nameSize(), BoardView.lines(p.name(lang))));
        }
        double k = pad ? PAD_TAG : 1;
        g.map.board().coastLabels().values().forEach(c -> out.add(tag(c.x(), c.y(), k)));
        for (var a : g.map.board().impassable()) {
            for (String lang : a.names().keySet()) {
                double w = Fonts.width(a.name(lang), true, 6);
                out.add(new Envelope(
                        a.label().x() - w / 2,
                        a.label().x() + w / 2,
                        a.label().y() + 2 - 6 * ASCENT,
                        a.label().y() + 11));
            }
        }
        return out;
    }

    /** A province's label on the small map (the pad, the figures): the abbreviation, and the star at its spot. */
    static List<Envelope> pad(BoardGeometry g, Province p) {
        Envelope a = abbr(p, BoardView.PAD_ABBR_SIZE);
        Layout l = g.labelLayout(p);
        return p.supplyCentre() ? List.of(a, star(l.starX(), l.starY(), PAD_STAR_R)) : List.of(a);
    }

    /** A coast tag's box at its point, {@code k} times the board's size. */
    static Envelope tag(double x, double y, double k) {
        return new Envelope(x - 9 * k, x + 9 * k, y - 5 * k, y + 3.6 * k);
    }

    /** The coast tags' and the stars' sizes on the pad and the figures. */
    static final double PAD_TAG = 1.7, PAD_STAR_R = 4.6;

    private static Envelope star(double x, double y, double r) {
        return new Envelope(x - r, x + r, y - r, y + r * 0.81);
    }

    /** Whether every box lies inside the shape (and so crosses none of its borders). */
    static boolean inside(Geometry shape, List<Envelope> boxes) {
        for (Envelope e : boxes) if (!shape.covers(ProvinceShapes.GF.toGeometry(e))) return false;
        return true;
    }
}
