package adjutant.generator.hunt;

import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Track;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Graf Spee secret log, a pad the German player fills in turn by turn: the card played,
 * the OP spent, the actions, her hex, whether she was revealed, the reserve and the hand.
 * XHTML + CSS paged media; the rows fill the page.
 */
final class SecretLog {
    /** Two pages of rows: a game seldom lasts longer; photocopy or print again for more. */
    static final int PAGES = 2;

    /**
     * Cells for Graf Spee's hex in each turn's row: one per hex she enters, as the log's intro asks, as
     * many as she can enter in one turn ({@code tables.yaml}: Pocket Battleship's 3 + 1 hexes; never
     * fewer than the longest move action).
     */
    static int hexCells(HuntGame game) {
        return Math.max(
                game.rules().german().mostHexesATurn(),
                Collections.max(game.rules().moveCosts().keySet()));
    }
    /** Width of one hex cell, mm: a two-digit hex number written by hand. */
    static final double HEX_CELL = 9;

    private SecretLog() {}

    static String xhtml(HuntGame game, Texts t, String title, Templates templates, PrintProfile p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", t.lang());
        m.put("title", title);
        m.put("page", PageCss.css(p));
        m.put("heading", t.get("secret-log.title"));
        m.put(
                "intro",
                t.format(
                        "kit.log.intro", Map.of("reserve", game.rules().german().reserveMax())));
        m.put("rows", rows(p));
        m.put("pages", PAGES);
        m.put(
                "cols",
                List.of(
                        col(t.get("secret-log.turn"), 9),
                        col(t.get("secret-log.card"), 30),
                        col(t.get("secret-log.op"), 9),
                        col(t.get("secret-log.actions"), 0),
                        col(t.get("secret-log.hex"), HEX_CELL, hexCells(game)),
                        col(t.get("kit.log.revealed"), 17),
                        col(t.get("secret-log.reserve"), 12),
                        col(t.get("secret-log.hand"), 12)));
        m.put("hexCells", hexCells(game));
        m.put("hexNote", t.format("kit.log.hexes", Map.of("max", hexCells(game))));
        m.put("start", t.get("kit.log.start"));
        m.put("starts", t.get("kit.log.altmark"));
        m.put("yes", t.get("kit.log.tick"));
        m.put("reserveStart", game.track(Track.RESERVE).flatMap(Track::start).orElse("0"));
        return templates.render("hunt/secret-log.xhtml.ftl", m);
    }

    /** Rows that fill a page of this paper below the heading. */
    static int rows(PrintProfile p) {
        return p.paper().portrait().height() > 290 ? 28 : 26;
    }

    private static Map<String, Object> col(String label, double widthMm) {
        return col(label, widthMm, 1);
    }

    /** A column heading over {@code span} cells of {@code widthMm} each (0: what is left). */
    private static Map<String, Object> col(String label, double widthMm, int span) {
        return Map.of("label", label, "width", widthMm, "span", span);
    }
}
