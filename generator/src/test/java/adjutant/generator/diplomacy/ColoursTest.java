package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every power colour that carries text reads at WCAG AA (4.5:1), as ink on it and as text on paper. */
class ColoursTest {
    static final DiplomacyGame GAME = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);

    @Test
    void contrastFollowsWcag() {
        assertEquals(21, Colours.contrast("#000000", "#ffffff"), 1e-9);
        assertEquals(1, Colours.contrast("#777777", "#777777"), 1e-9);
        assertEquals(4.48, Colours.contrast("#777777", "#ffffff"), 0.01);
    }

    @Test
    void everyPowerColourUsedWithTextReads() {
        List<String> bad = new ArrayList<>();
        for (Power p : GAME.map().powers()) {
            String c = p.color();
            check(bad, p.id() + " ink on its colour (band, counters, markers, aid)", Colours.ink(c), c);
            check(bad, p.id() + " as text on white (order sheets)", Colours.textOn(c, "#ffffff"), "#ffffff");
            String pale = Colours.pale(c, 0.72);
            check(bad, p.id() + " as text on its counter's back", Colours.textOn(c, pale), pale);
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    /** Turkey's yellow, which the issue found too pale on white, is darkened, and a colour that reads already is kept. */
    @Test
    void paleColoursAreDarkenedOnlyAsFarAsNeeded() {
        String yellow = GAME.map().power("turkey").color();
        assertTrue(Colours.contrast(yellow, "#ffffff") < 4.5, "the board's yellow itself is too pale for text");
        String text = Colours.textOn(yellow, "#ffffff");
        assertTrue(Colours.contrast(text, "#ffffff") >= 4.5 && Colours.contrast(text, "#ffffff") < 5.5, text);
        assertEquals("#2b4c9b", Colours.textOn("#2b4c9b", "#ffffff"));
    }

    /** Every text colour the order sheets set (on white, or on the background set with it) reads. */
    @Test
    void theOrderSheetsTextColoursRead() {
        KitTexts t = new KitTexts("diplomacy", GAME.strings(), "en");
        String xhtml = OrderSheets.xhtml(
                GAME.map(),
                null,
                t,
                KitRequest.of(Games.home(), List.of(), PrintProfile.home(Paper.A4), null)
                        .templates(),
                Paper.A4);
        Matcher m = Pattern.compile("style=\"([^\"]*)\"").matcher(xhtml);
        List<String> bad = new ArrayList<>();
        int checked = 0;
        while (m.find()) {
            Matcher colour = Pattern.compile("(?<![-\\w])color: (#[0-9a-f]{6})").matcher(m.group(1));
            if (!colour.find()) continue;
            Matcher bg = Pattern.compile("background: (#[0-9a-f]{6})").matcher(m.group(1));
            check(bad, m.group(1), colour.group(1), bg.find() ? bg.group(1) : "#ffffff");
            checked++;
        }
        assertTrue(checked >= 3 * GAME.map().powers().size(), "text colours checked: " + checked);
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    private static void check(List<String> bad, String where, String text, String background) {
        double c = Colours.contrast(text, background);
        if (c < Colours.TEXT_CONTRAST)
            bad.add(where + ": " + text + " on " + background + " is " + String.format("%.2f", c) + ":1");
    }
}
