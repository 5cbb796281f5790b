package adjutant.engine.hunt;

/** A start position where new merchant ships appear (e.g. hex 34, Argentina). */
public record StartArea(String id, Names name, int hex) {}
