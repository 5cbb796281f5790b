package adjutant.generator.portarthur;

import adjutant.engine.portarthur.Fleet;
import adjutant.engine.portarthur.Marker;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import adjutant.engine.portarthur.ShipFace;
import adjutant.engine.portarthur.Side;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The 50 ship counters (front intact, back damaged), the markers and the army counters
 * (printed stand-ins for the wooden figures), all one size, imposed for duplex printing.
 */
final class CounterFiles {
    /** Counter side, mm: room for a two-line name and values readable at arm's length. */
    static final double SIZE = 18;
    /** The name's width on a counter, mm. */
    static final double NAME_WIDTH = SIZE - 2.4;
    /**
     * Marker and army counter side, mm: they stand in the board's track spaces (18 mm, and the
     * Manchuria track's spaces {@link BoardView#SPACE_H} high) with a millimetre to spare all round.
     */
    static final double MARKER = 16;
    /** Room between their texts and symbols and the cut, on either face: a duplex shift of 2 mm shows none of them cut. */
    static final double MARKER_SAFE = ShipLayout.BACK_SAFE;

    private CounterFiles() {}

    static List<PagePlan> pages(PortArthurGame game, KitTexts t, Templates tpl, PrintProfile p) {
        return Imposer.stacked(p, blocks(game, t, tpl, p.bleed()));
    }

    /** Ships in data order (Japan, then the Russian fleets), then markers and armies (smaller, a block of their own). */
    static List<List<Item>> blocks(PortArthurGame game, KitTexts t, Templates tpl, double bleed) {
        List<Item> ships = new ArrayList<>(), markers = new ArrayList<>();
        for (Ship s : game.ships()) {
            Fleet f = game.fleet(s.fleet()).orElseThrow();
            ships.add(new Item(ship(s, f, false, t, tpl, bleed), ship(s, f, true, t, tpl, bleed)));
        }
        for (Marker m : game.markers()) markers.add(marker(m, t, tpl, bleed));
        Drawing army = army(t, tpl, bleed);
        for (int i = 0; i < game.armies(); i++) markers.add(new Item(army, army));
        return List.of(ships, markers);
    }

    /** Every counter, ships first. */
    static List<Item> items(PortArthurGame game, KitTexts t, Templates tpl, double bleed) {
        return blocks(game, t, tpl, bleed).stream().flatMap(List::stream).toList();
    }

    static Drawing ship(Ship s, Fleet fleet, boolean back, KitTexts t, Templates tpl, double bleed) {
        ShipFace face = s.face(back);
        ShipLayout at = ShipLayout.of(s.name(t.lang()), t.get("counter.damaged"), back);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", SIZE);
        m.put("bleed", bleed);
        m.put("back", back);
        m.put("colour", Palette.side(s.side()));
        m.put("pale", Palette.pale(s.side()));
        m.put("fg", back ? Palette.deep(s.side()) : Palette.WHITE);
        m.put("nameLines", at.nameLines());
        m.put("nameSize", at.nameSize());
        m.put("nameStretch", at.nameStretch());
        m.put("nameTop", at.nameTop());
        m.put("shipY", at.shipY());
        // on the back the anchor badge stands inside the safe room and the silhouette makes way for it
        double badge = (1.65 + 0.125) * at.badgeScale();
        double anchorX = back ? SIZE - ShipLayout.BACK_SAFE - badge : SIZE - 2.4;
        double shipW = ShipLayout.SHIP_WIDTH * at.shipScale();
        double shipX = SIZE / 2 - shipW / 2;
        if (back && fleet.anchor() != null) shipX = Math.min(shipX, anchorX - badge - 0.2 - shipW);
        m.put("shipX", shipX);
        m.put("anchorX", anchorX);
        m.put("shipScale", at.shipScale());
        m.put("badgeY", at.badgeY());
        m.put("badgeScale", at.badgeScale());
        m.put("minText", ShipLayout.MIN);
        m.put("damagedY", at.damagedY());
        m.put("damagedSize", at.damagedSize());
        m.put(
                "damagedStretch",
                back
                        ? Math.min(
                                1,
                                ShipLayout.BACK_INNER / Fonts.width(t.get("counter.damaged"), false, at.damagedSize()))
                        : 1);
        m.put("safe", ShipLayout.BACK_SAFE);
        m.put("boxSize", ShipLayout.BACK_BOX);
        m.put("shieldW", ShipLayout.SHIELD_W);
        m.put("shieldH", ShipLayout.SHIELD_H);
        m.put("type", s.type().id());
        m.put("firepower", face.firepower());
        m.put("speed", face.speed());
        m.put("defence", face.defence());
        m.put("optional", s.optional());
        m.put("arrives", s.arrives());
        m.put("anchor", fleet.anchor() == null ? "" : Palette.anchor(fleet.anchor()));
        m.put("damaged", t.get("counter.damaged"));
        return new Drawing(
                "ship-" + s.id() + (back ? "-back-" : "-front-") + t.lang(),
                tpl.render("port-arthur/ship.svg.ftl", m),
                SIZE,
                SIZE,
                bleed);
    }

