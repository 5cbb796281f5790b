package adjutant.engine.l10n.check;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The hook for checking that translated text fits its printed box. Only the print pipeline
 * knows boxes and real fonts, so the engine defines this service and the generator
 * implements it (listed in {@code META-INF/services/adjutant.engine.l10n.check.OverflowCheck});
 * {@link TranslationChecks#overflowChecks()} finds every implementation on the class path,
 * and {@code adjutant l10n check} runs them after its own checks.
 */
public interface OverflowCheck {
    /**
     * Findings of kind {@link FindingKind#OVERFLOW}, one per segment that does not fit.
     *
     * @param strings every i18n string of the game in {@code lang}, English filled in where missing
     */
    List<Finding> check(Path home, String game, String lang, Map<String, String> strings);
}
