package adjutant.cli;

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

    /** The client's answer for the command about to run, or null once it has run. */
    static void served(Boolean console) {
        served = console;
    }
}
