package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.portarthur.DamageAllocation;
import adjutant.engine.portarthur.HitList;
import adjutant.engine.portarthur.Side;
import java.util.List;
import java.util.Map;

/**
 * One squadron's fire in a battle: the side firing, the firepower claimed (null when not
 * written), the dice, the hits claimed (null when not written) and how they were laid on
 * the ships fired at: one list of written ship ids per {@link HitList}.
 */
public record SheetFire(
        Node at,
        SheetValue<Side> side,
        SheetValue<Integer> firepower,
        List<Integer> dice,
        SheetValue<Integer> regular,
        SheetValue<Integer> critical,
        Map<HitList, List<SheetValue<String>>> hits,
        Map<HitList, Node> lists) {
    public SheetFire {
        dice = List.copyOf(dice);
        hits = Map.copyOf(hits);
        lists = Map.copyOf(lists);
    }

    public DamageAllocation allocation() {
        return new DamageAllocation(ids(HitList.CRITICAL), ids(HitList.FLIPPED), ids(HitList.SUNK));
    }

    private List<String> ids(HitList l) {
        return hits.getOrDefault(l, List.of()).stream().map(SheetValue::value).toList();
    }
}
