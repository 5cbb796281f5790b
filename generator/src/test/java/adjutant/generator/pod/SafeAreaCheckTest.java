package adjutant.generator.pod;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Box;
import adjutant.generator.PieceSet;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import adjutant.generator.pdf.print.InkBounds;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The safe-area check finds text at the cut, and tells background that may be cut from ink that may not. */
class SafeAreaCheckTest {
    /** A 63 × 88 mm card: a background into the bleed, a frame 3 mm in, and a word {@code x} mm from the left cut. */
    private static Drawing card(double textX, double bleed) {
        String svg = String.format(Locale.ROOT, """
                <svg xmlns="http://www.w3.org/2000/svg" width="%1$smm" height="%2$smm" viewBox="%3$s %3$s %1$s %2$s" font-family="Noto Sans">
                  <rect x="%3$s" y="%3$s" width="%1$s" height="%2$s" fill="#224466"/>
                  <rect x="3" y="3" width="57" height="82" fill="#f7f2e6"/>
                  <text x="%4$s" y="40" font-size="3">Word</text>
                </svg>""", 63 + 2 * bleed, 88 + 2 * bleed, -bleed, textX);
        return new Drawing("card", svg, 63, 88, bleed);
    }

    private static boolean inside(double textX) {
        PieceSet set = new PieceSet("en", "cards", PieceSet.Kind.CARD, b -> List.of(Item.single(card(textX, b))));
        PodImage front = PodPlanner.plan(set).get(0);
        return InkBounds.of(front.drawing()).stream()
                .allMatch(b -> front.safeArea().contains(front.toImage(b), 1e-6));
    }

    @Test
    void textNearerTheCutThanThreeMillimetresFails() {
        assertTrue(inside(6));
        assertFalse(inside(2.5));
        assertFalse(inside(-1), "text in the bleed is never background");
    }

    @Test
    void theBackgroundRunsIntoTheBleedAndIsNotInk() {
        List<Box> ink = InkBounds.of(card(10, 3));
        assertEquals(2, ink.size(), "the frame and the word: " + ink);
        assertEquals(3, ink.get(0).x(), 1e-6);
    }

    @Test
    void aTokenGetsTheSmallestChitWhoseSafeAreaHoldsItsInk() {
        assertEquals(0.75 * 25.4, Product.chitFor(14, 1).orElseThrow().trimWidth(), 1e-9);
        assertEquals(25.4, Product.chitFor(20, 0.8).orElseThrow().trimWidth(), 1e-9);
        assertEquals(825, Product.POKER.widthPx());
        assertEquals(1125, Product.POKER.heightPx());
    }
}
