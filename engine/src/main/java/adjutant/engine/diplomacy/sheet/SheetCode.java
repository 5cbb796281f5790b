package adjutant.engine.diplomacy.sheet;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.util.Locale;

/**
 * What a sheet's QR code says: the layout version it was printed with, game, power, turn, phase,
 * page, paper, and two hashes: of the position the sheet was printed for and of its layout. A
 * reader lays the page out again in that version and compares both hashes with what it computes
 * from the position it is given, so a page of another turn or another position is refused
 * instead of read against the wrong boxes, and a sheet printed by an earlier version keeps reading.
 * Text form: {@code ADJ2;diplomacy;england;1901;S;M;1/2;a4;<position hash>;<layout hash>}
 * ({@code ADJ1}: version 1, without reference marks).
 */
public record SheetCode(
        int version,
        String game,
        String power,
        int year,
        Season season,
        Phase phase,
        int page,
        int pages,
        String paper,
        String positionHash,
        String layoutHash) {
    private static final String MAGIC = "ADJ";

    public String text() {
        return String.join(
                ";",
                MAGIC + version,
                game,
                power,
                Integer.toString(year),
                season.name().substring(0, 1),
                phase.name().substring(0, 1),
                page + "/" + pages,
                paper,
                positionHash,
                layoutHash);
    }

    /** The code a QR text is, or null when it is not an Adjutant sheet code. */
    public static SheetCode parse(String text) {
        if (text == null) return null;
        String[] f = text.trim().split(";");
        if (f.length != 10 || !f[0].matches("ADJ[0-9]{1,3}")) return null;
        try {
            int version = Integer.parseInt(f[0].substring(MAGIC.length()));
            if (version < 1 || version > ScanLayout.VERSION) return null;
            Season s = f[4].equals("S") ? Season.SPRING : f[4].equals("F") ? Season.FALL : null;
            Phase ph = switch (f[5]) {
                case "M" -> Phase.MOVEMENT;
                case "R" -> Phase.RETREAT;
                case "A" -> Phase.ADJUSTMENT;
                default -> null;
            };
            String[] pg = f[6].split("/");
            if (s == null || ph == null || pg.length != 2) return null;
            return new SheetCode(
                    version,
                    f[1],
                    f[2],
                    Integer.parseInt(f[3]),
                    s,
                    ph,
                    Integer.parseInt(pg[0]),
                    Integer.parseInt(pg[1]),
                    f[7].toLowerCase(Locale.ROOT),
                    f[8],
                    f[9]);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
