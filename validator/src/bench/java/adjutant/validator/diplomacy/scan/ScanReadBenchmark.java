package adjutant.validator.diplomacy.scan;

import adjutant.bench.CpuTime;
import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.generator.diplomacy.ScanSheets;
import adjutant.generator.layout.Paper;
import boofcv.io.image.ConvertBufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading one scanned page end to end, as {@code validate diplomacy --scan} does: decode the
 * JPEG, grey and fit it, find the QR code and the corners, measure every box, interpret every
 * row. Russia's spring 1901 sheet (4 units, 50 boxes), marked in every row, as a 300 dpi flatbed
 * scan (2480 × 3508 px), as a 200 dpi phone photo in perspective, and as a 12 MP handheld photo
 * of the photo corpus (marked at random, tilted 20–30° over a dark table). Target ≤ 1 s per page.
 * Run: bench/jmh.sh validator ScanReadBenchmark (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class ScanReadBenchmark {
    @Param({"flatbed-300dpi", "phone-200dpi", "handheld-12mp"})
    public String source;

    private byte[] jpeg;
    private DiplomacyGame game;
    private Position start;

    @Setup
    public void setup() throws IOException {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        start = Position.start(game.map());
        ScanPage russia = ScanSheets.layout(game.map(), start, Paper.A4).stream()
                .filter(p -> p.code().power().equals("russia"))
                .findFirst()
                .orElseThrow();
        Map<String, SyntheticScans.Pen> marks = new HashMap<>();
        russia.rows().forEach(r -> {
            marks.put(r.id() + "-k-move", SyntheticScans.Pen.CROSS);
            marks.put(
                    r.boxes().stream()
                            .filter(b -> b.id().contains("-t-"))
                            .findFirst()
                            .orElseThrow()
                            .id(),
                    SyntheticScans.Pen.TICK);
        });
        boolean phone = source.startsWith("phone");
        if (source.equals("handheld-12mp")) { // a 12 MP photo from the corpus: held at 20–30° over a dark table
            jpeg = new PhotoCorpus(new SyntheticScans(game))
                    .photo(PhotoCorpus.Condition.HANDHELD_DARK_30, start, List.of(russia), 7, 0)
                    .jpeg();
        } else {
            var gray = new SyntheticScans(game)
                    .photo(start, russia, marks, phone ? 200 : 300, "en", new Random(7), 85, phone);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(ConvertBufferedImage.convertTo(gray, null), "jpeg", out);
            jpeg = out.toByteArray();
        }
        if (!source.equals("handheld-12mp")
                && readPage().rows().stream().anyMatch(r -> !r.sure() || r.order() == null)) {
            throw new IllegalStateException("the benchmark page does not read cleanly");
        }
    }

    @Benchmark
    public PageReading readPage(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofThread(cpu, this::readPage);
    }

    private PageReading readPage() throws IOException {
        ScanImage img = ScanFiles.image("bench.jpg", ImageIO.read(new ByteArrayInputStream(jpeg)));
        return new ScanReader(game.map(), start, null, SyntheticScans.english(game))
                .readImages(List.of(img))
                .pages()
                .get(0);
    }
}
