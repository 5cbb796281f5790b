package adjutant.generator.pdf.preview;

import adjutant.bench.CpuTime;
import adjutant.engine.Games;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.Progress;
import adjutant.generator.WrittenFile;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The PNG previews of the whole English kit (every game, every file, at the build's resolutions),
 * one thread: what the preview renderer costs, apart from making the PDFs. The figure that decides
 * whether each of the renderer's speed-ups pays its way (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Djava.awt.headless=true"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class PreviewBenchmark {
    private final List<byte[]> pdfs = new ArrayList<>();
    private final List<Integer> dpis = new ArrayList<>();
    public int pages;

    @Setup
    public void setup() throws IOException {
        Path out = Files.createTempDirectory("adjutant-preview-bench");
        KitRequest request = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        for (WrittenFile w : new KitBuilder(out, 2, false).force(true).build(Kits.all(), request, Progress.SILENT)) {
            if (!w.file().toString().endsWith(".pdf")) continue;
            pdfs.add(Files.readAllBytes(w.file()));
            dpis.add(KitBuilder.previewDpi(w.pages()));
            pages += w.pages();
        }
        if (pdfs.isEmpty()) throw new UncheckedIOException(new IOException("the kit made no PDF"));
        System.out.println("previewing " + pdfs.size() + " PDFs, " + pages + " pages");
    }

    @Benchmark
    public int wholeEnglishKit(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofThread(cpu, () -> {
            int n = 0;
            for (int i = 0; i < pdfs.size(); i++)
                n += Previews.png(pdfs.get(i), dpis.get(i)).size();
            return n;
        });
    }
}
