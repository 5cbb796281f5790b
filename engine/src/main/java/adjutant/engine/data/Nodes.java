package adjutant.engine.data;

/** Type checks on nodes that report a mismatch at the node's place and return null. */
public final class Nodes {
    private Nodes() {}

    public static MapNode asMap(Node n) {
        if (n instanceof MapNode m) return m;
        n.problem("expected a map of key: value, found " + n.kind());
        return null;
    }

    public static ListNode asList(Node n) {
        if (n instanceof ListNode l) return l;
        n.problem("expected a list, found " + n.kind());
        return null;
    }

    public static ScalarNode asScalar(Node n) {
        if (n instanceof ScalarNode s && !s.isNull()) return s;
        n.problem("expected a single value, found " + n.kind());
        return null;
    }
}
