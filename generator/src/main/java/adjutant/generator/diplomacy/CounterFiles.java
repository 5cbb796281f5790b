package adjutant.generator.diplomacy;

import adjutant.generator.KitTexts;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Power;
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
 * supply-centre markers (21 per power, alike on both sides), imposed for duplex printing.
 */
final class CounterFiles {
    static final double UNIT_SIZE = 14, MARKER_SIZE = 10;
    static final int PER_TYPE = 12, MARKERS = 21;

    private CounterFiles() {}

    static List<PagePlan> pages(DipMap map, KitTexts t, Templates templates, PrintProfile p) {
        List<PagePlan> pages = new ArrayList<>();
        for (List<Item> block : blocks(map, t, templates, p.bleed())) pages.addAll(Imposer.sheets(p, block));
        return pages;
    }

    /** The unit counters, then the supply-centre markers (every copy), drawn with {@code bleed}. */
    static List<List<Item>> blocks(DipMap map, KitTexts t, Templates templates, double bleed) {
        List<Item> units = new ArrayList<>(), markers = new ArrayList<>();
        for (Power power : map.powers()) {
            for (String type : List.of("army", "fleet")) {
                Drawing front = unit(power, type, "front", t, templates, bleed);
                Drawing back = unit(power, type, "back", t, templates, bleed);
                for (int i = 0; i < PER_TYPE; i++) units.add(new Item(front, back));
            }
            Drawing marker = marker(power, templates, bleed);
            for (int i = 0; i < MARKERS; i++) markers.add(new Item(marker, marker));
        }
        return List.of(units, markers);
    }

    static Drawing unit(Power power, String type, String side, KitTexts t, Templates templates, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", UNIT_SIZE);
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
        return new Drawing(type + "-" + power.id() + "-" + side + "-" + t.lang(), templates.render("diplomacy/counter.svg.ftl", m),
                UNIT_SIZE, UNIT_SIZE, bleed);
    }

    static Drawing marker(Power power, Templates templates, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", MARKER_SIZE);
        m.put("bleed", bleed);
        m.put("colour", power.color());
        m.put("ink", Colours.ink(power.color()));
        m.put("powerLetter", String.valueOf(power.letter()));
        return new Drawing("marker-" + power.id(), templates.render("diplomacy/marker.svg.ftl", m), MARKER_SIZE, MARKER_SIZE, bleed);
    }

}
