package adjutant.engine.diplomacy;

/** Inland provinces take armies only, seas fleets only, coastal provinces both. */
public enum Terrain {
    LAND,
    COAST,
    SEA;

    public boolean allows(UnitType t) {
        return t == UnitType.ARMY ? this != SEA : this != LAND;
    }
}
