package adjutant.desk;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What every request passes: the Host header names this desk (so a web page elsewhere cannot
 * reach a loopback desk through DNS rebinding), strict security headers on every answer
 * (a Content-Security-Policy allowing only this desk's own script and style, no framing), and
 * on every state-changing request: it must come from a page of this desk (its {@code Origin}, or
 * {@code Sec-Fetch-Site: same-origin}), be a form (urlencoded or multipart, nothing a page elsewhere
 * could send as {@code text/plain}), and carry a CSRF token this desk signed: a random value and its
 * HMAC under a secret made at start, in a SameSite=Strict cookie that each form repeats in a hidden
 * field. A token another desk, another port or the browser's own invention made is refused.
 */
final class Guard {
    static final String CSRF_COOKIE = "desk_csrf", CSRF_FIELD = "_csrf";
    static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");
    private final String host;
    /** The secret this desk signs its tokens with; made at start, never stored, so a restart ends old forms. */
    private final byte[] secret = new byte[32];

    Guard(String host) {
        this.host = host;
        RANDOM.nextBytes(secret);
    }

    /**
     * The headers of every answer, the server's own error answers included ({@link JettyErrors}).
     * The referrer policy is same-origin, not no-referrer: under no-referrer a browser sends
     * {@code Origin: null} with the desk's own forms, and the origin check needs their real origin.
     */
    static final Map<String, String> HEADERS = Map.of(
            "Content-Security-Policy",
            CSP,
            "X-Content-Type-Options",
            "nosniff",
            "X-Frame-Options",
            "DENY",
            "Referrer-Policy",
            "same-origin",
            "Cache-Control",
            "no-store");

    void headers(Context ctx) {
        HEADERS.forEach(ctx::header);
    }

    /**
     * Refuses a request whose Host is not this desk's: on loopback any loopback name; on another
     * address (table mode) exactly that address and the port the request came in on. So a web page
     * elsewhere cannot reach the desk through DNS rebinding, whichever address it listens on.
     */
    void host(Context ctx) {
        String h = ctx.host();
        if (h == null) throw new DeskError(400, List.of("the request names no host"));
        String name = h.toLowerCase(Locale.ROOT);
        int colon = name.lastIndexOf(':');
        String port = colon > 0 && !name.endsWith("]") ? name.substring(colon + 1) : "80";
        if (colon > 0 && !name.endsWith("]")) name = name.substring(0, colon);
        boolean ok = DeskOptions.isLoopback(host)
                ? LOOPBACK_NAMES.contains(name)
                : name.equals((host.contains(":") ? "[" + host + "]" : host).toLowerCase(Locale.ROOT))
                        && port.equals(String.valueOf(ctx.req().getLocalPort()));
        if (!ok) throw new DeskError(403, List.of("this desk answers only on " + host));
    }

    /** The request's CSRF token, set as a cookie when the browser has none this desk signed. */
    String token(Context ctx) {
        String t = ctx.cookie(CSRF_COOKIE);
        if (signed(t)) return t;
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        String nonce = Base64.getUrlEncoder().withoutPadding().encodeToString(b);
        t = nonce + "." + sign(nonce);
        Cookie c = new Cookie(CSRF_COOKIE, t);
        c.setHttpOnly(true);
        c.setSameSite(SameSite.STRICT);
        c.setPath("/");
        ctx.cookie(c);
        ctx.attribute(CSRF_COOKIE, t);
        return t;
    }

    private String sign(String nonce) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(mac.doFinal(nonce.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** Whether a token is one this desk made: its nonce signed with this desk's secret. */
    boolean signed(String token) {
        if (token == null || token.length() > 100) return false;
        int dot = token.indexOf('.');
        return dot > 0
                && MessageDigest.isEqual(
                        sign(token.substring(0, dot)).getBytes(StandardCharsets.US_ASCII),
                        token.substring(dot + 1).getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * A state-changing request must come from this desk's own page: its Origin is this desk (as the
     * Host, already checked, names it) or the browser says same-origin; and it must be a form.
     * Called for every request but GET and HEAD, before its body is read.
     */
    void checkSource(Context ctx) {
        String site = ctx.header("Sec-Fetch-Site"), origin = ctx.header("Origin");
        boolean sameSite = site == null || site.equals("same-origin");
        boolean sameOrigin = origin == null ? site != null : origin.equalsIgnoreCase(ctx.scheme() + "://" + ctx.host());
        if (!sameSite || !sameOrigin) {
            throw new DeskError(
                    403,
                    List.of("the request did not come from this desk's own page (Origin " + Ids.shown(origin)
                            + ", Sec-Fetch-Site " + Ids.shown(site)
                            + "); open the desk at its own address and send the form from there"));
        }
        String type = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
        if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
            throw new DeskError(
                    415, List.of("only forms are taken (urlencoded or multipart), not '" + Ids.shown(type) + "'"));
        }
    }

    /** A form post must carry the token of its cookie, one this desk signed. */
    void checkForm(Context ctx) {
        String cookie = ctx.cookie(CSRF_COOKIE), field = ctx.formParam(CSRF_FIELD);
        if (!signed(cookie)
                || field == null
                || !MessageDigest.isEqual(
                        cookie.getBytes(StandardCharsets.US_ASCII), field.getBytes(StandardCharsets.US_ASCII))) {
            throw new DeskError(
                    403,
                    List.of(
                            "the form is stale or came from another site (missing CSRF token); reload the page and send it again"));
        }
    }
}
