package adjutant.cli;

import adjutant.engine.portarthur.Chance;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireOdds;
import adjutant.engine.portarthur.OddsRow;
import java.util.List;
import java.util.Locale;

/**
 * The odds as JSON: exact totals (so a consumer can rebuild the fractions) and their
 * decimal values. Numbers only, so it is written by hand rather than through a mapper.
 */
final class OddsJson {
    private OddsJson() {}

    static String render(Integer firepower, List<OddsRow> rows, boolean movement) {
        StringBuilder sb = new StringBuilder("{");
        if (firepower != null) {
            sb.append("\"firepower\": " + firepower + ", \"best_dice\": " + FireOdds.bestDice(rows) + ", \"fire\": [");
            for (int i = 0; i < rows.size(); i++) {
                OddsRow r = rows.get(i);
                if (i > 0) sb.append(", ");
                sb.append("{\"dice\": " + r.dice() + ", \"outcomes\": " + r.outcomes() + ", \"regular_total\": "
                        + r.regularTotal() + ", \"critical_total\": " + r.criticalTotal()
                        + ", \"rolls_with_critical\": "
                        + r.withCritical() + ", \"expected_regular\": " + num(r.expectedRegular())
                        + ", \"expected_critical\": " + num(r.expectedCritical()) + ", \"critical_chance\": "
                        + num(r.criticalChance().value()) + "}");
            }
            sb.append(']');
        }
        if (movement) {
            if (firepower != null) sb.append(", ");
            sb.append("\"movement\": [");
            for (int speed = 1; speed <= Fire.FACES; speed++) {
                Chance c = FireOdds.movement(speed);
                if (speed > 1) sb.append(", ");
                sb.append("{\"speed\": " + speed + ", \"success\": " + c.favourable() + ", \"outcomes\": "
                        + c.outcomes() + ", \"chance\": " + num(c.value()) + "}");
            }
            sb.append(']');
        }
        return sb.append('}').toString();
    }

    private static String num(double d) {
        return String.format(Locale.ROOT, "%.6f", d);
    }
}
