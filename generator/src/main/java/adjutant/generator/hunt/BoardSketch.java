package adjutant.generator.hunt;

import adjutant.engine.hunt.Cell;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.LandMass;
import adjutant.engine.hunt.Port;
import adjutant.engine.hunt.StartArea;
import adjutant.engine.hunt.Track;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Sketch;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The board, computed: the hex grid of map.yaml drawn in Java2D (recorded as SVG by Batik's
 * svggen), land, the numbered sea hexes, start positions, destination ports with arrows to
 * their ▼▲ entry hexes, and a side panel with every track of tracks.yaml and a legend.
 */
final class BoardSketch {
    /** 380 × 256 mm: two tiles of A4 or Letter, one A3 sheet. */
    static final double WIDTH = 380, HEIGHT = 256;

    static final double HEX = 18.2, PANEL_X = 306, PANEL_W = 70;
    static final double TRACK_BOX = 13.5;
    private static final Color INK = new Color(0x1a1a1a),
            SEA = hex(Palette.SEA),
            DEEP = hex(Palette.DEEP),
            LAND = hex(Palette.LAND),
            COAST = hex(Palette.COAST),
            START = new Color(0xa3312b),
            PORT = new Color(0x1d3a63),
            PAPER = hex(Palette.PAPER);

    private final HuntGame game;
    private final Texts t;
    private final String title;
    private final HexLayout layout;
    private Graphics2D g;

    private BoardSketch(HuntGame game, Texts t, String title) {
        this.game = game;
        this.t = t;
        this.title = title;
        this.layout = new HexLayout(game.map().grid(), HEX, 4, 14);
    }

    /** The board as SVG, {@link #WIDTH} × {@link #HEIGHT} mm plus the bleed on every side (sea colour runs into it). */
    static String svg(HuntGame game, Texts t, String title, double bleed) {
        BoardSketch b = new BoardSketch(game, t, title);
        return Sketch.svg(WIDTH + 2 * bleed, HEIGHT + 2 * bleed, g -> {
            g.translate(bleed, bleed);
            b.g = g;
            b.paint(bleed);
        });
    }

    private void paint(double bleed) {
        g.setColor(DEEP);
        g.fill(new Rectangle2D.Double(-bleed, -bleed, WIDTH + 2 * bleed, HEIGHT + 2 * bleed));
        land();
        hexes();
        ports();
        panel();
        g.setColor(INK);
        g.setStroke(new BasicStroke(0.6f));
        g.draw(new Rectangle2D.Double(2, 2, WIDTH - 4, HEIGHT - 4));
    }

