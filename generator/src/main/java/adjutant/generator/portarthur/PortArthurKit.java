package adjutant.generator.portarthur;

import adjutant.engine.Games;
import adjutant.engine.portarthur.PortArthurGame;
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
import java.util.ArrayList;
import java.util.List;

/**
 * The Port Arthur kit, per language: the board (tiles on home paper and whole on A3, or one
 * page for a print shop), the ship counters with markers and the duplex calibration sheet,
 * and the two player aids (sequence of play; exact odds).
 */
public final class PortArthurKit implements KitMaker {
    @Override
    public List<String> components() {
        return List.of("board", "counters", "player-aid");
    }

    @Override
    public String game() {
        return "port-arthur";
    }

    @Override
    public List<KitFile> plan(KitRequest request) {
        PortArthurGame game = Games.loadChecked(request.home(), game(), PortArthurGame.class);
        List<String> langs = request.languagesOf(game);
        PrintProfile p = request.profile();
        Templates tpl = request.templates();
        PdfMaker pdf = request.pdf();
        List<KitFile> files = new ArrayList<>();
        for (String lang : langs) {
            KitTexts t = new KitTexts(game(), game.strings(), lang);
            String title = game.info().name(lang);
            files.add(new KitFile(lang, "board", () -> {
                Drawing board = BoardFiles.drawing(game, t, tpl, p.bleed());
                return pdf.sheets(
                        BigBoard.pages(board, p, tpl, t, title),
                        new DocInfo(title + " – " + t.get("kit.file.board"), lang, false));
            }));
            if (!p.shop()) {
                files.add(new KitFile(lang, "board-a3", () -> {
                    Drawing board = BoardFiles.drawing(game, t, tpl, 0);
                    return pdf.sheets(
                            List.of(BigBoard.whole(board, Paper.A3, p.margin())),
                            new DocInfo(title + " – " + t.get("kit.file.board") + " A3", lang, false));
                }));
                files.add(Calibration.kitFile(t, title, p, pdf));
            }
            files.add(request.sheets(
                    t, "counters", title, "kit.file.counters", !p.shop(), () -> CounterFiles.pages(game, t, tpl, p)));
            files.add(request.document(
                    t, "player-aid", title, "aid.title", true, () -> PlayerAid.xhtml(game, t, tpl, p.paper())));
        }
        return files;
    }

    @Override
    public List<PieceSet> pieces(KitRequest request) {
        PortArthurGame game = Games.loadChecked(request.home(), game(), PortArthurGame.class);
        Templates tpl = request.templates();
        List<PieceSet> sets = new ArrayList<>();
        for (String lang : request.languagesOf(game)) {
            KitTexts t = new KitTexts(game(), game.strings(), lang);
            sets.add(new PieceSet(lang, "counters", PieceSet.Kind.TOKEN, b -> CounterFiles.items(game, t, tpl, b)));
            sets.add(PieceSet.board(lang, b -> BoardFiles.drawing(game, t, tpl, b)));
        }
        return sets;
    }
}
