package adjutant.engine.portarthur;

import java.util.List;

/**
 * The hits of one squadron's fire. {@code withinFirepower} says which rule applied (the
 * i18n keys {@code fire.within} and {@code fire.over} explain each to the reader).
 */
public record FireResult(
        int firepower, List<Integer> dice, int sum, boolean withinFirepower, int regular, int critical) {
    public FireResult {
        dice = List.copyOf(dice);
    }
}
