package adjutant.generator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.Intel;
import adjutant.engine.hunt.Side;
import adjutant.generator.layout.Drawing;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The 36 cards at poker size: fronts (name, OP, event type, reaction and remove marks, the
 * deck's flag, the text fitted to its box, the British intelligence bar) and one back per
 * deck. Geometry in millimetres from the trimmed corner; the templates only place what is
 * measured here.
 */
final class CardFaces {
    static final double WIDTH = 63, HEIGHT = 88;
    /** The rules text box. */
    static final double TEXT_X = 5.5, TEXT_Y = 31.5, TEXT_W = 52, TEXT_H = 34.5;
    /** Text sizes (mm): 3.4 mm is 9.6 pt, the floor 2.2 mm is 6.2 pt, still readable on a card. */
    static final double TEXT_MAX = 3.4, TEXT_MIN = 2.2, LEADING = 1.22;

    static final double TITLE_W = 40, TITLE_H = 11, TITLE_MAX = 4.2, TITLE_MIN = 2.8;

    /** A card whose text does not fit its box in one language, even at the smallest size. */
    record Overflow(Card card, String lang, String what) {
        String message() {
            return String.format(
                    Locale.ROOT,
                    "card %s (%s): its %s does not fit the card even at %.1f pt",
                    card.key(),
                    lang,
                    what,
                    TEXT_MIN / 25.4 * 72);
        }
    }

    private CardFaces() {}

    static String id(Card c, String lang) {
        return "card-" + c.deck().id() + "-" + c.id() + "-" + lang;
    }

    static Drawing front(Card c, Texts t, Templates templates, double bleed) {
        return new Drawing(
                id(c, t.lang()), templates.render("hunt/card-front.svg.ftl", model(c, t, bleed)), WIDTH, HEIGHT, bleed);
    }

    static Drawing back(Side deck, Texts t, String title, Templates templates, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", WIDTH);
        m.put("height", HEIGHT);
        m.put("bleed", bleed);
        m.put("side", deck.id());
        m.put("colour", Palette.side(deck));
        m.put("title", title);
        m.put("deck", t.get("kit.card.back." + deck.id()));
        return new Drawing(
                "card-back-" + deck.id() + "-" + t.lang(),
                templates.render("hunt/card-back.svg.ftl", m),
                WIDTH,
                HEIGHT,
                bleed);
    }

    /** Every card whose title or text does not fit in this language. */
    static List<Overflow> overflows(List<Card> cards, Texts t) {
        List<Overflow> out = new ArrayList<>();
        for (Card c : cards) {
            if (!title(c, t).fits()) out.add(new Overflow(c, t.lang(), "title"));
            if (!text(c, t).fits()) out.add(new Overflow(c, t.lang(), "text"));
        }
        return out;
    }

    static TextFit.Fit text(Card c, Texts t) {
        return TextFit.fit(t.of(c.text()), false, TEXT_W, TEXT_H, TEXT_MAX, TEXT_MIN, LEADING);
    }

    static TextFit.Fit title(Card c, Texts t) {
        return TextFit.fit(t.of(c.title()), true, TITLE_W, TITLE_H, TITLE_MAX, TITLE_MIN, 1.1);
    }

    static Map<String, Object> model(Card c, Texts t, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", WIDTH);
        m.put("height", HEIGHT);
        m.put("bleed", bleed);
        m.put("side", c.deck().id());
        m.put("colour", Palette.side(c.deck()));
        m.put("op", c.op());
        m.put("opLabel", t.get("card.op"));
        m.put("title", lines(title(c, t), 18, 4.5, TITLE_H));
        String event = c.event().name().toLowerCase(Locale.ROOT);
        m.put("event", event);
        m.put("eventColour", Palette.event(c.event()));
        m.put("eventLabel", t.get("card.event." + event));
        m.put("reaction", c.reaction());
        m.put("reactionLabel", t.get("card.reaction"));
        m.put("remove", c.remove());
        m.put("removeLabel", t.get("card.remove"));
        m.put("common", c.common());
        String deckLabel = c.common()
                ? t.get("card.deck.both")
                : t.get("card.deck." + c.deck().id());
        m.put("deckLabel", deckLabel);
        m.put("deckX", (WIDTH - Fonts.width(deckLabel, false, 2) - 4.4) / 2);
        TextFit.Fit body = text(c, t);
        m.put("text", lines(body, TEXT_X, TEXT_Y, body.height()));
        m.put("textX", TEXT_X);
        // a faint ship fills the foot of the text box when the text leaves it empty
        m.put("art", body.height() <= TEXT_H - 13);
        m.put("artY", TEXT_Y + TEXT_H - 11);
        boolean british = c.deck() == Side.BRITISH;
        m.put("intelBar", british);
        m.put("intelTitle", t.get("card.intelligence.title"));
        m.put("plusOne", c.intelligence().contains(Intel.PLUS_ONE));
        m.put("hint", c.intelligence().contains(Intel.HINT));
        m.put(
                "plusOneLabel",
                lines(TextFit.fit(t.get("card.intelligence.plus-one"), false, 18.5, 5.4, 1.8, 1.4, 1.15), 0, 0, 5.4));
        m.put(
                "hintLabel",
                lines(TextFit.fit(t.get("card.intelligence.hint"), false, 18.5, 5.4, 1.8, 1.4, 1.15), 0, 0, 5.4));
        m.put("noIntel", t.get("kit.card.no-intelligence"));
        m.put("footer", t.get("kit.card.footer." + c.deck().id()));
        return m;
    }

    /** Lines with their baselines, centred vertically in a box {@code boxH} high starting at {@code top}. */
    private static Map<String, Object> lines(TextFit.Fit f, double x, double top, double boxH) {
        double block = f.height();
        double first = top + Math.max(0, (boxH - block) / 2) + f.size() * 0.93;
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < f.lines().size(); i++)
            out.add(Map.of("y", first + i * f.leading(), "text", f.lines().get(i)));
        return Map.of("size", f.size(), "x", x, "lines", out);
    }
}
