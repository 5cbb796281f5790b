package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Coast cases of DATC section 6.B the engine decides, written in the engine's test notation. */
class DatcCoastTest {

    @Test
    void b09_supportNamingTheWrongCoastDoesNotMatch() {
        var r = move(
                "france: F por, F mao; italy: F lyo, F wes",
                "france: F por S F mao-spa/nc; F mao-spa/sc; italy: F lyo S F wes-spa/sc; F wes-spa/sc");
        assertUnits("france: F por, F mao; italy: F lyo, F spa/sc", r.next());
        assertEquals(
                List.of(new Reason.SupportedUnitDidNotMove("mao", "spa")),
                verdict(r, "por").reasons());
    }

    @Test
    void b07_supportWithoutCoastMatchesEitherCoast() {
        var r = move(
                "france: F por, F mao; italy: F lyo, F wes",
                "france: F por S F mao-spa; F mao-spa/nc; italy: F lyo S F wes-spa/sc; F wes-spa/sc");
        assertUnits("france: F por, F mao; italy: F lyo, F wes", r.next());
    }

    @Test
    void b01_b02_b03_coastOfTheMove() {
        assertEquals(
                List.of(new Reason.CoastRequired("spa")),
                verdict(move("france: F por", "france: F por-spa"), "por").reasons());
        assertUnits(
                "france: F spa/nc", move("france: F gas", "france: F gas-spa").next());
        var r = move("france: F gas", "france: F gas-spa/sc");
        assertEquals(Status.ILLEGAL, verdict(r, "gas").status());
        assertEquals(
                new Reason.NotAdjacent(Location.of("gas"), Location.parse("spa/sc")),
                verdict(r, "gas").reasons().get(0));
    }
}
