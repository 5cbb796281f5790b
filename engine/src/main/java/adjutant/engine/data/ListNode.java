package adjutant.engine.data;

import java.util.List;

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
        return items.stream().map(Nodes::asMap).filter(java.util.Objects::nonNull).toList();
    }

    /** Items that are scalars, as text; any other item is reported and skipped. */
    public List<ScalarNode> scalars() {
        return items.stream().map(Nodes::asScalar).filter(java.util.Objects::nonNull).toList();
    }
}
