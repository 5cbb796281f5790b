package adjutant.desk;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderContext;
import adjutant.validator.diplomacy.OrderParser;
import adjutant.validator.diplomacy.ParsedLine;
import adjutant.validator.diplomacy.ParsedOrder;
import adjutant.validator.diplomacy.scan.ChosenBoxes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The phone's form of a power's orders: one row per unit (per free home centre for builds), as the
 * scannable sheet has it, its boxes offered as choices: the kind of order, where to, the unit at
 * (supported or convoyed), what to build. The choices are the engine's legal ones for that unit
 * ({@code Choices}: its moves, the convoys the position's fleets allow, the units it could support).
 * A chosen row becomes an order line by the scan reader's own rules, so the form and a marked
 * sheet say the same thing.
 */
final class PhoneOrders {
    /** Form fields of a row: {@code <row id>.<group>}, each group one select. */
    static final List<String> GROUPS = List.of("kind", "to", "unit", "build");

    private final DipMap map;

    PhoneOrders(DipMap map) {
        this.map = map;
    }

    private List<ScanRow> rows(Position pos, String power) {
        return ScanLayout.on(map, pos, "a4").pages(power).stream()
                .flatMap((ScanPage p) -> p.rows().stream())
                .toList();
    }

    private static String group(ScanBox b) {
        Meaning m = b.meaning();
        return m instanceof Meaning.OrderKind
                ? "kind"
                : m instanceof Meaning.Target ? "to" : m instanceof Meaning.Partner ? "unit" : "build";
    }

    /** The form's rows: each with its label and its groups of choices ({@code value}, {@code label}), {@code chosen} from {@code form}. */
    List<Map<String, Object>> form(
            Position pos, String power, Messages m, Map<String, String> words, Function<String, String> form) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ScanRow r : rows(pos, power)) {
            Map<String, List<Map<String, String>>> groups = new LinkedHashMap<>();
            for (ScanBox b : r.boxes()) {
                groups.computeIfAbsent(group(b), g -> new ArrayList<>())
                        .add(Map.of("value", b.id(), "label", label(b, pos, m)));
            }
            List<Map<String, Object>> selects = new ArrayList<>();
            // in the order a player says it: Support — the unit at Paris — to Burgundy
            for (String g : List.of("kind", "unit", "to", "build")) {
                if (!groups.containsKey(g)) continue;
                String chosen = form.apply(r.id() + "." + g);
                selects.add(Map.of(
                        "name",
                        r.id() + "." + g,
                        "group",
                        g,
                        "caption",
                        words.get("table.row." + caption(r, g)),
                        "options",
                        groups.get(g),
                        "chosen",
                        chosen == null ? "" : chosen));
            }
            out.add(Map.of("id", r.id(), "label", r.captions().get(0).text(), "selects", selects));
        }
        return out;
    }

    private static String caption(ScanRow r, String group) {
        return switch (group) {
            case "kind" -> "kind";
            case "to" -> r.kind() == ScanRow.Kind.RETREAT ? "retreat_to" : "to";
            case "unit" -> "unit";
            default -> "build";
        };
    }

    private String label(ScanBox b, Position pos, Messages m) {
        if (b.meaning() instanceof Meaning.OrderKind) return m.text(b.label());
        if (b.meaning() instanceof Meaning.Target t) return m.abbr(t.to()) + " — " + m.place(t.to());
        if (b.meaning() instanceof Meaning.Partner p)
            return pos.unitIn(p.province()).map(m::unit).orElse(m.abbr(p.province())) + " — "
                    + m.province(p.province());
        return b.label();
    }

    /**
     * The order lines the chosen rows say, or the rows' problems ({@code A Par: no place chosen to move to}).
     * A row with nothing chosen gives no line: the unit holds (a dislodged one is disbanded).
     */
    Result orders(Position pos, String power, Messages m, Function<String, String> form) {
        ChosenBoxes rules = new ChosenBoxes(map, pos);
        List<String> lines = new ArrayList<>(), problems = new ArrayList<>();
        for (ScanRow r : rows(pos, power)) {
            List<ScanBox> chosen = new ArrayList<>();
            for (String g : GROUPS) {
                String v = form.apply(r.id() + "." + g);
                if (v == null || v.isEmpty()) continue;
                ScanBox box = r.boxes().stream()
                        .filter(b -> b.id().equals(v) && group(b).equals(g))
                        .findFirst()
                        .orElse(null);
                if (box == null)
                    throw DeskError.bad("no choice '" + Ids.shown(v) + "' for "
                            + r.captions().get(0).text());
                chosen.add(box);
            }
            String[] read = rules.read(r, chosen);
            if (read[0] != null) lines.add(read[0]);
            else if (read[1] != null)
                problems.add(r.captions().get(0).text() + ": "
                        + m.text("scan.ask." + read[1], "boxes", read[2] == null ? "" : read[2]));
        }
        return new Result(lines, problems);
    }

    record Result(List<String> lines, List<String> problems) {}

    /**
     * The choices that say a saved sheet's orders again, so the phone shows what was sent: each
     * order the form can say, by its unit's row. An order it cannot say (a support of an empty
     * province, a line not read) stays only in the text; the sheet as saved is shown below the form.
     */
    Map<String, String> chosen(Position pos, String power, String sheet, OrderParser parser) {
        Map<String, ScanRow> rows = new LinkedHashMap<>();
        for (ScanRow r : rows(pos, power)) rows.put(r.id(), r);
        Map<String, String> out = new LinkedHashMap<>();
        OrderContext context = OrderContext.of(pos, power);
        String[] lines = sheet.split("\n");
        for (int i = 0; i < lines.length; i++) {
            for (ParsedLine l : parser.parseLine(lines[i], i + 1, context)) {
                if (l instanceof ParsedOrder o) choose(o.order(), rows, out);
            }
        }
        return out;
    }

    private static void choose(Order o, Map<String, ScanRow> rows, Map<String, String> out) {
        String at = o.unit().province();
        ScanRow r = rows.get("u-" + at); // a unit's row in a movement phase
        if (o instanceof Order.Hold) pick(r, "kind", kind(Meaning.Kind.HOLD), out);
        else if (o instanceof Order.Move m) {
            if (pick(r, "to", target(m.to().province(), m.to()), out)) pick(r, "kind", kind(Meaning.Kind.MOVE), out);
        } else if (o instanceof Order.SupportHold s) {
            if (pick(r, "unit", partner(s.supported()), out)) pick(r, "kind", kind(Meaning.Kind.SUPPORT), out);
        } else if (o instanceof Order.SupportMove s) {
            if (pick(r, "unit", partner(s.from()), out) && pick(r, "to", target(s.to(), null), out))
                pick(r, "kind", kind(Meaning.Kind.SUPPORT), out);
        } else if (o instanceof Order.Convoy c) {
            if (pick(r, "unit", partner(c.from()), out) && pick(r, "to", target(c.to(), null), out))
                pick(r, "kind", kind(Meaning.Kind.CONVOY), out);
        } else if (o instanceof Order.Retreat t)
            pick(rows.get("r-" + at), "to", target(t.to().province(), t.to()), out);
        else if (o instanceof Order.Disband) pick(rows.get("r-" + at), "kind", kind(Meaning.Kind.DISBAND), out);
        else if (o instanceof Order.Remove) pick(rows.get("x-" + at), "kind", kind(Meaning.Kind.REMOVE), out);
        else if (o instanceof Order.Build b) {
            pick(
                    rows.get("b-" + at),
                    "build",
                    m -> m instanceof Meaning.Build x
                            && x.type() == b.type()
                            && (x.at().equals(b.unit())
                                    || b.unit().coast() == null
                                            && x.at().province().equals(at)),
                    out);
        }
    }

    private static Predicate<Meaning> kind(Meaning.Kind k) {
        return m -> m instanceof Meaning.OrderKind o && o.kind() == k;
    }

    /** A place box: exactly {@code exact} when given and offered, else the province. */
    private static Predicate<Meaning> target(String province, Location exact) {
        return m -> m instanceof Meaning.Target t
                && (exact != null && t.to().equals(exact)
                        || (exact == null || exact.coast() == null)
                                && t.to().province().equals(province));
    }

    private static Predicate<Meaning> partner(String province) {
        String p = province.contains("/") ? province.substring(0, province.indexOf('/')) : province;
        return m -> m instanceof Meaning.Partner x && x.province().equals(p);
    }

    /** Chooses the row's first box of {@code group} that {@code is}; whether there was one. */
    private static boolean pick(ScanRow r, String group, Predicate<Meaning> is, Map<String, String> out) {
        if (r == null) return false;
        for (ScanBox b : r.boxes()) {
            if (group(b).equals(group) && is.test(b.meaning())) {
                out.put(r.id() + "." + group, b.id());
                return true;
            }
        }
        return false;
    }
}
