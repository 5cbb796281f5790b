package adjutant.desk;

import java.util.regex.Pattern;

/**
 * The only words from a request that may become part of a file name: a game id and a turn
 * (a position file's name without {@code .yaml}). Anything else is refused before any path
 * is built from it.
 */
final class Ids {
    /** Lower-case letters, digits and inner hyphens, 1–40 characters. */
    private static final Pattern GAME = Pattern.compile("[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?");
    /** {@code 1901-spring-movement}: the name {@code PositionFile.defaultName} gives. */
    private static final Pattern TURN = Pattern.compile("\\d{4}-(spring|fall)-(movement|retreat|adjustment)");

    private Ids() {}

    static boolean isGame(String id) {
        return id != null && GAME.matcher(id).matches();
    }

    static boolean isTurn(String id) {
        return id != null && TURN.matcher(id).matches();
    }

    static String game(String id) {
        if (!isGame(id)) throw DeskError.notFound("no game '" + shown(id) + "'");
        return id;
    }

    static String turn(String id) {
        if (!isTurn(id)) throw DeskError.notFound("no turn '" + shown(id) + "'");
        return id;
    }

    /** A user's word shown back in a message: printable, at most 40 characters. */
    static String shown(String s) {
        if (s == null) return "";
        String clean = s.replaceAll("[^\\p{L}\\p{N} ._-]", "?");
        return clean.length() > 40 ? clean.substring(0, 40) + "…" : clean;
    }
}
