package adjutant.desk;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.generator.diplomacy.TurnMaps;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The desk's facade: {@link #start} opens the games folder, loads the games and listens;
 * {@link #url} is where a browser finds it; {@link #stop} ends it. Errors reach the user as
 * the command line prints them ({@code file:line:column: …}); anything unexpected is a short
 * message on the page and one line on the server's error stream, never a stack trace.
 */
public final class Desk implements AutoCloseable {
    private final Javalin app;
    private final String host;
    private final TableKeys keys;

    private Desk(Javalin app, String host, TableKeys keys) {
        this.app = app;
        this.host = host;
        this.keys = keys;
    }

    public static Desk start(DeskOptions o, PrintWriter log) {
        TurnMaps maps = TurnMaps.open(o.home());
        GameStore store = new GameStore(
                o.games().toAbsolutePath().normalize(), maps.game().map());
        String host = address(o);
        Guard guard = new Guard(host);
        TableKeys keys = o.table() ? TableKeys.open(store.root(), o.newKey()) : null;
        TableGate gate = o.table() ? new TableGate(keys, store) : null;
        Pages pages = new Pages(
                guard, maps.game().strings().languages().stream().sorted().toList(), o.table());
        DiplomacyDesk diplomacy = new DiplomacyDesk(o.home(), maps, store, pages, guard);
        SheetChecks sheets = new SheetChecks(o.home(), store, pages, guard);
        Javalin app = Javalin.create(c -> {
            c.showJavalinBanner = false;
            c.http.maxRequestSize = Upload.MAX_REQUEST;
            // Scans are the largest uploads; each route checks its own files' sizes, and the filter below each
            // request's.
            c.jetty.multipartConfig.maxFileSize(ScanUploads.MAX_REQUEST, io.javalin.config.SizeUnit.BYTES);
            c.jetty.multipartConfig.maxTotalRequestSize(
                    ScanUploads.MAX_REQUEST + 64 * 1024, io.javalin.config.SizeUnit.BYTES);
            // parts beyond 64 kB go to files on disk as they arrive: twenty 40 MB uploads at once cost disk, not heap
            c.jetty.multipartConfig.maxInMemoryFileSize(64 * 1024, io.javalin.config.SizeUnit.BYTES);
            c.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            c.staticFiles.add(s -> {
                s.hostedPath = "/static";
                s.directory = "/desk/static";
                s.location = Location.CLASSPATH;
                s.headers = Map.of(
                        "Cache-Control",
                        "max-age=300",
                        "Content-Security-Policy",
                        Guard.CSP,
                        "X-Content-Type-Options",
                        "nosniff");
            });
        });
        app.before(ctx -> {
            guard.headers(ctx);
            guard.host(ctx);
            if (gate != null) gate.authenticate(ctx);
            long max = ScanUploads.isUpload(ctx.path()) ? ScanUploads.MAX_REQUEST + 64 * 1024 : Upload.MAX_REQUEST;
            boolean reads = !ctx.method().equals(io.javalin.http.HandlerType.GET)
                    && !ctx.method().equals(io.javalin.http.HandlerType.HEAD);
            if (reads) guard.checkSource(ctx);
            // a body's length must be declared: then the server reads no more than that (a browser's form always
            // declares it;
            // a chunked body would be read with no limit but the memory's)
            if (reads && ctx.contentLength() < 0)
                throw new DeskError(
                        411,
                        List.of("the request's length must be given (Content-Length); a chunked body is not taken"));
            if (ctx.contentLength() > max) {
                throw new DeskError(
                        413,
                        List.of("the request is " + ctx.contentLength() / 1024 + " kB; at most " + max / 1024
                                + " kB is taken"));
            }
            if (reads) Forms.parse(ctx);
        });
        app.get(
                "/",
                ctx -> pages.show(
                        ctx,
                        200,
                        "index.ftl",
                        Map.of(
                                "games",
                                diplomacy.games(),
                                "folder",
                                store.root().toString(),
                                "setups",
                                diplomacy.setups(pages.lang(ctx)))));
        app.get("/lang/{lang}", ctx -> language(ctx, pages));
        diplomacy.routes(app);
        sheets.routes(app);
        if (gate != null) {
            new TablePages(keys, store, maps, pages, guard, diplomacy).routes(app);
            app.beforeMatched(gate::authorize);
        }
        app.exception(DeskError.class, (e, ctx) -> error(ctx, pages, e.status, e.lines));
        app.exception(
                BadInputException.class,
                (e, ctx) -> error(
                        ctx,
                        pages,
                        400,
                        e.problems().stream().map(Problem::toString).toList()));
        app.exception(
                io.javalin.http.HttpResponseException.class,
                (e, ctx) -> error(ctx, pages, e.getStatus(), List.of(e.getMessage())));
        app.exception(Exception.class, (e, ctx) -> {
            log.println("adjutant serve: " + ctx.method() + " " + ctx.path() + ": " + e);
            log.flush();
            error(ctx, pages, 500, List.of(pages.words(ctx).get("error.internal")));
        });
        app.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty())
                error(ctx, pages, 404, List.of(pages.words(ctx).get("error.not_found")));
        });
        app.start(o.host(), o.port());
        return new Desk(app, host, keys);
    }

    /**
     * The address the desk is reached at: loopback, or in table mode the address it listens on
     * (this machine's address on the local network when it listens on all of them). Listening on the
     * network without table mode is refused: nothing would ask who is asking.
     */
    private static String address(DeskOptions o) {
        if (DeskOptions.isLoopback(o.host())) return o.host();
        if (!o.table())
            throw new IllegalArgumentException("listening on " + o.host()
                    + " opens the desk to the network: use --table (every request then needs a secret link)");
        if (!o.host().equals("0.0.0.0")) return o.host();
        return LanAddress.find()
                .orElseThrow(() -> new IllegalArgumentException(
                        "this machine has no address on a local network (no IPv4 interface up); name one with --host"));
    }

    /** Sets the reader's language and goes back where the link was. */
    private static void language(Context ctx, Pages pages) {
        String lang = ctx.pathParam("lang");
        if (!pages.languages().contains(lang)) throw DeskError.notFound("no language '" + Ids.shown(lang) + "'");
        io.javalin.http.Cookie c = new io.javalin.http.Cookie(Pages.LANG_COOKIE, lang);
        c.setPath("/");
        c.setSameSite(io.javalin.http.SameSite.LAX);
        c.setMaxAge(365 * 24 * 3600);
        ctx.cookie(c);
        String back = ctx.queryParam("back");
        ctx.redirect(back != null && back.matches("/[A-Za-z0-9/._-]*") && !back.startsWith("//") ? back : "/");
    }

    private static void error(Context ctx, Pages pages, int status, List<String> lines) {
        try {
            // a page of a game links back to it: the game's id only when it is a well-formed one
            String[] path = ctx.path().split("/");
            String game = path.length > 2 && path[1].equals("games") && Ids.isGame(path[2]) ? path[2] : "";
            pages.show(ctx, status, "error.ftl", Map.of("lines", lines, "status", status, "game", game));
        } catch (RuntimeException e) {
            ctx.status(status).contentType("text/plain; charset=utf-8").result(String.join("\n", lines));
        }
    }

    public int port() {
        return app.port();
    }

    /** The address to open in a browser (in table mode, a request there without a key is refused). */
    public String url() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/";
    }

    /** In table mode, the game master's link: the address with the key that opens everything; empty otherwise. */
    public Optional<String> gameMasterLink() {
        return keys == null ? Optional.empty() : Optional.of(url() + "?k=" + keys.gameMaster());
    }

    /** In table mode, the link of one seat of a game (a power, or a player's powers); for tests and the command line. */
    public String playerLink(String game, String seat) {
        if (keys == null) throw new IllegalStateException("not in table mode");
        return url() + "?k=" + keys.player(game, seat);
    }

    /** Every route of the desk, as {@code METHOD /path/{param}}: what table mode's gate must rule on. */
    public List<String> routes() {
        return app.unsafeConfig().pvt.internalRouter.allHttpHandlers().stream()
                .filter(e -> e.getEndpoint().getMethod().isHttpMethod())
                .map(e -> e.getEndpoint().getMethod().name() + " "
                        + e.getEndpoint().getPath())
                .toList();
    }

    public void stop() {
        app.stop();
    }

    @Override
    public void close() {
        stop();
    }
}
