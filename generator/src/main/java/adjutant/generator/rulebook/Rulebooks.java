package adjutant.generator.rulebook;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Inputs;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.store.TextFiles;
import adjutant.generator.Calibration;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.RulebookMaker;
import adjutant.generator.layout.Paper;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Layout;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A game's rulebook as a kit file per language, {@code out/<game>/<lang>/rulebook.pdf}: the
 * rules Markdown ({@code data/<game>/rules/<lang>.md}, English where a block is not
 * translated) laid out by {@code templates/rulebook/rulebook.xhtml.ftl} with its figures drawn
 * by the game's {@link ExampleFigures}. Generic: any game folder with a {@code rules/en.md} has one.
 */
public final class Rulebooks {
    static final String TEMPLATE = "rulebook/rulebook.xhtml.ftl";
    /** What the measuring layouts place: each use of a term (for the index) and each example's title (for the floats). */
    static final Pattern MEASURED =
            Pattern.compile(TermMarks.ANCHOR.pattern() + "|" + ExampleFloats.TITLE_ANCHOR.pattern());

    private Rulebooks() {}

    /** What the kit builder asks for every game's rulebook. */
    public static final class Maker implements RulebookMaker {
        @Override
        public List<KitFile> plan(String game, KitRequest request) {
            return Rulebooks.plan(game, request);
        }
    }

    /** The rulebook files to make for a game (none when it has no {@code rules/en.md}). */
    public static List<KitFile> plan(String game, KitRequest request) {
        Book book = Book.load(request.home(), game);
        if (book == null) return List.of();
        List<KitFile> files = new ArrayList<>();
        for (String lang : request.languagesOf(book.text.required())) {
            if (!lang.equals(GameText.SOURCE_LANG) && !book.text.languages().contains(lang)) {
                throw new BadInputException(List.of(new Problem(
                        "--lang",
                        0,
                        0,
                        game + " has no rules or strings in '" + lang + "' (no data/" + game + "/i18n/" + lang
                                + ".yaml or rules/" + lang + ".md)")));
            }
            files.add(new KitFile(lang, RulebookMaker.FILE, () -> book.pdf(lang, request)));
        }
        return files;
    }

    /** The CSS size of the book's pages and of its full-bleed cover: the home paper asked for ({@code --paper}). */
    static Map<String, String> page(Paper paper) {
        Paper p = paper.portrait();
        return Map.of(
                "size",
                p.cssSize(),
                "width",
                Calibration.mm(p.width()) + "mm",
                "height",
                Calibration.mm(p.height()) + "mm");
    }

    /** A game's texts loaded once for all its languages. */
    static final class Book {
        final Path home;
        final String game;
        final GameText text;
        final Catalog strings;
        final MapNode info;
        /** Opened by the first language's book, shared by the others, which are recorded as reading what opening it read. */
        private final Inputs.Memo<Optional<ExampleFigures.Drawer>> figures = new Inputs.Memo<>();

        private Book(Path home, String game, GameText text, Catalog strings, MapNode info) {
            this.home = home;
            this.game = game;
            this.text = text;
            this.strings = strings;
            this.info = info;
        }

        /** Null when the game has no English rulebook. */
        static Book load(Path home, String game) {
            Problems p = new Problems();
            GameText text = GameText.load(home, game, p);
            GameFiles files = new GameFiles(home, game, p);
            Catalog strings = Catalog.load(files, List.of());
            MapNode info = files.readMap("game.yaml");
            p.throwIfAny();
            return text.englishRules() == null ? null : new Book(home, game, text, strings, info);
        }

        String name(String lang) {
            Map<String, String> names = info.has("name") ? info.localized("name") : Map.of();
            return names.getOrDefault(lang, names.getOrDefault(Catalog.FALLBACK, game));
        }

        String title(String lang) {
            String t = RulebookText.of(text, lang).title();
            return t.isEmpty() ? name(lang) : t;
        }

        ExampleFigures.Drawer figures(Templates templates) {
            return figures.get(() -> {
                        ExampleFigures.Drawer d = null;
                        for (ExampleFigures f : ServiceLoader.load(ExampleFigures.class)) {
                            if (f.game().equals(game)) d = f.open(home, templates);
                        }
                        return Optional.ofNullable(d);
                    })
                    .orElse(null);
        }

