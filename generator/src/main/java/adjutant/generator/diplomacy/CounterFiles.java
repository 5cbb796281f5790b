package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Power;
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
 * Unit counters (12 armies and 12 fleets per power; the back shows the unit dislodged) and
 * supply-centre markers (21 per power; the back a small star), imposed for duplex printing. Every
 * back keeps its symbol more than 3 mm inside the cut and its background 3 mm past it, so a duplex
 * shift of up to 2 mm shows nothing; the fronts have no frame to show a cut a little off.
 */
final class CounterFiles {
    /** A supply-centre marker's side against a unit counter's (10 mm to 14 mm before the board's room decided the counter). */
    static final double MARKER_RATIO = 10.0 / 14;

    static final int PER_TYPE = 12, MARKERS = 21;

    private CounterFiles() {}

    /** A counter's side, mm: the one number of the board's room (board.yaml {@code room.counter}). */
    static double unitSize(BoardGeography.Room room) {
        return room.counter();
    }

    static double markerSize(BoardGeography.Room room) {
        return Math.round(room.counter() * MARKER_RATIO * 10) / 10.0;
    }

    static List<PagePlan> pages(DipMap map, BoardGeography.Room room, KitTexts t, Templates templates, PrintProfile p) {
        List<PagePlan> pages = new ArrayList<>();
        for (List<Item> block : blocks(map, room, t, templates, p.bleed())) pages.addAll(Imposer.sheets(p, block));
        return pages;
    }

    /** The unit counters, then the supply-centre markers (every copy), drawn with {@code bleed}. */
    static List<List<Item>> blocks(
            DipMap map, BoardGeography.Room room, KitTexts t, Templates templates, double bleed) {
        double size = unitSize(room), markerSize = markerSize(room);
        List<Item> units = new ArrayList<>(), markers = new ArrayList<>();
        for (Power power : map.powers()) {
            for (String type : List.of("army", "fleet")) {
                Drawing front = unit(power, type, "front", size, t, templates, bleed);
                Drawing back = unit(power, type, "back", size, t, templates, bleed);
                for (int i = 0; i < PER_TYPE; i++) units.add(new Item(front, back));
            }
            Drawing marker = marker(power, "front", markerSize, templates, bleed),
                    markerBack = marker(power, "back", markerSize, templates, bleed);
            for (int i = 0; i < MARKERS; i++) markers.add(new Item(marker, markerBack));
        }
        return List.of(units, markers);
    }

    static Drawing unit(
            Power power, String type, String side, double size, KitTexts t, Templates templates, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", size);
        m.put("bleed", bleed);
        m.put("colour", power.color());
        String pale = Colours.pale(power.color(), 0.72);
        m.put("pale", pale);
        m.put("ink", Colours.ink(power.color()));
        m.put("text", Colours.textOn(power.color(), pale));
        m.put("type", type);
        m.put("side", side);
        m.put("letter", t.get("unit." + type + "_letter"));
        m.put("powerLetter", String.valueOf(power.letter()));
        m.put("caption", side.equals("back") ? t.get("kit.counter.dislodged") : t.get("unit." + type));
        return new Drawing(
                type + "-" + power.id() + "-" + side + "-" + t.lang(),
                templates.render("diplomacy/counter.svg.ftl", m),
                size,
                size,
                bleed);
    }

    static Drawing marker(Power power, String side, double size, Templates templates, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("side", side);
        m.put("size", size);
        m.put("bleed", bleed);
        m.put("colour", power.color());
        m.put("ink", Colours.ink(power.color()));
        m.put("powerLetter", String.valueOf(power.letter()));
        return new Drawing(
                "marker-" + power.id() + "-" + side,
                templates.render("diplomacy/marker.svg.ftl", m),
                size,
                size,
                bleed);
    }
}
