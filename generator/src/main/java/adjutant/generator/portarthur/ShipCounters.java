package adjutant.generator.portarthur;

import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Ship;
import adjutant.generator.KitTexts;
import adjutant.generator.svg.Templates;

/** A ship's counter as the counter sheet prints it, for drawings beyond the kit (the rulebook's battle figures). */
public final class ShipCounters {
    /** The counter's side, mm. */
    public static final double SIZE = CounterFiles.SIZE;

    private ShipCounters() {}

    /** The counter's front (intact) or back (damaged), an SVG document {@link #SIZE} mm square, without bleed. */
    public static String svg(PortArthurGame game, Ship ship, boolean back, String lang, Templates templates) {
        KitTexts t = new KitTexts(game.info().id(), game.strings(), lang);
        return CounterFiles.ship(ship, game.fleet(ship.fleet()).orElseThrow(), back, t, templates, 0)
                .svg();
    }

    /** Where the ship's name ends on that face of its counter, mm from the top: a mark drawn below it leaves the name in sight. */
    public static double nameBottom(PortArthurGame game, Ship ship, boolean back, String lang) {
        KitTexts t = new KitTexts(game.info().id(), game.strings(), lang);
        return ShipLayout.of(ship.name(lang), t.get("counter.damaged"), back).nameBottom();
    }
}
