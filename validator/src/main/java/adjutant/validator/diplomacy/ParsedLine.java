package adjutant.validator.diplomacy;

/**
 * What one order written on a sheet became: an understood {@link ParsedOrder}, or a
 * {@link ParseProblem} saying why it was not understood. {@code line} and {@code column}
 * are 1-based places in the sheet.
 */
public sealed interface ParsedLine permits ParsedOrder, ParseProblem {
    int line();

    int column();
}
