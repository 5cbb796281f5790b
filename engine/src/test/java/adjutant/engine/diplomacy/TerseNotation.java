package adjutant.engine.diplomacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A terse order and position notation for engine tests only (the players' notations are
 * the validator's business): {@code "france: A par-bur; A mar S A par-bur; F bre H"}.
 * Orders: {@code A par H}, {@code A par-bur}, {@code A bre-lon via}, {@code A gas S A mar-bur},
 * {@code A gas S A mar}, {@code F nth C A yor-nwy}, retreat {@code F tri R alb},
 * disband {@code F tri D}, {@code build A par}, {@code remove A par}, {@code waive}.
 */
final class TerseNotation {
    private TerseNotation() {}

    /** {@code "england: F lon, A lvp; france: A par"} → units. */
    static List<Unit> units(String text) {
        List<Unit> out = new ArrayList<>();
        for (String part : text.split(";")) {
            if (part.isBlank()) continue;
            String[] pw = part.split(":");
            for (String u : pw[1].split(",")) {
                String[] t = u.trim().split("\\s+");
                out.add(new Unit(UnitType.ofLetter(t[0].charAt(0)), pw[0].trim(), Location.parse(t[1])));
            }
        }
        return out;
    }

    static Position movement(DipMap map, String units) {
        return position(map, Season.SPRING, Phase.MOVEMENT, units);
    }

    /** A position whose centres are owned as at the start, then by whoever stands on them. */
    static Position position(DipMap map, Season season, Phase phase, String units) {
        List<Unit> us = units(units);
        Map<String, String> owners = new TreeMap<>(Position.start(map).owners());
        for (Unit u : us) {
            if (map.province(u.province()).supplyCentre()) owners.put(u.province(), u.power());
        }
        return new Position(season, 1901, phase, us, owners, List.of());
    }

    /** {@code "france: A par-bur; A mar S A par-bur; italy: A ven H"}: a power name switches the power. */
    static List<Order> orders(String text) {
        List<Order> out = new ArrayList<>();
        String power = null;
        for (String part : text.split(";")) {
            String s = part.trim();
            if (s.isEmpty()) continue;
            int colon = s.indexOf(':');
            if (colon > 0) {
                power = s.substring(0, colon).trim();
                s = s.substring(colon + 1).trim();
            }
            out.add(order(power, s));
        }
        return out;
    }

    static Order order(String power, String text) {
        String[] t = text.replace("-", " - ").trim().split("\\s+");
        String first = t[0].toLowerCase(Locale.ROOT);
        switch (first) {
            case "build":
                return new Order.Build(power, type(t[1]), Location.parse(t[2]));
            case "remove":
                return new Order.Remove(power, type(t[1]), Location.parse(t[2]));
            case "waive":
                return new Order.Waive(power);
            default:
                break;
        }
        UnitType type = type(t[0]);
        Location at = Location.parse(t[1]);
        if (t.length == 2 || t[2].equals("H")) return new Order.Hold(power, type, at);
        switch (t[2]) {
            case "-":
                boolean via = t.length > 4 && t[4].equalsIgnoreCase("via");
                return new Order.Move(power, type, at, Location.parse(t[3]), via);
            case "S":
                if (t.length == 5) return new Order.SupportHold(power, type, at, type(t[3]), t[4]);
                return new Order.SupportMove(power, type, at, type(t[3]), t[4], t[6]);
            case "C":
                return new Order.Convoy(power, type, at, t[4], t[6]);
            case "R":
                return new Order.Retreat(power, type, at, Location.parse(t[3]));
            case "D":
                return new Order.Disband(power, type, at);
            default:
                throw new IllegalArgumentException("test notation: " + text);
        }
    }

    private static UnitType type(String s) {
        return s.equals("?") ? null : UnitType.ofLetter(s.charAt(0));
    }
}
