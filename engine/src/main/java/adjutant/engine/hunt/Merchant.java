package adjutant.engine.hunt;

/** A merchant token: the start position where it appears and the port it sails for. */
public record Merchant(String id, String name, String start, String destination, Provenance source) {}
