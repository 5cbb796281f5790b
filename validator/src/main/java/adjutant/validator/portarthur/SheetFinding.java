package adjutant.validator.portarthur;

import adjutant.engine.RecordParts;
import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.Side;
import java.util.Map;

/**
 * Why a sheet line disagrees with the rules, as data. {@link #key()} is the i18n key
 * ({@code check.sheet.<snake_case_name>}, or the engine fault's own key) and
 * {@link #arguments()} fill its placeholders; {@link SheetReportWriter} renders both.
 */
public sealed interface SheetFinding {
    default String key() {
        return "check.sheet." + RecordParts.name(getClass(), "_");
    }

    default Map<String, Object> arguments() {
        return RecordParts.fields((Record) this);
    }

    /** A DP marker position, rendered as a side and its points, or the centre. */
    record Marker(int position) {}

    /**
     * The DP marker after {@code turn} is not where the rules put it; the turn's steps say why:
     * sea-control points of each side, the blockade's cost, the landing step's points of each side.
     */
    record DpDiffers(
            int turn,
            Marker written,
            Marker expected,
            Marker before,
            int seaJapan,
            int seaRussia,
            int blockade,
            int landingJapan,
            int landingRussia)
            implements SheetFinding {}

    record ScoreDiffers(int writtenJapan, int writtenRussia, int japan, int russia) implements SheetFinding {}

    record ConvoysDiffer(int written, int expected) implements SheetFinding {}

    /** An army held a space the turn before and is gone from it (armies stay where they land). */
    record ArmyLeftTrack(String space) implements SheetFinding {}

    record FirepowerDiffers(Side side, int written, int expected) implements SheetFinding {}

    record RegularHitsDiffer(int written, int expected, int firepower, int sum) implements SheetFinding {}

    record CriticalHitsDiffer(int written, int expected) implements SheetFinding {}

    /** {@code written} fired first; the rules give {@code expected}. */
    record WrongFirstFire(Side written, Side expected, boolean initiativeUsed) implements SheetFinding {}

    record SameSideFiresTwice(Side side) implements SheetFinding {}

    /** Only one fire is written though {@code side} still had ships to fire back with. */
    record SecondFireMissing(Side side) implements SheetFinding {}

    /** {@code side} fires with no ship left afloat in the battle. */
    record NoShipsToFire(Side side) implements SheetFinding {}

    record WinnerDiffers(ScoreSheet.Outcome written, ScoreSheet.Outcome expected, GameResult.Why why)
            implements SheetFinding {}

    /** A winner is written after turn {@code turn}, but the game ends only after turn {@code last}. */
    record WinnerTooEarly(int turn, int last) implements SheetFinding {}

    /** A damage allocation or the dominance phase as written breaks a rule of the engine: its fault's own key and arguments. */
    record EngineFault(String key, Map<String, Object> arguments) implements SheetFinding {}
}
