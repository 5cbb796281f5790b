package adjutant.generator;

import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The printed pieces of one component of a kit in one language (its cards, its counters, its
 * board), drawn at any bleed: a piece made bigger for a printer's standard size needs more of
 * its background. The list holds every copy (12 armies of a power are 12 equal items).
 */
public record PieceSet(String lang, String component, Kind kind, DoubleFunction<List<Item>> draw) {
    /** A board: one drawing, at the bleed asked. */
    public static PieceSet board(String lang, DoubleFunction<Drawing> draw) {
        return new PieceSet(lang, "board", Kind.BOARD, b -> List.of(Item.single(draw.apply(b))));
    }

    /** How a piece meets a printer's sizes: a card is scaled to the nearest card size, a token gets a larger chit, a board is cut into panels. */
    public enum Kind {
        CARD,
        TOKEN,
        BOARD
    }
}
