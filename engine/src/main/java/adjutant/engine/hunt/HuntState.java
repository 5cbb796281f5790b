package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Everything on the table between two actions, as the game master sees it (including
 * Graf Spee's secret hex). Immutable: every change returns a new state.
 *
 * @param merchants merchant ships on the map, by id, with their hex
 * @param germanCardsRemoved German cards removed from the game so far (they make repairs harder)
 * @param hints hexes holding a hint disc
 */
public record HuntState(
        int grafSpee,
        int altmark,
        Map<String, ForcePlace> forces,
        Map<String, Integer> merchants,
        Seaplane seaplane,
        int reserve,
        int germanCardsRemoved,
        List<String> sunk,
        List<String> delivered,
        Set<Integer> hints) {
    public HuntState {
        forces = Collections.unmodifiableMap(new LinkedHashMap<>(forces));
        merchants = Collections.unmodifiableMap(new LinkedHashMap<>(merchants));
        sunk = List.copyOf(sunk);
        delivered = List.copyOf(delivered);
        hints = Collections.unmodifiableSet(new TreeSet<>(hints));
    }

    /**
     * The position after setup: forces where pieces.yaml starts them, the seaplane airworthy,
     * the reserve empty, and the German ships and first merchants where the players put them.
     */
    public static HuntState setup(HuntGame game, int grafSpee, int altmark, Map<String, Integer> merchants) {
        Map<String, ForcePlace> forces = new LinkedHashMap<>();
        for (Force f : game.forces()) {
            forces.put(
                    f.id(),
                    f.startHex()
                            .<ForcePlace>map(ForcePlace.OnHex::new)
                            .orElseGet(
                                    () -> new ForcePlace.OnTrack(f.startSpace().orElseThrow())));
        }
        return new HuntState(
                grafSpee, altmark, forces, merchants, Seaplane.AIRWORTHY, 0, 0, List.of(), List.of(), Set.of());
    }

    public HuntState withGrafSpee(int hex) {
        return new HuntState(
                hex, altmark, forces, merchants, seaplane, reserve, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withAltmark(int hex) {
        return new HuntState(
                grafSpee, hex, forces, merchants, seaplane, reserve, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withForce(String force, ForcePlace place) {
        Map<String, ForcePlace> f = new LinkedHashMap<>(forces);
        f.put(force, place);
        return new HuntState(
                grafSpee, altmark, f, merchants, seaplane, reserve, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withMerchant(String merchant, int hex) {
        Map<String, Integer> m = new LinkedHashMap<>(merchants);
        m.put(merchant, hex);
        return new HuntState(
                grafSpee, altmark, forces, m, seaplane, reserve, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withSunk(String merchant) {
        Map<String, Integer> m = new LinkedHashMap<>(merchants);
        m.remove(merchant);
        List<String> s = new ArrayList<>(sunk);
        s.add(merchant);
        return new HuntState(grafSpee, altmark, forces, m, seaplane, reserve, germanCardsRemoved, s, delivered, hints);
    }

    public HuntState withDelivered(String merchant) {
        Map<String, Integer> m = new LinkedHashMap<>(merchants);
        m.remove(merchant);
        List<String> d = new ArrayList<>(delivered);
        d.add(merchant);
        return new HuntState(grafSpee, altmark, forces, m, seaplane, reserve, germanCardsRemoved, sunk, d, hints);
    }

    public HuntState withSeaplane(Seaplane s) {
        return new HuntState(
                grafSpee, altmark, forces, merchants, s, reserve, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withReserve(int op) {
        return new HuntState(
                grafSpee, altmark, forces, merchants, seaplane, op, germanCardsRemoved, sunk, delivered, hints);
    }

    public HuntState withGermanCardsRemoved(int n) {
        return new HuntState(grafSpee, altmark, forces, merchants, seaplane, reserve, n, sunk, delivered, hints);
    }

    public HuntState withHints(Set<Integer> h) {
        return new HuntState(
                grafSpee, altmark, forces, merchants, seaplane, reserve, germanCardsRemoved, sunk, delivered, h);
    }

    /** Forces on the given hex, in the order of pieces.yaml. */
    public List<String> forcesOn(int hex) {
        return forces.entrySet().stream()
                .filter(e -> e.getValue() instanceof ForcePlace.OnHex h && h.hex() == hex)
                .map(Map.Entry::getKey)
                .toList();
    }
}
