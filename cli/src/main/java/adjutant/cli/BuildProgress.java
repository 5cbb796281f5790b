package adjutant.cli;

import adjutant.generator.Progress;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.time.temporal.ChronoUnit;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * How {@code build} shows its work. On a terminal: one progress bar (files done of those to make,
 * elapsed and remaining time, the file being made), with warnings printed above it. Otherwise
 * (a pipe, a log, a test): one line per message, no bar.
 */
final class BuildProgress implements Progress, AutoCloseable {
    private final PrintWriter out;
    private final ProgressBar bar;
    private int total;

    private BuildProgress(PrintWriter out, ProgressBar bar) {
        this.out = out;
        this.bar = bar;
    }

    /** A bar when standard output is a terminal, else lines on {@code out}. */
    static BuildProgress on(PrintWriter out) {
        if (!Terminal.isTerminal()) return new BuildProgress(out, null);
        PrintStream terminal = System.out;
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName("Building")
                .setInitialMax(0)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(250)
                .setMaxRenderedLength(100)
                .continuousUpdate()
                .setConsumer(new ConsoleProgressBarConsumer(terminal, 100))
                .setSpeedUnit(ChronoUnit.SECONDS)
                .build();
        bar.setExtraMessage("loading data");
        return new BuildProgress(out, bar);
    }

    @Override
    public synchronized void step(String message) {
        if (bar == null) {
            out.println("  " + message);
            out.flush();
        } else if (message.startsWith("warning")
                || message.contains(": up to date")
                || message.contains("files up to date")) {
            // what a reader must see stays above the bar; "wrote …" lines are what the bar counts
            System.out.print("\r\033[K");
            System.out.println("  " + message);
            System.out.flush();
        } else if (message.contains("loading data")) {
            bar.setExtraMessage(message.substring(0, message.indexOf(':')) + ": planning");
        }
    }

    @Override
    public synchronized void queued(int files) {
        total += files;
        if (bar != null) bar.maxHint(total);
    }

    @Override
    public synchronized void started(String file) {
        if (bar != null) bar.setExtraMessage(file.replace('/', ' '));
    }

    @Override
    public synchronized void finished(String file) {
        if (bar != null) bar.step();
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.setExtraMessage("");
            bar.close();
        }
    }
}
