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
    /** Room between their texts and the cut (they have no frame a shift of the cut would show). */
    static final double MARKER_MARGIN = 0.9;

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
        m.put("nameTop", at.nameTop());
        m.put("shipY", at.shipY());
        m.put("shipX", SIZE / 2 - ShipLayout.SHIP_WIDTH * at.shipScale() / 2);
        m.put("shipScale", at.shipScale());
        m.put("badgeY", at.badgeY());
        m.put("badgeScale", at.badgeScale());
        m.put("minText", ShipLayout.MIN);
        m.put("damagedY", at.damagedY());
        m.put("damagedSize", at.damagedSize());
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

    private static Drawing face(
            String id,
            String colour,
            String ink,
            String icon,
            String big,
            String caption,
            Templates tpl,
            double bleed) {
        double width = MARKER - 2 * MARKER_MARGIN;
        TextFit.Fitted cap = TextFit.fit(caption, false, width, ShipLayout.MIN, ShipLayout.MIN);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", MARKER);
        m.put("margin", MARKER_MARGIN + 0.6);
        m.put("bleed", bleed);
        m.put("colour", colour);
        m.put("ink", ink);
        m.put("icon", icon);
        m.put("big", big);
        m.put(
                "bigSize",
                big.length() <= 3
                        ? 5.6
                        : Math.max(ShipLayout.MIN, Math.min(3.2, 3.2 * width / TextFit.width(big, true, 3.2))));
        m.put("captionLines", cap.lines());
        m.put("captionSize", Math.max(ShipLayout.MIN, cap.size()));
        return new Drawing("marker-" + id, tpl.render("port-arthur/marker.svg.ftl", m), MARKER, MARKER, bleed);
    }
}
