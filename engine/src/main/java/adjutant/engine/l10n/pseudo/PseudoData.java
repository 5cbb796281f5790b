package adjutant.engine.l10n.pseudo;

import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.l10n.DataTextEditor;
import adjutant.engine.l10n.DataTexts;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Adds the pseudo-locale to every localized field of a data file ({@link DataTexts}) that lacks it, layout kept ({@link DataTextEditor}). */
public final class PseudoData {
    private PseudoData() {}

    /**
     * {@code text} with {@code lang: translate(English)} in each localized field that lacks {@code lang}.
     * Throws IllegalStateException when a field is laid out in a way it cannot edit safely.
     */
    public static String addLanguage(String text, String file, String lang, UnaryOperator<String> translate) {
        Problems p = new Problems();
        Node root = YamlFiles.parse(text, new Node.Source(file, p));
        if (root == null || !p.isEmpty()) throw new IllegalStateException(file + ": " + p.sorted());
        Map<String, String> byPath = new LinkedHashMap<>();
        for (DataTexts.Field f : DataTexts.in(file, root))
            if (!f.node().has(lang)) byPath.put(f.path(), translate.apply(f.english()));
        return DataTextEditor.set(text, file, lang, byPath);
    }
}
