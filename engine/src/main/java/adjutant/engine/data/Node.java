package adjutant.engine.data;

/**
 * A YAML value that remembers where it was written, so every later check can point the
 * user at the file, line and column. Built by {@link YamlFiles}; read through the typed
 * helpers of {@link MapNode}, which report wrong types to the file's {@link Problems}.
 */
public sealed interface Node permits MapNode, ListNode, ScalarNode {
    Source source();

    int line();

    int column();

    default String file() {
        return source().file();
    }

    /** Human name of the kind of node, for "expected X, found Y" messages. */
    String kind();

    default void problem(String message) {
        source().problems().at(this, message);
    }

    /** A text this node should have in {@code lang} is missing: {@code item} among the file's {@code noun}, {@code message} when alone. */
    default void untranslated(String lang, String noun, String item, String message) {
        source().problems().untranslated(new Problems.Missing(file(), lang, noun, item, Problem.at(this, message)));
    }

    /** Where a file came from and where its problems go. */
    record Source(String file, Problems problems) {}
}
