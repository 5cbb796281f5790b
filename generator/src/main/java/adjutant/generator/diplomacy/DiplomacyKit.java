package adjutant.generator.diplomacy;

import adjutant.engine.BuiltIn;
import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Inputs;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.BigBoard;
import adjutant.generator.Calibration;
import adjutant.generator.KitFile;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.PieceSet;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Diplomacy kit, per language: board (tiles on home paper plus whole A3 and A2 sheets,
 * or one page for a print shop; and board.svg, to restyle or read), counters and the duplex calibration sheet, order sheets,
 * map pad and player aid. The same kit for a variant's map ({@code family: diplomacy}), from its own folder.
 */
public final class DiplomacyKit implements KitMaker {
    /** The map's folder under data/. */
    private final String game;

    /** The classic game's kit (as the service loader makes it). */
    public DiplomacyKit() {
        this("diplomacy");
    }

    private DiplomacyKit(String game) {
        this.game = game;
    }

    /** A variant's map plays by these rules: the same kit, made from {@code data/<id>/}. */
    @Override
    public Optional<KitMaker> variant(String id) {
        return Optional.of(new DiplomacyKit(id));
    }

    @Override
    public List<String> components() {
        return List.of("board", "counters", "order-sheets", "map-pad", "player-aid");
    }

    /**
     * A variant's strings are a copy of Diplomacy's: one copied before Diplomacy gained a string
     * lacks it. Said before any file is made (a build that fails writes nothing), naming the
     * variant's file and every string it lacks; Diplomacy's strings are the workspace's, else the
     * command's own.
     */
    private void lacking(Path home, DiplomacyGame variant, List<String> langs) {
        if (game.equals("diplomacy")) return;
        Path from = Files.isDirectory(home.resolve("data/diplomacy")) ? home : BuiltIn.folder();
        if (from == null) return; // nothing to compare with: KitTexts names a missing string when the kit asks for it
        Catalog family =
                Games.loadChecked(from, "diplomacy", DiplomacyGame.class).strings();
        Catalog own = variant.strings();
        for (String lang : langs) {
            List<String> missing = family.keys().stream()
                    .filter(k -> family.has(lang, k) || family.has(Catalog.FALLBACK, k))
                    .filter(k -> !own.has(lang, k) && !own.has(Catalog.FALLBACK, k))
                    .sorted()
                    .toList();
            if (missing.isEmpty()) continue;
            throw new BadInputException(new Problem(
                    "data/" + game + "/i18n/" + Catalog.FALLBACK + ".yaml",
                    0,
                    0,
                    "expected " + (missing.size() == 1 ? "the string " : missing.size() + " strings: ")
                            + String.join(
                                    ", ",
                                    missing.stream()
                                            .limit(8)
                                            .map(k -> "'" + k + "'")
                                            .toList())
                            + (missing.size() > 8 ? ", …" : "")
                            + ", which the kit prints (a variant copied from Diplomacy before it gained them: copy them"
                            + " from data/diplomacy/i18n/); nothing was written"));
        }
    }

    @Override
    public String game() {
        return game;
    }

    @Override
    public String checkDrawings(GameFiles files) {
        DiplomacyGame game = Games.loadChecked(files.home(), game(), DiplomacyGame.class);
        BoardGeography geo = BoardGeography.read(files.home(), game(), game.map());
        return BoardRoom.report(BoardGeometry.of(game.map(), geo), geo.room(), files);
    }

