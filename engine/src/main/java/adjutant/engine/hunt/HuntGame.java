package adjutant.engine.hunt;

import adjutant.engine.Game;
import adjutant.engine.GameInfo;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The loaded, checked Hunt: board, pieces, tracks, the 36 cards and the numbers of the rules. */
public record HuntGame(
        GameInfo info,
        Catalog strings,
        Glossary glossary,
        HexMap map,
        List<Force> forces,
        List<Merchant> merchants,
        List<GermanShip> germanShips,
        List<Disc> discs,
        List<Track> tracks,
        List<Card> cards,
        HuntRules rules)
        implements Game {
    public HuntGame {
        forces = List.copyOf(forces);
        merchants = List.copyOf(merchants);
        germanShips = List.copyOf(germanShips);
        discs = List.copyOf(discs);
        tracks = List.copyOf(tracks);
        cards = List.copyOf(cards);
    }

    public List<Card> deck(Side side) {
        return cards.stream().filter(c -> c.deck() == side).toList();
    }

    /** The card of {@code side}'s deck with this id (a common card has one in each deck). */
    public Optional<Card> card(Side side, String id) {
        return cards.stream().filter(c -> c.deck() == side && c.id().equals(id)).findFirst();
    }

    public Optional<Force> force(String id) {
        return forces.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    public Optional<Merchant> merchant(String id) {
        return merchants.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    public Optional<Track> track(String id) {
        return tracks.stream().filter(t -> t.id().equals(id)).findFirst();
    }

    @Override
    public Map<String, Integer> summary() {
        Map<String, Integer> s = new LinkedHashMap<>();
        s.put("hexes", map.hexes().size());
        s.put("start positions", map.starts().size());
        s.put("ports", map.ports().size());
        s.put("forces", forces.size());
        s.put("merchant ships", merchants.size());
        s.put("tracks", tracks.size());
        s.put("cards", cards.size());
        s.put("German cards", deck(Side.GERMAN).size());
        s.put("British cards", deck(Side.BRITISH).size());
        s.put("glossary terms", glossary.terms().size());
        return s;
    }
}
