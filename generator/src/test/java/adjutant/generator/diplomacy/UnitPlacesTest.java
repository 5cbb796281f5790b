package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/**
 * In every province, on the board's turn maps and in the rulebook figures alike, the three things
 * that may stand there keep apart: the unit at its unit spot, a unit waiting to retreat beside it,
 * and a standoff's mark beside it, wholly inside the province (drawn smaller, down to 60 %, where
 * there is no room for it whole); neither of the two beside the unit covers any label of that
 * drawing. Overlaps are measured in millimetres at the turn map's print scale ({@link TurnMaps#SCALE}).
 */
class UnitPlacesTest {
    @Test
    void theUnitARetreatingUnitAndAStandoffKeepApartAndOffTheLabels() {
        DipMap map = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                .map();
        BoardGeometry g = BoardGeometry.of(map, BoardGeography.read(Games.home(), map));
        UnitPlaces places = g.places();
        List<String> wrong = new ArrayList<>();
        int measured = 0;
        for (boolean pad : new boolean[] {false, true}) {
            String drawing = pad ? "figures" : "turn maps";
            List<Envelope> labels = pad ? places.pad : places.board;
            for (Province p : map.provinces()) {
                Location at = Location.of(p.id());
                Envelope unit = BoardSpots.square(places.unit(at), UnitPlaces.UNIT);
                Envelope aside = BoardSpots.square(places.aside(at, pad), UnitPlaces.UNIT);
                double half = places.standoffHalf(p.id(), true, pad);
                Envelope standoff = BoardSpots.square(places.standoff(p.id(), true, pad), half);
                measured++;
                if (!g.shape(p.id()).covers(ProvinceShapes.GF.toGeometry(standoff)))
                    wrong.add(drawing + ": " + p.id() + ": the standoff mark over its border");
                if (half < UnitPlaces.SMALLEST * UnitPlaces.STANDOFF || half > UnitPlaces.STANDOFF)
                    wrong.add(String.format(
                            Locale.ROOT, "%s: %s: the standoff mark %.1f wide", drawing, p.id(), 2 * half));
                overlap(wrong, drawing, p.id(), "the retreating unit over the unit", aside, unit);
                overlap(wrong, drawing, p.id(), "the standoff mark over the unit", standoff, unit);
                for (Envelope l : labels) {
                    overlap(wrong, drawing, p.id(), "the retreating unit over a label", aside, l);
                    overlap(wrong, drawing, p.id(), "the standoff mark over a label", standoff, l);
                }
            }
        }
        assertTrue(measured >= 150, "provinces measured: " + measured);
        assertEquals(List.of(), wrong);
    }

    private static void overlap(List<String> wrong, String drawing, String id, String what, Envelope a, Envelope b) {
        if (!a.intersects(b)) return;
        Envelope both = a.intersection(b);
        double mm = Math.min(both.getWidth(), both.getHeight()) * TurnMaps.SCALE;
        if (mm > 0) wrong.add(String.format(Locale.ROOT, "%s: %s: %s by %.1f mm", drawing, id, what, mm));
    }
}
