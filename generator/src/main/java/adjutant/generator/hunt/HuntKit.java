package adjutant.generator.hunt;

import adjutant.engine.Games;
import adjutant.engine.hunt.HuntGame;
import adjutant.generator.Calibration;
import adjutant.generator.KitFile;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.PieceSet;
import adjutant.generator.Progress;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.List;

/**
 * The Hunt kit, per language: the hex board (tiled on home paper, whole on A3, or one page for
 * a print shop), the 36 cards with their deck backs, the tokens, the Graf Spee secret log and
 * the two player aids. Cards whose text cannot fit in some language are reported as warnings.
 */
public final class HuntKit implements KitMaker {
    @Override
    public List<String> components() {
        return List.of("board", "cards", "counters", "secret-log", "player-aid");
    }

    @Override
    public String game() {
        return "hunt";
    }

    @Override
    public List<KitFile> plan(KitRequest request) {
        return plan(request, Progress.SILENT);
    }

    @Override
    public List<KitFile> plan(KitRequest request, Progress progress) {
        HuntGame game = Games.loadChecked(request.home(), game(), HuntGame.class);
        List<String> langs = request.languagesOf(game);
        PrintProfile p = request.profile();
        Templates tpl = request.templates();
        PdfMaker pdf = request.pdf();
        List<KitFile> files = new ArrayList<>();
        for (String lang : langs) {
            Texts t = new Texts(game.strings(), lang);
            String title = game.info().name(lang);
            for (CardFaces.Overflow o : CardFaces.overflows(game.cards(), t)) progress.step("warning: " + o.message());
            files.add(request.sheets(
                    t, "cards", title, "kit.file.cards", !p.shop(), () -> CardFiles.pages(game, t, title, tpl, p)));
            files.add(request.sheets(
                    t, "board", title, "kit.file.board", false, () -> BoardFiles.pages(game, t, title, tpl, p)));
            if (!p.shop()) {
                files.add(new KitFile(
                        lang,
                        "board-a3",
                        () -> pdf.sheets(
                                List.of(BoardFiles.whole(game, t, title, Paper.A3, p)),
                                new DocInfo(title + " – " + t.get("kit.file.board") + " A3", lang, false))));
                files.add(Calibration.kitFile(t, title, p, pdf));
            }
            files.add(request.sheets(
                    t, "counters", title, "kit.file.counters", !p.shop(), () -> CounterFiles.pages(game, t, tpl, p)));
            files.add(request.document(
                    t, "secret-log", title, "secret-log.title", false, () -> SecretLog.xhtml(game, t, title, tpl, p)));
            files.add(request.document(
                    t, "player-aid", title, "player-aid.title", false, () -> PlayerAid.xhtml(game, t, title, tpl, p)));
        }
        return files;
    }

    @Override
    public List<PieceSet> pieces(KitRequest request) {
        HuntGame game = Games.loadChecked(request.home(), game(), HuntGame.class);
        Templates tpl = request.templates();
        List<PieceSet> sets = new ArrayList<>();
        for (String lang : request.languagesOf(game)) {
            Texts t = new Texts(game.strings(), lang);
            String title = game.info().name(lang);
            sets.add(new PieceSet(lang, "cards", PieceSet.Kind.CARD, b -> CardFiles.items(game, t, title, tpl, b)));
            sets.add(new PieceSet(
                    lang,
                    "counters",
                    PieceSet.Kind.TOKEN,
                    b -> CounterFiles.blocks(game, t, tpl, b).stream()
                            .flatMap(List::stream)
                            .toList()));
            sets.add(PieceSet.board(lang, b -> BoardFiles.drawing(game, t, title, b)));
        }
        return sets;
    }
}
