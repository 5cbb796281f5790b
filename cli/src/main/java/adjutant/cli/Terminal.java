package adjutant.cli;

import picocli.CommandLine.Help.Ansi;

/**
 * Whether the command's output goes to a terminal: this JVM's console, or for a command the
 * background server runs, the client's (the server's own output is a log).
 */
final class Terminal {
    /** Set by the server for the command it runs (one at a time); null otherwise. */
    private static volatile Boolean served;

    private Terminal() {}

    static boolean isTerminal() {
        Boolean s = served;
        return s != null ? s : System.console() != null;
    }

    /**
     * Whether help is coloured: as picocli decides for a direct run; for a served command, as it
     * would for the client's console (the server's own is detached), NO_COLOR still turning it off.
     */
    static Ansi ansi() {
        Boolean s = served;
        if (s == null) return Ansi.AUTO;
        return s && System.getenv("NO_COLOR") == null ? Ansi.ON : Ansi.OFF;
    }

    /** The client's answer for the command about to run, or null once it has run. */
    static void served(Boolean console) {
        served = console;
    }
}
