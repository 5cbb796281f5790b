package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Victory;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.IcuFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Text in the reader's language from data/diplomacy/i18n: ICU MessageFormat patterns with
 * named arguments (so Czech plurals come out right: 1 jednotka, 2 jednotky, 5 jednotek),
 * and the names of units, provinces, powers and orders. Units and orders are written the
 * way players write them ({@code A Par – Bur}); provinces in prose by their name in the
 * reader's language.
 */
public final class Messages {
    private final Catalog catalog;
    private final String lang;
    private final DipMap map;

    public Messages(Catalog catalog, String lang, DipMap map) {
        this.catalog = catalog;
        this.lang = lang;
        this.map = map;
    }

    public String lang() {
        return lang;
    }

    /** The pattern of {@code key} filled with {@code args}. */
    public String text(String key, Map<String, Object> args) {
        String pattern = catalog.text(lang, key);
        if (args.isEmpty() && !pattern.contains("{")) return pattern;
        return IcuFormat.format("diplomacy", catalog, lang, key, pattern, args);
    }

    public String text(String key) {
        return text(key, Map.of());
    }

    /** {@code text(key, "a", 1, "b", 2)}: arguments as name/value pairs. */
    public String text(String key, Object... nameValue) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < nameValue.length; i += 2) m.put(String.valueOf(nameValue[i]), nameValue[i + 1]);
        return text(key, m);
    }

    public String power(String id) {
        Power p = id == null ? null : map.power(id);
        return p == null ? String.valueOf(id) : p.name(lang);
    }

    /** Who won: the power's name, or the names of a player's powers ("England, France, Russia"). */
    public String victor(Victory v) {
        return String.join(", ", v.powers().stream().map(this::power).toList());
    }

    /** A province by its name in the reader's language. */
    public String province(String id) {
        if (id != null && id.indexOf('/') > 0) return place(Location.parse(id)); // a support may name a coast: "spa/nc"
        Province p = map.province(id);
        return p == null ? id : p.name(lang);
    }

    /** A place in prose: the province's name, and the coast when it matters ("Španělsko (jižní pobřeží)"). */
    public String place(Location l) {
        if (l == null) return "";
        return l.hasCoast() ? province(l.province()) + " (" + text("coast." + l.coast()) + ")" : province(l.province());
    }

    /** A province as orders write it: {@code Par}, {@code StP}. */
    public String abbr(String id) {
        if (id != null && id.indexOf('/') > 0) return abbr(Location.parse(id));
        Province p = map.province(id);
        return p == null ? id : p.abbr();
    }

    /** A place as orders write it: {@code Spa/sc}. */
    public String abbr(Location l) {
        return l.hasCoast() ? abbr(l.province()) + "/" + l.coast() : abbr(l.province());
    }

    /** A unit as orders write it: {@code A Par}, {@code F StP/sc}. */
    public String unit(UnitType type, Location at) {
        return (type == null ? "?" : String.valueOf(type.letter())) + " " + abbr(at);
    }

    public String unit(Unit u) {
        return unit(u.type(), u.location());
    }

    /** "army" / "armáda". */
    public String typeName(UnitType t) {
        return t == null ? "?" : text(t == UnitType.ARMY ? "unit.army" : "unit.fleet");
    }

    /** The turn: "Jaro 1901: Pohyby". */
    public String turn(Season season, int year, Phase phase) {
        return text(
                "phase.title",
                "season",
                text("season." + season.name().toLowerCase(Locale.ROOT)),
                "year",
                year,
                "phase",
                text("phase." + phase.name().toLowerCase(Locale.ROOT)));
    }

    /** An order as players write it, through the {@code order.text.*} patterns. */
    public String order(Order o) {
        String unit = o.unit() == null ? "" : unit(o.type(), o.unit());
        if (o instanceof Order.Hold) return text("order.text.hold", "unit", unit);
        if (o instanceof Order.Move m) {
            return text(m.viaConvoy() ? "order.text.move_convoy" : "order.text.move", "unit", unit, "to", abbr(m.to()));
        }
        if (o instanceof Order.SupportHold s) {
            return text(
                    "order.text.support_hold", "unit", unit, "supported", supported(s.supportedType(), s.supported()));
        }
        if (o instanceof Order.SupportMove s) {
            return text(
                    "order.text.support_move",
                    "unit",
                    unit,
                    "supported",
                    supported(s.supportedType(), s.from()),
                    "to",
                    abbr(s.to()));
        }
        if (o instanceof Order.Convoy c) {
            return text(
                    "order.text.convoy",
                    "unit",
                    unit,
                    "army",
                    unit(UnitType.ARMY, Location.of(c.from())),
                    "to",
                    abbr(c.to()));
        }
        if (o instanceof Order.Retreat r) return text("order.text.retreat", "unit", unit, "to", abbr(r.to()));
        if (o instanceof Order.Disband) return text("order.text.disband", "unit", unit);
        if (o instanceof Order.Build) return text("order.text.build", "unit", unit);
        if (o instanceof Order.Remove) return text("order.text.remove", "unit", unit);
        return text("order.text.waive", "power", power(o.power()));
    }

    private String supported(UnitType t, String province) {
        return t == null ? abbr(province) : unit(t, Location.of(province));
    }

    /** A parse problem or note in this language. */
    public String problem(ParseProblem p) {
        return new ProblemText(this).render(p);
    }

    /** Names joined for prose: "Burgundsko, Paříž". */
    public static String join(List<String> parts) {
        return String.join(", ", parts);
    }
}
