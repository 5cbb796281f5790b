package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertDislodged;
import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The convoy paradoxes of DATC section 6.F. Seed 003 (2000 rulebook) decides them by rule 21
 * (a convoyed army does not cut the support of an attack on a fleet of its own convoy) and
 * rule 22 (unless it has another route); only where those rules say nothing (6.F.18,
 * 6.F.22–6.F.24) does the Szykman rule settle the paradox, as DATC v3.0 prefers. 6.F.19 is
 * figure 31 of the rulebook ({@link RulebookFiguresTest}).
 */
class DatcParadoxTest {

    @Test
    void f14_simpleParadox_rule21SparesTheSupport() {
        var r = move(
                "england: F lon, F wal; france: A bre, F eng",
                "england: F lon S F wal-eng; F wal-eng; france: A bre-lon; F eng C A bre-lon");
        assertUnits("england: F lon, F eng; france: A bre", r.next());
        assertDislodged(r.next(), "eng");
        assertEquals(Status.SUCCEEDS, verdict(r, "lon").status());
        assertEquals(
                List.of(new Reason.Dislodged("wal")), verdict(r, "eng").reasons(), "disrupted by rule 21, no paradox");
    }

    @Test
    void f15_theParadoxRuleTouchesOnlyItsCore() {
        var r = move(
                "england: F lon, F wal; france: A bre, F eng; italy: F iri, F mao, A naf",
                "england: F lon S F wal-eng; F wal-eng; france: A bre-lon; F eng C A bre-lon; "
                        + "italy: F iri C A naf-wal; F mao C A naf-wal; A naf-wal");
        assertUnits("england: F lon, F eng; france: A bre; italy: F iri, F mao, A wal", r.next());
        assertDislodged(r.next(), "eng");
    }

    @Test
    void f16_pandin_nothingMoves() {
        var r = move(
                "england: F lon, F wal; france: A bre, F eng; germany: F nth, F bel",
                "england: F lon S F wal-eng; F wal-eng; france: A bre-lon; F eng C A bre-lon; germany: F nth S F bel-eng; F bel-eng");
        assertUnits("england: F lon, F wal; france: A bre, F eng; germany: F nth, F bel", r.next());
        assertEquals(Status.SUCCEEDS, verdict(r, "eng").status());
    }

    /** Here the 2000 rulebook and the Szykman rule (DATC v3.0's preference) differ; the rulebook wins. */
    @Test
    void f17_pandinExtended_rule21OutlastsTheDislodgement() {
        var r = move(
                "england: F lon, F wal; france: A bre, F eng, F yor; germany: F nth, F bel",
                "england: F lon S F wal-eng; F wal-eng; france: A bre-lon; F eng C A bre-lon; F yor S A bre-lon; "
                        + "germany: F nth S F bel-eng; F bel-eng");
        assertUnits("england: F wal; france: A lon, F eng, F yor; germany: F nth, F bel", r.next());
        Verdict london = verdict(r, "lon");
        assertEquals(Status.SUCCEEDS, london.status(), "the support still counts: the fleets bounce in the Channel");
        assertEquals(List.of(new Reason.Dislodged("bre"), new Reason.NoRetreatPossible()), london.reasons());
    }

    @Test
    void f18_betrayal_rulebookSilent_szykman() {
        var r = move(
                "england: F nth, A lon, F eng; france: F bel; germany: F hel, F ska",
                "england: F nth C A lon-bel; A lon-bel; F eng S A lon-bel; france: F bel S F nth; germany: F hel S F ska-nth; F ska-nth");
        assertUnits("england: F nth, A lon, F eng; france: F bel; germany: F hel, F ska", r.next());
        assertEquals(List.of(new Reason.ConvoyParadox()), verdict(r, "nth").reasons());
    }

    @Test
    void f20_unwantedMultiRoute_supportOfAHoldIsCut() {
        var r = move(
                "france: A tun, F tys; italy: F nap, F ion; turkey: F aeg, F eas",
                "france: A tun-nap; F tys C A tun-nap; italy: F nap S F ion; F ion C A tun-nap; turkey: F aeg S F eas-ion; F eas-ion");
        assertUnits("france: A tun, F tys; italy: F nap; turkey: F aeg, F ion", r.next());
        assertDislodged(r.next(), "ion");
        assertEquals(List.of(new Reason.SupportCut("tun")), verdict(r, "nap").reasons());
    }

    @Test
    void f21_dadsArmy_noMagicCloak() {
        var r = move(
                "russia: A edi, F nwg, A nwy; france: F iri, F mao; england: A lvp, F nao, F cly",
                "russia: A edi S A nwy-cly; F nwg C A nwy-cly; A nwy-cly; france: F iri S F mao-nao; F mao-nao; "
                        + "england: A lvp-cly via; F nao C A lvp-cly; F cly S F nao");
        assertTrue(verdict(r, "mao").succeeded());
        assertTrue(verdict(r, "cly").has(Reason.SupportCut.class));
        assertEquals(Status.FAILS, verdict(r, "lvp").status());
    }

    @Test
    void f22_secondOrder_twoResolutions_szykman() {
        var r = move(
                "england: F edi, F lon; france: A bre, F eng; germany: F bel, F pic; russia: A nwy, F nth",
                "england: F edi-nth; F lon S F edi-nth; france: A bre-lon; F eng C A bre-lon; "
                        + "germany: F bel S F pic-eng; F pic-eng; russia: A nwy-bel; F nth C A nwy-bel");
        assertUnits("england: F nth, F lon; france: A bre; germany: F bel, F eng; russia: A nwy", r.next());
        assertDislodged(r.next(), "eng", "nth");
    }

    @Test
    void f23_secondOrder_twoExclusiveConvoys_szykman() {
        String units =
                "england: F edi, F yor; france: A bre, F eng; germany: F bel, F lon; italy: F mao, F iri; russia: A nwy, F nth";
        var r = move(
                units,
                "england: F edi-nth; F yor S F edi-nth; france: A bre-lon; F eng C A bre-lon; "
                        + "germany: F bel S F eng; F lon S F nth; italy: F mao-eng; F iri S F mao-eng; russia: A nwy-bel; F nth C A nwy-bel");
        assertUnits(units, r.next());
    }

    @Test
    void f24_secondOrder_noResolution_szykman() {
        var r = move(
                "england: F edi, F lon, F iri, F mao; france: A bre, F eng, F bel; russia: A nwy, F nth",
                "england: F edi-nth; F lon S F edi-nth; F iri-eng; F mao S F iri-eng; "
                        + "france: A bre-lon; F eng C A bre-lon; F bel S F eng; russia: A nwy-bel; F nth C A nwy-bel");
        assertUnits("england: F nth, F lon, F iri, F mao; france: A bre, F eng, F bel; russia: A nwy", r.next());
        assertDislodged(r.next(), "nth");
    }
}
