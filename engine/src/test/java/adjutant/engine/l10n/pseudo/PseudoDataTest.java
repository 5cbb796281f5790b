package adjutant.engine.l10n.pseudo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.l10n.GameText;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pseudo-locale reaches the names and texts kept in the data files, not only the i18n strings. */
class PseudoDataTest {
    @Test
    void flowAndBlockMapsGetTheLanguageAndEverythingElseStays() {
        String yaml = """
                # a comment
                items:
                  - id: a
                    name: {cs: Áčko, en: Army}   # trailing comment
                    text:
                      cs: Dlouhý text.
                      en: "Long text: with a colon."
                    op: 3
                  - {id: b, name: {en: Fleet}}
                """;
        String out = PseudoData.addLanguage(yaml, "items.yaml", "qps", s -> "<" + s + ">");
        assertEquals("""
                # a comment
                items:
                  - id: a
                    name: {cs: Áčko, qps: "<Army>", en: Army}   # trailing comment
                    text:
                      cs: Dlouhý text.
                      qps: "<Long text: with a colon.>"
                      en: "Long text: with a colon."
                    op: 3
                  - {id: b, name: {qps: "<Fleet>", en: Fleet}}
                """, out);
        assertEquals(
                out,
                PseudoData.addLanguage(out, "items.yaml", "qps", s -> "<" + s + ">"),
                "a field that has the language is left");
    }

    @Test
    void aMapItCannotExtendSafelyIsRefused() {
        String yaml = "items:\n  - en: Army\n";
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> PseudoData.addLanguage(yaml, "items.yaml", "qps", s -> s));
        assertTrue(e.getMessage().startsWith("items.yaml:2:5: items[0] is laid out"), e.getMessage());
    }

    @Test
    void theOverlaysCardsPowersAndShipsLoadWithPseudoNames(@TempDir Path out) throws Exception {
        for (String game : new String[] {"hunt", "diplomacy", "port-arthur"}) {
            Problems p = new Problems();
            PseudoLocale.write(GameText.load(Games.home(), game, p), out);
            p.throwIfAny();
        }
        HuntGame hunt = Games.loadChecked(out, "hunt", HuntGame.class);
        Card fine = hunt.cards().stream()
                .filter(c -> c.id().equals("fine-weather"))
                .findFirst()
                .orElseThrow();
        assertEquals(PseudoText.of("Fine Weather"), fine.title().in(PseudoText.LANG));
        assertEquals(PseudoText.of(fine.text().in("en")), fine.text().in(PseudoText.LANG));
        assertEquals("Pěkné počasí", fine.title().in("cs"), "the other languages stay");
        for (Card c : hunt.cards())
            assertTrue(c.title().in(PseudoText.LANG).startsWith("["), c.id() + " has no pseudo title");

        DiplomacyGame dip = Games.loadChecked(out, "diplomacy", DiplomacyGame.class);
        for (Power pw : dip.map().powers()) {
            assertEquals(PseudoText.of(pw.name("en")), pw.name(PseudoText.LANG));
            assertEquals(PseudoText.of(pw.adjective("en")), pw.adjective(PseudoText.LANG));
        }
        PortArthurGame pa = Games.loadChecked(out, "port-arthur", PortArthurGame.class);
        for (Ship ship : pa.ships())
            assertEquals(PseudoText.of(ship.name("en")), ship.name(PseudoText.LANG), ship.id());
        String map = Files.readString(out.resolve("data/diplomacy/map.yaml"));
        assertTrue(
                map.contains("name: {cs: Jaderské moře, qps: \"[Áďříáťíč Šěá ····]\", en: Adriatic Sea}"),
                "provinces too");
    }
}
