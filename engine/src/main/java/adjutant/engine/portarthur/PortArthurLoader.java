package adjutant.engine.portarthur;

import adjutant.engine.CommonParts;
import adjutant.engine.Game;
import adjutant.engine.GameLoader;
import adjutant.engine.data.GameFiles;
import java.util.List;

/**
 * Loads {@code data/port-arthur/}: the common files, then map → tracks → ships → markers →
 * tables, each file checking its references against those read before it. Every problem
 * goes to the file's problem list; the game returned may be partial when there were any.
 */
public final class PortArthurLoader implements GameLoader {
    @Override
    public String id() {
        return "port-arthur";
    }

    @Override
    public Game load(GameFiles files) {
        CommonParts common = CommonParts.load(files);
        List<String> langs = common.info().languages();
        checkSides(files, common.info().sides());
        SeaMap map = MapFile.read(files, langs);
        Labels labels = new Labels(common.strings(), langs);
        TracksFile.Tracks tracks = TracksFile.read(files, langs, map, labels);
        ShipsFile.Fleets fleets = ShipsFile.read(files, langs, map, tracks.turns(), labels);
        MarkersFile.Markers markers = MarkersFile.read(files, map, labels);
        Tables tables = TablesFile.read(files, map, fleets.fleets(), tracks.turns(), tracks.dp(), labels);
        return new PortArthurGame(
                common.info(),
                common.strings(),
                common.glossary(),
                map,
                fleets.fleets(),
                fleets.ships(),
                tracks.dp(),
                tracks.manchuria(),
                tracks.turns(),
                markers.markers(),
                markers.armies(),
                tables);
    }

    /** The rules know exactly two sides; game.yaml must name them. */
    private static void checkSides(GameFiles files, List<String> sides) {
        if (!sides.equals(List.of("japan", "russia"))) {
            files.problems().inFile(files.shown("game.yaml"), "'sides' must be [japan, russia], found " + sides);
        }
    }
}
