package adjutant.desk;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import java.util.List;
import java.util.Set;

/**
 * Who may ask what in table mode. Every request must carry a key ({@link TableKeys}): in the link's
 * {@code ?k=} once (it is put into an HttpOnly cookie of this desk's port and the browser sent on
 * to the same address without it, so the key leaves the address bar and the history), then in that
 * cookie. The game master may do everything; a player's key opens only its game's phone page, the
 * orders of its own powers, and the turns already adjudicated. Any route not listed for players is
 * the game master's, so a route added later is closed to players until it is listed here.
 */
final class TableGate {
    static final String ACCESS = "table-access";
    /** The routes a player's key may ask for (method and route pattern); the parameters are checked below. */
    static final Set<String> PLAYER_ROUTES = Set.of(
            "GET /",
            "GET /lang/{lang}",
            "GET /play/{game}",
            "POST /play/{game}/orders/{power}",
            "GET /games/{game}/turns/{turn}",
            "GET /games/{game}/turns/{turn}/map.{format}");

    private final TableKeys keys;
    private final GameStore store;

    TableGate(TableKeys keys, GameStore store) {
        this.keys = keys;
        this.store = store;
    }

    static String cookie(Context ctx) {
        return "desk_table_" + ctx.req().getLocalPort();
    }

    /** Run before everything but the Host check: no key, no answer (not even a style sheet). */
    void authenticate(Context ctx) {
        String link = ctx.queryParam("k");
        if (link != null) {
            TableKeys.Access a = keys.check(link).orElseThrow(TableGate::refused);
            remember(ctx, link);
            ctx.redirect(a.gameMaster() ? clean(ctx) : "/play/" + a.game(), HttpStatus.SEE_OTHER);
            ctx.skipRemainingHandlers();
            return;
        }
        ctx.attribute(ACCESS, keys.check(ctx.cookie(cookie(ctx))).orElseThrow(TableGate::refused));
    }

    /** Puts {@code key} into this desk's cookie: HttpOnly, sent to this address only. */
    static void remember(Context ctx, String key) {
        Cookie c = new Cookie(cookie(ctx), key);
        c.setHttpOnly(true);
        // Lax, not Strict: a link opened from a chat or the camera's QR reader is a navigation from elsewhere;
        // state-changing requests are held by the Origin check and the CSRF token, not by this cookie
        c.setSameSite(SameSite.LAX);
        c.setPath("/");
        c.setMaxAge(7 * 24 * 3600);
        ctx.cookie(c);
    }

    /** The request's path without the key: the address the browser keeps. */
    private static String clean(Context ctx) {
        String p = ctx.path();
        return p.matches("/[A-Za-z0-9/._-]*") && !p.startsWith("//") ? p : "/";
    }

    private static DeskError refused() {
        return new DeskError(
                401,
                List.of(
                        "This desk is in table mode: open the link, or scan the QR code, that the game master gave you. "
                                + "A link stops working when the game master makes new ones."));
    }

    static TableKeys.Access access(Context ctx) {
        return ctx.attribute(ACCESS);
    }

    /** Run once the route is known: a player's key reaches only its own game, powers and adjudicated turns. */
    void authorize(Context ctx) {
        TableKeys.Access a = access(ctx);
        if (a == null || a.gameMaster()) return;
        if (ctx.method() == HandlerType.GET && ctx.path().startsWith("/static/"))
            return; // the style sheet and script, for everyone let in
        String route = ctx.method().name() + " " + ctx.endpointHandlerPath();
        if (!PLAYER_ROUTES.contains(route)) throw forbidden();
        if (route.equals("GET /")) {
            ctx.redirect("/play/" + a.game());
            ctx.skipRemainingHandlers();
            return;
        }
        if (ctx.pathParamMap().containsKey("game") && !a.game().equals(ctx.pathParam("game"))) throw forbidden();
        if (ctx.pathParamMap().containsKey("turn")) {
            String turn = ctx.pathParam("turn");
            // a turn is shown to players once it is adjudicated: before, its page would show the other powers' orders
            boolean judged = Ids.isTurn(turn)
                    && store.exists(a.game())
                    && store.locked(a.game(), () -> store.next(a.game(), turn)).isPresent();
            if (!judged) throw forbidden();
        }
    }

    /** The powers a seat gives orders for in a position: its own, or a player's several in a game for fewer players. */
    static List<String> powers(DipMap map, Position pos, String seat) {
        List<String> seated = pos.seating().seats().get(seat);
        if (seated != null)
            return seated.stream().filter(p -> !pos.seating().isNeutral(p)).toList();
        return map.powers().stream()
                .map(Power::id)
                .filter(p -> seat.equals(pos.seating().seatOf(p)))
                .toList();
    }

    static DeskError forbidden() {
        return new DeskError(
                403,
                List.of("This link is a player's: it opens only that player's own orders and the adjudicated turns. "
                        + "The game master's link opens the rest."));
    }
}
