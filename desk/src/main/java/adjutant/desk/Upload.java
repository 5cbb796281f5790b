package adjutant.desk;

import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Text sent in a form, checked before anything reads it: at most a size per kind, a text
 * file by its name ({@code .txt}, {@code .yaml}, {@code .yml}) and its bytes (UTF-8, no NUL),
 * its name cut down to safe characters for messages and scratch files.
 */
final class Upload {
    static final int MAX_SHEET = 64 * 1024, MAX_POSITION = 64 * 1024, MAX_LOG = 512 * 1024;
    /** The whole request, files included. */
    static final long MAX_REQUEST = 1024 * 1024;

    private static final List<String> TEXT_ENDINGS = List.of(".txt", ".yaml", ".yml");

    /** An uploaded text: a safe name for it and its content. */
    record Text(String name, String text) {}

    private Upload() {}

    /** The file sent as {@code field}, or null when none was chosen. */
    static Text text(Context ctx, String field, int max) {
        UploadedFile f = ctx.uploadedFile(field);
        if (f == null || (f.size() == 0 && (f.filename() == null || f.filename().isBlank()))) return null;
        String name = safeName(f.filename());
        if (TEXT_ENDINGS.stream().noneMatch(name.toLowerCase(Locale.ROOT)::endsWith)) {
            throw DeskError.bad(name + ": expected a text file (.txt, .yaml or .yml)");
        }
        if (f.size() > max)
            throw DeskError.bad(
                    name + ": the file is " + f.size() / 1024 + " kB; at most " + max / 1024 + " kB is taken");
        try (InputStream in = f.content()) {
            return new Text(name, decode(name, in.readNBytes(max + 1), max));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A text field, at most {@code max} bytes. */
    static String field(Context ctx, String field, int max) {
        String s = ctx.formParam(field);
        if (s == null) return "";
        if (s.getBytes(StandardCharsets.UTF_8).length > max)
            throw DeskError.bad(field + ": at most " + max / 1024 + " kB is taken");
        if (s.indexOf('\0') >= 0) throw DeskError.bad(field + ": not text (it holds a NUL character)");
        return s.replace("\r\n", "\n");
    }

    private static String decode(String name, byte[] bytes, int max) {
        if (bytes.length > max) throw DeskError.bad(name + ": at most " + max / 1024 + " kB is taken");
        try {
            String s = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            if (s.indexOf('\0') >= 0) throw DeskError.bad(name + ": not a text file");
            return s;
        } catch (CharacterCodingException e) {
            throw DeskError.bad(name + ": not UTF-8 text (save it as UTF-8)");
        }
    }

    /** The last part of a file name, with anything but letters, digits, dot, hyphen and underscore replaced. */
    static String safeName(String name) {
        String base = name == null ? "" : name.replace('\\', '/');
        base = base.substring(base.lastIndexOf('/') + 1).replaceAll("[^A-Za-z0-9._-]", "_");
        while (base.startsWith(".")) base = base.substring(1);
        if (base.isEmpty()) base = "upload.txt";
        return base.length() > 60 ? base.substring(base.length() - 60) : base;
    }
}
