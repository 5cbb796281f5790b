package adjutant.desk;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Seating;
import adjutant.engine.diplomacy.Setup;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.diplomacy.DiplomacyKit;
import adjutant.generator.diplomacy.TurnMaps;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderSheet;
import adjutant.validator.diplomacy.OrderSheetReader;
import adjutant.validator.diplomacy.SeatingText;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The Diplomacy pages: the list of games, a game's current phase (board, sheets and what was
 * read from them, Adjudicate), each adjudicated phase (the turn drawn on the map, verdicts,
 * centres, downloads) and the history.
 */
final class DiplomacyDesk {
    private final Path home;
    private final DiplomacyGame game;
    private final DipMap map;
    private final TurnMaps maps;
    private final GameStore store;
    private final Pages pages;
    private final Guard guard;
    private final TurnChecks checks;
    private final ScanUploads scans;
    private final JudgedTurns judged;

    DiplomacyDesk(Path home, TurnMaps maps, GameStore store, Pages pages, Guard guard) {
        this.home = home;
        this.maps = maps;
        this.game = maps.game();
        this.map = game.map();
        this.store = store;
        this.pages = pages;
        this.guard = guard;
        this.checks = new TurnChecks(game, store);
        this.scans = new ScanUploads(game, store, pages, guard);
        this.judged = new JudgedTurns(store, checks, maps, pages.languages());
    }

    void routes(Javalin app) {
        app.post("/games", this::create);
        app.get("/games/{game}", this::current);
        app.post("/games/{game}/sheets/{power}", this::saveSheet);
        app.post("/games/{game}/sheets/{power}/delete", this::deleteSheet);
        app.post("/games/{game}/adjudicate", this::adjudicate);
        app.post("/games/{game}/toss", this::toss);
        app.post("/games/{game}/undo", this::undo);
        app.get("/games/{game}/history", this::history);
        app.get("/games/{game}/turns/{turn}", this::turn);
        app.get("/games/{game}/turns/{turn}/map.{format}", this::mapFile);
        app.get("/games/{game}/turns/{turn}/position.yaml", this::positionFile);
        app.get("/games/{game}/turns/{turn}/order-sheets.pdf", ctx -> orderSheets(ctx, false));
        app.get("/games/{game}/turns/{turn}/scan-sheets.pdf", ctx -> orderSheets(ctx, true));
        scans.routes(app);
    }

    List<String> games() {
        return store.games();
    }

