package adjutant.generator.rulebook;

import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Draws the figures of one game's rulebook examples from the example's data, with the
 * engine's model of the game, and the tables the rulebook takes from the game's data. Found with {@link java.util.ServiceLoader}
 * ({@code META-INF/services/adjutant.generator.rulebook.ExampleFigures}); a game without one
 * prints its examples as text.
 */
public interface ExampleFigures {
    String game();

    /** Loads what the drawings need (the game's data) once per rulebook build. */
    Drawer open(Path home, Templates templates);

    /** Draws examples in one language. */
    interface Drawer {
        /**
         * The figure as an SVG document sized in millimetres, or null when this example has no figure.
         *
         * @param data the example's fields as YAML gives them (maps, lists, strings, numbers)
         */
        String svg(String exampleId, Map<String, Object> data, String lang);

        /**
         * A table of the game's data for a {@code ```table NAME} block of the rulebook, in the book's
         * language: the header row, then the rows (plain text); null when the game has no such table.
         */
        default List<List<String>> table(String name, String lang) {
            return null;
        }

        /**
         * The orders an example lists under its figure, each power's together in the order the
         * example first names them; empty when it lists none.
         */
        default List<PowerOrders> orders(String exampleId, Map<String, Object> data, String lang) {
            return List.of();
        }
    }

    /** One power's orders in an example: its name in the book's language and its orders as the book writes them. */
    record PowerOrders(String power, List<Listed> orders) {}

    /** An order as printed (the book's notation) and whether it fails when the example is resolved. */
    record Listed(String text, boolean fails) {}
}
