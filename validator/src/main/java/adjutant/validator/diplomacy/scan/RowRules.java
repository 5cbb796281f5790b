package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a row's marks into one order line, or says why it cannot: a faint or blacked-out box,
 * two kinds or two places marked, a support without its unit. Nothing is chosen for the
 * player: any doubt becomes a question. Order lines are written in the notation every order
 * reader of Adjutant takes ({@code A par-bur}, {@code F nth C A lon-nwy}, {@code build F stp/nc}).
 */
final class RowRules {
    private final DipMap map;
    private final Position position;

    RowRules(DipMap map, Position position) {
        this.map = map;
        this.position = position;
    }

    /** {@code [order, question key, what it names]}: order or question null (both when nothing is marked). */
    String[] read(ScanRow row, List<BoxReading> boxes) {
        List<String> faint = new ArrayList<>(), crossed = new ArrayList<>();
        for (BoxReading b : boxes) {
            if (b.state() != BoxReading.State.UNSURE) continue;
            (b.ink() >= InkMeter.MARKED ? crossed : faint).add(b.box().label());
        }
        if (!crossed.isEmpty()) return ask("crossed_out", String.join(", ", crossed));
        if (!faint.isEmpty()) return ask("faint", String.join(", ", faint));
        // Light strokes are read only as a pencil row is marked: no pen mark beside them, one box of a kind at most.
        List<BoxReading> light =
                boxes.stream().filter(b -> b.state() == BoxReading.State.LIGHT).toList();
        if (!light.isEmpty()) {
            boolean pen = boxes.stream().anyMatch(b -> b.state() == BoxReading.State.MARKED);
            long groups = light.stream()
                    .map(b -> b.box().meaning().getClass())
                    .distinct()
                    .count();
            if (pen || groups < light.size())
                return ask(
                        "faint",
                        String.join(
                                ", ", light.stream().map(b -> b.box().label()).toList()));
        }
        List<Meaning.Kind> kinds = new ArrayList<>();
        List<Location> targets = new ArrayList<>();
        List<String> partners = new ArrayList<>();
        List<Meaning.Build> builds = new ArrayList<>();
        for (BoxReading b : boxes) {
            if (!b.marked()) continue;
            Meaning m = b.box().meaning();
            if (m instanceof Meaning.OrderKind k) kinds.add(k.kind());
            else if (m instanceof Meaning.Target t) targets.add(t.to());
            else if (m instanceof Meaning.Partner p) partners.add(p.province());
            else if (m instanceof Meaning.Build x) builds.add(x);
        }
        if (kinds.isEmpty() && targets.isEmpty() && partners.isEmpty() && builds.isEmpty()) return new String[3];
        if (kinds.size() > 1) return ask("two_kinds", null);
        if (targets.size() > 1) return ask("two_places", places(targets));
        if (partners.size() > 1) return ask("two_units", null);
        if (builds.size() > 1) return ask("two_builds", null);
        Unit u = row.unit();
        Meaning.Kind kind = kinds.isEmpty() ? null : kinds.get(0);
        Location to = targets.isEmpty() ? null : targets.get(0);
        String partner = partners.isEmpty() ? null : partners.get(0);
        return switch (row.kind()) {
            case BUILD ->
                new String[] {
                    "build " + letter(builds.get(0).type()) + " "
                            + builds.get(0).at(),
                    null
                };
            case REMOVE -> kind == Meaning.Kind.REMOVE ? order("remove " + unit(u)) : ask("no_remove", null);
            case RETREAT ->
                kind == Meaning.Kind.DISBAND
                        ? (to == null ? order(unit(u) + " D") : ask("disband_and_place", null))
                        : kind == null && to != null ? order(unit(u) + " - " + to) : ask("no_retreat_place", null);
            case MOVEMENT -> movement(u, kind, to, partner);
        };
    }

    private String[] movement(Unit u, Meaning.Kind kind, Location to, String partner) {
        if (kind == null) return ask("no_kind", null);
        switch (kind) {
            case HOLD:
                return to == null && partner == null ? order(unit(u) + " H") : ask("hold_with_more", null);
            case MOVE:
                if (partner != null) return ask("move_with_unit", null);
                if (to == null) return ask("move_no_place", null);
                boolean direct = u.type() == UnitType.ARMY
                        ? map.armyNeighbours(u.province()).contains(to.province())
                        : map.fleetNeighbours(u.location()).contains(to);
                return order(unit(u) + " - " + to + (direct ? "" : " via convoy"));
            case SUPPORT: {
                if (partner == null) return ask("support_no_unit", null);
                Unit other = position.unitIn(partner).orElse(null);
                if (other == null) return ask("support_empty", null);
                if (to == null) return order(unit(u) + " S " + unit(other));
                return to.province().equals(partner)
                        ? order(unit(u) + " S " + unit(other))
                        : order(unit(u) + " S " + unit(other) + " - "
                                + (u.type() == UnitType.FLEET ? to.province() : to));
            }
            case CONVOY: {
                if (partner == null || to == null) return ask("convoy_needs", null);
                return order(unit(u) + " C A " + partner + " - " + to.province());
            }
            default:
                return ask("no_kind", null);
        }
    }

    private static String[] order(String text) {
        return new String[] {text, null, null};
    }

    /** A question: the message key under {@code scan.ask.} and what it names (may be null). */
    private static String[] ask(String key, String detail) {
        return new String[] {null, key, detail};
    }

    private String places(List<Location> l) {
        return String.join(
                ", ",
                l.stream()
                        .map(x -> map.province(x.province()).abbr() + (x.coast() == null ? "" : "/" + x.coast()))
                        .toList());
    }

    private static String unit(Unit u) {
        return letter(u.type()) + " " + u.location();
    }

    private static String letter(UnitType t) {
        return String.valueOf(t.letter()).toUpperCase(Locale.ROOT);
    }
}
