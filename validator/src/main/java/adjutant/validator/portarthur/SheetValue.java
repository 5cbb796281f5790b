package adjutant.validator.portarthur;

import adjutant.engine.data.Node;

/** A value as the sheet wrote it, and where, so a disagreement can point at its line. */
public record SheetValue<T>(T value, Node at) {}
