package adjutant.engine.data;

import java.util.List;
import java.util.Objects;

/** A YAML sequence. */
public record ListNode(Source source, int line, int column, List<Node> items) implements Node {
    public ListNode {
        items = List.copyOf(items);
    }

    @Override
    public String kind() {
        return "a list";
    }

    public int size() {
        return items.size();
    }

    /** Items that are maps; any other item is reported and skipped. */
    public List<MapNode> maps() {
        return items.stream().map(Nodes::asMap).filter(Objects::nonNull).toList();
    }

    /** Items that are scalars, as text; any other item is reported and skipped. */
    public List<ScalarNode> scalars() {
        return items.stream().map(Nodes::asScalar).filter(Objects::nonNull).toList();
    }
}
