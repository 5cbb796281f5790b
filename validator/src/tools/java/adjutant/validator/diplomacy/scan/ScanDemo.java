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
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Makes the README's examples for spring 1901, marked by hand and photographed at an angle:
 * England's sheet (a cross, a tick, a filled box; read without a question) as
 * {@code examples/diplomacy/scan/england-photo.jpg}, and France's (Paris marked to two places, a
 * row the reader must ask about) as {@code examples/diplomacy/scan/france-photo.jpg}; and
 * Germany's and Italy's sheets on one photo ({@code germany-italy-photo.jpg}).
 * Run: {@code bench/tool.sh validator ScanDemo} (docs/developers.md, "Order sheets, the desk and scans").
 */
public final class ScanDemo {
    private ScanDemo() {}

    public static void main(String[] args) throws Exception {
        DiplomacyGame game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        SyntheticScans scans = new SyntheticScans(game);
        write(
                game,
                scans,
                "england",
                Map.of(
                        "u-edi-k-move",
                        SyntheticScans.Pen.CROSS,
                        "u-edi-t-nwg",
                        SyntheticScans.Pen.CROSS,
                        "u-lon-k-move",
                        SyntheticScans.Pen.TICK,
                        "u-lon-t-nth",
                        SyntheticScans.Pen.TICK,
                        "u-lvp-k-move",
                        SyntheticScans.Pen.FILLED,
                        "u-lvp-t-yor",
                        SyntheticScans.Pen.HEAVY),
                1901);
        write(
                game,
                scans,
                "france",
                Map.of(
                        "u-bre-k-move",
                        SyntheticScans.Pen.CROSS,
                        "u-bre-t-mao",
                        SyntheticScans.Pen.CROSS,
                        "u-par-k-move",
                        SyntheticScans.Pen.TICK,
                        "u-par-t-bur",
                        SyntheticScans.Pen.TICK,
                        "u-par-t-pic",
                        SyntheticScans.Pen.CROSS,
                        "u-mar-k-hold",
                        SyntheticScans.Pen.CROSS),
                1902);
        // Germany's and Italy's sheets on one photo, on wood, tilted: both must be read (the desk's browser test
        // uploads it).
        Position start = Position.start(game.map());
        List<ScanPage> two = ScanSheets.layout(game.map(), start, Paper.A4).stream()
                .filter(p ->
                        p.code().power().equals("germany") || p.code().power().equals("italy"))
                .toList();
        PhotoCorpus.Photo photo = new PhotoCorpus(scans).photo(PhotoCorpus.Condition.TWO_SHEETS, start, two, 1905, 0);
        Path out = Games.home().resolve("examples/diplomacy/scan/germany-italy-photo.jpg");
        Files.write(out, photo.jpeg());
        System.out.println("wrote " + out + " (" + photo.description() + ")");
    }

    private static void write(
            DiplomacyGame game, SyntheticScans scans, String power, Map<String, SyntheticScans.Pen> marks, long seed)
            throws Exception {
        Position start = Position.start(game.map());
        ScanPage page = ScanSheets.layout(game.map(), start, Paper.A4).stream()
                .filter(p -> p.code().power().equals(power))
                .findFirst()
                .orElseThrow();
        var gray = scans.photo(start, page, marks, 150, "en", new Random(seed), 80, true);
        Path out = Games.home().resolve("examples/diplomacy/scan/" + power + "-photo.jpg");
        Files.createDirectories(out.getParent());
        ImageIO.write(ConvertBufferedImage.convertTo(gray, null), "jpeg", new File(out.toString()));
        System.out.println("wrote " + out);
    }
}
