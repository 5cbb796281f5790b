package adjutant.generator.layout;

import adjutant.engine.geometry.Box;
import java.util.List;

/**
 * One page as it will be printed: its size, the drawings on it in painting order, marks,
 * and the print-shop boxes (null when not set; the MediaBox is the whole page).
 */
public record PagePlan(
        double width, double height, List<Placement> items, List<Line> marks, Box trimBox, Box bleedBox) {
    public PagePlan {
        items = List.copyOf(items);
        marks = List.copyOf(marks);
    }

    public PagePlan(Paper paper, List<Placement> items, List<Line> marks) {
        this(paper.width(), paper.height(), items, marks, null, null);
    }
}
