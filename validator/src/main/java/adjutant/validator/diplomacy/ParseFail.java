package adjutant.validator.diplomacy;

/** Unwinds the grammar when an order cannot be understood; carries the problem. Internal only. */
final class ParseFail extends RuntimeException {
    final ParseProblem problem;

    ParseFail(ParseProblem problem) {
        super(problem.kind().name(), null, false, false);
        this.problem = problem;
    }
}
