package adjutant.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the command in-process and keeps what it printed, as a user would see it. */
record CliRun(int code, String out, String err) {
    /** {@code adjutant l10n ARGS… --home HOME}: an l10n command on a project copy. */
    static CliRun l10n(Path home, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "l10n";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "--home";
        all[args.length + 2] = home.toString();
        return of(all);
    }

    /** {@code adjutant validate diplomacy} of a typed sheet on a position, in English, writing the next position when {@code next} is given. */
    static CliRun validate(Path position, Path orders, Path next) {
        List<String> args = new ArrayList<>(
                List.of("validate", "diplomacy", "--position", position.toString(), "--orders", orders.toString()));
        if (next != null) args.addAll(List.of("--next", next.toString()));
        args.addAll(List.of("--lang", "en"));
        return of(args.toArray(String[]::new));
    }

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }
}
