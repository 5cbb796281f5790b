package adjutant.generator.portarthur;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The markers and army counters stand in the board's spaces as printed, in millimetres at print size
 * (the tiled board is at 100 %): each marker inside a space of the DP, key-area and turn tracks, and
 * an army in a landing box and under the name of every Manchuria space, with half a millimetre to
 * spare on every side.
 */
class PiecesFitTheBoardTest {
    private static final PortArthurGame GAME = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
    private static final double SPARE = 0.5;
    private static final Pattern RECT =
            Pattern.compile("<rect x=\"([-\\d.]+)\" y=\"([-\\d.]+)\" width=\"([\\d.]+)\" height=\"([\\d.]+)\"([^>]*)>");

    @ParameterizedTest
    @CsvSource({"en", "cs"})
    void markersAndArmiesFitTheirSpaces(String lang) {
        Templates tpl = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null)
                .templates();
        KitTexts t = new KitTexts("port-arthur", GAME.strings(), lang);
        String board = BoardFiles.drawing(GAME, t, tpl, 0).svg();
        List<double[]> track = new ArrayList<>(), manchuria = new ArrayList<>(), landing = new ArrayList<>();
        Matcher m = RECT.matcher(board);
        while (m.find()) {
            double[] r = {Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))};
            String rest = m.group(5);
            if (rest.contains("#7a2f12")) manchuria.add(new double[] {r[0], r[1] - BoardView.NAME_BAND});
            else if (rest.contains("stroke-dasharray=\"2 1\"")) landing.add(r);
            else if (r[0] == BoardView.TRACK && r[1] == BoardView.TRACK) track.add(r);
        }
        assertTrue(track.size() >= 11 + 3 + 6, "the DP, key-area and turn spaces: " + track.size());
        assertTrue(manchuria.size() >= 7, "the Manchuria spaces: " + manchuria.size());
        assertTrue(landing.size() == 2, "the landing boxes: " + landing.size());
        List<String> bad = new ArrayList<>();
        for (Item marker : CounterFiles.blocks(GAME, t, tpl, 0).get(1)) {
            for (Drawing d : List.of(marker.front(), marker.back())) {
                boolean army = d.id().startsWith("marker-army");
                for (double[] space : army ? concat(manchuria, landing) : track) {
                    if (d.width() + 2 * SPARE > space[0] || d.height() + 2 * SPARE > space[1]) {
                        bad.add(d.id() + " (" + d.width() + " × " + d.height() + " mm) does not fit a space of "
                                + space[0] + " × " + space[1] + " mm");
                    }
                }
            }
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad.stream().distinct().toList()));
    }

    private static List<double[]> concat(List<double[]> a, List<double[]> b) {
        List<double[]> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
