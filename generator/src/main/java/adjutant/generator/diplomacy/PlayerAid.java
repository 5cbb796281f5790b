package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Power;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The player aid: the turn sequence, how to write each order, the starting units, the
 * resolution rules in short, and the provinces with their abbreviations in the reader's alphabetical order.
 */
final class PlayerAid {
    static final List<String> STEPS = List.of("diplomacy", "writing", "resolution", "retreat", "adjustment");
    static final List<String> ORDERS = List.of(
            "hold",
            "move",
            "support_hold",
            "support_move",
            "convoy",
            "move_convoy",
            "retreat",
            "disband",
            "build",
            "remove");
    /** Rule sections and the paragraphs of each, as keys under {@code player_aid.rules}. */
    static final Map<String, List<String>> RULES = rules();

    static final int TABLE_COLUMNS = 3;

    private PlayerAid() {}

    private static Map<String, List<String>> rules() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("strength", List.of("strength", "support_reach", "support_kinds"));
        m.put("cut", List.of("cut", "cut_target", "cut_own"));
        m.put("standoff", List.of("standoff", "standoff_block", "swap"));
        m.put("dislodge", List.of("dislodge"));
        m.put("convoy", List.of("convoy", "convoy_disrupt"));
        m.put("retreat", List.of("retreat", "retreat_clash"));
        m.put("adjust", List.of("adjust_control", "adjust_count", "adjust_fleet"));
        return m;
    }

    static String xhtml(DipMap map, KitTexts t, String gameTitle, Templates templates, Paper paper) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", t.lang());
        m.put("paper", OrderSheets.pageSize(paper));
        m.put("game", gameTitle);
        m.put("title", t.get("aid.title"));
        m.put("victory", t.format("aid.victory", Map.of("count", map.variant().centresToWin())));
        m.put("win", t.get("player_aid.win"));
        m.put("sequenceTitle", t.get("aid.turn_sequence"));
        m.put("spring", t.get("season.spring"));
        m.put("fall", t.get("season.fall"));
        List<Map<String, Object>> steps = new ArrayList<>();
        for (String s : STEPS) {
            steps.add(Map.of(
                    "name",
                    t.get("phase.step." + s),
                    "text",
                    t.get("player_aid.step." + s),
                    "spring",
                    !s.equals("adjustment")));
        }
        m.put("steps", steps);
        m.put("notationTitle", t.get("aid.order_notation"));
        m.put("notationIntro", t.get("player_aid.notation_intro"));
        m.put(
                "cols",
                List.of(
                        t.get("player_aid.col_order"),
                        t.get("player_aid.col_written"),
                        t.get("player_aid.col_example")));
        List<Map<String, Object>> orders = new ArrayList<>();
        for (String o : ORDERS) {
            orders.add(Map.of(
                    "name",
                    t.get("player_aid.kind." + o),
                    "written",
                    t.get("player_aid.written." + o),
                    "example",
                    t.get("player_aid.example." + o)));
        }
        m.put("orders", orders);
        m.put("strength", t.get("aid.strength"));
        m.put("startTitle", t.get("aid.starting_units"));
        List<Map<String, Object>> powers = new ArrayList<>();
        for (Power p : map.powers()) {
            powers.add(Map.of(
                    "name",
                    p.name(t.lang()),
                    "colour",
                    p.color(),
                    "ink",
                    Colours.ink(p.color()),
                    "letter",
                    String.valueOf(p.letter()),
                    "units",
                    String.join(
                            ", ",
                            p.startingUnits().stream()
                                    .map(u -> OrderSheets.unit(map, u))
                                    .toList())));
        }
        m.put("powers", powers);
        m.put("rulesTitle", t.get("player_aid.rules_title"));
        List<Map<String, Object>> sections = new ArrayList<>();
        RULES.forEach((title, paras) -> sections.add(Map.of(
                "title",
                t.get("player_aid.rules." + title + "_title"),
                "paras",
                paras.stream().map(p -> t.get("player_aid.rules." + p)).toList())));
        m.put("sections", sections);
        m.put("tableTitle", t.get("player_aid.table_title"));
        m.put("tableSorted", t.get("player_aid.table_sorted"));
        m.put("tableCoasts", t.get("player_aid.table_coasts"));
        m.put("colName", t.get("player_aid.col_name"));
        m.put("colAbbr", t.get("player_aid.col_abbr"));
        m.put("supplyCentre", t.get("board.supply_centre"));
        List<Map<String, Object>> kinds = new ArrayList<>();
        for (String k : List.of("land", "coast", "sea")) {
            kinds.add(Map.of("id", k, "letter", t.get("player_aid.kind_letter." + k), "name", t.get("terrain." + k)));
        }
        m.put("kinds", kinds);
        m.put("columns", columns(ProvinceTable.rows(map, t.lang()), t));
        return templates.render("diplomacy/player-aid.xhtml.ftl", m);
    }

    /** The sorted rows cut into side-by-side columns, filled top to bottom. */
    private static List<List<Map<String, Object>>> columns(List<ProvinceTable.Row> rows, KitTexts t) {
        int per = (rows.size() + TABLE_COLUMNS - 1) / TABLE_COLUMNS;
        List<List<Map<String, Object>>> cols = new ArrayList<>();
        for (int i = 0; i < rows.size(); i += per) {
            List<Map<String, Object>> col = new ArrayList<>();
            for (ProvinceTable.Row r : rows.subList(i, Math.min(rows.size(), i + per))) {
                col.add(Map.of(
                        "name",
                        r.name(),
                        "abbr",
                        r.abbr(),
                        "coasts",
                        r.coasts(),
                        "terrain",
                        r.terrain(),
                        "letter",
                        t.get("player_aid.kind_letter." + r.terrain()),
                        "sc",
                        r.supplyCentre()));
            }
            cols.add(col);
        }
        return cols;
    }
}