    /** A marker: one drawing per face (a one-faced marker is alike on both sides). */
    static Item marker(Marker mk, KitTexts t, Templates tpl, double bleed) {
        Drawing front = markerFace(mk, mk.faces().get(0), t, tpl, bleed);
        Drawing back = mk.faces().size() > 1 ? markerFace(mk, mk.faces().get(1), t, tpl, bleed) : front;
        return new Item(front, back);
    }

    private static Drawing markerFace(Marker mk, String face, KitTexts t, Templates tpl, double bleed) {
        Side side = Side.byId(face);
        String colour = side != null
                ? Palette.side(side)
                : switch (mk.id()) {
                    case "dp" -> "#d9b441";
                    case "blockade" -> "#3a3a38";
                    default -> "#6b6152";
                };
        String ink = mk.id().equals("dp") ? Palette.INK : Palette.WHITE;
        String icon = switch (mk.id()) {
            case "turn" -> "hourglass";
            case "blockade" -> "chain";
            case "initiative" -> "anchor";
            default -> "none";
        };
        String big = switch (mk.id()) {
            case "dp" -> t.get("kit.marker.dp_short");
            case "initiative" -> t.get("side." + face);
            default -> "";
        };
        String caption = t.get("marker." + mk.id());
        return face(mk.id() + "-" + face + "-" + t.lang(), colour, ink, icon, big, caption, tpl, bleed);
    }

    static Drawing army(KitTexts t, Templates tpl, double bleed) {
        return face(
                "army-" + t.lang(),
                Palette.side(Side.JAPAN),
                Palette.WHITE,
                "soldier",
                "",
                t.get("kit.counter.army"),
                tpl,
                bleed);
    }

    /** A symbol's extent in its own units ({@code marker.svg.ftl}) and its largest scale. */
    private record Icon(double w, double h, double maxScale) {}

    private static final Map<String, Icon> ICONS = Map.of(
            "soldier", new Icon(3.8, 6, 1.16),
            "chain", new Icon(14.3, 3.5, 0.89),
            "hourglass", new Icon(5.3, 6.9, 0.89),
            "anchor", new Icon(9, 10.7, 0.4));

    private static Drawing face(
            String id,
            String colour,
            String ink,
            String icon,
            String big,
            String caption,
            Templates tpl,
            double bleed) {
        double inner = MARKER - 2 * MARKER_SAFE, min = ShipLayout.MIN;
        double cap = ShipLayout.CAP, descent = ShipLayout.DESCENT, gap = ShipLayout.GAP;
        // the caption at 6 pt, on two lines when one is too wide, condensed to the room's width if still so
        List<String> lines = TextFit.fit(caption, false, inner, min, min).lines();
        double widest = lines.stream()
                .mapToDouble(l -> Fonts.width(l, false, min))
                .max()
                .orElse(0);
        List<Double> captionY = new ArrayList<>();
        double last = MARKER - MARKER_SAFE - descent * min;
        for (int i = 0; i < lines.size(); i++) captionY.add(last - (lines.size() - 1 - i) * min * 1.1);
        double top = captionY.get(0) - cap * min - gap;
        Map<String, Object> m = new LinkedHashMap<>();
        if (!big.isEmpty()) {
            double size = big.length() <= 3 ? 5.6 : Math.min(3.2, 3.2 * inner / Fonts.width(big, true, 3.2));
            size = Math.max(min, Math.min(size, (top - MARKER_SAFE) / (cap + descent)));
            double y = top - descent * size;
            m.put("bigY", y);
            m.put("bigSize", size);
            m.put("bigStretch", Math.min(1, inner / Fonts.width(big, true, size)));
            top = y - cap * size - gap;
        }
        Icon i = ICONS.get(icon);
        if (i != null) {
            double scale = Math.min(i.maxScale(), Math.min(inner / i.w(), (top - MARKER_SAFE) / i.h()));
            m.put("iconScale", scale);
            m.put("iconX", MARKER / 2 - i.w() * scale / 2);
            m.put("iconY", MARKER_SAFE + (top - MARKER_SAFE - i.h() * scale) / 2);
        }
        m.put("size", MARKER);
        m.put("bleed", bleed);
        m.put("colour", colour);
        m.put("ink", ink);
        m.put("icon", i == null ? "none" : icon);
        m.put("big", big);
        m.put("captionLines", lines);
        m.put("captionY", captionY);
        m.put("captionSize", min);
        m.put("captionStretch", Math.min(1, inner / widest));
        return new Drawing("marker-" + id, tpl.render("port-arthur/marker.svg.ftl", m), MARKER, MARKER, bleed);
    }
}
