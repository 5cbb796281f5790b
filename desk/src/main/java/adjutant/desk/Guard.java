package adjutant.desk;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.Set;

/**
 * What every request passes: the Host header names this desk (so a web page elsewhere cannot
 * reach a loopback desk through DNS rebinding), strict security headers on every answer
 * (a Content-Security-Policy allowing only this desk's own script and style, no framing), and
 * on every form a CSRF token: a random value in a SameSite=Strict cookie that each form
 * repeats in a hidden field.
 */
final class Guard {
    static final String CSRF_COOKIE = "desk_csrf", CSRF_FIELD = "_csrf";
    static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");
    private final String host;

    Guard(String host) {
        this.host = host;
    }

    void headers(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Cache-Control", "no-store");
    }

    /** Refuses a request whose Host is not this desk's when it listens on loopback only. */
    void host(Context ctx) {
        if (!LOOPBACK_NAMES.contains(host) && !host.equals("::1")) return; // listening elsewhere on purpose (--host)
        String h = ctx.host();
        if (h == null) throw new DeskError(400, java.util.List.of("the request names no host"));
        String name = h.toLowerCase(Locale.ROOT);
        int colon = name.lastIndexOf(':');
        if (colon > 0 && !name.endsWith("]")) name = name.substring(0, colon);
        if (!LOOPBACK_NAMES.contains(name)) throw new DeskError(403, java.util.List.of("this desk answers only on " + host));
    }

    /** The request's CSRF token, set as a cookie when the browser has none yet. */
    String token(Context ctx) {
        String t = ctx.cookie(CSRF_COOKIE);
        if (t != null && t.length() == 43) return t;
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        t = Base64.getUrlEncoder().withoutPadding().encodeToString(b);
        Cookie c = new Cookie(CSRF_COOKIE, t);
        c.setHttpOnly(true);
        c.setSameSite(SameSite.STRICT);
        c.setPath("/");
        ctx.cookie(c);
        ctx.attribute(CSRF_COOKIE, t);
        return t;
    }

    /** A form post must carry the token of its cookie. */
    void checkForm(Context ctx) {
        String cookie = ctx.cookie(CSRF_COOKIE), field = ctx.formParam(CSRF_FIELD);
        if (cookie == null || field == null || !MessageDigest.isEqual(cookie.getBytes(StandardCharsets.US_ASCII), field.getBytes(StandardCharsets.US_ASCII))) {
            throw new DeskError(403, java.util.List.of("the form is stale or came from another site (missing CSRF token); reload the page and send it again"));
        }
    }
}
