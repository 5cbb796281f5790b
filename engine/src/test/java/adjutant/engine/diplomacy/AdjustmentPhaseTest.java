package adjutant.engine.diplomacy;

import static adjutant.engine.diplomacy.Play.assertUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Builds, removals and civil disorder after Fall. */
class AdjustmentPhaseTest {
    final DipMap map = Maps.standard();

    /** Units as given; centres owned exactly as {@code owners} says ("russia: mos stp; germany: war"). */
    Position position(String units, String owners) {
        Map<String, String> own = new TreeMap<>();
        for (String part : owners.split(";")) {
            String[] pw = part.split(":");
            for (String c : pw[1].trim().split("\\s+")) own.put(c, pw[0].trim());
        }
        return new Position(Season.FALL, 1901, Phase.ADJUSTMENT, TerseNotation.units(units), own, List.of());
    }

    AdjustmentResult adjust(Position p, String orders) {
        return Adjudicator.adjustment(map, p, TerseNotation.orders(orders));
    }

    static List<List<Reason>> reasons(AdjustmentResult r) {
        return r.verdicts().stream().map(Verdict::reasons).toList();
    }

    @Test
    void buildsFirstLegalOnesCount() {
        // DATC 6.I.1: one build owed; Warsaw is not a German home centre, Munich comes after the build is used.
        AdjustmentResult r = adjust(
                position("russia: A war; germany: A par", "russia: war; germany: kie mun"),
                "germany: build A war; build A kie; build A mun");
        assertEquals(
                List.of(List.of(new Reason.NotHomeCentre("war")), List.of(), List.of(new Reason.TooManyBuilds(1))),
                reasons(r));
        assertUnits("russia: A war; germany: A par, A kie", r.next());
        assertEquals(
                Map.of("russia", 0, "germany", 1, "austria", 0, "england", 0, "france", 0, "italy", 0, "turkey", 0),
                r.owed());
        assertEquals(
                new Position(
                        Season.SPRING,
                        1902,
                        Phase.MOVEMENT,
                        r.next().units(),
                        r.next().owners(),
                        List.of()),
                r.next());
    }

    @Test
    void whereABuildMayGo() {
        Position p = position(
                "russia: F stp/sc; germany: A mun", "russia: stp mos sev war; germany: kie ber mun; austria: vie");
        assertEquals(
                List.of(
                        List.of(new Reason.CannotEnter(UnitType.FLEET, "mos")),
                        List.of(new Reason.CentreOccupied("stp")),
                        List.of(),
                        List.of()),
                reasons(adjust(p, "russia: build F mos; build A stp/nc; build F sev; build A war")));
        assertEquals(
                List.of(List.of(new Reason.CentreOccupied("mun")), List.of()),
                reasons(adjust(p, "germany: build A mun; build F kie")));
        Position lost = position("germany: A mun", "russia: ber; germany: kie mun hol");
        assertEquals(List.of(List.of(new Reason.CentreNotOwned("ber"))), reasons(adjust(lost, "germany: build A ber")));
        assertEquals(
                List.of(List.of(new Reason.CoastRequired("stp")), List.of()),
                reasons(adjust(position("russia: A mos", "russia: mos stp"), "russia: build F stp; build F stp/nc")));
        assertEquals(List.of(List.of(new Reason.NoBuildsOwed("england"))), reasons(adjust(p, "england: waive")));
        assertEquals(
                List.of(List.of(new Reason.UnitTypeRequired("kie")), List.of()),
                reasons(adjust(position("", "germany: kie mun"), "germany: build ? kie; build ? mun")),
                "an inland centre takes an army, a coastal one needs the type");
    }

    @Test
    void aWaiveUsesABuild() {
        AdjustmentResult r = adjust(position("russia: A war", "russia: war mos"), "russia: waive; build A mos");
        assertEquals(List.of(List.of(), List.of(new Reason.TooManyBuilds(1))), reasons(r));
    }

