package adjutant.desk;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * The answers the web server gives by itself, before any route runs (a request line or header it
 * cannot parse, a header too large): with the desk's security headers like every other answer, and
 * without the server's name or a stack trace.
 */
final class JettyErrors extends ErrorHandler {
    JettyErrors() {
        setShowStacks(false);
        setShowServlet(false);
        setShowMessageInTitle(false);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        Guard.HEADERS.forEach(fields::put);
        return super.badMessageError(status, reason, fields);
    }

    @Override
    public void handle(String target, Request base, HttpServletRequest request, HttpServletResponse response)
            throws IOException, jakarta.servlet.ServletException {
        Guard.HEADERS.forEach(response::setHeader);
        super.handle(target, base, request, response);
    }
}
