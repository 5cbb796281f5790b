package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A {@link Reason} in the reader's language: the i18n pattern {@code reason.<snake_case>}
 * filled with the record's fields, each rendered (province ids as names, powers as names,
 * unit types as words), plus what the patterns may also name and the board knows: the unit
 * an attack came from ({@code unit}, {@code from} for {@code byFrom}), the units a move
 * bounced against ({@code units}), strengths as {@code attack}/{@code defence}, the coasts of
 * a province ({@code coasts}).
 */
final class ReasonText {
    private final Messages m;
    private final DipMap map;
    private final Position before;
    private final List<Verdict> all;

    ReasonText(Messages m, DipMap map, Position before, List<Verdict> all) {
        this.m = m;
        this.map = map;
        this.before = before;
        this.all = all;
    }

    String render(Reason r, Order order) {
        Map<String, Object> a = new LinkedHashMap<>();
        if (order != null && order.unit() != null) a.put("unit", m.unit(order.type(), order.unit()));
        if (order != null) a.put("power", m.power(order.power()));
        for (Map.Entry<String, Object> e : r.arguments().entrySet()) {
            String name = e.getKey();
            Object v = e.getValue();
            if (v instanceof Location l) {
                a.put(name, m.place(l));
                if (name.equals("location")) a.put("province", m.place(l));
            } else if (v instanceof String s) {
                a.put(name, name.equals("owner") || name.equals("power") ? m.power(s) : m.province(s));
            } else if (v instanceof List<?> list) {
                List<String> names = new ArrayList<>();
                for (Object x : list) names.add(m.province(String.valueOf(x)));
                a.put(name, Messages.join(names));
            } else if (v instanceof UnitType t) {
                a.put(name, m.typeName(t));
            } else if (v instanceof Phase p) {
                a.put(name, m.text("phase." + p.name().toLowerCase(Locale.ROOT)));
            } else {
                a.put(name, v);
            }
        }
        derive(r, a);
        return m.text(key(r), a);
    }

    /** A bounce against a stronger unit is no standoff: the reader is told it was outmatched. */
    private static String key(Reason r) {
        return r instanceof Reason.Bounce b && b.strength() < b.opposing() ? "reason.outmatched" : r.key();
    }

    private void derive(Reason r, Map<String, Object> a) {
        if (r instanceof Reason.Dislodged d) from(d.byFrom(), a);
        if (r instanceof Reason.SupportCut c) from(c.byFrom(), a);
        if (r instanceof Reason.NotYourUnit n) a.put("unit", unitAt(n.location().province()));
        if (r instanceof Reason.Bounce b) {
            List<String> units = new ArrayList<>();
            for (String p : b.against()) units.add(unitAt(p));
            if (units.isEmpty()) units.add(unitAt(b.province()));
            a.put("units", Messages.join(units));
            a.put("attack", b.strength());
            a.put("defence", b.opposing());
        }
        if (r instanceof Reason.HeadToHeadLost h) {
            a.put("attack", h.strength());
            a.put("defence", h.opposing());
            a.put("other", unitAt(h.province()));
        }
        if (r instanceof Reason.CoastRequired c) {
            Province p = map.province(c.province());
            List<String> coasts = new ArrayList<>();
            if (p != null) p.coasts().forEach(x -> coasts.add(m.text("coast." + x)));
            a.put("coasts", Messages.join(coasts));
        }
        if (r instanceof Reason.ConvoyDisrupted c) a.put("unit", convoyFleets(c.from(), c.to()));
        if (r instanceof Reason.ConvoyParadox) a.put("rule", "Szykman");
    }

    /** {@code from} as a province name and {@code unit} as the unit that stood there. */
    private void from(String province, Map<String, Object> a) {
        a.put("from", m.province(province));
        a.put("unit", unitAt(province));
    }

    private String unitAt(String province) {
        return before.unitIn(province).map(m::unit).orElse(m.abbr(province));
    }

    /** The fleets ordered to convoy {@code from}–{@code to} that were dislodged (else all of them). */
    private String convoyFleets(String from, String to) {
        List<String> hit = new ArrayList<>();
        List<String> any = new ArrayList<>();
        for (Verdict v : all) {
            if (v.order() instanceof Order.Convoy c && c.from().equals(from) && c.to().equals(to)) {
                Unit u = new Unit(c.type(), c.power(), c.unit());
                any.add(m.unit(u));
                if (v.has(Reason.Dislodged.class)) hit.add(m.unit(u));
            }
        }
        return Messages.join(hit.isEmpty() ? any : hit);
    }
}
