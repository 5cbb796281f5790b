package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Reason} with its i18n key and named arguments. The i18n files need a string
 * for each key below (in every language); a new reason fails this test until it is listed.
 */
class ReasonTest {
    static final List<String> KEYS = List.of(
            "reason.no_such_unit(location)",
            "reason.not_your_unit(location, owner)",
            "reason.wrong_unit_type(location, written, actual)",
            "reason.not_this_phase(phase)",
            "reason.conflicting_orders(province)",
            "reason.no_order_given()",
            "reason.not_adjacent(from, to)",
            "reason.same_province(province)",
            "reason.cannot_enter(type, province)",
            "reason.coast_required(province)",
            "reason.no_convoy_route(from, to)",
            "reason.convoy_not_ordered(from, to)",
            "reason.convoy_disrupted(from, to)",
            "reason.bounce(province, against, strength, opposing)",
            "reason.head_to_head_lost(province, strength, opposing)",
            "reason.cannot_dislodge_own_unit(province)",
            "reason.dislodged(byFrom)",
            "reason.cannot_support_into(province)",
            "reason.supported_move_impossible(from, to)",
            "reason.support_cut(byFrom)",
            "reason.supported_unit_did_not_move(from, to)",
            "reason.supported_unit_moved(province)",
            "reason.convoy_by_non_sea_fleet(location)",
            "reason.convoy_of_fleet(province)",
            "reason.not_on_convoy_route(from, to)",
            "reason.convoyed_unit_did_not_move(from, to)",
            "reason.convoy_not_used(from, to)",
            "reason.convoy_paradox()",
            "reason.not_dislodged(location)",
            "reason.retreat_to_attacker_origin(province)",
            "reason.retreat_to_standoff(province)",
            "reason.retreat_occupied(province)",
            "reason.two_retreats_same_place(province)",
            "reason.no_retreat_possible()",
            "reason.not_home_centre(province)",
            "reason.centre_not_owned(province)",
            "reason.centre_occupied(province)",
            "reason.no_builds_owed(power)",
            "reason.too_many_builds(allowed)",
            "reason.no_removals_owed(power)",
            "reason.too_many_removals(required)",
            "reason.already_removed(location)",
            "reason.unit_type_required(province)",
            "reason.civil_disorder_removal(distance)",
            "reason.neutral_power(power)",
            "reason.impassable(province)",
            "reason.neutral_unit_disbanded()");

    @Test
    void everyReasonHasItsKeyListed() {
        List<String> actual = new ArrayList<>();
        for (Class<?> c : Reason.class.getPermittedSubclasses()) {
            List<String> fields = new ArrayList<>();
            for (RecordComponent rc : c.getRecordComponents()) fields.add(rc.getName());
            String snake =
                    c.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
            actual.add("reason." + snake + "(" + String.join(", ", fields) + ")");
        }
        assertEquals(new TreeSet<>(KEYS), new TreeSet<>(actual));
        assertEquals(KEYS.size(), actual.size());
    }

    @Test
    void keyAndArgumentsOfAnInstance() {
        Reason r = new Reason.Bounce("bur", List.of("mar", "par"), 1, 2);
        assertEquals("reason.bounce", r.key());
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("province", "bur");
        args.put("against", List.of("mar", "par"));
        args.put("strength", 1);
        args.put("opposing", 2);
        assertEquals(args, r.arguments());
        assertEquals("reason.no_order_given", new Reason.NoOrderGiven().key());
        assertEquals(Map.of(), new Reason.NoOrderGiven().arguments());
        assertEquals(Map.of("byFrom", "mun"), new Reason.SupportCut("mun").arguments());
    }
}
