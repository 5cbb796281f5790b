package adjutant.validator.diplomacy;

import java.util.List;
import java.util.Map;

/**
 * The known deviations from the DATC v2.4 file in jDip format (datc_v2.4_06.txt), by case
 * id. The rulebook of seed 003 (2000 edition) decides where it speaks; where it is silent,
 * DATC v3.0 does. Both the CLI ({@code adjutant diplomacy datc}) and the tests read this list.
 */
public final class DatcDeviations {
    private DatcDeviations() {}

    public static final Map<String, DatcDeviation> JDIP_V24 = Map.of(
            // Seed 003 says nothing of an army ordered "via convoy" with no fleet to carry it;
            // DATC v3.0 (issue 4.A.3, case 6.G.8) changed its preference: no fallback to the land route.
            "6.G.8",
                    new DatcDeviation(
                            "6.G.8",
                            List.of("France: A bel", "England: F hel", "England: A kie"),
                            List.of(),
                            "explicit_convoy_no_land_route"),
            // The file's POSTSTATE keeps A bel in place, against its own title ("dislodged convoy does not cause
            // a bounce") and the DATC text (v2.4 and v3.0): Belgium moves to Holland.
            "6.F.8",
                    new DatcDeviation(
                            "6.F.8",
                            List.of("England: A lon", "Germany: F hel", "Germany: F nth", "Germany: A hol"),
                            List.of("England: F nth"),
                            "file_contradicts_datc"));
}
