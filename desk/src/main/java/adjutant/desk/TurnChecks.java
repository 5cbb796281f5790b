package adjutant.desk;

import adjutant.engine.data.ProcessMemo;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Victory;
import adjutant.validator.diplomacy.JsonReport;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderContext;
import adjutant.validator.diplomacy.OrderParser;
import adjutant.validator.diplomacy.OrderSheet;
import adjutant.validator.diplomacy.OrderSheetReader;
import adjutant.validator.diplomacy.ParseProblem;
import adjutant.validator.diplomacy.ParsedLine;
import adjutant.validator.diplomacy.TextReport;
import adjutant.validator.diplomacy.TurnCheck;
import adjutant.validator.diplomacy.TurnReport;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A phase checked as {@code validate diplomacy} checks it: the saved sheets read against the
 * phase's position and adjudicated, through the validator's public report API (the JSON
 * report for the table of verdicts, the text report for the full account).
 */
final class TurnChecks {
    private static final ObjectMapper JSON = Json.MAPPER;
    private final DiplomacyGame game;
    private final GameStore store;
    private final OrderParser parser;
    private final OrderSheetReader reader;

    TurnChecks(DiplomacyGame game, GameStore store) {
        this.game = game;
        this.store = store;
        this.parser = new OrderParser(game);
        this.reader = new OrderSheetReader(game);
    }

    /**
     * Phases checked lately, by the game and what they were checked from (see {@link #inputs}): a
     * page shown again reads nothing afresh. Measured in docs/performance.md ("a phase's check").
     */
    private static final ProcessMemo<CheckKey, Checked> CHECKED = ProcessMemo.entries("desk phase checks", 32);

    private record CheckKey(DiplomacyGame game, String inputs) {}

    /** The lines of a sheet a page shows (a sheet is read and judged whole; the command line lists every line). */
    static final int ROWS_SHOWN = 200;

    /** The phase checked (its text report left empty: the current phase's page shows none), from the memo when its files are as they were (under the game's lock: the files digested are the files judged). */
    Checked check(String id, String turn, String lang) {
        return store.locked(id, () -> checkNow(id, turn, lang));
    }

    private Checked checkNow(String id, String turn, String lang) {
        return CHECKED.get(new CheckKey(game, inputs(id, turn, lang)), k -> {
            TurnReport report = judge(id, turn);
            Messages m = messages(lang);
            // the page shows a sheet's first lines only, and no full report: a sheet of thousands of lines costs what a
            // few hundred do
            return checked(report, json(report.firstEntries(ROWS_SHOWN), m), "", m);
        });
    }

