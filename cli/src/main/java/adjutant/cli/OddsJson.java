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
            sb.append("\"firepower\": ")
                    .append(firepower)
                    .append(", \"best_dice\": ")
                    .append(FireOdds.bestDice(rows))
                    .append(", \"fire\": [");
            for (int i = 0; i < rows.size(); i++) {
                OddsRow r = rows.get(i);
                if (i > 0) sb.append(", ");
                sb.append("{\"dice\": ")
                        .append(r.dice())
                        .append(", \"outcomes\": ")
                        .append(r.outcomes())
                        .append(", \"regular_total\": ")
                        .append(r.regularTotal())
                        .append(", \"critical_total\": ")
                        .append(r.criticalTotal())
                        .append(", \"rolls_with_critical\": ")
                        .append(r.withCritical())
                        .append(", \"expected_regular\": ")
                        .append(num(r.expectedRegular()))
                        .append(", \"expected_critical\": ")
                        .append(num(r.expectedCritical()))
                        .append(", \"critical_chance\": ")
                        .append(num(r.criticalChance().value()))
                        .append('}');
            }
            sb.append(']');
        }
        if (movement) {
            if (firepower != null) sb.append(", ");
            sb.append("\"movement\": [");
            for (int speed = 1; speed <= Fire.FACES; speed++) {
                Chance c = FireOdds.movement(speed);
                if (speed > 1) sb.append(", ");
                sb.append("{\"speed\": ")
                        .append(speed)
                        .append(", \"success\": ")
                        .append(c.favourable())
                        .append(", \"outcomes\": ")
                        .append(c.outcomes())
                        .append(", \"chance\": ")
                        .append(num(c.value()))
                        .append('}');
            }
            sb.append(']');
        }
        return sb.append('}').toString();
    }

    private static String num(double d) {
        return String.format(Locale.ROOT, "%.6f", d);
    }
}
