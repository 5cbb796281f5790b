package adjutant.generator.hunt;

import adjutant.engine.hunt.Disc;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.GermanShip;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Merchant;
import adjutant.engine.hunt.Points;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.TextSize;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tokens: the three British forces (● standard face, ▲ historical face on the back,
 * printed duplex), the nine merchant ships, Admiral Graf Spee and Altmark, and the discs of
 * the box (hint, German seaplane and reserve, damage) for players without wooden ones.
 */
final class CounterFiles {
    static final double TOKEN = 20, DISC = 13;
    /** Every text at least 6 pt; a longer one wraps (lines of 1.1 × its size). */
    private static final double MIN = TextSize.FLOOR_MM;

    private CounterFiles() {}

    static List<PagePlan> pages(HuntGame game, Texts t, Templates templates, PrintProfile p) {
        return Imposer.stacked(p, blocks(game, t, templates, p.bleed()));
    }

    /** The tokens, then the discs (every copy), drawn with {@code bleed}. */
    static List<List<Item>> blocks(HuntGame game, Texts t, Templates templates, double bleed) {
        List<Item> tokens = new ArrayList<>(), discs = new ArrayList<>();
        for (Force f : game.forces()) {
            tokens.add(new Item(
                    force(f, ForceSide.STANDARD, t, templates, bleed),
                    force(f, ForceSide.HISTORICAL, t, templates, bleed)));
        }
        for (GermanShip s : game.germanShips()) tokens.add(Item.single(germanShip(s, t, templates, bleed)));
        for (Merchant m : game.merchants()) tokens.add(Item.single(merchant(game, m, t, templates, bleed)));
        for (Disc d : game.discs()) {
            List<String> kinds = d.id().equals("german") ? List.of("seaplane", "reserve") : List.of(d.id());
            for (int i = 0; i < d.count(); i++)
                discs.add(Item.single(disc(d, kinds.get(i % kinds.size()), t, templates, bleed)));
        }
        return List.of(tokens, discs);
    }

    static Drawing force(Force f, ForceSide side, Texts t, Templates templates, double bleed) {
        Map<String, Object> m = base("force", TOKEN, bleed, Palette.BRITISH);
        m.put("letter", f.id());
        m.put("name", fitted(t.of(f.name()), true, TOKEN - 3, 2.6));
        m.put("face", side == ForceSide.STANDARD ? "standard" : "historical");
        m.put(
                "faceLabel",
                fitted(
                        t.get("kit.counter." + (side == ForceSide.STANDARD ? "standard" : "historical")),
                        false,
                        TOKEN - 4,
                        1.6));
        m.put("bonus", signed(Points.of(f.bonus(side))));
        String ships = String.join(
                " · ", f.ships().stream().map(n -> n.replace(' ', '\u00a0')).toList());
        // the back keeps 3 mm clear of the cut (a duplex shift of 2 mm shows nothing): its ships in a 14 mm box under
        // the letter
        m.put(
                "ships",
                side == ForceSide.STANDARD
                        ? wrapped(ships, false, TOKEN - 3, 7.4, MIN)
                        : wrapped(ships, false, TOKEN - 6.2, 9.4, MIN));
        return new Drawing(
                "force-" + f.id() + "-" + m.get("face") + "-" + t.lang(),
                templates.render("hunt/counter.svg.ftl", m),
                TOKEN,
                TOKEN,
                bleed);
    }

    static Drawing germanShip(GermanShip s, Texts t, Templates templates, double bleed) {
        boolean raider = s.hidden();
        Map<String, Object> m = base("german", TOKEN, bleed, raider ? Palette.GERMAN : "#7c8590");
        String name = t.of(s.name());
        int cut = name.indexOf(' ');
        m.put("name", fitted(raider && cut > 0 ? name.substring(cut + 1) : name, true, TOKEN - 3, 3.2));
        m.put("over", raider && cut > 0 ? fitted(name.substring(0, cut), false, TOKEN - 3, 2) : null);
        m.put("note", fitted(t.get(raider ? "kit.counter.graf-spee" : "kit.counter.altmark"), false, TOKEN - 2.4, MIN));
        return new Drawing(
                "ship-" + s.id() + "-" + t.lang(), templates.render("hunt/counter.svg.ftl", m), TOKEN, TOKEN, bleed);
    }

    static Drawing merchant(HuntGame game, Merchant mer, Texts t, Templates templates, double bleed) {
        Map<String, Object> m = base("merchant", TOKEN, bleed, "#f3efe2");
        m.put("name", fitted(mer.name(), true, TOKEN - 3, 2.5));
        String from = t.of(game.map().starts().get(mer.start()).name());
        String to = t.of(game.map().ports().get(mer.destination()).name());
        m.put("from", wrapped(from + "\u00a0(" + hexLabel(game, mer.start()) + ")", false, TOKEN - 3, 4.8, MIN));
        m.put("to", wrapped("»\u00a0" + to, true, TOKEN - 3, 4.8, MIN));
        return new Drawing(
                "merchant-" + mer.id() + "-" + t.lang(),
                templates.render("hunt/counter.svg.ftl", m),
                TOKEN,
                TOKEN,
                bleed);
    }

    static Drawing disc(Disc d, String kind, Texts t, Templates templates, double bleed) {
        String colour = switch (d.colour()) {
            case "yellow" -> "#f2c230";
            case "red" -> "#c0392b";
            default -> "#8d949c";
        };
        Map<String, Object> m = base("disc", DISC, bleed, colour);
        m.put("label", fitted(t.get("kit.counter.disc." + kind), true, DISC - 2, MIN));
        m.put("ink", d.colour().equals("yellow") ? "#1a1a1a" : "#ffffff");
        return new Drawing(
                "disc-" + kind + "-" + t.lang(), templates.render("hunt/counter.svg.ftl", m), DISC, DISC, bleed);
    }

    private static String hexLabel(HuntGame game, String start) {
        return Hex.label(game.map().starts().get(start).hex());
    }

    private static Map<String, Object> base(String kind, double size, double bleed, String colour) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        m.put("size", size);
        m.put("bleed", bleed);
        m.put("colour", colour);
        return m;
    }

    /** A one-line text at {@code max} size, smaller when it would be wider than {@code width}, never under 6 pt. */
    static Map<String, Object> fitted(String text, boolean bold, double width, double max) {
        double w = Fonts.width(text, bold, max);
        double size = Math.max(MIN, w > width ? max * width / w : max);
        return Map.of("text", text, "size", Math.floor(size * 100) / 100);
    }

    /** A text wrapped at spaces into {@code height}, at {@code max} or smaller, never under 6 pt. */
    static Map<String, Object> wrapped(String text, boolean bold, double width, double height, double max) {
        TextFit.Fit fit = TextFit.fit(text, bold, width, height, max, MIN, 1.1);
        return Map.of(
                "lines",
                fit.lines(),
                "size",
                Math.floor(Math.max(MIN, fit.size()) * 100) / 100,
                "leading",
                fit.leading());
    }

    /** A bonus as printed: +0, +½, +1, –½. */
    static String signed(Points p) {
        String s = p.toString().replace("-", "");
        return (p.halves() < 0 ? "\u2013" : "+") + s;
    }
}
