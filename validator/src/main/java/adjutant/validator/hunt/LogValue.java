package adjutant.validator.hunt;

import adjutant.engine.data.Node;

/** A value as the log wrote it, and where, so a problem can point at its line. */
public record LogValue<T>(T value, Node at) {}
