package adjutant.validator.hunt;

import adjutant.engine.data.Node;

/** One turn: the German part, then the British part (null when the game ended before it). */
public record LogTurn(Node at, int turn, SideTurn german, SideTurn british) {}
