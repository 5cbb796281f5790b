package adjutant.validator.diplomacy;

import java.util.List;

/**
 * A DATC case whose expected outcome Adjutant does not reach, on purpose: the outcome it
 * reaches instead and why. A case that fails this way is still counted failed, but reported
 * as known; failing any other way, it is an ordinary failure.
 *
 * @param id        the case id, as {@link DatcCase#id()}
 * @param units     the units on the board after the orders, in the case files' notation ("France: A bel")
 * @param dislodged the units dislodged (with somewhere to retreat), in the same notation
 * @param why       the i18n key under {@code datc.deviation.} that says why
 */
public record DatcDeviation(String id, List<String> units, List<String> dislodged, String why) {
    public DatcDeviation {
        units = List.copyOf(units);
        dislodged = List.copyOf(dislodged);
    }

    /** The i18n key of the reason. */
    public String whyKey() {
        return "datc.deviation." + why;
    }
}