    /** A digest of everything a check reads: the game's folder, phase and language, the position file's bytes and each saved sheet's name and bytes. */
    private String inputs(String id, String turn, String lang) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update((store.root().resolve(id) + "\n" + turn + "\n" + lang + "\n").getBytes(StandardCharsets.UTF_8));
            d.update(Files.readAllBytes(store.position(id, turn)));
            for (Path f : store.sheetFiles(id, turn)) {
                d.update(("\n" + f.getFileName() + "\n").getBytes(StandardCharsets.UTF_8));
                d.update(Files.readAllBytes(f));
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The phase's saved sheets read against its position and adjudicated. */
    TurnReport judge(String id, String turn) {
        Position pos = store.read(id, turn);
        // Before the coin toss is recorded the orders are still read and judged (provisionally):
        // the adjustment's verdicts do not depend on who wins it, only the next Spring does, and
        // the desk adjudicates nothing until the toss is recorded.
        if (pos.seating().tossDue(pos))
            pos = pos.with(pos.seating()
                    .withTossWinner(pos.seating().seats().keySet().iterator().next()));
        List<Path> files = store.sheetFiles(id, turn);
        List<OrderSheet> sheets = files.isEmpty() ? List.of() : reader.read(files);
        return TurnCheck.run(parser, pos, sheets, this::readSheet);
    }

    /** A sheet's lines as read against a position; the same lines against the same position are the same reading. */
    private record SheetKey(
            DiplomacyGame game, Position position, String power, Phase phase, List<OrderSheet.Line> lines) {}

    /**
     * Sheets read lately (seven powers of a few games): saving one sheet reads only that sheet
     * again, and a sheet kept as it was is not read again when another changes.
     */
    private static final ProcessMemo<SheetKey, List<ParsedLine>> SHEETS_READ =
            ProcessMemo.entries("desk sheets read", 128);

    private List<ParsedLine> readSheet(OrderSheet sheet, OrderContext ctx) {
        return SHEETS_READ.get(
                new SheetKey(game, ctx.position(), ctx.power(), ctx.phase(), sheet.lines()),
                k -> TurnCheck.read(parser, sheet, ctx));
    }

    Messages messages(String lang) {
        return new Messages(game.strings(), lang, game.map());
    }

    /** The JSON report of {@code validate diplomacy --format json}. */
    String json(TurnReport report, Messages m) {
        return new JsonReport(m, game.map()).render(report, null);
    }

    /** The text report, its file names relative to the game's folder. */
    String text(String id, TurnReport report, Messages m) {
        String prefix = store.root().resolve(id).toString() + File.separator;
        return new TextReport(m, game.map()).render(report).replace(prefix, "");
    }

    /** A checked phase from its JSON and text reports (REPORT is null when they come from a judged turn's record). */
    static Checked checked(TurnReport report, String json, String text, Messages m) {
        try {
            return new Checked(report, JSON.readValue(json, new TypeReference<Map<String, Object>>() {}), text, m);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A turn's title ("Fall 1901: Movement") from its position file's name. */
    String title(String turn, Messages m) {
        String[] p = turn.split("-");
        return m.turn(
                Season.valueOf(p[1].toUpperCase(Locale.ROOT)),
                Integer.parseInt(p[0]),
                Phase.valueOf(p[2].toUpperCase(Locale.ROOT)));
    }

    /** One checked phase, with the views the pages need; {@code report} is null for a judged turn shown from its record. */
    record Checked(TurnReport report, Map<String, Object> json, String text, Messages messages) {
        /** The rows of a power's sheet: where, what was written, what it was read as, the verdict and why. */
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> rows(String power) {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Object s : (List<Object>) json.get("sheets")) {
                Map<String, Object> sheet = (Map<String, Object>) s;
                if (!power.equals(sheet.get("power"))) continue;
                String file =
                        Path.of(String.valueOf(sheet.get("file"))).getFileName().toString();
                for (Object o : (List<Object>) sheet.get("orders")) {
                    if (out.size() < ROWS_SHOWN) out.add(row(file, (Map<String, Object>) o));
                }
            }
            return out;
        }

        /** How many of a power's lines are not shown ({@link #ROWS_SHOWN}), and how many of those were not understood. */
        @SuppressWarnings("unchecked")
        int[] hidden(String power) {
            List<String> statuses = new ArrayList<>();
            if (report != null) {
                for (TurnReport.SheetResult s : report.sheets()) {
                    if (!power.equals(s.sheet().power())) continue;
                    for (TurnReport.Entry e : s.entries())
                        statuses.add(e.parsed() instanceof ParseProblem ? "invalid" : "");
                }
            } else {
                for (Object s : (List<Object>) json.get("sheets")) {
                    Map<String, Object> sheet = (Map<String, Object>) s;
                    if (!power.equals(sheet.get("power"))) continue;
                    for (Object o : (List<Object>) sheet.get("orders"))
                        statuses.add(String.valueOf(((Map<String, Object>) o).get("status")));
                }
            }
            List<String> rest =
                    statuses.size() > ROWS_SHOWN ? statuses.subList(ROWS_SHOWN, statuses.size()) : List.of();
            return new int[] {
                rest.size(), (int) rest.stream().filter("invalid"::equals).count()
            };
        }

        /** Units that got no order, with what happened to them. */
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> unordered() {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Object o : (List<Object>) json.get("unordered")) {
                Map<String, Object> r = row("", (Map<String, Object>) o);
                r.put("where", messages.power(String.valueOf(((Map<String, Object>) o).get("power"))));
                out.add(r);
            }
            return out;
        }

        @SuppressWarnings("unchecked")
        private Map<String, Object> row(String file, Map<String, Object> o) {
            Map<String, Object> r = new LinkedHashMap<>();
            String status = String.valueOf(o.get("status"));
            r.put("where", o.containsKey("line") ? file + ":" + o.get("line") + ":" + o.get("column") : "");
            r.put("written", String.valueOf(o.getOrDefault("written", "")));
            r.put("order", String.valueOf(o.getOrDefault("order", "")));
            r.put("status", status);
            r.put("verdict", messages.text("verdict." + status));
            List<String> why = new ArrayList<>();
            if (o.get("problem") instanceof Map<?, ?> p) why.add(String.valueOf(p.get("text")));
            if (o.get("reasons") instanceof List<?> l)
                for (Object x : l) why.add(String.valueOf(((Map<String, Object>) x).get("text")));
            if (o.get("notes") instanceof List<?> l)
                for (Object x : l) why.add(String.valueOf(((Map<String, Object>) x).get("text")));
            r.put("why", why);
            return r;
        }

        /** The adjustments a power owed after the phase (builds positive, removals negative). */
        int owed(String power) {
            return json.get("owed") instanceof Map<?, ?> o && o.get(power) instanceof Number n ? n.intValue() : 0;
        }

        /** Who won in this phase, if anyone: the power, or a player's powers, in the reader's words. */
        Optional<String> winner() {
            return json.get("winner_powers") instanceof List<?> l && !l.isEmpty()
                    ? Optional.of(String.join(
                            ", ",
                            l.stream()
                                    .map(x -> messages.power(String.valueOf(x)))
                                    .toList()))
                    : Optional.empty();
        }

        /** Units waiting to retreat in a position, with where they may go, in the reader's words. */
        List<Map<String, Object>> dislodged(Position p) {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Position.Dislodged d : p.dislodged()) {
                List<String> to = d.retreats().stream()
                        .map(Location::province)
                        .distinct()
                        .map(messages::province)
                        .toList();
                out.add(Map.of(
                        "power",
                        messages.power(d.unit().power()),
                        "unit",
                        messages.unit(d.unit()),
                        "to",
                        to.isEmpty()
                                ? messages.text("report.no_retreats")
                                : messages.text("report.retreats_to", "provinces", Messages.join(to))));
            }
            return out;
        }

        /** The power (or a player's powers) that had already won when this position was reached. */
        Optional<String> winnerBefore(DipMap map, Position p) {
            return Victory.of(map, p).map(messages::victor);
        }
    }
}
