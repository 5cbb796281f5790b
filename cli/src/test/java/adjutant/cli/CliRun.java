package adjutant.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

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

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }
}
