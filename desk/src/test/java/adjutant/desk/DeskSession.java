package adjutant.desk;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A desk started on a games folder, on loopback, with a client that holds the CSRF token its first
 * page gave: the set-up the desk's tests over plain HTTP share.
 */
final class DeskSession implements AutoCloseable {
    static final HttpClient HTTP =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    final Desk desk;
    /** The index page, read for the token. */
    final HttpResponse<String> index;

    final String token;

    private DeskSession(Desk desk) throws IOException, InterruptedException {
        this.desk = desk;
        this.index = get("/");
        this.token = index.headers()
                .firstValue("set-cookie")
                .map(c -> c.replaceAll("^desk_csrf=([^;]+);.*$", "$1"))
                .orElseThrow();
    }

    /** A desk of the games under {@code home} (data and templates) on the folder {@code games}, logging to {@code log}. */
    static DeskSession start(Path home, Path games, Writer log) throws IOException, InterruptedException {
        return new DeskSession(
                Desk.start(new DeskOptions(home, games, DeskOptions.LOOPBACK, 0), new PrintWriter(log, true)));
    }

    /** This desk's origin, as its own pages' forms send it. */
    String origin() {
        return desk.url().replaceAll("/$", "");
    }

    /** GET {@code path} (from /) with the headers given as name, value pairs. */
    HttpResponse<String> get(String path, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(desk.url() + path.substring(1)));
        if (headers.length > 0) b.headers(headers);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** POST of a form as this desk's pages send it, with {@code cookie} as the CSRF cookie (none when null). */
    HttpResponse<String> post(String path, String form, String cookie) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(desk.url() + path.substring(1)))
                .header("Origin", origin())
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (cookie != null) b.header("Cookie", "desk_csrf=" + cookie);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** POST of the token and the fields given as name, value pairs (values encoded). */
    HttpResponse<String> postFields(String path, String... nameValue) throws IOException, InterruptedException {
        return post(path, form(token, nameValue), token);
    }

    /** A form as the desk's pages send it: the CSRF token, then the fields given as name, value pairs (values encoded). */
    static String form(String csrf, String... nameValue) {
        StringBuilder form = new StringBuilder("_csrf=" + csrf);
        for (int i = 0; i + 1 < nameValue.length; i += 2)
            form.append("&" + nameValue[i] + "=" + URLEncoder.encode(nameValue[i + 1], StandardCharsets.UTF_8));
        return form.toString();
    }

    /** POST of a multipart body written with {@code boundary}, with the token's cookie. */
    HttpResponse<String> multipart(String path, String boundary, byte[] body) throws IOException, InterruptedException {
        return multipart(path, boundary, body, null);
    }

    /** The same, from a browser asking for pages in {@code lang} (none: no Accept-Language). */
    HttpResponse<String> multipart(String path, String boundary, byte[] body, String lang)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(desk.url() + path.substring(1)))
                .header("Cookie", "desk_csrf=" + token)
                .header("Origin", origin())
                .header("Content-Type", "multipart/form-data; boundary=" + boundary);
        if (lang != null) request.header("Accept-Language", lang);
        return HTTP.send(
                request.POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> multipart(String path, String boundary, String body) throws IOException, InterruptedException {
        return multipart(path, boundary, body.getBytes(StandardCharsets.UTF_8));
    }

    /** Sends raw bytes to a desk at {@code address} and returns its whole answer. */
    static String raw(String address, int port, String request) throws IOException {
        try (Socket s = new Socket(address, port)) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        desk.stop();
    }
}
