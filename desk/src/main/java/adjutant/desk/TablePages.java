package adjutant.desk;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.generator.diplomacy.TurnMaps;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderParser;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.nio.file.Files;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Table mode's pages. The game master's: the desk's own link and QR code, and per game each
 * player's link and QR code (printable) with whether and when each power's orders came in. The
 * player's: the phone page of its powers' orders, a form of legal choices per unit or the sheet's
 * text, showing only what that player sent until the turn is adjudicated.
 */
final class TablePages {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());
    /** Verdicts that say something about the order alone; the others (succeeds, fails, …) depend on the other powers' orders. */
    private static final Set<String> OWN_VERDICTS = Set.of("invalid", "illegal");

    private final TableKeys keys;
    private final GameStore store;
    private final DipMap map;
    private final TurnMaps maps;
    private final Pages pages;
    private final Guard guard;
    private final DiplomacyDesk diplomacy;
    private final TurnChecks checks;
    private final PhoneOrders phone;
    private final OrderParser parser;

    TablePages(TableKeys keys, GameStore store, TurnMaps maps, Pages pages, Guard guard, DiplomacyDesk diplomacy) {
        this.keys = keys;
        this.store = store;
        this.maps = maps;
        this.map = maps.game().map();
        this.pages = pages;
        this.guard = guard;
        this.diplomacy = diplomacy;
        this.checks = diplomacy.checks();
        this.phone = new PhoneOrders(map);
        this.parser = new OrderParser(maps.game());
    }

    void routes(Javalin app) {
        app.get("/table", this::table);
        app.post("/table/rotate", this::rotate);
        app.get("/games/{game}/table", this::gameTable);
        app.get("/play/{game}", ctx -> play(ctx, 200, Map.of(), Map.of()));
        app.post("/play/{game}/orders/{power}", this::orders);
    }

    /** This desk's address as the phone reaches it (the Host, already checked to be this desk's). */
    private static String base(Context ctx) {
        return ctx.scheme() + "://" + ctx.host() + "/";
    }

    private void table(Context ctx) {
        String link = base(ctx) + "?k=" + keys.gameMaster();
        pages.show(
                ctx,
                200,
                "table.ftl",
                Map.of(
                        "link",
                        link,
                        "qr",
                        QrCode.of(link).svg(220, pages.words(ctx).get("table.qr_gm")),
                        "games",
                        store.games()));
    }

    /** A new game master's key: every link stops working; this browser keeps access with the new key. */
    private void rotate(Context ctx) {
        guard.checkForm(ctx);
        if (!"yes".equals(ctx.formParam("confirm")))
            throw DeskError.bad(pages.words(ctx).get("table.rotate_unconfirmed"));
        keys.rotate();
        TableGate.remember(ctx, keys.gameMaster());
        ctx.redirect("/table", HttpStatus.SEE_OTHER);
    }

    private void gameTable(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String lang = pages.lang(ctx);
        String turn = store.current(id);
        Position pos = store.read(id, turn);
        Messages m = new Messages(maps.game().strings(), lang, map);
        List<Map<String, Object>> seats = new ArrayList<>();
        for (String seat : seats(pos)) {
            String link = base(ctx) + "?k=" + keys.player(id, seat);
            List<Map<String, Object>> powers = new ArrayList<>();
            for (String p : TableGate.powers(map, pos, seat)) {
                Optional<String> at = submitted(id, turn, p);
                powers.add(Map.of(
                        "id",
                        p,
                        "name",
                        m.power(p),
                        "colour",
                        map.power(p).color(),
                        "orders",
                        DiplomacyDesk.ordersDue(map, pos, p),
                        "submitted",
                        at.orElse("")));
            }
            String names = String.join(
                    " + ",
                    powers.stream().map(x -> String.valueOf(x.get("name"))).toList());
            seats.add(Map.of(
                    "seat",
                    seat,
                    "names",
                    names,
                    "link",
                    link,
                    "qr",
                    QrCode.of(link).svg(180, names),
                    "powers",
                    powers));
        }
        Map<String, Object> model = DiplomacyDesk.phaseModel(id, turn, pos, m);
        model.put("seats", seats);
        pages.show(ctx, 200, "table-game.ftl", model);
    }

    /** The seats of a position: the players of a game for fewer players, else each power not neutral. */
    private List<String> seats(Position pos) {
        List<String> out = new ArrayList<>();
        for (Power p : map.powers()) {
            String s = pos.seating().seatOf(p.id());
            if (s != null && !out.contains(s)) out.add(s);
        }
        return out;
    }

    /** When a power's sheet of the open phase was saved, as the time of day; empty when none is. */
    private Optional<String> submitted(String id, String turn, String power) {
        try {
            var f = store.sheet(id, turn, power);
            return Files.isRegularFile(f)
                    ? Optional.of(TIME.format(Files.getLastModifiedTime(f).toInstant()))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    // --- the phone ---

    private void play(Context ctx, int status, Map<String, String> drafts, Map<String, List<String>> errors) {
        TableKeys.Access a = player(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        String lang = pages.lang(ctx);
        Map<String, String> t = pages.words(ctx);
        String turn = store.current(id);
        Position pos = store.read(id, turn);
        Messages m = new Messages(maps.game().strings(), lang, map);
        TurnChecks.Checked checked = null;
        List<Map<String, Object>> powers = new ArrayList<>();
        for (String p : TableGate.powers(map, pos, a.seat())) {
            Optional<String> saved = store.sheetText(id, turn, p);
            if (saved.isPresent() && checked == null) checked = checks.check(id, turn, lang);
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("id", p);
            v.put("name", m.power(p));
            v.put("colour", map.power(p).color());
            v.put("orders", DiplomacyDesk.ordersDue(map, pos, p));
            v.put("saved", saved.orElse(""));
            v.put("submitted", submitted(id, turn, p).orElse(""));
            // the form keeps what was chosen when the save was refused, else shows what was sent
            Map<String, String> sent =
                    saved.map(x -> phone.chosen(pos, p, x, parser)).orElse(Map.of());
            v.put("rows", phone.form(pos, p, m, t, errors.containsKey(p) ? ctx::formParam : sent::get));
            v.put("text", drafts.getOrDefault(p, saved.orElse(DiplomacyDesk.sheetHeader(map.power(p), pos, m))));
            v.put("errors", errors.getOrDefault(p, List.of()));
            v.put("read", saved.isPresent() ? ownRows(checked.rows(p)) : List.of());
            powers.add(v);
        }
        List<String> turns = store.turns(id);
        int i = turns.indexOf(turn);
        Map<String, Object> model = DiplomacyDesk.phaseModel(id, turn, pos, m);
        model.put("powers", powers);
        model.put("previous", i > 0 ? turns.get(i - 1) : "");
        model.put("board", maps.position(pos, lang));
        pages.show(ctx, status, "play.ftl", model);
    }

    /** A player's own orders as read, with a verdict only where it depends on that order alone. */
    private static List<Map<String, Object>> ownRows(List<Map<String, Object>> rows) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("written", r.get("written"));
            v.put("order", r.get("order"));
            boolean own = OWN_VERDICTS.contains(String.valueOf(r.get("status")));
            v.put("status", own ? r.get("status") : "");
            v.put("verdict", own ? r.get("verdict") : "");
            v.put("why", own ? r.get("why") : List.of());
            out.add(v);
        }
        return out;
    }

    private void orders(Context ctx) {
        guard.checkForm(ctx);
        TableKeys.Access a = player(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        String power = ctx.pathParam("power");
        String turn = store.current(id);
        Position pos = store.read(id, turn);
        if (!TableGate.powers(map, pos, a.seat()).contains(power)) throw TableGate.forbidden();
        Messages m = new Messages(maps.game().strings(), pages.lang(ctx), map);
        String text;
        if ("text".equals(ctx.formParam("mode"))) {
            text = Upload.field(ctx, "text", Upload.MAX_SHEET);
            if (text.isBlank()) throw DeskError.bad(pages.words(ctx).get("table.empty"));
        } else {
            PhoneOrders.Result r = phone.orders(pos, power, m, ctx::formParam);
            if (!r.problems().isEmpty()) {
                play(ctx, 400, Map.of(), Map.of(power, r.problems()));
                return;
            }
            text = DiplomacyDesk.sheetHeader(map.power(power), pos, m) + String.join("\n", r.lines()) + "\n";
        }
        List<String> problems = diplomacy.save(ctx, id, power, text);
        if (!problems.isEmpty()) {
            play(ctx, 400, Map.of(power, text), Map.of(power, problems));
            return;
        }
        ctx.redirect("/play/" + id + "#" + power, HttpStatus.SEE_OTHER);
    }

    /** The player's access of this request; the game master reaches a phone page as the first player would not, so it is refused. */
    private static TableKeys.Access player(Context ctx) {
        TableKeys.Access a = TableGate.access(ctx);
        if (a == null || a.gameMaster())
            throw new DeskError(404, List.of("the phone pages are the players': open a player's link"));
        return a;
    }
}
