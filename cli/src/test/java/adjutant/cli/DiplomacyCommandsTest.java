package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** adjutant diplomacy start | datc and adjutant validate diplomacy, as a game master runs them. */
class DiplomacyCommandsTest {
    @TempDir
    Path dir;

    private Path start() {
        Path pos = dir.resolve("start.yaml");
        CliRun r = CliRun.of("diplomacy", "start", "--out", pos.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.err());
        assertEquals("Starting position written to " + pos + "\n", r.out());
        return pos;
    }

    /** Like every other command, start speaks the system's language when the game has it, else English. */
    @Test
    void startSpeaksTheSystemLanguageOrEnglish() {
        Locale before = Locale.getDefault();
        try {
            for (String[] c : new String[][] {
                {"cs", "Výchozí postavení uloženo do "},
                {"en", "Starting position written to "},
                {"ja", "Starting position written to "}
            }) {
                Locale.setDefault(Locale.forLanguageTag(c[0]));
                Path pos = dir.resolve(c[0] + ".yaml");
                CliRun r = CliRun.of("diplomacy", "start", "--out", pos.toString());
                assertEquals(0, r.code(), r.err());
                assertEquals(c[1] + pos + "\n", r.out(), "system language " + c[0]);
            }
        } finally {
            Locale.setDefault(before);
        }
        Path none = dir.resolve("de.yaml");
        CliRun bad = CliRun.of("diplomacy", "start", "--out", none.toString(), "--lang", "de");
        assertEquals(2, bad.code());
        assertEquals("adjutant: --lang must be one of cs, en, not 'de'\n", bad.err());
        assertTrue(Files.notExists(none), "nothing is written on bad input");
    }