    @Test
    void removalsAndCivilDisorder() {
        // DATC 6.J.1 and 6.J.2.
        Position p = position("france: A pic, A par, F lyo", "france: par");
        AdjustmentResult r = adjust(p, "france: remove F gol; remove A pic; remove A par; remove A pic");
        assertEquals(
                List.of(new Reason.NoSuchUnit(Location.of("gol"))),
                r.verdicts().get(0).reasons());
        assertEquals(Status.SUCCEEDS, r.verdicts().get(1).status());
        assertEquals(Status.SUCCEEDS, r.verdicts().get(2).status());
        assertEquals(List.of(new Reason.TooManyRemovals(2)), r.verdicts().get(3).reasons());
        assertUnits("france: F lyo", r.next());
        AdjustmentResult twice = adjust(p, "france: remove A par; remove A par");
        assertEquals(
                List.of(new Reason.AlreadyRemoved(Location.of("par"))),
                twice.verdicts().get(1).reasons());
        assertEquals(
                new Verdict(
                        new Order.Remove("france", UnitType.FLEET, Location.of("lyo")),
                        Status.SUCCEEDS,
                        List.of(new Reason.CivilDisorderRemoval(1))),
                twice.verdicts().get(2),
                "Picardy and Lyon are both one move from home: fleets go first");
        assertEquals(
                List.of(new Reason.NoRemovalsOwed("germany")),
                adjust(p, "germany: remove A par").verdicts().get(0).reasons());
    }

    @Test
    void civilDisorderOrder() {
        // The DATC v2.4 cases 6.J.3 to 6.J.11, which count the distance to home centres as seed 003 does.
        assertEquals("A swe", removed("russia: A mos, A stp, A lvn, A swe", "russia: mos stp war"));
        assertEquals("A lvn", removed("russia: A mos, A stp, A lvn, A ukr", "russia: mos stp war"));
        assertEquals("F ber", removed("russia: A mos, A stp, F ska, F ber", "russia: mos stp war"));
        assertEquals("F bal", removed("russia: A mos, A stp, F ska, F bal", "russia: mos stp war"));
        assertEquals("F nth", removed("russia: A boh, F ska, F nth", "russia: stp war"));
        assertEquals("A tyr", removed("russia: A mos, A stp, A tyr, F bal", "russia: mos stp war"));
        assertEquals("A tyr", removed("russia: A tyr, F bal", "russia: stp"));
        assertEquals("A tyr", removed("russia: A tyr, F ska", "russia: stp"));
        assertEquals("A sil", removed("italy: A ven, F ion, A gre, A sil", "italy: ven rom nap"));
    }

    /** The two readings the rulebook's civil-disorder section marks as Adjutant's own. */
    @Test
    void civilDisorderReadingsTheRulebookMarksAsAdjutants() {
        // Equally far fleets go in the order of the English names: North Sea before Norwegian Sea
        // (by the older translation's English abbreviations, Nrg would come before Nth).
        assertEquals("F nth", removed("england: F nth, F nwg", "england: edi"));
        // An army's way home may cross the sea, each sea province one move: Norway is two moves from
        // Edinburgh (through the North Sea), Clyde one. Were a convoy counted as a single move, both
        // would be one move away and Clyde, first in the alphabet, would go.
        assertEquals("A nwy", removed("england: A nwy, A cly", "england: edi"));
    }

    String removed(String units, String owners) {
        AdjustmentResult r = adjust(position(units, owners), "");
        List<Verdict> civil = r.verdicts().stream()
                .filter(v -> v.has(Reason.CivilDisorderRemoval.class))
                .toList();
        assertEquals(1, civil.size(), civil.toString());
        Order o = civil.get(0).order();
        return o.type().letter() + " " + o.unit();
    }

    @Test
    void eighteenCentresWin() {
        Position p = position(
                "italy: A ven, A rom, A nap",
                "italy: ven rom nap vie bud ser rum bul smy ank tun spa por mar bre par mun bel");
        AdjustmentResult r = adjust(p, "");
        assertEquals(Optional.of("italy"), r.winner(map).map(Victory::seat));
        assertEquals(
                Optional.empty(),
                adjust(position("italy: A ven", "italy: ven rom nap"), "").winner(map));
    }
}
