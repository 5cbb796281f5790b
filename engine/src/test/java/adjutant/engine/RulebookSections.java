package adjutant.engine;

import adjutant.engine.data.Problems;
import adjutant.engine.l10n.store.RulesBlock;
import adjutant.engine.l10n.store.RulesDoc;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

/** A rulebook section's own text (its heading and paragraphs, not its subsections), for tests that read the books. */
public final class RulebookSections {
    private RulebookSections() {}

    /** The text of section {@code id} of {@code data/<game>/rules/<lang>.md}; fails when the book has no such section. */
    public static String text(String game, String lang, String id) throws IOException {
        Path file = Games.home().resolve("data/" + game + "/rules/" + lang + ".md");
        RulesDoc doc = RulesDoc.parse(Files.readString(file), file.toString(), new Problems());
        String text = doc.blocks().stream()
                .filter(b -> b.id() != null && (b.id().equals(id) || b.id().startsWith(id + "#")))
                .map(RulesBlock::text)
                .collect(Collectors.joining("\n"));
        if (text.isEmpty()) throw new AssertionError(file + " has no section " + id);
        return text;
    }
}
