package adjutant.engine.data;

/** A scalar: text as written, and whether YAML typed it as a string, number, boolean or null. */
public record ScalarNode(Source source, int line, int column, String text, Type type) implements Node {
    public enum Type { STRING, INT, FLOAT, BOOLEAN, NULL }

    @Override
    public String kind() {
        return switch (type) {
            case STRING -> "text";
            case INT -> "a whole number";
            case FLOAT -> "a number";
            case BOOLEAN -> "true/false";
            case NULL -> "nothing";
        };
    }

    public boolean isNull() {
        return type == Type.NULL;
    }
}
