package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertDislodged;
import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.move;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The worked figures of the 2000 rulebook (seed 003, figures 4–32) on the standard map. */
class RulebookFiguresTest {

    @Test
    void figure04_equalStrengthsStandOff() {
        var r = move("germany: A ber; russia: A war", "germany: A ber-sil; russia: A war-sil");
        assertUnits("germany: A ber; russia: A war", r.next());
        assertEquals(
                new Reason.Bounce("sil", List.of("war"), 1, 1),
                verdict(r, "ber").reasons().get(0));
    }

    @Test
    void figure05_aHoldingUnitStopsAChain() {
        var r = move("germany: F kie, A ber; russia: A pru", "germany: F kie-ber; A ber-pru; russia: A pru H");
        assertUnits("germany: F kie, A ber; russia: A pru", r.next());
    }

    @Test
    void figure06_unitsCannotSwapWithoutConvoy() {
        var r = move("germany: F ber, A pru", "germany: F ber-pru; A pru-ber");
        assertUnits("germany: F ber, A pru", r.next());
        assertTrue(verdict(r, "ber").has(Reason.HeadToHeadLost.class));
    }

    @Test
    void figure07_threeUnitsRotate() {
        var r = move("england: A hol, F bel; france: F nth", "england: A hol-bel; F bel-nth; france: F nth-hol");
        assertUnits("england: A bel, F nth; france: F hol", r.next());
    }

    @Test
    void figure08_supportedAttackDislodges() {
        var r = move("france: A mar, A gas; germany: A bur", "france: A mar-bur; A gas S A mar-bur; germany: A bur H");
        assertUnits("france: A bur, A gas", r.next());
        assertDislodged(r.next(), "bur");
        assertEquals(List.of(new Reason.Dislodged("mar")), verdict(r, "bur").reasons());
    }

    @Test
    void figure09_supporterNeedNotBorderTheAttacker() {
        var r = move("germany: A sil, F bal; russia: A pru", "germany: A sil-pru; F bal S A sil-pru; russia: A pru H");
        assertDislodged(r.next(), "pru");
    }

    @Test
    void figure10_supportedAttacksStandOff() {
        var r = move(
                "france: F lyo, F wes; italy: F nap, F rom",
                "france: F lyo-tys; F wes S F lyo-tys; italy: F nap-tys; F rom S F nap-tys");
        assertUnits("france: F lyo, F wes; italy: F nap, F rom", r.next());
    }

    @Test
    void figure11_supportedHoldStandsOff() {
        var r = move(
                "france: F lyo, F wes; italy: F tys, F rom",
                "france: F lyo-tys; F wes S F lyo-tys; italy: F tys H; F rom S F tys");
        assertUnits("france: F lyo, F wes; italy: F tys, F rom", r.next());
        assertDislodged(r.next());
    }

    @Test
    void figure12_dislodgedUnitStillStandsOffElsewhere() {
        var r = move(
                "austria: A boh, A tyr; germany: A mun, A ber; russia: A war, A pru",
                "austria: A boh-mun; A tyr S A boh-mun; germany: A mun-sil; A ber S A mun-sil; russia: A war-sil; A pru S A war-sil");
        assertUnits("austria: A mun, A tyr; germany: A ber; russia: A war, A pru", r.next());
        assertDislodged(r.next(), "mun");
        assertTrue(
                r.next().dislodged().get(0).retreats().stream()
                        .noneMatch(l -> l.province().equals("sil")),
                "Silesia was left empty by a standoff");
    }

    @Test
    void figure13_dislodgedUnitHasNoEffectOnTheAttackersProvince() {
        var r = move(
                "turkey: A bul; russia: A rum, A ser, A sev",
                "turkey: A bul-rum; russia: A rum-bul; A ser S A rum-bul; A sev-rum");
        assertUnits("russia: A bul, A ser, A rum", r.next());
        assertDislodged(r.next(), "bul");
    }

    @Test
    void figure14_evenWhenSupported() {
        var r = move(
                "turkey: A bul, F bla; russia: A rum, A gre, A ser, A sev",
                "turkey: A bul-rum; F bla S A bul-rum; russia: A rum-bul; A gre S A rum-bul; A ser S A rum-bul; A sev-rum");
        assertUnits("turkey: F bla; russia: A bul, A gre, A ser, A rum", r.next());
    }

