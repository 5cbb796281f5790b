package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertUnits;
import static adjutant.engine.diplomacy.Play.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sample game of the 2000 rulebook (seed 003), Spring 1901 to Fall 1902, phase by phase. */
class SampleGameTest {
    final DipMap map = Maps.standard();

    PhaseResult play(Position p, String orders) {
        return Adjudicator.adjudicate(map, p, TerseNotation.orders(orders));
    }

    @Test
    void spring1901ToFall1902() {
        // Spring 1901: everything moves except the two fleets for the Black Sea and the two armies for Galicia.
        PhaseResult s01 = play(
                Position.start(map),
                "austria: A vie-tri; A bud-gal; F tri-alb; england: A lvp-yor; F lon-nth; F edi-nwg;"
                        + " france: A par-bur; A mar-spa; F bre-pic; germany: A ber-kie; A mun-ruh; F kie-den;"
                        + " italy: A ven-pie; A rom-ven; F nap-ion; russia: A mos-ukr; A war-gal; F stp/sc-bot; F sev-bla;"
                        + " turkey: A con-bul; A smy-con; F ank-bla");
        assertEquals(
                List.of("bud", "war", "sev", "ank"),
                s01.verdicts().stream()
                        .filter(v -> !v.succeeded())
                        .map(v -> v.order().unit().province())
                        .toList());
        Position f01 = s01.next();
        assertEquals(new Position(Season.FALL, 1901, Phase.MOVEMENT, f01.units(), f01.owners(), List.of()), f01);

        // Fall 1901: the moves to Belgium, Marseilles and Serbia fail, and so does Con-Bul.
        PhaseResult fall = play(
                f01,
                "austria: A tri H; A bud-ser; F alb-gre; england: A yor-nwy; F nth C A yor-nwy; F nwg-bar;"
                        + " france: A bur-mar; A spa-por; F pic-bel; germany: A kie-hol; A ruh-bel; F den H;"
                        + " italy: A ven H; A pie-mar; F ion-tun; russia: A ukr S F sev-rum; A war-gal; F bot-swe; F sev-rum;"
                        + " turkey: A bul-ser; A con-bul; F ank-bla");
        for (String failed : List.of("pic", "ruh", "bur", "pie", "bud", "bul", "con")) {
            assertTrue(!verdict(fall, failed).succeeded(), failed);
        }
        Position adj = fall.next();
        assertEquals(Phase.ADJUSTMENT, adj.phase());
        assertEquals(
                Map.of("austria", 1, "england", 1, "france", 1, "germany", 2, "italy", 1, "russia", 2, "turkey", 1),
                Adjudicator.adjustmentsOwed(map, adj),
                "Portugal counts for France, Spain (only passed through) does not");
        assertEquals("france", adj.owners().get("por"));
        assertEquals(null, adj.owners().get("spa"));

        // Winter 1901 builds as the rulebook makes them.
        AdjustmentResult builds = (AdjustmentResult)
                play(
                        adj,
                        "england: build F edi; germany: build F kie; build A mun;"
                                + " russia: build A stp; build A sev; turkey: build A smy; austria: build A vie; italy: build F nap; france: build F mar");
        assertTrue(
                builds.verdicts().stream().allMatch(Verdict::succeeded),
                builds.verdicts().toString());
        Position s02 = builds.next();
        assertEquals(new Position(Season.SPRING, 1902, Phase.MOVEMENT, s02.units(), s02.owners(), List.of()), s02);
        assertEquals(31, s02.units().size());

        // Spring 1902.
        PhaseResult spring = play(
                s02,
                "austria: A tri-bud; A vie-bud; A bud-ser; F gre H;"
                        + " england: A nwy-stp; F nth-nwy; F bar S A nwy-stp; F edi-nth;"
                        + " france: A bur S F pic-bel; A por-spa; F pic-bel; F mar H;"
                        + " germany: A hol-bel; A ruh S A hol-bel; A mun-bur; F den H; F kie-hol;"
                        + " italy: A ven H; A pie-mar; F tun-wes; F nap-tys;"
                        + " russia: A ukr S F rum; A gal-bud; A stp-nwy; A sev S F rum; F swe S A stp-nwy; F rum H;"
                        + " turkey: A bul-rum; A con-bul; A smy-arm; F bla S A bul-rum");
        for (String failed :
                List.of("nwy", "stp", "nth", "edi", "tri", "vie", "gal", "bul", "con", "pie", "mun", "pic")) {
            assertTrue(!verdict(spring, failed).succeeded(), failed);
        }
        assertEquals(
                List.of(new Reason.SupportCut("mun")),
                verdict(spring, "bur").reasons(),
                "the German attack cuts the French support");
        assertUnits(
                "austria: A tri, A vie, A ser, F gre; england: A nwy, F nth, F bar, F edi;"
                        + " france: A bur, A spa, F pic, F mar; germany: A bel, A ruh, A mun, F den, F hol;"
                        + " italy: A ven, A pie, F wes, F tys; russia: A ukr, A gal, A stp, A sev, F swe, F rum;"
                        + " turkey: A bul, A con, A arm, F bla",
                spring.next());
    }

    @Test
    void fleetInGreeceCannotSupportIntoSerbia() {
        var r = Play.move("austria: A bud, F gre", "austria: A bud-ser; F gre S A bud-ser");
        assertEquals(
                List.of(new Reason.CannotSupportInto("ser")), verdict(r, "gre").reasons());
        assertEquals(Status.ILLEGAL, verdict(r, "gre").status());
    }
}
