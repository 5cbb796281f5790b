package adjutant.engine.hunt;

/** Admiral Graf Spee (hidden: her hex is kept on the secret log) or Altmark (always on the map, never attacked). */
public record GermanShip(String id, Names name, boolean hidden) {}
