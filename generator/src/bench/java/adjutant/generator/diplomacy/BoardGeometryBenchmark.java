package adjutant.generator.diplomacy;

import adjutant.bench.CpuTime;
import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
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
 * The board's geometry made cold, as the first build after a data change makes it (issue 30:
 * target ≤ 5 s CPU): the true shapes, the magnification and the borders, computed in a new JVM
 * with nothing cached (each fork measures once, its compilers' work included). The CPU of the
 * whole process is shown as {@code cpuMsPerCall}. Each fork runs with the Java options every
 * Adjutant command and build runs with ({@code client/.../jvm.options}: roles {@code all} and
 * {@code build}; the quick compiler only), so the compilers' share is what a build pays. Run:
 * {@code bench/jmh.sh generator BoardGeometryBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
        value = 5,
        jvmArgsAppend = {
            "-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC",
            "-Xmx640m",
            "-XX:MetaspaceSize=64m",
            "-XX:MaxMetaspaceSize=160m",
            "-Xss1m"
        })
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class BoardGeometryBenchmark {
    DiplomacyGame game;
    BoardGeography geo;

    @Setup
    public void load() {
        game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        geo = BoardGeography.read(Games.home(), game.map());
    }

    @Benchmark
    public Object geometryCold(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofProcess(cpu, () -> BoardGeometry.compute(game.map(), geo));
    }
}
