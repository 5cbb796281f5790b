package adjutant.engine.diplomacy.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ScanLayoutTest {
    static DipMap map;

    @BeforeAll
    static void load() {
        map = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();
    }

    /** map.yaml's printed_before: version-1 sheets printed Liverpool as Liv, later ones as Lvp; no other province changed. */
    @Test
    void olderLayoutsKeepTheAbbreviationsTheyPrinted() {
        assertEquals("Liv", map.province("lvp").abbrOnScanLayout(1));
        assertEquals("Lvp", map.province("lvp").abbrOnScanLayout(ScanLayout.VERSION));
        for (Province p : map.provinces())
            if (!p.id().equals("lvp")) assertEquals(p.abbr(), p.abbrOnScanLayout(1), p.id());
    }

    /** Every place a unit of each type could stand, alone on the board: its row offers every legal move. */
    @Test
    void everyUnitOnEveryPlaceGetsABoxForEveryMoveAndStaysOnThePage() {
        for (double[] paper : List.of(new double[] {210, 297}, new double[] {215.9, 279.4})) {
            for (Province p : map.provinces()) {
                for (UnitType t : UnitType.values()) {
                    List<Location> places = t == UnitType.ARMY
                            ? (p.terrain() == Terrain.SEA ? List.of() : List.of(Location.of(p.id())))
                            : map.fleetLocations(p.id());
                    for (Location l : places) {
                        Unit u = new Unit(t, "england", l);
                        Position pos = new Position(
                                Position.start(map).season(), 1901, Phase.MOVEMENT, List.of(u), Map.of(), List.of());
                        List<ScanPage> pages = new ScanLayout(map, pos, "a4", paper[0], paper[1]).pages("england");
                        assertEquals(1, pages.size());
                        ScanRow row = pages.get(0).rows().get(0);
                        Set<Location> targets = new HashSet<>();
                        row.boxes().forEach(b -> {
                            if (b.meaning() instanceof Meaning.Target x) targets.add(x.to());
                        });
                        Set<Location> legal = new HashSet<>();
                        if (t == UnitType.ARMY)
                            map.armyNeighbours(l.province()).forEach(n -> legal.add(Location.of(n)));
                        else legal.addAll(map.fleetNeighbours(l));
                        assertEquals(legal, targets, u.toString());
                        assertInside(pages.get(0));
                    }
                }
            }
        }
    }

    @Test
    void startPositionHasOnePagePerPowerWithSupportsAndConvoysOfferedWhereUnitsStand() {
        Position start = Position.start(map);
        List<ScanPage> pages = new ScanLayout(map, start, "a4", 210, 297).pages();
        assertEquals(7, pages.size());
        ScanPage russia = pages.stream()
                .filter(p -> p.code().power().equals("russia"))
                .findFirst()
                .orElseThrow();
        ScanRow war = russia.rows().stream()
                .filter(r -> r.site().equals("war"))
                .findFirst()
                .orElseThrow();
        List<String> partners = war.boxes().stream()
                .filter(b -> b.meaning() instanceof Meaning.Partner)
                .map(ScanBox::label)
                .toList();
        assertEquals(
                List.of("Ber", "Bud", "Mos", "Mun", "StP", "Vie"), partners, "units that can reach where A War can");
        pages.forEach(ScanLayoutTest::assertInside);
        // A fleet in the North Sea offers to convoy the army in London to every coast of the North Sea.
        List<Unit> units = new ArrayList<>(start.units());
        units.removeIf(u -> u.province().equals("lon"));
        units.add(new Unit(UnitType.FLEET, "england", Location.of("nth")));
        units.add(new Unit(UnitType.ARMY, "england", Location.of("lon")));
        Position p = new Position(start.season(), 1901, Phase.MOVEMENT, units, start.owners(), List.of());
        ScanRow nth = new ScanLayout(map, p, "a4", 210, 297)
                .pages("england").get(0).rows().stream()
                        .filter(r -> r.site().equals("nth"))
                        .findFirst()
                        .orElseThrow();
        assertTrue(nth.boxes().stream().anyMatch(b -> b.meaning().equals(new Meaning.OrderKind(Meaning.Kind.CONVOY))));
        assertTrue(nth.boxes().stream().anyMatch(b -> b.meaning().equals(new Meaning.Partner("lon"))));
        ScanRow lon = new ScanLayout(map, p, "a4", 210, 297)
                .pages("england").get(0).rows().stream()
                        .filter(r -> r.site().equals("lon"))
                        .findFirst()
                        .orElseThrow();
        assertTrue(
                lon.boxes().stream().anyMatch(b -> b.meaning().equals(new Meaning.Target(Location.of("nwy")))),
                "A Lon - Nwy by convoy");
    }

    @Test
    void adjustmentSheetOffersEveryCoastOfAFreeHomeCentreAndRetreatsTheirPlaces() {
        Position start = Position.start(map);
        List<Unit> units = new ArrayList<>(start.units());
        units.removeIf(u -> u.province().equals("stp"));
        Map<String, String> owners = new TreeMap<>(start.owners());
        owners.put("swe", "russia");
        Position adj = new Position(Season.FALL, 1901, Phase.ADJUSTMENT, units, owners, List.of());
        List<ScanPage> pages = new ScanLayout(map, adj, "a4", 210, 297).pages("russia");
        ScanRow stp = pages.get(0).rows().get(0);
        assertEquals(ScanRow.Kind.BUILD, stp.kind());
        assertEquals(
                List.of("A", "F nc", "F sc"),
                stp.boxes().stream().map(ScanBox::label).toList());
        assertTrue(new ScanLayout(map, adj, "a4", 210, 297).pages("england").isEmpty(), "nothing owed");
    }

    @Test
    void theCodeSaysWhichPageOfWhichPositionAndChangesWithEitherHash() {
        Position start = Position.start(map);
        ScanPage a = new ScanLayout(map, start, "a4", 210, 297).pages("france").get(0);
        assertEquals(a.code(), SheetCode.parse(a.code().text()));
        ScanPage letter = new ScanLayout(map, start, "letter", 215.9, 279.4)
                .pages("france")
                .get(0);
        assertNotEquals(a.code().layoutHash(), letter.code().layoutHash());
        assertEquals(a.code().positionHash(), letter.code().positionHash());
        Position moved = new Position(start.season(), 1902, Phase.MOVEMENT, start.units(), start.owners(), List.of());
        assertNotEquals(
                a.code().positionHash(),
                new ScanLayout(map, moved, "a4", 210, 297)
                        .pages("france")
                        .get(0)
                        .code()
                        .positionHash());
        assertEquals(null, SheetCode.parse("http://example.com"));
    }

    /** Boxes on the paper, between the header and the free-text area, none overlapping another or a fiducial. */
    static void assertInside(ScanPage p) {
        List<Box> seen = new ArrayList<>(p.fiducials());
        seen.add(p.qr().grow(3));
        for (ScanBox b : p.boxes()) {
            Box r = b.square();
            assertTrue(
                    r.x() >= 12
                            && r.right() <= p.width() - 12
                            && r.y() >= 45
                            && r.bottom() < p.freeText().y(),
                    b.id() + " " + r);
            for (Box o : seen) assertFalse(overlap(r.grow(1), o), b.id() + " overlaps " + o);
            seen.add(r);
            seen.add(b.labelArea());
        }
        // The reference marks: on the paper within a printer's reach, clear of the QR code's quiet zone
        // (four modules), of every box, label, row caption, corner square, of the free-text area and of each other.
        List<Box> printed = new ArrayList<>(seen);
        printed.add(p.qr().grow(3.5)); // with the mark grown by 1 mm: 4.5 mm, more than four modules
        printed.add(p.freeText());
        for (ScanRow row : p.rows())
            for (Caption c : row.captions()) if (c.x() < 20) printed.add(new Box(c.x(), c.y() - 3, 8, 3));
        assertEquals(ScanLayout.VERSION >= 2, !p.marks().isEmpty());
        for (Box m : p.marks()) {
            assertTrue(
                    m.x() >= 8 && m.right() <= p.width() - 8 && m.y() >= 8 && m.bottom() <= p.height() - 8,
                    "mark " + m + " off the printable page");
            for (Box o : printed) assertFalse(overlap(m.grow(1), o), "mark " + m + " overlaps " + o);
            printed.add(m);
        }
    }

    private static boolean overlap(Box a, Box b) {
        return a.x() < b.right() && b.x() < a.right() && a.y() < b.bottom() && b.y() < a.bottom();
    }

    /** The hash printed on every sheet spells its boxes as the record named Rect did, whatever the class is called now. */
    @Test
    void layoutHashesSpellBoxesAsPrintedSheetsDid() {
        record Rect(double x, double y, double w, double h) {}
        for (double[] v :
                new double[][] {{1.5, 2, 3.25, 4}, {0, 0.1, 187.3, 0.30000000000000004}, {-2, 1e-7, 210, 297}}) {
            assertEquals(new Rect(v[0], v[1], v[2], v[3]).toString(), ScanPage.spelt(new Box(v[0], v[1], v[2], v[3])));
        }
    }
}
