package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Setup;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Victory;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PageLines;
import adjutant.generator.pdf.PdfMaker;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

/**
 * The order sheets hold a power's whole game year on one side: for every setup of
 * {@code setups.yaml} (and the two-player game after its coin toss) and every power played in it,
 * enough order lines for the largest army the power can have while the game goes on (found from
 * the engine's own victory rule, not from the sheets' formula), enough build lines for all its home
 * centres, and, printed with that largest army pre-printed, one side per power at 6 pt or more.
 */
class OrderSheetYearTest {
    static final DiplomacyGame GAME = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
    static final DipMap MAP = GAME.map();
    static final double MM = 25.4 / 72;

    /** Each setup's seating at its start, and after a coin toss where it has one (the tossed power played too). */
    static Map<String, Seating> seatings() {
        Map<String, Seating> out = new LinkedHashMap<>();
        for (Setup s : MAP.variant().setups()) {
            Seating seating = s.seating();
            out.put(s.id(), seating);
            if (seating.coinToss() != null) {
                String winner = seating.seats().keySet().iterator().next();
                out.put(
                        s.id() + " after the coin toss",
                        seating.withTossWinner(winner)
                                .inSpringOf(seating.coinToss().year() + 1));
            }
        }
        return out;
    }

    static List<String> played(Seating seating) {
        return seating.played(MAP.powers().stream().map(Power::id).toList());
    }

    /** The most supply centres {@code power} can hold with nobody having won (the others holding none): by the engine's victory rule. */
    static int largestArmy(Seating seating, String power) {
        List<Province> centres = MAP.supplyCentres();
        for (int k = centres.size(); k >= 0; k--) {
            Map<String, String> owners = new TreeMap<>();
            for (int i = 0; i < k; i++) owners.put(centres.get(i).id(), power);
            Position p = new Position(Season.FALL, 1901, Phase.ADJUSTMENT, List.of(), owners, List.of(), seating);
            if (Victory.of(MAP, p).isEmpty()) return k;
        }
        return 0;
    }

    @Test
    void everyPowerOfEverySetupHasLinesForItsLargestArmyAndBuild() {
        int checked = 0;
        for (Map.Entry<String, Seating> e : seatings().entrySet()) {
            Seating seating = e.getValue();
            OrderSheets.Lines lines = OrderSheets.lines(MAP, seating, null);
            for (String power : played(seating)) {
                int army = largestArmy(seating, power),
                        homes = MAP.power(power).homeCentres().size();
                assertTrue(
                        lines.orders() >= army,
                        e.getKey() + ", " + power + ": " + lines.orders() + " order lines, but it may have " + army
                                + " units");
                assertTrue(
                        lines.adjustments() >= homes,
                        e.getKey() + ", " + power + ": " + lines.adjustments() + " build lines for " + homes
                                + " home centres");
                checked++;
            }
        }
        assertTrue(checked >= 30, checked + " powers checked");
        // the two-player game counts a player's powers together: one power may hold 23 centres
        assertEquals(23, largestArmy(MAP.variant().setup("two").orElseThrow().seating(), "england"));
        assertEquals(4, OrderSheets.mostBuilds(MAP), "Russia's four home centres");
    }

    /**
     * Printed for each setup with one power's largest army pre-printed on its spring lines, in
     * English and Czech, on A4 and Letter: one side per power, every unit shown, the lines at least
     * 6 mm apart, every text 6 pt or more, nothing below the bottom margin.
     */
    @Test
    void theLargestArmyOfEverySetupFitsOneSide() throws IOException {
        var templates = KitRequest.of(Games.home(), List.of(), PrintProfile.home(Paper.A4), null)
                .templates();
        var pdf = PdfMaker.vector();
        for (Map.Entry<String, Seating> e : seatings().entrySet()) {
            Seating seating = e.getValue();
            List<String> powers = played(seating);
            String big = powers.get(0);
            Position p = withArmy(Position.start(MAP, seating, 1901), big, largestArmy(seating, big));
            for (String lang : List.of("en", "cs")) {
                for (Paper paper : List.of(Paper.A4, Paper.LETTER)) {
                    if (paper == Paper.LETTER && lang.equals("cs")) continue;
                    String where = e.getKey() + " " + lang + " " + paper.name();
                    KitTexts t = new KitTexts("diplomacy", GAME.strings(), lang);
                    byte[] bytes = pdf.document(
                            OrderSheets.xhtml(MAP, p, t, templates, paper), new DocInfo("sheets", lang, false));
                    try (PDDocument doc = Loader.loadPDF(bytes)) {
                        assertEquals(powers.size(), doc.getNumberOfPages(), where + ": one side per power");
                        List<List<PageLines.Line>> pages = PageLines.of(doc);
                        float height = doc.getPage(0).getMediaBox().getHeight();
                        for (List<PageLines.Line> page : pages) {
                            for (PageLines.Line l : page) {
                                assertTrue(l.size() >= 6 - 1e-3, where + ": «" + l.text() + "» at " + l.size() + " pt");
                                assertTrue(
                                        l.bottom() * MM <= height * MM - 8,
                                        where + ": «" + l.text() + "» in the bottom margin");
                            }
                        }
                        // the big power's units, one a line, in the spring column
                        List<PageLines.Line> units = pages.get(0).stream()
                                .filter(l -> l.text().replace('\u00a0', ' ').matches("[AF] \\p{Lu}\\p{L}{2}(/\\w\\w)?"))
                                .toList();
                        assertEquals(p.unitsOf(big).size(), units.size(), where + ": " + units);
                        for (int i = 1; i < units.size(); i++) {
                            double gap =
                                    (units.get(i).bottom() - units.get(i - 1).bottom()) * MM;
                            assertTrue(gap >= OrderSheets.MIN_LINE_MM - 0.05, where + ": lines " + gap + " mm apart");
                        }
                    }
                }
            }
        }
    }