    @Test
    void figure15_attackCutsSupport() {
        var r = move(
                "germany: A pru, A sil; russia: A war, A boh",
                "germany: A pru-war; A sil S A pru-war; russia: A war H; A boh-sil");
        assertUnits("germany: A pru, A sil; russia: A war, A boh", r.next());
        assertEquals(List.of(new Reason.SupportCut("boh")), verdict(r, "sil").reasons());
    }

    @Test
    void figure16_attackFromTheSupportedProvinceDoesNotCut() {
        var r = move(
                "germany: A pru, A sil; russia: A war", "germany: A pru-war; A sil S A pru-war; russia: A war-sil");
        assertUnits("germany: A war, A sil", r.next());
        assertDislodged(r.next(), "war");
    }

    @Test
    void figure17_dislodgementCutsSupport() {
        var r = move(
                "germany: F ber, A sil; russia: A pru, A war, F bal",
                "germany: F ber-pru; A sil S F ber-pru; russia: A pru-sil; A war S A pru-sil; F bal-pru");
        assertUnits("germany: F ber; russia: A sil, A war, F bal", r.next());
        assertDislodged(r.next(), "sil");
    }

    /** Seed 002, rule IX.5 example 4 (the rulebook's example dip.ex.besieged-garrison): two equal attacks leave the garrison. */
    @Test
    void besiegedGarrisonStaysWhenTwoEqualAttacksStandOff() {
        String units = "austria: A ser; russia: A rum, A bud; turkey: A bul, A gre";
        var r = move(
                units, "austria: A ser H; russia: A rum-ser; A bud S A rum-ser; turkey: A bul-ser; A gre S A bul-ser");
        assertUnits(units, r.next());
        // Had Serbia supported instead, both attacks would cut it...
        var s = move(
                "austria: A ser, A alb; russia: A rum, A bud; turkey: A bul, A gre",
                "austria: A ser S A alb-gre; A alb-gre; russia: A rum-ser; A bud S A rum-ser; turkey: A bul-ser; A gre S A bul-ser");
        assertTrue(
                verdict(s, "ser").has(Reason.SupportCut.class),
                verdict(s, "ser").toString());
        // ...or only the one not coming from the province it supports into: supporting into Rumania, the
        // Russian attack from there does not cut; the Turkish one does, so Galicia's attack fails 1 to 1.
        String besieged = "austria: A ser, A gal; russia: A rum, A bud; turkey: A bul, A gre";
        var t = move(
                besieged,
                "austria: A ser S A gal-rum; A gal-rum; russia: A rum-ser; A bud S A rum-ser; turkey: A bul-ser; A gre S A bul-ser");
        assertEquals(List.of(new Reason.SupportCut("bul")), verdict(t, "ser").reasons());
        assertUnits(besieged, t.next());
        assertDislodged(t.next());
    }

    @Test
    void figure18_dislodgedUnitStillCutsSupport() {
        var r = move(
                "germany: A ber, A mun; russia: A pru, A sil, A boh, A tyr",
                "germany: A ber H; A mun-sil; russia: A pru-ber; A sil S A pru-ber; A boh-mun; A tyr S A boh-mun");
        assertUnits("germany: A ber; russia: A pru, A sil, A mun, A tyr", r.next());
        assertDislodged(r.next(), "mun");
    }

    @Test
    void figure19_convoyAcrossOneSea() {
        var r = move("england: A lon, F nth", "england: A lon-nwy; F nth C A lon-nwy");
        assertUnits("england: A nwy, F nth", r.next());
    }

    @Test
    void figure20_convoyAcrossSeveralSeasWithAForeignFleet() {
        var r = move(
                "england: A lon, F eng, F mao; france: F wes",
                "england: A lon-tun; F eng C A lon-tun; F mao C A lon-tun; france: F wes C A lon-tun");
        assertUnits("england: A tun, F eng, F mao; france: F wes", r.next());
    }

    @Test
    void figure21_dislodgedFleetBreaksTheConvoy() {
        var r = move(
                "france: A spa, F lyo, F tys; italy: F ion, F tun",
                "france: A spa-nap; F lyo C A spa-nap; F tys C A spa-nap; italy: F ion-tys; F tun S F ion-tys");
        assertUnits("france: A spa, F lyo; italy: F tys, F tun", r.next());
        assertTrue(verdict(r, "spa").has(Reason.ConvoyDisrupted.class));
    }

    @Test
    void figure22_noSelfDislodgement() {
        var r = move("france: A par, A mar, A bur", "france: A par-bur; A mar S A par-bur; A bur H");
        assertUnits("france: A par, A mar, A bur", r.next());
        assertEquals(
                List.of(new Reason.CannotDislodgeOwnUnit("bur")),
                verdict(r, "par").reasons());
    }