        RulebookModel.Built model(String lang, Templates templates) {
            try {
                return RulebookModel.build(
                        game,
                        name(lang),
                        RulebookText.of(text, lang),
                        text.glossary(),
                        strings,
                        lang,
                        figures(templates));
            } catch (RulebookError e) {
                throw new BadInputException(List.of(locate(lang, e)));
            }
        }

        /** The mistake at its place: in the language's file when it is written there, else in the English one. */
        private Problem locate(String lang, RulebookError e) {
            for (String l : List.of(lang, GameText.SOURCE_LANG)) {
                String name = "rules/" + l + ".md";
                if (!text.files().exists(name)) continue;
                String src =
                        TextFiles.read(text.files().path(name), text.files().shown(name), new Problems());
                int at = src == null ? -1 : src.indexOf(e.needle);
                if (at < 0) continue;
                int line = 1, start = 0;
                for (int i = 0; i < at; i++) {
                    if (src.charAt(i) == '\n') {
                        line++;
                        start = i + 1;
                    }
                }
                return new Problem(text.files().shown(name), line, at - start + 1, e.getMessage());
            }
            return new Problem(text.files().shown("rules/" + lang + ".md"), 0, 0, e.getMessage());
        }

        /**
         * The PDF, laid out in full once. Measuring layouts with the figures' drawings left out
         * ({@link StandIns}: same sizes, so the same pages), only laid out, not drawn, show the examples
         * that left a page half empty ({@link ExampleFloats}) and then, with those moved past the text
         * after them, the pages each term is used on, for an index of one page number per page
         * ({@link IndexPages}). The full layout tells the pages it put the terms on, and only when its
         * index then misses a page or prints one twice (a stand-in laid out unlike its drawing) is it
         * laid out again.
         */
        byte[] pdf(String lang, KitRequest request) {
            Typeset book = typeset(lang, request);
            PdfMaker.Drawn drawn = request.pdf().document(book.xhtml(), book.info(), TermMarks.ANCHOR);
            if (IndexPages.holds(book.uses(), book.index(), drawn.anchors())) return drawn.pdf();
            book.model().put("index", IndexPages.onePerPage(book.uses(), drawn.anchors()));
            return request.pdf().document(request.templates().render(TEMPLATE, book.model()), book.info());
        }

        /**
         * The book as the full layout takes it ({@link #pdf}): its model, with the examples moved and the index's
         * pages as the measuring layouts found them, and its XHTML.
         */
        record Typeset(
                Map<String, Object> model, DocInfo info, List<?> uses, List<Map<String, Object>> index, String xhtml) {}

        Typeset typeset(String lang, KitRequest request) {
            RulebookModel.Built built = model(lang, request.templates());
            Map<String, Object> model = built.model();
            model.put("page", page(request.profile().paper()));
            // a home printer cannot print to the sheet's edge and a full page of colour wastes its ink: the
            // print shop's cover runs out into the bleed, the home kit's is white with an inset band
            model.put("fullBleedCover", request.profile().shop());
            DocInfo info = new DocInfo(title(lang), lang, false);
            List<?> uses = (List<?>) model.get("index");
            String body = (String) model.get("body");
            List<String> titles = exampleTitles(lang, built.renderer().examples);
            model.put("body", StandIns.of(body));
            Layout measured = request.pdf().layout(request.templates().render(TEMPLATE, model), info, MEASURED);
            Map<String, Integer> pages = measured.anchors();
            Set<String> late = ExampleFloats.late(measured, body, titles);
            String floated = BodyRenderer.marksInsideBoxes(ExampleFloats.defer(body, late));
            if (!floated.equals(body)) {
                model.put("body", StandIns.of(floated));
                pages = request.pdf().pages(request.templates().render(TEMPLATE, model), info, TermMarks.ANCHOR);
            }
            List<Map<String, Object>> index = IndexPages.onePerPage(uses, pages);
            model.put("body", floated);
            model.put("index", index);
            return new Typeset(model, info, uses, index, request.templates().render(TEMPLATE, model));
        }

        /** The printed titles of the first {@code count} examples, the n-th at n − 1. */
        List<String> exampleTitles(String lang, int count) {
            List<String> titles = new ArrayList<>();
            for (int n = 1; n <= count; n++)
                titles.add(RulebookModel.format(game, strings, lang, "rulebook.example", Map.of("number", n)));
            return titles;
        }
    }
}
