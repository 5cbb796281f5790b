package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.RulebookMaker;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** The six rulebooks on each home paper (A4, Letter), each laid out once per test run and shared by the tests that read them back. */
final class BookPdfs {
    private static final Map<String, byte[]> PDFS = new ConcurrentHashMap<>();

    private BookPdfs() {}

    /** The book on A4. */
    static byte[] pdf(String game, String lang) {
        return pdf(game, lang, Paper.A4);
    }

    /** Every game's book in every language it is written in, once (for what does not depend on the paper). */
    static Stream<org.junit.jupiter.params.provider.Arguments> languages() throws IOException {
        return RulebookTypographyTest.books()
                .filter(a -> a.get()[2].equals(Paper.A4.name()))
                .map(a -> org.junit.jupiter.params.provider.Arguments.of(a.get()[0], a.get()[1]));
    }

    /** As {@link #languages}, only the books with examples. */
    static Stream<org.junit.jupiter.params.provider.Arguments> languagesWithExamples() throws IOException {
        return RulebookTypographyTest.booksWithExamples()
                .filter(a -> a.get()[2].equals(Paper.A4.name()))
                .map(a -> org.junit.jupiter.params.provider.Arguments.of(a.get()[0], a.get()[1]));
    }

    /** The book's body as the renderer writes it (its examples where the rules put them). */
    static String body(String game, String lang) {
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null);
        return Rulebooks.Book.load(Games.home(), game)
                .model(lang, r.templates())
                .model()
                .get("body")
                .toString();
    }

    static byte[] pdf(String game, String lang, Paper paper) {
        return PDFS.computeIfAbsent(game + "/" + lang + "/" + paper.name(), k -> {
            List<KitFile> files =
                    Rulebooks.plan(game, KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(paper), null));
            assertEquals(1, files.size());
            assertEquals(RulebookMaker.FILE, files.get(0).name());
            return files.get(0).make().get();
        });
    }
}
