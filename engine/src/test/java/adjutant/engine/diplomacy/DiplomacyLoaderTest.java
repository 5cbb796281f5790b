package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.DataCopy;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each test breaks one thing in a copy of the real data folder and checks the loader
 * reports it at the right file, line and column. Places are computed from the broken
 * text itself, so the tests survive edits elsewhere in the data.
 */
class DiplomacyLoaderTest {
    @TempDir
    Path tmp;

    private Path home;

    private Path dir;

    @BeforeEach
    void copyRealData() throws IOException {
        home = DataCopy.of(tmp, "diplomacy");
        dir = home.resolve("data/diplomacy");
    }

    /** Replaces the one occurrence of {@code from} in a data file. */
    private void edit(String file, String from, String to) {
        Path p = dir.resolve(file);
        try {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            int at = text.indexOf(from);
            assertTrue(at >= 0 && text.indexOf(from, at + 1) < 0, "'" + from + "' must occur once in " + file);
            Files.writeString(
                    p, text.substring(0, at) + to + text.substring(at + from.length()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * "data/diplomacy/FILE:LINE:COL" of {@code token} on the first line that contains
     * {@code line} (after the edits), counting from 1 as editors do.
     */
    private String at(String file, String line, String token) {
        return at(file, line, token, 1);
    }

    /** As {@link #at(String, String, String)}, on the n-th line that contains {@code line}. */
    private String at(String file, String line, String token, int n) {
        try {
            List<String> lines = Files.readAllLines(dir.resolve(file), StandardCharsets.UTF_8);
            int seen = 0;
            for (int i = 0; i < lines.size(); i++) {
                int start = lines.get(i).indexOf(line);
                if (start >= 0 && ++seen == n) {
                    int col = lines.get(i).indexOf(token, start);
                    assertTrue(col >= 0, "'" + token + "' not on the line with '" + line + "'");
                    return "data/diplomacy/" + file + ":" + (i + 1) + ":" + (col + 1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("fewer than " + n + " lines with '" + line + "' in " + file);
    }

    private int lineOf(String file, String text) {
        return Integer.parseInt(at(file, text, text).split(":")[1]);
    }

    private List<String> load() {
        Problems problems = new Problems();
        new DiplomacyLoader().load(new GameFiles(home, "diplomacy", problems));
        return problems.sorted().stream().map(Problem::toString).toList();
    }

    @Test
    void theUntouchedCopyLoadsCleanly() {
        assertEquals(List.of(), load());
    }

    /** A played power's starting unit on an impassable province is refused where the province is named. */
    @Test
    void aStartingUnitOnAnImpassableProvinceIsReported() {
        edit(
                "setups.yaml",
                "impassable: [pie, ven, tus, rom, nap, apu]",
                "impassable: [pie, ven, tus, rom, nap, apu, mar]");
        assertEquals(
                List.of(at("setups.yaml", "impassable: [pie", "mar")
                        + ": 'mar' is impassable, but france starts a unit there"),
                load());
    }

    @Test
    void aSetupMustPlaceEveryPowerOnceAndNameRealOnes() {
        edit(
                "setups.yaml",
                "seats: [[england], [austria, france], [germany, turkey], [italy, russia]]",
                "seats: [[england], [austria, frnace], [germany, turkey], [italy, russia, england]]");
        assertEquals(
                List.of(
                        at("setups.yaml", "seats: [[england], [austria, frnace]", "seats")
                                + ": setup 'four' seats no player for 'france' and does not make it neutral",
                        at("setups.yaml", "seats: [[england], [austria, frnace]", "frnace")
                                + ": unknown power 'frnace'; did you mean 'france'?",
                        at("setups.yaml", "seats: [[england], [austria, frnace]", "england]]")
                                + ": power 'england' is placed twice in this setup (first at line "
                                + lineOf("setups.yaml", "seats: [[england], [austria, frnace]") + ")"),
                load());
    }

    @Test
    void theCoinTossedPowerMustBeNeutralAndTheSeatsMatchThePlayers() {
        edit("setups.yaml", "coin_toss: {power: italy, year: 1914}", "coin_toss: {power: russia, year: 1914}");
        edit("setups.yaml", "    players: 4\n", "    players: 5\n");
        assertEquals(
                List.of(
                        at("setups.yaml", "seats: [[england], [austria, france]", "seats") + ": 4 seats for 5 players",
                        at("setups.yaml", "coin_toss: {power: russia", "russia")
                                + ": the coin-tossed power 'russia' must be neutral in this setup"),
                load());
    }

    @Test
    void unknownHomeCentreGetsADidYouMean() {
        edit("powers.yaml", "home: [edi, lon, lvp]", "home: [edi, lon, lpv]");
        assertEquals(
                List.of(
                        at("powers.yaml", "home: [edi", "lpv") + ": unknown province 'lpv'; did you mean 'lvp'?",
                        at("powers.yaml", "units: [F edi", "A lvp")
                                + ": starting unit in 'lvp', which is not a home centre of 'england'"),
                load());
    }

    /** A home country holds land of one power only, with all its home centres: a sea, a province of two countries and a missing centre are each named. */
    @Test
    void aHomeCountryHoldsLandOfOnePowerWithItsCentres() {
        edit("powers.yaml", "country: [cly, edi, lvp, yor, wal, lon]", "country: [cly, edi, lvp, yor, wal, nth, pic]");
        assertEquals(
                List.of(
                        at("powers.yaml", "country: [cly", "country")
                                + ": the home country of 'england' lacks its home centre 'lon'",
                        at("powers.yaml", "country: [cly", "nth")
                                + ": 'nth' is a sea; a home country holds land and coastal provinces only",
                        at("powers.yaml", "country: [bre", "pic")
                                + ": 'pic' is already in the home country of 'england'"),
                load());
    }

    @Test
    void anAbbreviationWhereAnIdIsExpectedNamesTheId() {
        edit("adjacency.yaml", "alb:\n  army: [gre, ser, tri]", "alb:\n  army: [Gre, ser, tri]");
        assertEquals(
                List.of(
                        at("adjacency.yaml", "army: [Gre", "Gre")
                                + ": unknown province 'Gre'; data files name provinces by id: write 'gre'",
                        at("adjacency.yaml", "army: [alb, bul, ser]", "alb")
                                + ": army move gre → alb has no return: add 'gre' to the army moves of 'alb'"),
                load());
    }

    @Test
    void wrongTypeIsReportedAtTheValue() {
        edit("map.yaml", "label: [529, 679]", "label: middle");
        assertEquals(
                List.of(at("map.yaml", "label: middle", "middle")
                        + ": label must be [x, y] with 0 ≤ x ≤ 1000 and 0 ≤ y ≤ 860, found text 'middle'"),
                load());
    }

    @Test
    void aBooleanFieldRejectsText() {
        edit(
                "map.yaml",
                "type: coast\n    supply_centre: true\n    name: {cs: Ankara",
                "type: coast\n    supply_centre: maybe\n    name: {cs: Ankara");
        List<String> problems = load();
        assertTrue(
                problems.contains(at("map.yaml", "supply_centre: maybe", "maybe")
                        + ": 'supply_centre' must be true or false, found text 'maybe'"),
                problems::toString);
    }

    @Test
    void labelOffTheBoard() {
        edit("map.yaml", "label: [529, 679]", "label: [529, 945]");
        assertEquals(
                List.of(at("map.yaml", "label: [529, 945]", "[")
                        + ": label must be [x, y] with 0 ≤ x ≤ 1000 and 0 ≤ y ≤ 860, found [529, 945]"),
                load());
    }

    @Test
    void missingProvinceNameInOneLanguage() {
        edit("map.yaml", "name: {cs: Jaderské moře, en: Adriatic Sea}", "name: {en: Adriatic Sea}");
        assertEquals(
                List.of(at("map.yaml", "name: {en: Adriatic Sea}", "{") + ": province 'adr' has no 'cs' name"), load());
    }

    @Test
    void missingTranslationOfAString() {
        edit("i18n/cs.yaml", "  bounce: \"Nerozhodná situace v provincii {province} (spolu s: {units})\"\n", "");
        assertEquals(
                List.of(at("i18n/en.yaml", "  bounce: \"Standoff", "bounce")
                        + ": string 'reason.bounce' has no 'cs' translation in i18n/cs.yaml"),
                load());
    }

    @Test
    void duplicateProvinceId() {
        edit("map.yaml", "  - id: aeg\n", "  - id: adr\n");
        List<String> problems = load();
        assertTrue(
                problems.contains(
                        at("map.yaml", "  - id: adr", "id", 2) + ": duplicate province 'adr' (first defined at line "
                                + lineOf("map.yaml", "  - id: adr") + ")"),
                problems::toString);
    }

    @Test
    void duplicatePowerLetter() {
        edit("powers.yaml", "letter: T", "letter: A");
        assertEquals(
                List.of(at("powers.yaml", "letter: A", "letter", 2)
                        + ": duplicate power letter 'A' (first defined at line " + lineOf("powers.yaml", "id: austria")
                        + ")"),
                load());
    }

    @Test
    void asymmetricArmyEdgeIsReportedWhereItIsWritten() {
        edit("adjacency.yaml", "alb:\n  army: [gre, ser, tri]", "alb:\n  army: [ser, tri]");
        assertEquals(
                List.of(at("adjacency.yaml", "army: [alb, bul, ser]", "alb")
                        + ": army move gre → alb has no return: add 'gre' to the army moves of 'alb'"),
                load());
    }

    @Test
    void asymmetricFleetEdgeToACoast() {
        edit(
                "adjacency.yaml",
                "gre:\n  army: [alb, bul, ser]\n  fleet: [aeg, alb, bul/sc, ion]",
                "gre:\n  army: [alb, bul, ser]\n  fleet: [aeg, alb, ion]");
        assertEquals(
                List.of(at("adjacency.yaml", "fleet: {ec: [bla, con, rum], sc: [aeg, con, gre]}", "gre]")
                        + ": fleet move bul/sc → gre has no return: add 'bul/sc' to the fleet moves of 'gre'"),
                load());
    }

    @Test
    void fleetEdgeToACoastThatDoesNotExist() {
        edit("adjacency.yaml", "naf, nao, por, spa/nc, spa/sc", "naf, nao, por, spa/wc, spa/sc");
        assertEquals(
                List.of(
                        at("adjacency.yaml", "naf, nao, por, spa/wc", "spa/wc")
                                + ": province 'spa' has no coast 'wc'; its coasts are nc, sc",
                        at("adjacency.yaml", "fleet: {nc: [gas, mao, por]", "mao")
                                + ": fleet move spa/nc → mao has no return: add 'spa/nc' to the fleet moves of 'mao'"),
                load());
    }

    @Test
    void fleetEdgeToASplitProvinceMustNameTheCoast() {
        edit("adjacency.yaml", "fleet: [bul/sc, con, eas, gre, ion, smy]", "fleet: [bul, con, eas, gre, ion, smy]");
        assertEquals(
                List.of(
                        at("adjacency.yaml", "fleet: [bul, con", "bul")
                                + ": 'bul' has two coasts: name the one reached, e.g. 'bul/ec'",
                        at("adjacency.yaml", "sc: [aeg, con, gre]", "aeg")
                                + ": fleet move bul/sc → aeg has no return: add 'bul/sc' to the fleet moves of 'aeg'"),
                load());
    }

    @Test
    void armyCannotBeSentToSea() {
        edit("adjacency.yaml", "alb:\n  army: [gre, ser, tri]", "alb:\n  army: [gre, ser, tri, adr]");
        assertEquals(
                List.of(at("adjacency.yaml", "army: [gre, ser, tri, adr]", "adr")
                        + ": an army cannot move to the sea area 'adr'"),
                load());
    }

    @Test
    void homeCentreThatIsNotASupplyCentre() {
        edit("powers.yaml", "home: [edi, lon, lvp]", "home: [edi, lon, yor]");
        assertEquals(
                List.of(
                        at("powers.yaml", "home: [edi, lon, yor]", "yor")
                                + ": home centre 'yor' is not a supply centre in map.yaml",
                        at("powers.yaml", "units: [F edi", "A lvp")
                                + ": starting unit in 'lvp', which is not a home centre of 'england'"),
                load());
    }

    @Test
    void startingUnitsOnImpossibleTerrainAreAllReported() {
        String line = "units: [F mos, A sev, F stp, A nth]";
        edit("powers.yaml", "units: [A mos, F sev, F stp/sc, A war]", line);
        List<String> problems = load();
        String units = at("powers.yaml", line, "units");
        assertEquals(
                List.of(
                        units + ": power 'russia' has no starting unit in its home centre 'mos'",
                        units + ": power 'russia' has no starting unit in its home centre 'stp'",
                        units + ": power 'russia' has no starting unit in its home centre 'war'",
                        at("powers.yaml", line, "F mos") + ": a fleet cannot stand in the inland province 'mos'",
                        at("powers.yaml", line, "F stp") + ": 'stp' has two coasts: say which, e.g. 'stp/nc'",
                        at("powers.yaml", line, "A nth") + ": an army cannot stand in the sea area 'nth'"),
                problems);
    }

    @Test
    void unknownKeyWithSuggestion() {
        edit("map.yaml", "  - id: adr\n    abbr: Adr", "  - id: adr\n    abrr: Adr");
        List<String> problems = load();
        assertTrue(
                problems.contains(at("map.yaml", "abrr: Adr", "abrr")
                        + ": unknown key 'abrr', expected one of id, abbr, type, supply_centre, name, aliases, label, coasts, printed_before;"
                        + " did you mean 'abbr'?"),
                problems::toString);
    }

    @Test
    void aSpellingMayNameOneProvinceOnly() {
        // Livonia comes first in the file, so it takes "lpl" and Liverpool's own alias is refused.
        edit("map.yaml", "aliases: [livo, lvo, lva, livon]", "aliases: [livo, lvo, lva, livon, lpl]");
        assertEquals(
                List.of(at("map.yaml", "aliases: [lpl, livp, liv]", "lpl")
                        + ": 'lpl' already names province 'lvn' (line "
                        + lineOf("map.yaml", "aliases: [livo, lvo, lva, livon, lpl]")
                        + "); each spelling may name one province only"),
                load());
    }

    @Test
    void sidesMustBeThePowers() {
        edit("game.yaml", "austria, russia, turkey]", "austria, russia, turky]");
        assertEquals(
                List.of(
                        at("game.yaml", "sides: [", "turky")
                                + ": side 'turky' is not a power of powers.yaml; did you mean 'turkey'?",
                        at("powers.yaml", "id: turkey", "id") + ": power 'turkey' is not among the sides in game.yaml"),
                load());
    }

    @Test
    void provinceWithoutAdjacencyEntry() {
        edit("adjacency.yaml", "adr:\n  fleet: [alb, apu, ion, tri, ven]\n", "");
        List<String> problems = load();
        assertTrue(
                problems.contains(at("adjacency.yaml", "aeg:", "aeg")
                        + ": province 'adr' has no entry: list its army and fleet moves"),
                problems::toString);
    }

    /** Whatever a file holds, loading reports problems and never throws. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "map.yaml|[]",
                "map.yaml|provinces: 7",
                "map.yaml|provinces: [1, x, {id: 5}]",
                "powers.yaml|''",
                "powers.yaml|powers: [{id: x, units: [F]}]",
                "adjacency.yaml|adr: [1]",
                "adjacency.yaml|bul: {fleet: [aeg]}",
                "adjacency.yaml|spa: {army: ~, fleet: ~}",
                "game.yaml|sides: 3",
                "i18n/cs.yaml|x: [1]",
                "glossary.yaml|terms: {}"
            })
    void garbageIsReportedNeverThrown(String file, String content) throws IOException {
        Files.writeString(dir.resolve(file), content, StandardCharsets.UTF_8);
        List<String> problems = load();
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().anyMatch(s -> s.startsWith("data/diplomacy/")), problems::toString);
    }
}