    /**
     * A power may be told to remove more units than any side has lines for (all but one when it
     * keeps one centre, by the engine's victory rule): for every setup and power, blank sheets in
     * English and Czech either give it that many lines or print, on its side, where to write the
     * rest; and a position that demands the largest removal gets that many lines on one side.
     */
    @Test
    void everyPowerHasRoomOrWordForItsLargestRemoval() throws IOException {
        var templates = KitRequest.of(Games.home(), List.of(), PrintProfile.home(Paper.A4), null)
                .templates();
        var pdf = PdfMaker.vector();
        int checked = 0;
        for (Map.Entry<String, Seating> e : seatings().entrySet()) {
            Seating seating = e.getValue();
            List<String> powers = played(seating);
            OrderSheets.Lines lines =
                    OrderSheets.lines(MAP, seating, null).fitting(Paper.A4, OrderSheets.mostRemovals(MAP, seating));
            Position blank = Position.start(MAP, seating, 1901);
            for (String lang : List.of("en", "cs")) {
                KitTexts t = new KitTexts("diplomacy", GAME.strings(), lang);
                String word = t.get("order_sheet.more_removals").replace('\u00a0', ' ');
                List<String> sides = sideTexts(pdf.document(
                        OrderSheets.xhtml(MAP, seating == Seating.NONE ? null : blank, t, templates, Paper.A4),
                        new DocInfo("sheets", lang, false)));
                for (int i = 0; i < powers.size(); i++) {
                    int removal = largestArmy(seating, powers.get(i)) - 1;
                    String where = e.getKey() + " " + lang + ", " + powers.get(i);
                    assertTrue(
                            lines.adjustments() >= removal || sides.get(i).contains(word),
                            where + ": " + lines.adjustments() + " lines for up to " + removal
                                    + " removals and no word where to write the rest");
                    checked++;
                }
            }
            // the largest removal demanded: the first power with its largest army and a single centre
            String big = powers.get(0);
            int army = largestArmy(seating, big);
            Position p = withCentres(withArmy(blank, big, army), big, 1);
            OrderSheets.Lines given = OrderSheets.lines(MAP, seating, p).fitting(Paper.A4, army - 1);
            KitTexts t = new KitTexts("diplomacy", GAME.strings(), "en");
            byte[] bytes =
                    pdf.document(OrderSheets.xhtml(MAP, p, t, templates, Paper.A4), new DocInfo("s", "en", false));
            List<String> sides = sideTexts(bytes);
            // a position in the fall gets the next year's side too: two sides per power
            assertEquals(
                    2 * powers.size(),
                    sides.size(),
                    e.getKey() + ": one side a year per power with " + (army - 1) + " removals");
            assertTrue(sides.get(0).contains("remove " + (army - 1) + " units"), e.getKey() + ": " + sides.get(0));
            assertTrue(
                    given.adjustments() >= army - 1
                            || sides.get(0)
                                    .contains(t.get("order_sheet.more_removals").replace('\u00a0', ' ')),
                    e.getKey() + ": " + given + " for " + (army - 1) + " removals and no word where to write the rest");
        }
        assertTrue(checked >= 60, checked + " sides checked");
    }

    /** Each page's text, its lines joined by spaces (non-breaking ones plain). */
    private static List<String> sideTexts(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return PageLines.of(doc).stream()
                    .map(page -> String.join(
                                    " ", page.stream().map(PageLines.Line::text).toList())
                            .replace('\u00a0', ' ')
                            .replaceAll(" +", " "))
                    .toList();
        }
    }

    /** {@code p} in its winter adjustments, {@code power} owning only {@code n} of the centres it owned, nobody else's changed. */
    static Position withCentres(Position p, String power, int n) {
        Map<String, String> owners = new TreeMap<>();
        int kept = 0;
        for (Map.Entry<String, String> o : p.owners().entrySet()) {
            if (!o.getValue().equals(power)) owners.put(o.getKey(), o.getValue());
            else if (kept++ < n) owners.put(o.getKey(), power);
        }
        return new Position(Season.FALL, p.year(), Phase.ADJUSTMENT, p.units(), owners, List.of(), p.seating());
    }

    /** {@code p} with {@code power} holding {@code n} armies (its own units first, then on the first free land), and as many centres. */
    static Position withArmy(Position p, String power, int n) {
        List<Unit> units = new ArrayList<>(p.units());
        for (Province pr : MAP.provinces()) {
            if (p.unitsOf(power).size() + units.size() - p.units().size() >= n) break;
            if (pr.terrain() == Terrain.SEA
                    || seatingBlocks(p, pr)
                    || p.unitIn(pr.id()).isPresent()) continue;
            units.add(new Unit(UnitType.ARMY, power, Location.of(pr.id())));
        }
        Map<String, String> owners = new TreeMap<>(p.owners());
        int owned = (int) p.centresOf(power);
        for (Province c : MAP.supplyCentres()) {
            if (owned >= n) break;
            if (!power.equals(owners.get(c.id()))) {
                owners.put(c.id(), power);
                owned++;
            }
        }
        return new Position(p.season(), p.year(), p.phase(), units, owners, List.of(), p.seating());
    }

    private static boolean seatingBlocks(Position p, Province pr) {
        return p.seating().isImpassable(pr.id());
    }
}
