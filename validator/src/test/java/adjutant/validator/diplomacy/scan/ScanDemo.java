package adjutant.validator.diplomacy.scan;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.generator.diplomacy.ScanSheets;
import adjutant.generator.layout.Paper;
import boofcv.io.image.ConvertBufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Makes the README's example: England's sheet for spring 1901 marked by hand (a cross, a tick, a
 * filled box) and photographed at an angle, written as {@code examples/diplomacy/scan/england-photo.jpg}.
 * Run: {@code java -cp … adjutant.validator.diplomacy.scan.ScanDemo} (see README, "Scannable order sheets").
 */
public final class ScanDemo {
    private ScanDemo() {}

    public static void main(String[] args) throws Exception {
        DiplomacyGame game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        Position start = Position.start(game.map());
        ScanPage england = ScanSheets.layout(game.map(), start, Paper.A4).stream()
                .filter(p -> p.code().power().equals("england")).findFirst().orElseThrow();
        Map<String, SyntheticScans.Pen> marks = Map.of(
                "u-edi-k-move", SyntheticScans.Pen.CROSS, "u-edi-t-nwg", SyntheticScans.Pen.CROSS,
                "u-lon-k-move", SyntheticScans.Pen.TICK, "u-lon-t-nth", SyntheticScans.Pen.TICK,
                "u-lvp-k-move", SyntheticScans.Pen.FILLED, "u-lvp-t-yor", SyntheticScans.Pen.HEAVY);
        var gray = new SyntheticScans(game).photo(start, england, marks, 150, "en", new Random(1901), 80, true);
        Path out = Games.home().resolve("examples/diplomacy/scan/england-photo.jpg");
        Files.createDirectories(out.getParent());
        ImageIO.write(ConvertBufferedImage.convertTo(gray, null), "jpeg", new File(out.toString()));
        System.out.println("wrote " + out);
    }
}
