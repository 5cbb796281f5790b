package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PositionFileTest {
    static final DipMap MAP = Maps.standard();

    @TempDir
    Path dir;

    @Test
    void startPositionRoundTrips() {
        Position start = Position.start(MAP);
        Path f = dir.resolve(PositionFile.defaultName(start));
        assertEquals("1901-spring-movement.yaml", f.getFileName().toString());
        PositionFile.write(start, MAP, f);
        Position back = PositionFile.read(f, MAP);
        assertEquals(new HashSet<>(start.units()), new HashSet<>(back.units()));
        assertEquals(start.owners(), back.owners());
        assertEquals(Season.SPRING, back.season());
        assertEquals(22, back.units().size());
    }

    @Test
    void retreatPhaseWithDislodgedUnitsRoundTrips() throws IOException {
        Unit bur = new Unit(UnitType.ARMY, "france", Location.of("bur"));
        Position p = new Position(
                Season.FALL,
                1902,
                Phase.RETREAT,
                List.of(new Unit(UnitType.FLEET, "russia", Location.parse("stp/nc"))),
                Map.of("stp", "russia", "par", "france"),
                List.of(new Position.Dislodged(bur, "ruh", List.of(Location.of("gas"), Location.of("par")))));
        Path f = dir.resolve("p.yaml");
        PositionFile.write(p, MAP, f);
        String text = Files.readString(f);
        assertTrue(
                text.contains(
                        "dislodged:\n  france:\n    - unit: A bur\n      attacker_from: ruh\n      retreats: [gas, par]\n"),
                text);
        assertTrue(text.contains("  russia:\n    - F stp/nc\n"), text);
        Position back = PositionFile.read(f, MAP);
        assertEquals(p.dislodged(), back.dislodged());
        assertEquals(p.units(), back.units());
        assertEquals(Phase.RETREAT, back.phase());
        assertEquals(1902, back.year());
    }

    /** Every setup's seating (players, neutral powers, impassable land, coin toss with its winner) survives the file. */
    @Test
    void aGameForFewerPlayersRoundTrips() {
        for (Setup s : MAP.variant().setups()) {
            Seating seating = s.coinToss() == null
                    ? s.seating()
                    : s.seating()
                            .withTossWinner(
                                    s.seating().seats().keySet().iterator().next());
            Position p = Position.start(MAP, seating, s.startYear());
            Path f = dir.resolve(s.id() + ".yaml");
            PositionFile.write(p, MAP, f);
            assertEquals(p.seating(), PositionFile.read(f, MAP).seating(), s.id());
        }
    }

    @Test
    void aBadSeatingIsReportedWithItsPlace() throws IOException {
        Path f = dir.resolve("bad-seats.yaml");
        Files.writeString(
                f,
                String.join(
                        "\n",
                        "season: spring",
                        "year: 1914",
                        "phase: movement",
                        "players:",
                        "  a: [england, france, russia]",
                        "  b: [austria, germany, turkye, england]",
                        "neutral: [italy]",
                        "impassable: [pie, rme]",
                        "coin_toss: {power: italy, year: 1914, winner: c}",
                        ""));
        BadInputException e = assertThrows(BadInputException.class, () -> PositionFile.read(f, MAP));
        List<String> shown = e.problems().stream()
                .map(Object::toString)
                .map(x -> x.substring(f.toString().length()))
                .toList();
        assertEquals(
                List.of(
                        ":4:1: no player plays 'turkey' and it is not neutral",
                        ":6:25: unknown power 'turkye', expected one of england, france, germany, italy, austria, russia, turkey; did you mean 'turkey'?",
                        ":6:33: 'england' is already placed at line 5",
                        ":8:19: unknown province 'rme'",
                        ":9:47: 'c' is no player: write one of a, b (or one of its powers)"),
                shown);
    }

    @Test
    void everyProblemOfAPositionFileWithItsPlace() throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(
                f,
                String.join(
                        "\n",
                        "season: summer",
                        "year: 1901",
                        "phase: movement",
                        "units:",
                        "  englnad: [A lvp]",
                        "  france: [A par, A par, F spa, A nth, X bre]",
                        "centres:",
                        "  france: [bur, par, par]",
                        "colour: red",
                        ""));
        BadInputException e = assertThrows(BadInputException.class, () -> PositionFile.read(f, MAP));
        List<String> shown = e.problems().stream()
                .map(Object::toString)
                .map(s -> s.substring(f.toString().length()))
                .toList();
        assertEquals(
                List.of(
                        ":1:9: 'summer' is not allowed for 'season', expected one of spring, fall",
                        ":5:3: unknown power 'englnad', expected one of england, france, germany, italy, austria, russia, turkey; did you mean 'england'?",
                        ":6:19: a second unit in par (the first is at line 6)",
                        ":6:26: a fleet cannot stand at spa (say the coast: [spa/nc, spa/sc])",
                        ":6:33: an army cannot stand at nth",
                        ":6:40: expected a unit as 'A par' or 'F stp/sc', found 'X bre'",
                        ":8:12: 'bur' is not a supply centre; did you mean 'ber'?",
                        ":8:22: supply centre par is listed twice",
                        ":9:1: unknown key 'colour', expected one of season, year, phase, units, centres, dislodged, players, neutral, impassable, player_centres_to_win, coin_toss"),
                shown);
    }
}