    private void land() {
        for (LandMass m : game.map().land()) {
            Area a = new Area();
            for (Cell c : m.cells()) a.add(new Area(layout.hexagon(c, -0.05)));
            g.setColor(LAND);
            g.fill(a);
            g.setColor(COAST);
            g.setStroke(new BasicStroke(0.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(a);
            List<Cell> open = m.cells().stream()
                    .filter(c -> game.map().ports().values().stream()
                            .noneMatch(p -> p.box().equals(c)))
                    .toList();
            Point2D.Double c = centroid(open);
            String name = t.of(m.name()).toUpperCase(Locale.forLanguageTag(t.lang()));
            if (open.stream().map(Cell::col).distinct().count() == 1) {
                // a narrow strip of coast: the name runs up along it
                AffineTransform saved = g.getTransform();
                g.rotate(-Math.PI / 2, c.x, c.y);
                text(name, c.x, c.y + 1.5, 4.2, true, COAST, 0);
                g.setTransform(saved);
            } else {
                text(name, c.x, c.y + 1.5, 4.2, true, COAST, 0);
            }
        }
    }

    private void hexes() {
        Map<Integer, StartArea> starts = new HashMap<>();
        for (StartArea s : game.map().starts().values()) starts.put(s.hex(), s);
        // in reading order of the board, so the PDF's text reads row by row (numbers 14 and 15 stand swapped)
        for (Hex h : game.map().hexes().values().stream()
                .sorted(Comparator.comparing(Hex::cell))
                .toList()) {
            Path2D.Double shape = layout.hexagon(h.cell(), 0);
            g.setColor(SEA);
            g.fill(shape);
            g.setColor(new Color(0x5d7f95));
            g.setStroke(new BasicStroke(0.35f));
            g.draw(shape);
            Point2D.Double o = layout.centre(h.cell());
            StartArea s = starts.get(h.number());
            if (s != null) {
                g.setColor(START);
                g.setStroke(new BasicStroke(
                        0.9f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4, new float[] {2.2f, 1.2f}, 0));
                g.draw(layout.hexagon(h.cell(), 1.4));
                text(t.get("board.start"), o.x, o.y + 7.2, 2.2, true, START, 0);
                text(t.of(s.name()), o.x, o.y + 10.1, 2.4, false, START, 0);
            }
            text(h.label(), o.x, o.y - 6.5, 5.4, true, INK, 0);
            h.name().ifPresent(n -> {
                g.setColor(new Color(0x6b5a2e));
                g.fill(new Ellipse2D.Double(o.x - 1.1, o.y - 1.1, 2.2, 2.2));
                text(t.of(n), o.x, o.y + (s != null ? 3.6 : 4.6), 2.2, false, new Color(0x6b5a2e), layout.width() - 4);
            });
        }
    }

    private void ports() {
        for (Port p : game.map().ports().values()) {
            Point2D.Double b = layout.centre(p.box());
            double w = layout.width() * 0.94, h = HEX * 0.9;
            for (int e : p.entries()) {
                Hex hex = game.map().hex(e);
                Point2D.Double o = layout.centre(hex.cell());
                // ▼▲ at the top of the entry hex, above its number, joined to the port by a dashed line
                Point2D.Double m = new Point2D.Double(o.x, o.y - HEX * 0.66);
                double dx = b.x - m.x, dy = b.y - m.y, len = Math.hypot(dx, dy);
                double ux = dx / len, uy = dy / len;
                double reach =
                        Math.min(Math.abs(w / 2 / (ux == 0 ? 1e-9 : ux)), Math.abs(h / 2 / (uy == 0 ? 1e-9 : uy)));
                g.setColor(PORT);
                g.setStroke(new BasicStroke(
                        0.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 4, new float[] {1.2f, 1f}, 0));
                if (len - reach > 4.5)
                    g.draw(new Line2D.Double(m.x + ux * 3.6, m.y + uy * 3.6, b.x - ux * reach, b.y - uy * reach));
                entryMark(m.x, m.y);
            }
            RoundRectangle2D.Double box = new RoundRectangle2D.Double(b.x - w / 2, b.y - h / 2, w, h, 3, 3);
            g.setColor(PAPER);
            g.fill(box);
            g.setColor(PORT);
            g.setStroke(new BasicStroke(0.7f));
            g.draw(box);
            text(t.get("board.port"), b.x, b.y - h / 2 + 4.2, 2.2, false, PORT, w - 2);
            TextFit.Fit f = TextFit.fit(t.of(p.name()), true, w - 3, h - 7, 3.4, 2.2, 1.1);
            double y = b.y + 1.5 - f.height() / 2 + f.size() * 0.8;
            for (String line : f.lines()) {
                text(line, b.x, y, f.size(), true, PORT, 0);
                y += f.leading();
            }
            entryMark(b.x, b.y + h / 2 - 3.2);
        }
    }

    /** The ▼▲ mark, drawn (the typeface has no triangles). */
    private void entryMark(double x, double y) {
        g.setColor(PORT);
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x - 3.2, y - 1.2);
        p.lineTo(x - 0.6, y - 1.2);
        p.lineTo(x - 1.9, y + 1.2);
        p.closePath();
        p.moveTo(x + 0.6, y + 1.2);
        p.lineTo(x + 3.2, y + 1.2);
        p.lineTo(x + 1.9, y - 1.2);
        p.closePath();
        g.fill(p);
    }

    private void panel() {
        double x = PANEL_X, w = PANEL_W;
        g.setColor(PAPER);
        g.fill(new RoundRectangle2D.Double(x - 3, 5, w + 5, HEIGHT - 10, 4, 4));
        g.setColor(INK);
        g.setStroke(new BasicStroke(0.35f));
        g.draw(new RoundRectangle2D.Double(x - 3, 5, w + 5, HEIGHT - 10, 4, 4));
        double y = 16;
        text(title, x + w / 2, y, 8, true, INK, w);
        y += 6.5;
        text(t.get("board.title"), x + w / 2, y, 3.4, false, INK, w);
        y += 8;
        for (Track tr : game.tracks()) y = track(tr, x, y, w) + 5;
        legend(x, y, w);
    }

    private double track(Track tr, double x, double y, double w) {
        text(t.get("tracks." + tr.id() + ".title"), x, y, 3, true, INK, 0, false);
        y += 2;
        int n = tr.spaces().size();
        double box = Math.min(TRACK_BOX, (w - (n - 1) * 1.5) / n);
        Color fill = tr.colour()
                .map(c -> c.equals("blue") ? new Color(0xc9d8ef) : c.equals("red") ? new Color(0xf1cdc9) : PAPER)
                .orElse(new Color(0xeeeeee));
        Color edge = tr.colour()
                .map(c -> c.equals("blue") ? PORT : c.equals("red") ? START : INK)
                .orElse(INK);
        for (int i = 0; i < n; i++) {
            String space = tr.spaces().get(i);
            double bx = x + i * (box + 1.5);
            g.setColor(fill);
            g.fill(new RoundRectangle2D.Double(bx, y, box, box, 1.5, 1.5));
            g.setColor(edge);
            g.setStroke(new BasicStroke(0.4f));
            g.draw(new RoundRectangle2D.Double(bx, y, box, box, 1.5, 1.5));
            boolean forceHere = tr.id().equals(Track.STRATEGY)
                    && game.forces().stream()
                            .anyMatch(f -> f.startSpace().filter(space::equals).isPresent());
            if (Track.numeric(space) && forceHere) {
                text(space, bx + 1.2, y + 3.2, 2.4, true, edge, 0, false);
            } else if (Track.numeric(space)) {
                text(space, bx + box / 2, y + box / 2 + 1.6, 4.4, true, edge, 0);
            } else {
                TextFit.Fit f =
                        TextFit.fit(t.get("tracks." + tr.id() + ".spaces." + space), false, box + 8, 6, 2.3, 1.6, 1.1);
                double ly = y + box + 2.6;
                for (String line : f.lines()) {
                    text(line, bx + box / 2, ly, f.size(), false, INK, 0);
                    ly += f.leading();
                }
            }
            if (tr.start().filter(space::equals).isPresent()) {
                g.setColor(new Color(0x888888));
                g.setStroke(new BasicStroke(
                        0.3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4, new float[] {0.8f, 0.8f}, 0));
                g.draw(new Ellipse2D.Double(bx + box / 2 - 5, y + box / 2 - 5, 10, 10));
            }
            for (Force f : game.forces()) {
                if (tr.id().equals(Track.STRATEGY)
                        && f.startSpace().filter(space::equals).isPresent()) {
                    text(f.id(), bx + box / 2, y + box / 2 + 2.8, 7.5, true, PORT, 0);
                }
            }
        }
        double bottom = y + box;
        if (tr.spaces().stream().anyMatch(s -> !Track.numeric(s))) bottom += 5.5;
        if (tr.exitHex().isPresent()) {
            double ax = x + n * (box + 1.5);
            g.setColor(PORT);
            Path2D.Double arrow = new Path2D.Double();
            arrow.moveTo(ax - 0.8, y + box / 2 - 2.2);
            arrow.lineTo(ax + 2.2, y + box / 2);
            arrow.lineTo(ax - 0.8, y + box / 2 + 2.2);
            arrow.closePath();
            g.fill(arrow);
            TextFit.Fit f = TextFit.fit(t.get("tracks.strategy.note"), false, w, 8, 2.3, 1.8, 1.15);
            double ly = bottom + 3;
            for (String line : f.lines()) {
                text(line, x, ly, f.size(), false, INK, 0, false);
                ly += f.leading();
            }
            bottom = ly - 1;
        }
        return bottom + 3;
    }

    private void legend(double x, double y, double w) {
        g.setColor(INK);
        g.setStroke(new BasicStroke(0.25f));
        g.draw(new Line2D.Double(x, y - 2, x + w, y - 2));
        y += 3;
        text(t.get("kit.board.legend"), x, y, 3, true, INK, 0, false);
        y += 6;
        g.setColor(START);
        g.setStroke(
                new BasicStroke(0.7f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4, new float[] {1.6f, 0.9f}, 0));
        g.draw(new Rectangle2D.Double(x, y - 3.4, 7, 4.4));
        text(t.get("kit.board.legend-start"), x + 9, y, 2.3, false, INK, 0, false);
        y += 6.5;
        entryMark(x + 3.5, y - 1.2);
        text(t.get("board.port-entry"), x + 9, y, 2.3, false, INK, 0, false);
        y += 6.5;
        g.setColor(new Color(0x6b5a2e));
        g.fill(new Ellipse2D.Double(x + 2.4, y - 2.3, 2.2, 2.2));
        text(t.get("kit.board.legend-island"), x + 9, y, 2.3, false, INK, 0, false);
        y += 7;
        TextFit.Fit f = TextFit.fit(t.get("board.graf-spee-hidden"), false, w, 10, 2.4, 1.9, 1.2);
        for (String line : f.lines()) {
            text(line, x, y, f.size(), false, INK, 0, false);
            y += f.leading();
        }
        // The map is designed (no map is published with the rules): the board says so, as the rulebook does.
        y += 2.5;
        TextFit.Fit note = TextFit.fit(t.get("kit.board.designed"), false, w, 16, 2.3, 2.12, 1.2);
        for (String line : note.lines()) {
            text(line, x, y, note.size(), false, INK, 0, false);
            y += note.leading();
        }
    }

    private void text(String s, double x, double y, double size, boolean bold, Color colour, double maxWidth) {
        text(s, x, y, size, bold, colour, maxWidth, true);
    }

    /** Text at a baseline, centred or left-aligned; shrunk to {@code maxWidth} when given. */
    private void text(
            String s, double x, double y, double size, boolean bold, Color colour, double maxWidth, boolean centred) {
        double w = Fonts.width(s, bold, size);
        if (maxWidth > 0 && w > maxWidth) {
            size *= maxWidth / w;
            w = maxWidth;
        }
        // svggen writes font-weight from the font's style, so the bold face is also marked bold
        g.setFont(Fonts.awt(bold, (float) size).deriveFont(bold ? Font.BOLD : Font.PLAIN));
        g.setColor(colour);
        g.drawString(s, (float) (centred ? x - w / 2 : x), (float) y);
    }

    private Point2D.Double centroid(List<Cell> cells) {
        double x = 0, y = 0;
        for (Cell c : cells) {
            Point2D.Double p = layout.centre(c);
            x += p.x;
            y += p.y;
        }
        return new Point2D.Double(x / cells.size(), y / cells.size());
    }

    private static Color hex(String css) {
        return new Color(Integer.parseInt(css.substring(1), 16));
    }
}
