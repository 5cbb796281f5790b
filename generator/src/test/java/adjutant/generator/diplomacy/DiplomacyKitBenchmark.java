package adjutant.generator.diplomacy;

import adjutant.engine.Games;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitRequest;
import adjutant.generator.Progress;
import adjutant.generator.Written;
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
 * DiplomacyKitTest). Run from the project root:
 * <pre>
 * mvn -B -q -pl generator -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
 * java -cp generator/target/test-classes:generator/target/classes:$(cat generator/target/cp.txt) \
 *     org.openjdk.jmh.Main DiplomacyKitBenchmark
 * </pre>
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
        builder = new KitBuilder(out, THREADS, previews);
        request = KitRequest.of(Games.home(), List.of("cs", "en"), PrintProfile.home(Paper.A4), null);
    }

    @Benchmark
    public List<Written> wholeKitBothLanguages() {
        return builder.build(new DiplomacyKit(), request, Progress.SILENT);
    }
}
