package adjutant.generator.hunt;

import adjutant.engine.Games;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.check.Finding;
import adjutant.engine.l10n.check.FindingKind;
import adjutant.engine.l10n.check.OverflowCheck;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code adjutant l10n check hunt}: every card's title and text set in the real font must fit
 * its box in the language checked (the same measure the build warns with).
 */
public final class CardOverflowCheck implements OverflowCheck {
    @Override
    public List<Finding> check(Path home, String game, String lang, Map<String, String> strings) {
        if (!game.equals("hunt")) return List.of();
        HuntGame g = Games.loadChecked(home, game, HuntGame.class);
        Texts t = new Texts(new Catalog(Map.of(lang, strings)), lang);
        return CardFaces.overflows(g.cards(), t).stream()
                .map(o -> new Finding(
                        game, lang, "card:" + o.card().key() + "." + o.what(), FindingKind.OVERFLOW, o.message()))
                .toList();
    }
}