    @Test
    void figure23_foreignSupportCannotMakeAPowerDislodgeItself() {
        var r = move(
                "france: A par, A bur; germany: A ruh; italy: A mar",
                "france: A par-bur; A bur-mar; germany: A ruh S A par-bur; italy: A mar-bur");
        assertUnits("france: A par, A bur; germany: A ruh; italy: A mar", r.next());
    }

    @Test
    void figure24_aPowerCannotSupportTheDislodgementOfItsOwnUnit() {
        var r = move(
                "germany: A ruh, A mun; france: A par, A bur",
                "germany: A ruh-bur; A mun H; france: A par S A ruh-bur; A bur H");
        assertUnits("germany: A ruh, A mun; france: A par, A bur", r.next());
    }

    @Test
    void figure24_butWithASecondSupportItWorks() {
        var r = move(
                "germany: A ruh, A mun; france: A par, A bur",
                "germany: A ruh-bur; A mun S A ruh-bur; france: A par S A ruh-bur; A bur H");
        assertDislodged(r.next(), "bur");
    }

    @Test
    void figure25_unwantedSupportIntoOwnUnitFails() {
        var r = move(
                "germany: A mun, A ruh, A sil; austria: A tyr, A boh",
                "germany: A mun-tyr; A ruh-mun; A sil-mun; austria: A tyr-mun; A boh S A sil-mun");
        assertUnits("germany: A mun, A ruh, A sil; austria: A tyr, A boh", r.next());
    }

    @Test
    void figure26_selfAttackStillStandsOff() {
        var r = move(
                "england: F den, F nth, F hel; russia: A ber, F ska, F bal",
                "england: F den-kie; F nth-den; F hel S F nth-den; russia: A ber-kie; F ska-den; F bal S F ska-den");
        assertUnits("england: F den, F nth, F hel; russia: A ber, F ska, F bal", r.next());
    }

    @Test
    void figure27_unexpectedSupportBreaksASelfStandoff() {
        var r = move(
                "austria: A ser, A vie; russia: A gal", "austria: A ser-bud; A vie-bud; russia: A gal S A ser-bud");
        assertUnits("austria: A bud, A vie; russia: A gal", r.next());
    }

    @Test
    void figure28_convoyedUnitsMaySwap() {
        var r = move(
                "england: A lon, F nth; france: A bel, F eng",
                "england: A lon-bel; F nth C A lon-bel; france: A bel-lon; F eng C A bel-lon");
        assertUnits("england: A bel, F nth; france: A lon, F eng", r.next());
    }

    @Test
    void figure29_oneRouteLeftIsEnough() {
        var r = move(
                "england: A lon, F eng, F nth; france: F bre, F iri",
                "england: A lon-bel; F eng C A lon-bel; F nth C A lon-bel; france: F bre-eng; F iri S F bre-eng");
        assertUnits("england: A bel, F nth; france: F eng, F iri", r.next());
        assertDislodged(r.next(), "eng");
    }

    @Test
    void figure30_convoyedArmyDoesNotCutSupportAgainstItsConvoy() {
        var r = move(
                "france: A tun, F tys; italy: F ion, F nap",
                "france: A tun-nap; F tys C A tun-nap; italy: F ion-tys; F nap S F ion-tys");
        assertUnits("france: A tun; italy: F tys, F nap", r.next());
        assertDislodged(r.next(), "tys");
    }

    @Test
    void figure31_anArmyWithAnotherRouteCutsTheSupport() {
        var r = move(
                "france: A tun, F tys, F ion; italy: F rom, F nap",
                "france: A tun-nap; F tys C A tun-nap; F ion C A tun-nap; italy: F rom-tys; F nap S F rom-tys");
        assertUnits("france: A tun, F tys, F ion; italy: F rom, F nap", r.next());
    }

    @Test
    void figure32_andWithSupportItDislodges() {
        var r = move(
                "france: A tun, F tys, F ion, A apu; italy: F rom, F nap",
                "france: A tun-nap; F tys C A tun-nap; F ion C A tun-nap; A apu S A tun-nap; italy: F rom-tys; F nap S F rom-tys");
        assertUnits("france: A nap, F tys, F ion, A apu; italy: F rom", r.next());
        assertEquals(
                List.of(new Reason.SupportCut("tun"), new Reason.Dislodged("tun"), new Reason.NoRetreatPossible()),
                verdict(r, "nap").reasons(),
                "every neighbour of Naples is taken: the fleet is removed at once");
    }
}