    @Override
    public List<KitFile> plan(KitRequest request) {
        DiplomacyGame game = Games.loadChecked(request.home(), game(), DiplomacyGame.class);
        List<String> langs = request.languagesOf(game);
        lacking(request.home(), game, langs);
        Position position = request.position() == null ? null : PositionFile.read(request.position(), game.map());
        // The board's shapes take seconds (JTS): made by the first file that draws the board, not while
        // planning, so a build that makes only the counters or a text never pays for them.
        Inputs.Memo<BoardGeometry> shapes = new Inputs.Memo<>();
        Supplier<BoardGeometry> geometry = () ->
                shapes.get(() -> BoardGeometry.of(game.map(), BoardGeography.read(request.home(), game(), game.map())));
        // the counters' size is the board's room (board.yaml): read once, without the coasts
        Inputs.Memo<BoardGeography.Room> rooms = new Inputs.Memo<>();
        Supplier<BoardGeography.Room> room = () -> rooms.get(() -> BoardGeography.readRoom(request.home(), game()));
        PrintProfile p = request.profile();
        Templates tpl = request.templates();
        PdfMaker pdf = request.pdf();
        List<KitFile> files = new ArrayList<>();
        if (request.scannable()) return scannable(game, langs, position, request);
        for (String lang : langs) {
            KitTexts t = new KitTexts(game(), game.strings(), lang);
            String title = game.info().name(lang);
            files.add(new KitFile(lang, "board", () -> {
                Drawing board = BoardFiles.drawing(geometry.get(), t, title, tpl, p.bleed());
                return pdf.sheets(
                        BigBoard.pages(board, p, tpl, t, title),
                        new DocInfo(title + " – " + t.get("kit.file.board"), lang, false));
            }));
            files.add(KitFile.svg(lang, "board", () -> BoardFiles.svg(geometry.get(), t, title, tpl)));
            if (!p.shop()) {
                // the A3 and the A2 sheet show the same drawing: made once
                Inputs.Memo<Drawing> whole = new Inputs.Memo<>();
                for (Paper big : List.of(Paper.A3, Paper.A2)) {
                    files.add(new KitFile(lang, "board-" + big.name(), () -> {
                        Drawing board = whole.get(() -> BoardFiles.drawing(geometry.get(), t, title, tpl, 0));
                        return pdf.sheets(
                                List.of(BigBoard.whole(board, big, p.margin())),
                                new DocInfo(
                                        title + " – " + t.get("kit.file.board") + " "
                                                + big.name().toUpperCase(Locale.ROOT),
                                        lang,
                                        false));
                    }));
                }
                files.add(Calibration.kitFile(t, title, p, pdf));
            }
            files.add(request.sheets(
                    t,
                    "counters",
                    title,
                    "counters.title",
                    !p.shop(),
                    () -> CounterFiles.pages(game.map(), room.get(), t, tpl, p)));
            files.add(request.document(
                    t,
                    "order-sheets",
                    title,
                    "order_sheet.file_title",
                    false,
                    () -> OrderSheets.xhtml(game.map(), position, t, tpl, p.paper())));
            files.add(request.sheets(
                    t, "map-pad", title, "map_pad.title", false, () -> MapPad.pages(geometry.get(), t, title, tpl, p)));
            files.add(request.document(
                    t,
                    "player-aid",
                    title,
                    "aid.title",
                    false,
                    () -> PlayerAid.xhtml(game.map(), t, title, tpl, p.paper())));
        }
        return files;
    }

    @Override
    public List<PieceSet> pieces(KitRequest request) {
        DiplomacyGame game = Games.loadChecked(request.home(), game(), DiplomacyGame.class);
        BoardGeometry geometry = BoardGeometry.of(game.map(), BoardGeography.read(request.home(), game(), game.map()));
        Templates tpl = request.templates();
        List<PieceSet> sets = new ArrayList<>();
        for (String lang : request.languagesOf(game)) {
            KitTexts t = new KitTexts(game(), game.strings(), lang);
            String title = game.info().name(lang);
            sets.add(new PieceSet(
                    lang,
                    "counters",
                    PieceSet.Kind.TOKEN,
                    b ->
                            CounterFiles.blocks(game.map(), BoardGeography.readRoom(request.home(), game()), t, tpl, b)
                                    .stream()
                                    .flatMap(List::stream)
                                    .toList()));
            sets.add(PieceSet.board(lang, b -> BoardFiles.drawing(geometry, t, title, tpl, b)));
        }
        return sets;
    }

    /** Only the position's scannable order sheets, per language. */
    private List<KitFile> scannable(DiplomacyGame game, List<String> langs, Position position, KitRequest request) {
        if (position == null) {
            throw new BadInputException(new Problem(
                    "--scannable",
                    0,
                    0,
                    "the scannable sheets need --position POS.yaml (their boxes come from the units)"));
        }
        List<KitFile> files = new ArrayList<>();
        for (String lang : langs) {
            KitTexts t = new KitTexts(game(), game.strings(), lang);
            files.add(new KitFile(
                    lang,
                    "scan-sheets",
                    () -> request.pdf()
                            .sheets(
                                    ScanSheets.pages(
                                            game.map(),
                                            position,
                                            t,
                                            request.profile().paper()),
                                    new DocInfo(
                                            game.info().name(lang) + " – " + t.get("scan.file_title"), lang, false))));
        }
        return files;
    }
}
