package adjutant.engine.portarthur;

import java.util.Locale;

/** A ship's class; its label is the i18n key {@code ship_type.<id>}. */
public enum ShipType {
    BATTLESHIP,
    COAST_DEFENCE_SHIP,
    ARMOURED_CRUISER,
    PROTECTED_CRUISER;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static String[] ids() {
        ShipType[] v = values();
        String[] out = new String[v.length];
        for (int i = 0; i < v.length; i++) out[i] = v[i].id();
        return out;
    }

    public static ShipType byId(String id) {
        for (ShipType t : values()) if (t.id().equals(id)) return t;
        return null;
    }
}
