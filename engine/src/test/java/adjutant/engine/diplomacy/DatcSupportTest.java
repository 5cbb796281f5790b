package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertDislodged;
import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DATC v3.0 cases on supports, in the engine's own notation, so the engine is checked on
 * them whatever the order parser reads (the DATC runner in the validator reads the files).
 */
class DatcSupportTest {

    @Test
    void d06_convoyingFleetMayGetHoldSupport() {
        var r = move(
                "germany: A ber, F bal, F pru; russia: F lvn, F bot",
                "germany: A ber-swe; F bal C A ber-swe; F pru S F bal; russia: F lvn-bal; F bot S F lvn-bal");
        assertUnits("germany: A swe, F bal, F pru; russia: F lvn, F bot", r.next());
    }

    @Test
    void d07_movingUnitGetsNoHoldSupport() {
        var r = move(
                "germany: F bal, F pru; russia: F lvn, F bot, A fin",
                "germany: F bal-swe; F pru S F bal; russia: F lvn-bal; F bot S F lvn-bal; A fin-swe");
        assertDislodged(r.next(), "bal");
        assertEquals(
                List.of(new Reason.SupportedUnitMoved("bal")), verdict(r, "pru").reasons());
    }

    @Test
    void d23_impossibleCoastMoveCannotBeSupported() {
        var r = move(
                "italy: F lyo, F wes; france: F spa/nc, F mar",
                "italy: F lyo-spa/sc; F wes S F lyo-spa/sc; france: F spa/nc-lyo; F mar S F spa/nc-lyo");
        assertDislodged(r.next(), "spa");
        assertEquals(Status.ILLEGAL, verdict(r, "mar").status());
    }

    @Test
    void d27_unmatchedConvoyMayStillGetHoldSupport() {
        var r = move(
                "england: F swe, F den; germany: A ber; russia: F bal, F pru",
                "england: F swe-bal; F den S F swe-bal; germany: A ber H; russia: F bal C A ber-lvn; F pru S F bal");
        assertUnits("england: F swe, F den; germany: A ber; russia: F bal, F pru", r.next());
        assertEquals(
                List.of(new Reason.ConvoyedUnitDidNotMove("ber", "lvn")),
                verdict(r, "bal").reasons());
    }

    @Test
    void d34_supportIntoOwnProvinceIsIllegal() {
        var r = move(
                "germany: A ber, A sil, F bal; italy: A pru; russia: A war, A lvn",
                "germany: A ber-pru; A sil S A ber-pru; F bal S A ber-pru; italy: A pru S A lvn-pru; russia: A war S A lvn-pru; A lvn-pru");
        assertUnits("germany: A pru, A sil, F bal; russia: A war, A lvn", r.next());
        assertEquals(
                List.of(
                        new Reason.CannotSupportInto("pru"),
                        new Reason.Dislodged("ber"),
                        new Reason.NoRetreatPossible()),
                verdict(r, "pru").reasons(),
                "with nowhere to go, the Italian army is removed at once");
    }

    @Test
    void e11_swapOnTwoCoastsBreaksTheBeleagueredGarrison() {
        var r = move(
                "france: A spa, F mao, F lyo; germany: A mar, A gas; italy: F por, F wes",
                "france: A spa-por via; F mao C A spa-por; F lyo S F por-spa/nc; germany: A mar S A gas-spa; A gas-spa; "
                        + "italy: F por-spa/nc; F wes S F por-spa/nc");
        assertUnits("france: A por, F mao, F lyo; germany: A mar, A gas; italy: F spa/nc, F wes", r.next());
    }
}
