package adjutant.engine.data;

import java.util.List;
import java.util.stream.Collectors;

/** Input that cannot be used: the CLI prints the problems and exits 2, without a stack trace. */
public final class BadInputException extends RuntimeException {
    private final List<Problem> problems;

    public BadInputException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public BadInputException(Problem problem) {
        this(List.of(problem));
    }

    public List<Problem> problems() {
        return problems;
    }
}
