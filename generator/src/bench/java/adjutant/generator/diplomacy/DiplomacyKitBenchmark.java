package adjutant.generator.diplomacy;

import adjutant.bench.CpuTime;
import adjutant.engine.Games;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitRequest;
import adjutant.generator.Progress;
import adjutant.generator.WrittenFile;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * The whole Diplomacy kit, Czech and English, as {@code adjutant build diplomacy} makes it on
 * a 2-core machine: data loaded and checked, every PDF drawn and written to disk, with or
 * without the PNG previews. Target: ≤ 3 s per build once warm; each PDF ≤ 3 MB (checked by
 * DiplomacyKitTest). JMH shows the CPU time of the whole process per build beside the wall time
 * ({@code cpuMsPerCall}): half of it is what the build needs on two free cores. Run:
 * {@code bench/jmh.sh generator DiplomacyKitBenchmark} (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 4)
@Measurement(iterations = 5)
public class DiplomacyKitBenchmark {
    /** Worker threads: the target machine has two cores. */
    static final int THREADS = 2;

    @Param({"false", "true"})
    public boolean previews;

    /** The components issue 4 asked for (false), or with the 47-page rulebook added since (true). */
    @Param({"false", "true"})
    public boolean rulebook;

    Path out;
    KitBuilder builder;
    KitRequest request;

    @Setup
    public void setup() {
        try {
            out = Files.createTempDirectory("adjutant-kit-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // every file made again each time (the incremental build would keep them all)
        builder = new KitBuilder(out, THREADS, previews, rulebook).force(true);
        request = KitRequest.of(Games.home(), List.of("cs", "en"), PrintProfile.home(Paper.A4), null);
    }

    @Benchmark
    public List<WrittenFile> wholeKitBothLanguages(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofProcess(cpu, () -> builder.build(new DiplomacyKit(), request, Progress.SILENT));
    }
}
