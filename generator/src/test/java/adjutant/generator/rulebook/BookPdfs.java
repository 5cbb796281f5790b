package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The six rulebooks on each home paper (A4, Letter), each laid out once per test run and shared by the tests that read them back. */
final class BookPdfs {
    private static final Map<String, byte[]> PDFS = new ConcurrentHashMap<>();

    private BookPdfs() {}

    /** The book on A4. */
    static byte[] pdf(String game, String lang) {
        return pdf(game, lang, Paper.A4);
    }

    static byte[] pdf(String game, String lang, Paper paper) {
        return PDFS.computeIfAbsent(game + "/" + lang + "/" + paper.name(), k -> {
            List<KitFile> files = Rulebooks.plan(game, KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(paper), null));
            assertEquals(1, files.size());
            assertEquals(Rulebooks.FILE, files.get(0).name());
            return files.get(0).make().get();
        });
    }
}
