package adjutant.desk;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.validator.hunt.GameLogReader;
import adjutant.validator.hunt.LogChecker;
import adjutant.validator.hunt.LogReport;
import adjutant.validator.hunt.LogReportWriter;
import adjutant.validator.portarthur.ScoreSheetReader;
import adjutant.validator.portarthur.SheetChecker;
import adjutant.validator.portarthur.SheetReport;
import adjutant.validator.portarthur.SheetReportWriter;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Port Arthur score sheets and The Hunt game logs: uploaded or pasted, checked as
 * {@code validate port-arthur} and {@code validate hunt} check them, and shown line by line
 * with every line the rules disagree with highlighted and the recomputed value beside it.
 */
final class SheetChecks {
    private static final ObjectMapper JSON = Json.MAPPER;
    private final Path home;
    private final GameStore store;
    private final Pages pages;
    private final Guard guard;
    private PortArthurGame portArthur;
    private HuntGame hunt;

    SheetChecks(Path home, GameStore store, Pages pages, Guard guard) {
        this.home = home;
        this.store = store;
        this.pages = pages;
        this.guard = guard;
    }

    void routes(Javalin app) {
        app.post("/check/port-arthur", ctx -> check(ctx, "port-arthur"));
        app.post("/check/hunt", ctx -> check(ctx, "hunt"));
    }

    private synchronized PortArthurGame portArthur() {
        if (portArthur == null) portArthur = Games.loadChecked(home, "port-arthur", PortArthurGame.class);
        return portArthur;
    }

    private synchronized HuntGame hunt() {
        if (hunt == null) hunt = Games.loadChecked(home, "hunt", HuntGame.class);
        return hunt;
    }

    private void check(Context ctx, String gameId) {
        guard.checkForm(ctx);
        String lang = pages.lang(ctx);
        Upload.Text upload = Upload.text(ctx, "file", Upload.MAX_LOG);
        if (upload == null) {
            String pasted = Upload.field(ctx, "text", Upload.MAX_LOG);
            if (pasted.isBlank()) throw DeskError.bad(pages.words(ctx).get("error.nothing_sent"));
            upload = new Upload.Text(gameId.equals("hunt") ? "game-log.yaml" : "score-sheet.yaml", pasted);
        }
        Path scratch = store.scratch();
        StringWriter json = new StringWriter(), text = new StringWriter();
        PrintWriter jsonOut = new PrintWriter(json), textOut = new PrintWriter(text); // unbuffered: no flush needed
        boolean agrees;
        try {
            Path file = scratch.resolve(upload.name());
            Files.writeString(file, upload.text(), StandardCharsets.UTF_8);
            Problems problems = new Problems();
            if (gameId.equals("hunt")) {
                var log = new GameLogReader(hunt()).read(file, upload.name(), problems);
                if (!problems.isEmpty() || log == null) throw malformed(problems);
                LogReport r = new LogChecker(hunt()).check(log);
                agrees = r.clean();
                LogReportWriter w = new LogReportWriter(hunt(), lang);
                w.json(r, jsonOut);
                w.text(r, textOut);
            } else {
                var sheet = new ScoreSheetReader(portArthur()).read(file, upload.name(), problems);
                if (!problems.isEmpty() || sheet == null) throw malformed(problems);
                SheetReport r = new SheetChecker(portArthur()).check(sheet);
                agrees = r.agrees();
                SheetReportWriter w = new SheetReportWriter(portArthur(), lang);
                w.json(r, jsonOut);
                w.text(r, textOut);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            GameStore.deleteTree(scratch);
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("kind", gameId);
        model.put("file", upload.name());
        model.put("agrees", agrees);
        model.put("lines", lines(upload.text(), findings(json.toString())));
        model.put("report", text.toString());
        pages.show(ctx, 200, "check.ftl", model);
    }

    /** The findings by line: each with its column and message. Port Arthur lists them as disagreements, The Hunt as problems. */
    @SuppressWarnings("unchecked")
    private static Map<Integer, List<String>> findings(String json) {
        Map<Integer, List<String>> out = new TreeMap<>();
        try {
            Map<String, Object> root = JSON.readValue(json, new TypeReference<Map<String, Object>>() {});
            for (String key : List.of("disagreements", "problems")) {
                if (!(root.get(key) instanceof List<?> list)) continue;
                for (Object o : list) {
                    Map<String, Object> f = (Map<String, Object>) o;
                    int line = ((Number) f.getOrDefault("line", 0)).intValue();
                    out.computeIfAbsent(line, k -> new ArrayList<>())
                            .add(line + ":" + f.getOrDefault("column", 0) + ": " + f.get("message"));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** The uploaded text as numbered lines, each with what the rules say of it. */
    private static List<Map<String, Object>> lines(String text, Map<Integer, List<String>> findings) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            List<String> f = findings.getOrDefault(i + 1, List.of());
            out.add(Map.of("number", i + 1, "text", lines[i], "findings", f));
        }
        for (var e : findings.entrySet()) {
            if (e.getKey() < 1 || e.getKey() > lines.length)
                out.add(Map.of("number", 0, "text", "", "findings", e.getValue()));
        }
        return out;
    }

    private static DeskError malformed(Problems problems) {
        List<String> lines = problems.sorted().stream().map(Problem::toString).toList();
        return new DeskError(400, lines.isEmpty() ? List.of("the file could not be read") : lines);
    }
}
