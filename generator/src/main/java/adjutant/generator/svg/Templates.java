package adjutant.generator.svg;

import adjutant.engine.data.Inputs;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.core.TemplateClassResolver;
import freemarker.core.XMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateNotFoundException;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

/**
 * FreeMarker over the project's {@code templates/} folder, sandboxed: {@code ?new} resolves
 * no class, {@code ?api} is off, templates load only from that folder, and the object
 * wrapper exposes no methods or fields of Java objects, so models are plain maps, lists,
 * strings, numbers and booleans (build them from the engine's records). Output is XML with
 * auto-escaping, since every template makes SVG or XHTML. Thread-safe.
 */
public final class Templates {
    private final Configuration cfg;

    private Templates(Configuration cfg) {
        this.cfg = cfg;
    }

    /**
     * Templates under {@code dir} (the project's {@code templates/}), each parsed on its first use and
     * kept while its text stays the same (by the file's content, never by its time alone).
     */
    public static Templates from(Path dir) {
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException("no templates folder at " + dir);
        return new Templates(configuration(dir.toAbsolutePath().normalize()));
    }

    private static Configuration configuration(Path dir) {
        Configuration c = new Configuration(Configuration.VERSION_2_3_34);
        try {
            c.setTemplateLoader(new ByContent(new FileTemplateLoader(dir.toFile(), false), dir));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        sandbox(c, XMLOutputFormat.INSTANCE);
        // Asks the loader on every use, which reads the file: it is parsed again only when its text
        // changed, and each use is recorded on the thread that makes it (Inputs), includes too.
        c.setTemplateUpdateDelayMilliseconds(0);
        return c;
    }

    /**
     * A template's text as found on one use: FreeMarker keeps a parsed template while the source
     * it finds next is equal, so equal means the same name and the same bytes.
     */
    private record Source(Object file, String name, byte[] text) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Source s && s.name.equals(name) && Arrays.equals(s.text, text);
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + Arrays.hashCode(text);
        }
    }

    /**
     * Finds templates through the file loader (which keeps them inside the folder), records each
     * one asked for, found or not ({@link Inputs}), and hands FreeMarker the text it read, so what
     * is parsed is exactly what the source compares by.
     */
    private record ByContent(FileTemplateLoader loader, Path dir) implements TemplateLoader {
        @Override
        public Object findTemplateSource(String name) throws IOException {
            Inputs.file(dir.resolve(name));
            Object file = loader.findTemplateSource(name);
            if (file == null) return null;
            return new Source(file, name, Files.readAllBytes(((File) file).toPath()));
        }

        @Override
        public long getLastModified(Object source) {
            return Arrays.hashCode(((Source) source).text) & 0x7fffffffL;
        }

        @Override
        public Reader getReader(Object source, String encoding) {
            return new InputStreamReader(new ByteArrayInputStream(((Source) source).text), Charset.forName(encoding));
        }

        @Override
        public void closeTemplateSource(Object source) throws IOException {
            loader.closeTemplateSource(((Source) source).file);
        }
    }

    /** Template {@code name} as parsed (tests see whether a parse was kept). */
    Template parsed(String name) throws IOException {
        return cfg.getTemplate(name);
    }

    /** Runs template {@code name} (a path under templates/, e.g. {@code diplomacy/counter.svg.ftl}). */
    public String render(String name, Map<String, ?> model) {
        try {
            Template t = cfg.getTemplate(name);
            StringWriter out = new StringWriter();
            t.process(model, out);
            return out.toString();
        } catch (TemplateNotFoundException e) {
            throw new TemplateFailure("templates/" + name + ": no such template", e);
        } catch (TemplateException e) {
            throw new TemplateFailure(
                    "templates/" + name + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": "
                            + e.getMessageWithoutStackTop(),
                    e);
        } catch (freemarker.core.ParseException e) {
            throw new TemplateFailure(
                    "templates/" + name + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": "
                            + e.getEditorMessage(),
                    e);
        } catch (IOException e) {
            throw new TemplateFailure("templates/" + name + ": " + e.getMessage(), e);
        }
    }

    /** A template that could not be loaded or run; the message names the template, line and column. */
    public static final class TemplateFailure extends RuntimeException {
        TemplateFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Sandboxes {@code c} as described above (no class resolution, no ?api, nothing of Java objects
     * exposed, errors thrown) with auto-escaping in {@code format}; the desk's pages use it too.
     */
    public static Configuration sandbox(Configuration c, freemarker.core.OutputFormat format) {
        c.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        c.setAPIBuiltinEnabled(false);
        DefaultObjectWrapperBuilder wrapper = new DefaultObjectWrapperBuilder(Configuration.VERSION_2_3_34);
        wrapper.setExposureLevel(freemarker.ext.beans.BeansWrapper.EXPOSE_NOTHING);
        wrapper.setExposeFields(false);
        c.setObjectWrapper(wrapper.build());
        c.setOutputFormat(format);
        c.setDefaultEncoding("UTF-8");
        c.setLocale(Locale.ROOT);
        c.setNumberFormat("0.###");
        c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        c.setLogTemplateExceptions(false);
        c.setWrapUncheckedExceptions(true);
        c.setFallbackOnNullLoopVariable(false);
        c.setLocalizedLookup(false);
        return c;
    }
}
