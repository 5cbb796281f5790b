package adjutant.bench;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The CPU time a benchmark call took, shown by JMH beside its wall time as {@code cpuMsPerCall}: on
 * a loaded shared machine the wall time grows with the other work, the CPU time does not. A
 * benchmark takes a {@link Counter} as a parameter and runs its work through {@link #ofThread} (the
 * calling thread's CPU) or {@link #ofProcess} (the whole process's: workers, GC and compiler).
 */
public final class CpuTime {
    private CpuTime() {}

    /** A benchmark's work. */
    public interface Work<T> {
        T run() throws Exception;
    }

    /** The counter JMH shows (every public field and argument-less method of it is a column: keep others out). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Counter {
        public double cpuMsPerCall;
        private long total;
        private int calls;

        @Setup(Level.Iteration)
        public void reset() {
            total = 0;
            calls = 0;
            cpuMsPerCall = 0;
        }

        void add(long nanos) {
            total += nanos;
            calls++;
            cpuMsPerCall = total / 1e6 / calls;
        }
    }

    /** Runs {@code work}, counting the CPU time of this thread. */
    public static <T> T ofThread(Counter cpu, Work<T> work) throws Exception {
        long before = threadNanos();
        T out = work.run();
        cpu.add(threadNanos() - before);
        return out;
    }

    /** Runs {@code work}, counting the CPU time of the whole process. */
    public static <T> T ofProcess(Counter cpu, Work<T> work) throws Exception {
        long before = processNanos();
        T out = work.run();
        cpu.add(processNanos() - before);
        return out;
    }

    private static long threadNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static long processNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
