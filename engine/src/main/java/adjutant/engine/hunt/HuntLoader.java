package adjutant.engine.hunt;

import adjutant.engine.CommonParts;
import adjutant.engine.GameLoader;
import adjutant.engine.data.GameFiles;
import java.util.List;

/**
 * Loads {@code data/hunt/}: game.yaml, i18n and glossary (shared), then map, tracks,
 * pieces, the rule tables and the cards, in the order their references need. Every
 * problem goes to the files' problem list; the result is partial when there were problems.
 */
public final class HuntLoader implements GameLoader {
    public static final String ID = "hunt";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public HuntGame load(GameFiles files) {
        CommonParts common = CommonParts.load(files);
        List<String> langs = common.info().languages();
        HexMap map = MapReader.read(files, langs);
        List<Track> tracks = TrackReader.read(files, map, common.strings(), langs);
        var strategy =
                tracks.stream().filter(t -> t.id().equals(Track.STRATEGY)).findFirst();
        PiecesReader.Pieces pieces = PiecesReader.read(files, map, strategy, langs);
        HuntRules rules = RulesReader.read(files);
        List<Card> cards = CardReader.read(files, rules.deckSize(), langs);
        return new HuntGame(
                common.info(),
                common.strings(),
                common.glossary(),
                map,
                pieces.forces(),
                pieces.merchants(),
                pieces.germanShips(),
                pieces.discs(),
                tracks,
                cards,
                rules);
    }
}