    /** The ways to seat fewer players (the map's setups.yaml), each with who plays what in the reader's language. */
    List<Map<String, Object>> setups(String lang) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Setup s : map.variant().setups()) {
            List<String> seats = s.seating().seats().isEmpty()
                    ? List.of()
                    : s.seating().seats().values().stream()
                            .map(w -> String.join(
                                    " + ",
                                    w.stream().map(x -> map.power(x).name(lang)).toList()))
                            .toList();
            out.add(Map.of(
                    "id",
                    s.id(),
                    "players",
                    s.players(),
                    "year",
                    String.valueOf(s.startYear()),
                    "seats",
                    String.join(" | ", seats),
                    "neutral",
                    String.join(
                            ", ",
                            s.neutral().stream()
                                    .map(x -> map.power(x).name(lang))
                                    .toList())));
        }
        return out;
    }

    // --- a new game ---

    private void create(Context ctx) {
        guard.checkForm(ctx);
        String name =
                Optional.ofNullable(ctx.formParam("name")).orElse("").strip().toLowerCase(Locale.ROOT);
        Map<String, String> t = pages.words(ctx);
        if (!Ids.isGame(name)) throw DeskError.bad(UiText.format(t.get("error.game_name"), "name", Ids.shown(name)));
        Position start;
        Upload.Text upload = Upload.text(ctx, "position", Upload.MAX_POSITION);
        if (upload != null) {
            Path scratch = store.scratch();
            try {
                Path f = scratch.resolve(upload.name());
                Files.writeString(f, upload.text(), StandardCharsets.UTF_8);
                start = PositionFile.read(f, map);
            } catch (BadInputException e) {
                throw problems(e, scratch);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                GameStore.deleteTree(scratch);
            }
        } else {
            start = Position.start(map);
            String setupId =
                    Optional.ofNullable(ctx.formParam("setup")).orElse("").strip();
            if (!setupId.isEmpty()) {
                Setup setup = map.variant()
                        .setup(setupId)
                        .orElseThrow(() -> DeskError.bad("no setup '" + Ids.shown(setupId) + "'"));
                start = Position.start(map, setup.seating(), setup.startYear());
            }
        }
        if (start.year() < 1000 || start.year() > 9999) {
            // a phase's files are named by a four-digit year (1901-spring-movement.yaml); another year would make a
            // game that cannot be opened
            throw DeskError.bad((upload != null ? upload.name() : "position") + ": the year " + start.year()
                    + " is not taken; expected a year from 1000 to 9999");
        }
        Position first = start;
        store.locked(name, () -> store.create(name, first)); // two creations of one name: the second is refused
        ctx.redirect("/games/" + name, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    // --- the current phase ---

    private void current(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        showCurrent(ctx, id, 200, Map.of(), Map.of());
    }

    private void showCurrent(
            Context ctx, String id, int status, Map<String, String> drafts, Map<String, List<String>> errors) {
        String lang = pages.lang(ctx);
        String turn = store.current(id);
        Position pos = store.read(id, turn);
        TurnChecks.Checked checked = checks.check(id, turn, lang);
        Messages m = checked.messages();
        Map<String, Object> model = phaseModel(id, turn, pos, m);
        model.put("board", maps.position(pos, lang));
        List<Map<String, Object>> powers = new ArrayList<>();
        Map<String, Integer> owed = pos.phase() == Phase.ADJUSTMENT ? Adjudicator.adjustmentsOwed(map, pos) : Map.of();
        Seating seating = pos.seating();
        List<String> ids = map.powers().stream().map(Power::id).toList();
        List<String> order = new ArrayList<>(seating.played(ids));
        ids.stream().filter(x -> !order.contains(x)).forEach(order::add); // the neutral powers last
        for (Power p : order.stream().map(map::power).toList()) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("id", p.id());
            v.put("name", p.name(lang));
            v.put("neutral", seating.isNeutral(p.id()));
            String seat = seating.seats().isEmpty() ? null : seating.seatOf(p.id());
            v.put("player", seat == null ? "" : seat);
            v.put("colour", p.color());
            v.put("centres", pos.centresOf(p.id()));
            v.put("units", pos.unitsOf(p.id()).size());
            int o = owed.getOrDefault(p.id(), 0);
            v.put("owed", o);
            v.put("orders", ordersDue(map, pos, p.id()));
            Optional<String> saved = store.sheetText(id, turn, p.id());
            v.put("saved", saved.isPresent());
            String text = drafts.containsKey(p.id()) ? drafts.get(p.id()) : saved.orElse(sheetHeader(p, pos, m));
            v.put("text", text);
            v.put("shown", digest(text));
            v.put("errors", errors.getOrDefault(p.id(), List.of()));
            v.put("rows", checked.rows(p.id()));
            int[] hidden = checked.hidden(p.id());
            v.put("hidden", hidden[0]);
            v.put("hiddenInvalid", hidden[1]);
            v.put("scan", scans.reading(id, turn, p.id()).orElse(Map.of()));
            powers.add(v);
        }
        model.put("powers", powers);
        // The last scan upload's report, and the powers that give orders but have no sheet yet (scanned or typed).
        List<Map<String, Object>> upload = new ArrayList<>();
        for (Map<String, Object> f : scans.uploadReport(id, turn)) {
            Map<String, Object> e = new LinkedHashMap<>(f);
            if (f.get("power") instanceof String pw && map.power(pw) != null)
                e.put("name", map.power(pw).name(lang));
            upload.add(e);
        }
        model.put("upload", upload);
        model.put(
                "stillMissing",
                powers.stream()
                        .filter(v -> (boolean) v.get("orders") && !(boolean) v.get("saved"))
                        .map(v -> v.get("name"))
                        .toList());
        model.put("rowsShown", TurnChecks.ROWS_SHOWN);
        model.put("seating", SeatingText.lines(m, pos));
        model.put(
                "tossSeats", seating.tossDue(pos) ? List.copyOf(seating.seats().keySet()) : List.of());
        model.put("questions", scans.openQuestions(id, turn));
        model.put("unordered", checked.unordered());
        model.put("dislodged", checked.dislodged(pos));
        List<String> turns = store.turns(id);
        int i = turns.indexOf(turn);
        model.put("previous", i > 0 ? turns.get(i - 1) : "");
        model.put("previousTitle", i > 0 ? checks.title(turns.get(i - 1), m) : "");
        model.put("winner", checked.winnerBefore(map, pos).orElse(""));
        pages.show(ctx, status, "game.ftl", model);
    }

    /** Whether a power gives orders in a position's phase: not neutral, and units to move, to retreat, or adjustments owed. */
    static boolean ordersDue(DipMap map, Position pos, String power) {
        return !pos.seating().isNeutral(power)
                && switch (pos.phase()) {
                    case MOVEMENT -> !pos.unitsOf(power).isEmpty();
                    case RETREAT ->
                        pos.dislodged().stream().anyMatch(d -> d.unit().power().equals(power));
                    case ADJUSTMENT -> Adjudicator.adjustmentsOwed(map, pos).getOrDefault(power, 0) != 0;
                };
    }

    TurnChecks checks() {
        return checks;
    }

    /** What every page of a phase shows: the game, the phase's file name and its title in the reader's language. */
    static Map<String, Object> phaseModel(String id, String turn, Position pos, Messages m) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("game", id);
        model.put("turn", turn);
        model.put("title", m.turn(pos.season(), pos.year(), pos.phase()));
        return model;
    }

    /** What a new sheet starts with: the header the reader takes, as the printed order sheets have it, in the reader's language. */
    static String sheetHeader(Power p, Position pos, Messages m) {
        String key = switch (pos.phase()) {
            case MOVEMENT -> "order_sheet.header";
            case RETREAT -> "order_sheet.header_retreat";
            case ADJUSTMENT -> "order_sheet.header_adjustment";
        };
        return m.text(
                        key,
                        "power",
                        p.name(m.lang()),
                        "season",
                        m.text("season." + pos.season().name().toLowerCase(Locale.ROOT)),
                        "year",
                        pos.year())
                + "\n";
    }

    private void saveSheet(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        String power = ctx.pathParam("power");
        if (map.power(power) == null) throw DeskError.notFound("no power '" + Ids.shown(power) + "'");
        Upload.Text upload = Upload.text(ctx, "file", Upload.MAX_SHEET);
        // an empty file chosen is a mistake (the wrong file, a failed export), never a way to delete the saved sheet
        if (upload != null && upload.text().isBlank())
            throw DeskError.bad(UiText.format(pages.words(ctx).get("error.empty_file"), "file", upload.name()));
        String box = Upload.field(ctx, "text", Upload.MAX_SHEET);
        // the box edited by hand and a file chosen too: which one is meant is not guessed (the page's script sets the
        // file aside once the box is edited)
        if (upload != null
                && ctx.formParam("text") != null
                && !digest(box).equals(ctx.formParam("shown"))
                && !digest(box).equals(digest(upload.text()))) {
            showCurrent(
                    ctx,
                    id,
                    400,
                    Map.of(power, box),
                    Map.of(power, List.of(pages.words(ctx).get("error.box_and_file"))));
            return;
        }
        String text = upload != null ? upload.text() : box;
        List<String> problems = save(ctx, id, power, text);
        if (!problems.isEmpty()) {
            showCurrent(ctx, id, 400, Map.of(power, text), Map.of(power, problems));
            return;
        }
        ctx.redirect("/games/" + id + "#" + power, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /**
     * Deletes a power's saved sheet of the phase the form names, once confirmed (an emptied box or an
     * empty file never deletes it).
     */
    private void deleteSheet(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        String power = ctx.pathParam("power");
        if (map.power(power) == null) throw DeskError.notFound("no power '" + Ids.shown(power) + "'");
        if (!"yes".equals(ctx.formParam("confirm")))
            throw DeskError.bad(pages.words(ctx).get("error.delete_unconfirmed"));
        store.locked(id, () -> {
            store.deleteSheet(id, openTurn(ctx, id), power);
            return null;
        });
        ctx.redirect("/games/" + id + "#" + power, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** The text of a sheet box as a short fingerprint, line ends and surrounding blanks aside (a browser sends a box's lines with CR LF). */
    static String digest(String text) {
        try {
            String t = text == null
                    ? ""
                    : text.replace("\r\n", "\n").replace('\r', '\n').strip();
            byte[] d = MessageDigest.getInstance("SHA-256").digest(t.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * Saves a power's sheet of the phase the form names, or says what is wrong with it (an empty
     * text is refused: deleting a sheet is its own confirmed action). The phase is checked and the sheet written under the game's lock: an
     * adjudication never judges half a save, nor a save lands in a judged phase.
     */
    List<String> save(Context ctx, String id, String power, String text) {
        return store.locked(id, () -> {
            String turn = openTurn(ctx, id);
            if (text.isBlank()) return List.of(pages.words(ctx).get("error.empty_box"));
            List<String> p = checkSheet(id, turn, power, text, pages.lang(ctx));
            if (p.isEmpty()) store.writeSheet(id, turn, power, text);
            return p;
        });
    }

    /** What is wrong with a sheet as a whole (its orders are judged later, one by one), as {@code power.txt:line:col: …}. */
    private List<String> checkSheet(String id, String turn, String power, String text, String lang) {
        Path scratch = store.scratch();
        String shown = power + ".txt";
        try {
            Path f = scratch.resolve(shown);
            Files.writeString(f, text, StandardCharsets.UTF_8);
            List<OrderSheet> sheets;
            try {
                sheets = new OrderSheetReader(game).read(List.of(f));
            } catch (BadInputException e) {
                return e.problems().stream()
                        .map(p -> new Problem(shown, p.line(), p.column(), p.message()).toString())
                        .toList();
            }
            Position pos = store.read(id, turn);
            List<String> out = new ArrayList<>();
            for (OrderSheet s : sheets) {
                if (s.power() != null && !s.power().equals(power)) {
                    Power owner = map.power(s.power());
                    String name = owner == null ? Ids.shown(s.power()) : owner.name(lang);
                    out.add(new Problem(
                                    shown, s.line(), 1, "this sheet is " + name + "'s; put it in " + name + "'s box")
                            .toString());
                }
                if (s.season() != pos.season() || s.year() != pos.year() || s.phase() != pos.phase()) {
                    out.add(new Problem(
                                    shown,
                                    s.line(),
                                    1,
                                    "this sheet is for "
                                            + PositionFile.defaultName(new Position(
                                                            s.season(),
                                                            s.year(),
                                                            s.phase(),
                                                            List.of(),
                                                            Map.of(),
                                                            List.of()))
                                                    .replace(".yaml", "")
                                            + ", but the game is at " + turn)
                            .toString());
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            GameStore.deleteTree(scratch);
        }
    }

    /** The game's current phase, which the form must name (a form of a phase judged meanwhile is refused). Call holding the lock. */
    private String openTurn(Context ctx, String id) {
        String turn = store.current(id);
        if (!turn.equals(ctx.formParam("turn")))
            throw DeskError.bad(
                    UiText.format(pages.words(ctx).get("error.turn_closed"), "turn", Ids.shown(ctx.formParam("turn"))));
        return turn;
    }

    private void adjudicate(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        String turn = store.locked(id, () -> {
            String t = openTurn(ctx, id);
            List<String> open = scans.openQuestions(id, t);
            if (!open.isEmpty()) {
                List<String> lines = new ArrayList<>(List.of(pages.words(ctx).get("error.questions_open")));
                lines.addAll(open);
                throw new DeskError(400, lines);
            }
            Position pos = store.read(id, t);
            if (pos.seating().tossDue(pos)) throw DeskError.bad(pages.words(ctx).get("error.toss_first"));
            judged.adjudicate(id, t);
            return t;
        });
        ctx.redirect("/games/" + id + "/turns/" + turn, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** Records the two-player game's coin toss in the current position: the winner as tossed at the table, or tossed here. */
    private void toss(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        store.locked(id, () -> {
            String turn = openTurn(ctx, id);
            Position pos = store.read(id, turn);
            Seating s = pos.seating();
            if (!s.tossDue(pos)) throw DeskError.bad("no coin toss is due in " + Ids.shown(turn));
            List<String> seats = List.copyOf(s.seats().keySet());
            String winner = Optional.ofNullable(ctx.formParam("winner")).orElse("");
            if (winner.equals("coin")) winner = seats.get(new SecureRandom().nextInt(seats.size()));
            if (!seats.contains(winner)) throw DeskError.bad("no player '" + Ids.shown(winner) + "'");
            store.writePosition(id, pos.with(s.withTossWinner(winner)));
            return turn;
        });
        ctx.redirect("/games/" + id, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** Undoes the last adjudication: the form names the current phase, so a second click (or a stale page) undoes nothing more. */
    private void undo(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        if (!"yes".equals(ctx.formParam("confirm")))
            throw DeskError.bad(pages.words(ctx).get("error.undo_unconfirmed"));
        store.locked(id, () -> store.undo(id, openTurn(ctx, id)));
        ctx.redirect("/games/" + id, io.javalin.http.HttpStatus.SEE_OTHER);
    }

    // --- an adjudicated phase ---

    private void turn(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String turn = Ids.turn(ctx.pathParam("turn"));
        String lang = pages.lang(ctx);
        Optional<String> next = store.next(id, turn);
        if (next.isEmpty()) {
            ctx.redirect("/games/" + id);
            return;
        }
        Position before = store.read(id, turn);
        JudgedTurns.Shown shown = judged.shown(id, turn, lang);
        TurnChecks.Checked checked = shown.checked();
        Messages m = checked.messages();
        Map<String, Object> model = phaseModel(id, turn, before, m);
        model.put("next", next.get());
        model.put("nextTitle", checks.title(next.get(), m));
        model.put("map", shown.map());
        List<Map<String, Object>> sheets = new ArrayList<>();
        for (Power p : map.powers()) {
            List<Map<String, Object>> rows = checked.rows(p.id());
            if (rows.isEmpty()) continue;
            int[] hidden = checked.hidden(p.id());
            sheets.add(Map.of(
                    "id",
                    p.id(),
                    "name",
                    p.name(lang),
                    "colour",
                    p.color(),
                    "rows",
                    rows,
                    "hidden",
                    hidden[0],
                    "hiddenInvalid",
                    hidden[1]));
        }
        model.put("sheets", sheets);
        model.put("rowsShown", TurnChecks.ROWS_SHOWN);
        model.put("unordered", checked.unordered());
        Position after = store.read(id, next.get());
        model.put("dislodged", checked.dislodged(after));
        boolean centres = after.phase() == Phase.ADJUSTMENT || before.phase() == Phase.ADJUSTMENT;
        model.put("showCentres", centres);
        List<Map<String, Object>> counts = new ArrayList<>();
        for (Power p : map.powers()) {
            counts.add(Map.of(
                    "name",
                    p.name(lang),
                    "colour",
                    p.color(),
                    "centres",
                    after.centresOf(p.id()),
                    "units",
                    after.unitsOf(p.id()).size(),
                    "owed",
                    checked.owed(p.id())));
        }
        model.put("counts", counts);
        model.put("winner", checked.winner().orElse(""));
        model.put("report", checked.text());
        List<String> turns = store.turns(id);
        int i = turns.indexOf(turn);
        model.put("previous", i > 0 ? turns.get(i - 1) : "");
        pages.show(ctx, 200, "turn.ftl", model);
    }

    private void mapFile(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String turn = Ids.turn(ctx.pathParam("turn"));
        String format = ctx.pathParam("format");
        if (!TurnMaps.FORMATS.contains(format)) throw DeskError.notFound("no map format '" + Ids.shown(format) + "'");
        String lang = pages.lang(ctx);
        Position before = store.read(id, turn);
        String svg;
        if (store.next(id, turn).isPresent()) {
            svg = judged.shown(id, turn, lang).map();
        } else {
            svg = maps.position(before, lang);
        }
        byte[] bytes = maps.encode(svg, format, maps.turnTitle(before, lang), lang);
        String type = switch (format) {
            case "svg" -> "image/svg+xml";
            case "pdf" -> "application/pdf";
            default -> "image/png";
        };
        download(ctx, id + "-" + turn + "." + format, type, bytes);
    }

    private void positionFile(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String turn = Ids.turn(ctx.pathParam("turn"));
        try {
            download(
                    ctx,
                    turn + ".yaml",
                    "application/yaml; charset=utf-8",
                    Files.readAllBytes(store.position(id, turn)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The order sheets of a phase with its units printed on them, or ({@code scannable}) the sheets
     * of boxes to mark for scanning: the kit's own sheet makers, given the position.
     */
    private void orderSheets(Context ctx, boolean scannable) {
        String id = Ids.game(ctx.pathParam("game"));
        String turn = Ids.turn(ctx.pathParam("turn"));
        String lang = pages.lang(ctx);
        Path position = store.position(id, turn);
        KitRequest request = KitRequest.of(home, List.of(lang), PrintProfile.home(Paper.A4), position);
        if (scannable) request = request.scannableOnly();
        String name = scannable ? "scan-sheets" : "order-sheets";
        KitFile sheets = new DiplomacyKit()
                .plan(request).stream()
                        .filter(f -> f.name().equals(name))
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException("the Diplomacy kit has no " + name));
        download(
                ctx,
                id + "-" + turn + "-" + name + ".pdf",
                "application/pdf",
                sheets.make().get());
    }

    private void history(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String lang = pages.lang(ctx);
        Messages m = new Messages(game.strings(), lang, map);
        List<String> turns = store.turns(id);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            rows.add(Map.of(
                    "turn", turns.get(i), "title", checks.title(turns.get(i), m), "adjudicated", i + 1 < turns.size()));
        }
        pages.show(ctx, 200, "history.ftl", Map.of("game", id, "turns", rows));
    }

    private static void download(Context ctx, String name, String type, byte[] bytes) {
        ctx.contentType(type);
        ctx.header("Content-Disposition", "attachment; filename=\"" + name + "\"");
        ctx.result(bytes);
    }

    /** A file's problems as the command line prints them, named as the user named the upload. */
    private static DeskError problems(BadInputException e, Path scratch) {
        List<String> lines = new ArrayList<>();
        for (Problem p : e.problems()) {
            String file = p.file().startsWith(scratch.toString())
                    ? Path.of(p.file()).getFileName().toString()
                    : p.file();
            lines.add(new Problem(file, p.line(), p.column(), p.message()).toString());
        }
        return new DeskError(400, lines);
    }
}