    private Path sheet(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void sheetFullOfTyposAndIllegalOrdersGetsOneLinePerProblem() throws IOException {
        Path pos = start();
        Path s = sheet("england.txt", """
                England Spring 1901
                A Lvp-Yorkshre
                F Lon-Qqq
                F Edi-Lon
                A Par-Bur
                F Lon S
                A Lvp--->Wal
                """);
        CliRun r = CliRun.validate(pos, s, null);
        assertEquals(1, r.code(), r.out() + r.err());
        String out = r.out();
        assertTrue(
                out.contains("A Lvp-Yorkshre  ⇒  A Lvp – Yor — succeeds\n      " + s
                        + ":2:7: “Yorkshre” read as Yorkshire (Yor)"),
                out);
        assertTrue(out.contains(s + ":3:7: not understood: Unknown province “Qqq”"), out);
        assertTrue(out.contains("F Edi – Lon — illegal: Edinburgh and London do not border each other"), out);
        assertTrue(out.contains("A Par – Bur — illegal: A Par belongs to France, not to England"), out);
        assertTrue(out.contains(s + ":6:8: not understood: A unit or province is missing here"), out);
        assertTrue(out.contains(s + ":7:6: not understood: The sign “--->” is not used in orders"), out);
        assertTrue(
                out.contains(
                        "6 orders: 2 illegal, 3 not understood.\n1 order was read with a correction, a choice or a remark"),
                out);
        assertTrue(out.contains("Next position not saved; add --next 1901-fall-movement.yaml to save it"), out);
        assertFalse(
                Files.exists(dir.resolve("1901-fall-movement.yaml")),
                "nothing is written beside the input without --next");
    }

    @Test
    void czechReport() throws IOException {
        Path pos = start();
        Path s = sheet("rusko.txt", "Rusko — Jaro 1901\nA War-Gal\nF Sev - Černé moře\nA Mos-Qqq\n");
        Path t = sheet("rakousko.txt", "Rakousko-Uhersko — jaro 1901\nA - Bud>Gal\n");
        CliRun r = CliRun.of(
                "validate",
                "diplomacy",
                "--position",
                pos.toString(),
                "--orders",
                s.toString(),
                t.toString(),
                "--next",
                dir.resolve("dalsi.yaml").toString(),
                "--lang",
                "cs");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(
                r.out().contains("A War – Gal — neuspěl: Nerozhodná situace v provincii Halič (spolu s: A Bud)"),
                r.out());
        assertTrue(r.out().contains("nesrozumitelný: Neznámá provincie „Qqq“"), r.out());
        assertTrue(r.out().contains("4 rozkazy celkem, z toho neplatných: 0, nesrozumitelných: 1."), r.out());
        assertTrue(r.out().contains("Další postavení uloženo do " + dir.resolve("dalsi.yaml")), r.out());
    }

    @Test
    void jsonReport() throws IOException {
        Path pos = start();
        Path s = sheet("e.txt", "England Spring 1901\nF Lon-Nth\nF Edi-Lon\n");
        CliRun r = CliRun.of(
                "validate",
                "diplomacy",
                "--position",
                pos.toString(),
                "--orders",
                s.toString(),
                "--format",
                "json",
                "--lang",
                "en");
        assertEquals(1, r.code(), r.err());
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
        var orders = json.at("/sheets/0/orders");
        assertEquals("succeeds", orders.get(0).get("status").asText());
        assertEquals("illegal", orders.get(1).get("status").asText());
        assertEquals("reason.not_adjacent", orders.get(1).at("/reasons/0/key").asText());
        assertEquals(
                "Edinburgh and London do not border each other",
                orders.get(1).at("/reasons/0/text").asText());
        assertEquals(1, json.at("/counts/illegal").asInt());
        assertEquals("F Lon-Nth", orders.get(0).get("written").asText());
        assertEquals(
                "F Lon – Nth",
                orders.get(0).get("order").asText(),
                "the canonical order read, beside what was written");
        assertEquals(false, json.at("/clean").asBoolean());
        assertEquals("F nth", json.at("/next/units/england/2").asText());
        assertEquals("fall", json.at("/next/season").asText());
    }

    @Test
    void malformedSheetsExit2WithTheirPlace() throws IOException {
        Path pos = start();
        Path noHeader = sheet("a.txt", "# orders\nA Lvp-Yor\n");
        CliRun r = CliRun.of("validate", "diplomacy", "--position", pos.toString(), "--orders", noHeader.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith(noHeader + ":2:1: expected a header naming the power and the turn"), r.err());
        Path latin2 = dir.resolve("b.txt");
        Files.write(latin2, "Anglie Jaro 1901\nA Liv-Yor \u017E".getBytes(Charset.forName("ISO-8859-2")));
        r = CliRun.of("validate", "diplomacy", "--position", pos.toString(), "--orders", latin2.toString());
        assertEquals(2, r.code());
        assertEquals(latin2 + ": not UTF-8 text (save the sheet as UTF-8)\n", r.err());
        Path wrongTurn = sheet("c.txt", "\nEngland Fall 1902\nA Lvp-Yor\n");
        r = CliRun.of("validate", "diplomacy", "--position", pos.toString(), "--orders", wrongTurn.toString());
        assertEquals(2, r.code());
        assertEquals(
                wrongTurn + ":2:1: this sheet is for Fall 1902 movement, but the position is Spring 1901 movement\n",
                r.err());
        Path badPos =
                sheet("pos.yaml", "season: spring\nyear: 1901\nphase: movement\nunits:\n  england: [A lvp, F xyz]\n");
        r = CliRun.of("validate", "diplomacy", "--position", badPos.toString(), "--orders", noHeader.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith(badPos + ":5:20: unknown province 'xyz'"), r.err());
    }

    @Test
    void datcReportsFailingCasesAndCounts() throws IOException {
        Path f = sheet(
                "cases.txt",
                String.join(
                        "\r\n",
                        List.of(
                                "CASE ok.1",
                                "PRESTATE_SETPHASE Spring 1901, Movement",
                                "PRESTATE",
                                "\tGermany: A ber",
                                "\tRussia: A war",
                                "ORDERS",
                                "\tGermany: A ber-sil",
                                "\tRussia: A war-sil",
                                "POSTSTATE_SAME",
                                "END",
                                "CASE wrong.1  # expects the wrong outcome",
                                "PRESTATE",
                                "\tGermany: A ber",
                                "ORDERS",
                                "\tGermany: A ber-sil",
                                "POSTSTATE",
                                "\tGermany: A ber",
                                "END",
                                "")));
        CliRun r = CliRun.of("diplomacy", "datc", f.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals(
                "wrong.1: expected Germany A Ber, not there; Germany A Sil was not expected\n1 passed, 1 failed\n",
                r.out());
        Path bad = sheet("bad.txt", "CASE x\nPRESTATE\n\tGermany: A qqq\nORDERS\nEND\n");
        r = CliRun.of("diplomacy", "datc", bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().startsWith("x: " + bad + ":3:"), r.out());
    }

    /**
     * The raw v2.4 file (the shared reference copy where present, else the identical copy in
     * the validator's test resources): exactly the two known deviations fail, each with its reason.
     */
    @Test
    void datcOfTheWholeV24File() {
        Path shared = Path.of("/work/shared/reference/diplomacy/datc/datc_v2.4_06.txt");
        Path v24 = Files.exists(shared)
                ? shared
                : Games.home().resolve("validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt");
        CliRun r = CliRun.of("diplomacy", "datc", v24.toString());
        assertEquals(1, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(
                List.of(
                        "6.F.8: expected Germany A Bel, not there; Germany A Hol was not expected (known: the file contradicts its own"
                                + " case title and the DATC text, by which the army in Belgium moves to Holland)",
                        "6.G.8: expected France A Hol, not there; France A Bel was not expected (known: DATC v3.0 no longer lets an army"
                                + " ordered via convoy fall back on the land route (issue 4.A.3); the 2000 rulebook is silent)",
                        "166 passed, 2 failed"),
                lines);
    }

    @Test
    void datcKnownDeviationInCzech() throws IOException {
        Path f = sheet(
                "g8.txt",
                String.join(
                        "\n",
                        List.of(
                                "CASE 6.G.8",
                                "PRESTATE",
                                "\tFrance: A bel",
                                "\tEngland: F nth",
                                "\tEngland: A hol",
                                "ORDERS",
                                "\tFrance: A bel-hol via convoy",
                                "\tEngland: F nth-hel",
                                "\tEngland: A hol-kie",
                                "POSTSTATE",
                                "\tFrance: A hol",
                                "\tEngland: F hel",
                                "\tEngland: A kie",
                                "END",
                                "")));
        CliRun r = CliRun.of("diplomacy", "datc", "--lang", "cs", f.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.out().contains("(známý rozdíl: podle DATC v3.0"), r.out());
        assertTrue(r.out().endsWith("prošlo: 0, selhalo: 1\n"), r.out());
    }
}
