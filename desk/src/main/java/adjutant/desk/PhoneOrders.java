package adjutant.desk;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.scan.ChosenBoxes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

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
        return ScanLayout.on(map, pos, "a4").pages(power).stream().flatMap((ScanPage p) -> p.rows().stream()).toList();
    }

    private static String group(ScanBox b) {
        Meaning m = b.meaning();
        return m instanceof Meaning.OrderKind ? "kind" : m instanceof Meaning.Target ? "to" : m instanceof Meaning.Partner ? "unit" : "build";
    }

    /** The form's rows: each with its label and its groups of choices ({@code value}, {@code label}), {@code chosen} from {@code form}. */
    List<Map<String, Object>> form(Position pos, String power, Messages m, Map<String, String> words, Function<String, String> form) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ScanRow r : rows(pos, power)) {
            Map<String, List<Map<String, String>>> groups = new LinkedHashMap<>();
            for (ScanBox b : r.boxes()) {
                groups.computeIfAbsent(group(b), g -> new ArrayList<>()).add(Map.of("value", b.id(), "label", label(b, pos, m)));
            }
            List<Map<String, Object>> selects = new ArrayList<>();
            for (var g : groups.entrySet()) {
                String chosen = form.apply(r.id() + "." + g.getKey());
                selects.add(Map.of("name", r.id() + "." + g.getKey(), "group", g.getKey(), "caption", words.get("table.row." + caption(r, g.getKey())),
                        "options", g.getValue(), "chosen", chosen == null ? "" : chosen));
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
        if (b.meaning() instanceof Meaning.Partner p) return pos.unitIn(p.province()).map(m::unit).orElse(m.abbr(p.province())) + " — " + m.province(p.province());
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
                ScanBox box = r.boxes().stream().filter(b -> b.id().equals(v) && group(b).equals(g)).findFirst().orElse(null);
                if (box == null) throw DeskError.bad("no choice '" + Ids.shown(v) + "' for " + r.captions().get(0).text());
                chosen.add(box);
            }
            String[] read = rules.read(r, chosen);
            if (read[0] != null) lines.add(read[0]);
            else if (read[1] != null) problems.add(r.captions().get(0).text() + ": " + m.text("scan.ask." + read[1], "boxes", read[2] == null ? "" : read[2]));
        }
        return new Result(lines, problems);
    }

    record Result(List<String> lines, List<String> problems) {}
}
