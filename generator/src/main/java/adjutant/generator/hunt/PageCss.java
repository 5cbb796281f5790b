package adjutant.generator.hunt;

import adjutant.generator.layout.PrintProfile;
import java.util.Locale;

/** The CSS {@code @page} size of the kit's documents: the profile's paper, portrait. */
final class PageCss {
    private PageCss() {}

    static String css(PrintProfile p) {
        return String.format(
                Locale.ROOT,
                "%.1fmm %.1fmm",
                p.paper().portrait().width(),
                p.paper().portrait().height());
    }
}
