package adjutant.cli;

import adjutant.engine.l10n.check.Finding;
import adjutant.engine.l10n.check.FindingKind;
import adjutant.engine.l10n.check.OverflowCheck;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A stand-in for the print pipeline's overflow check, installed for the CLI tests only: a
 * string holding ten W in a row is too wide for any box.
 */
public final class WideTextOverflowCheck implements OverflowCheck {
    @Override
    public List<Finding> check(Path home, String game, String lang, Map<String, String> strings) {
        return strings.entrySet().stream()
                .filter(e -> e.getValue().contains("WWWWWWWWWW"))
                .map(e -> new Finding(game, lang, "i18n:" + e.getKey(), FindingKind.OVERFLOW, "wider than its box"))
                .toList();
    }
}
