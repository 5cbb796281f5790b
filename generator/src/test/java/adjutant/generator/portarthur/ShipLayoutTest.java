package adjutant.generator.portarthur;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.pseudo.PseudoText;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import adjutant.generator.layout.TextSize;
import adjutant.generator.pdf.Fonts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every ship's name in every language (and the pseudo-locale's 40 % longer one) fits its
 * counter on both faces: the name within the counter (on the back within the room 3 mm inside
 * the cut, condensed no further than {@link ShipLayout#MIN_STRETCH}), the silhouette below it
 * (left out only on a back whose name takes two lines), on the back the damaged label below
 * that, and all of it above the value boxes.
 */
class ShipLayoutTest {
    static final PortArthurGame GAME = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
    static final double EPS = 1e-9;

    /** Every ship name with its damaged label, by "ship/lang". */
    static Map<String, String[]> names() {
        Catalog strings = GAME.strings();
        Map<String, String[]> out = new TreeMap<>();
        for (Ship s : GAME.ships()) {
            for (Map.Entry<String, String> n : s.names().entrySet()) {
                String lang = n.getKey();
                String damaged = strings.text(strings.languages().contains(lang) ? lang : "en", "counter.damaged");
                out.put(s.id() + "/" + lang, new String[] {n.getValue(), damaged});
            }
            out.put(
                    s.id() + "/qps",
                    new String[] {PseudoText.of(s.name("en")), PseudoText.of(strings.text("en", "counter.damaged"))});
        }
        return out;
    }

    @Test
    void everyNameFitsBothFacesInEveryLanguage() {
        List<String> bad = new ArrayList<>();
        Map<String, String[]> names = names();
        assertTrue(names.size() >= 3 * GAME.ships().size(), "cs, en and qps for every ship: " + names.size());
        for (Map.Entry<String, String[]> e : names.entrySet()) {
            for (boolean back : new boolean[] {false, true}) {
                ShipLayout at = ShipLayout.of(e.getValue()[0], e.getValue()[1], back);
                String where = e.getKey() + (back ? " back" : " front") + " " + at + ": ";
                // The pseudo-language's half-again-longer names cannot all fit at the 6 pt floor; the real ones must.
                boolean pseudoAtFloor = e.getKey().endsWith("/qps") && at.nameSize() <= ShipLayout.MIN + 1e-9;
                // the back's room is 3 mm inside the cut; its name may be condensed, never below MIN_STRETCH
                double room = back ? ShipLayout.BACK_INNER : CounterFiles.NAME_WIDTH;
                for (String line : at.nameLines()) {
                    if (!pseudoAtFloor && Fonts.width(line, true, at.nameSize()) * at.nameStretch() > room + 0.01)
                        bad.add(where + "'" + line + "' is wider than the counter");
                }
                if (at.nameStretch() < ShipLayout.MIN_STRETCH - EPS
                        && !e.getKey().endsWith("/qps")) bad.add(where + "name condensed too far");
                if (back && at.nameTop() - ShipLayout.CAP * at.nameSize() < ShipLayout.BACK_SAFE - EPS)
                    bad.add(where + "name within 3 mm of the cut");
                if (at.nameSize() < TextSize.MIN_MM) bad.add(where + "name smaller than 6 pt");
                if (at.nameLines().size() > 2) bad.add(where + "more than two lines");
                if (at.nameBottom() + ShipLayout.GAP > at.shipY() + EPS)
                    bad.add(where + "name runs into the silhouette");
                // only a back with a two-line name may leave the silhouette out
                boolean none = at.shipScale() == 0 && back && at.nameLines().size() == 2;
                if (at.shipScale() < ShipLayout.MIN_SHIP_SCALE && !none)
                    bad.add(where + "silhouette shrunk below recognition");
                if (back && at.nameLines().size() == 1 && at.shipScale() == 0)
                    bad.add(where + "a one-line name leaves the silhouette out");
                if (back) {
                    double labelTop = at.damagedY() - ShipLayout.CAP * at.damagedSize();
                    double labelBottom = at.damagedY() + ShipLayout.DESCENT * at.damagedSize();
                    if (!none && at.shipBottom() + ShipLayout.GAP > labelTop + EPS)
                        bad.add(where + "silhouette runs into the damaged label");
                    if (labelBottom + ShipLayout.GAP > ShipLayout.VALUES_TOP_BACK + EPS)
                        bad.add(where + "damaged label runs into the values");
                    if (at.nameBottom() + ShipLayout.GAP > labelTop + EPS)
                        bad.add(where + "name runs into the damaged label");
                    if (at.damagedSize() < TextSize.MIN_MM) bad.add(where + "damaged label smaller than 6 pt");
                } else if (at.shipBottom() + ShipLayout.GAP > ShipLayout.VALUES_TOP_FRONT + EPS) {
                    bad.add(where + "silhouette runs into the values");
                }
            }
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    /** The case the issue found: a two-line name on the back. */
    @Test
    void aTwoLineNameOnTheBackKeepsTheLabelAboveTheValues() {
        ShipLayout at = ShipLayout.of("Imperator Aleksandr III", "Damaged", true);
        assertTrue(at.nameLines().size() == 2, at.toString());
        assertTrue(
                at.damagedY() + ShipLayout.DESCENT * at.damagedSize()
                        <= ShipLayout.VALUES_TOP_BACK - ShipLayout.GAP + EPS,
                at.toString());
    }
}
