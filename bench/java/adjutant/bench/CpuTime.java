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
 * benchmark takes it as a parameter and adds what it measured with {@link #threadNanos()} (the
 * calling thread) or {@link #processNanos()} (the whole process: workers, GC and compiler).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class CpuTime {
    public double cpuMsPerCall;
    private long total;
    private int calls;

    @Setup(Level.Iteration)
    public void reset() {
        total = 0;
        calls = 0;
        cpuMsPerCall = 0;
    }

    /** Adds one call's CPU time. */
    public void add(long nanos) {
        total += nanos;
        calls++;
        cpuMsPerCall = total / 1e6 / calls;
    }

    public static long threadNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    public static long processNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
