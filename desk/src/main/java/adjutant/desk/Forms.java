package adjutant.desk;

import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;

/**
 * A form's body parsed once, before any route reads it, so that a malformed one (a multipart body
 * without its boundary, cut short, with broken part headers; a urlencoded body with a broken
 * escape) is answered 400 with the desk's headers, never 500 from deep in the server.
 */
final class Forms {
    private Forms() {}

    static void parse(Context ctx) {
        boolean multipart = ctx.contentType() != null
                && ctx.contentType().toLowerCase(Locale.ROOT).startsWith("multipart/");
        try {
            ctx.formParamMap();
            if (multipart) {
                for (var files : ctx.uploadedFileMap().values()) {
                    for (var f : files) {
                        if (f.filename() != null && f.filename().indexOf('\0') >= 0)
                            throw new IllegalArgumentException("a file name holds a NUL character");
                    }
                }
            }
        } catch (DeskError e) {
            throw e;
        } catch (Exception e) { // the servlet API's checked exceptions come through Javalin undeclared
            throw new DeskError(
                    400,
                    List.of("the form could not be read (" + Ids.shown(reason(e))
                            + "); send it again from the desk's page"));
        }
    }

    /** The innermost message: the parser's own words, not its wrappers'. */
    private static String reason(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
