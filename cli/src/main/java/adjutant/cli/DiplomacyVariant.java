package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.io.PrintWriter;
import java.nio.file.Path;

/** The map a Diplomacy command plays on: {@code data/diplomacy/} or a variant's folder ({@code family: diplomacy}). */
final class DiplomacyVariant {
    private DiplomacyVariant() {}

    /** The loaded map, or null after telling {@code err} that --variant names no Diplomacy map. */
    static DiplomacyGame load(Path home, String variant, PrintWriter err) {
        Path h = home != null ? home.toAbsolutePath() : Games.home();
        adjutant.engine.data.Problems problems = new adjutant.engine.data.Problems();
        try {
            if (Games.load(h, variant, problems) instanceof DiplomacyGame game) {
                problems.throwIfAny(); // bad data: every problem at its file:line:col, exit 2
                return game;
            }
        } catch (IllegalArgumentException e) {
            // no such game folder: told below
        }
        err.println("adjutant: --variant must name a Diplomacy map: a folder under data/ whose game.yaml says 'family: diplomacy', not '" + variant + "'");
        return null;
    }
}
