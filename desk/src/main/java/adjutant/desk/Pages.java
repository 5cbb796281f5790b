package adjutant.desk;

import adjutant.generator.layout.Typesetting;
import adjutant.generator.svg.Templates;
import freemarker.cache.ClassTemplateLoader;
import freemarker.core.HTMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Server-rendered pages: FreeMarker templates under {@code desk/templates/} with HTML
 * auto-escaping (every value is escaped unless a template marks it, as only the generator's
 * own SVG is), the sandbox of the kit's templates (no Java objects, no {@code ?new}), and
 * what every page needs: the reader's language and the desk's words, the language switch,
 * the CSRF token for its forms.
 */
final class Pages {
    static final String LANG_COOKIE = "desk_lang";
    private final Configuration cfg;
    private final Guard guard;
    private final List<String> languages;
    private final boolean table;

    Pages(Guard guard, List<String> languages, boolean table) {
        this.guard = guard;
        this.table = table;
        this.languages = List.copyOf(languages);
        Configuration c = new Configuration(Configuration.VERSION_2_3_34);
        c.setTemplateLoader(new ClassTemplateLoader(Pages.class, "/desk/templates"));
        Templates.sandbox(c, HTMLOutputFormat.INSTANCE);
        this.cfg = c;
    }

    List<String> languages() {
        return languages;
    }

    /** The reader's language: the {@code desk_lang} cookie, else the browser's first known language, else English. */
    String lang(Context ctx) {
        String c = ctx.cookie(LANG_COOKIE);
        if (c != null && languages.contains(c)) return c;
        String accept = ctx.header("Accept-Language");
        if (accept != null) {
            for (String part : accept.split(",")) {
                String l = part.split(";")[0].trim().toLowerCase(Locale.ROOT);
                if (l.length() >= 2 && languages.contains(l.substring(0, 2))) return l.substring(0, 2);
            }
        }
        return "en";
    }

    Map<String, String> words(Context ctx) {
        return UiText.of(lang(ctx));
    }

    /** Renders {@code template} with {@code model} and what every page has, as the answer with {@code status}. */
    void show(Context ctx, int status, String template, Map<String, Object> model) {
        String lang = lang(ctx);
        Map<String, Object> m = new LinkedHashMap<>(model);
        m.put("lang", lang);
        m.put("languages", languages);
        m.put("t", UiText.of(lang));
        m.put("csrf", guard.token(ctx));
        m.put("here", ctx.path());
        // in table mode: whether this reader holds the game master's key (the page then links to the table page)
        TableKeys.Access access = TableGate.access(ctx);
        m.put("tableGm", table && access != null && access.gameMaster());
        // a player's phone: links lead back to the phone page, not to the game master's pages it may not open
        m.put("tablePlayer", table && access != null && !access.gameMaster());
        ctx.status(status).contentType("text/html; charset=utf-8").result(render(template, m));
    }

    String render(String template, Map<String, Object> model) {
        try {
            Template t = cfg.getTemplate(template);
            StringWriter out = new StringWriter();
            t.process(model, out);
            // a Czech page set as the printed kit is: no line ends with a one-letter word
            return Typesetting.page(out.toString(), model.get("lang") instanceof String l ? l : null);
        } catch (IOException | TemplateException e) {
            throw new IllegalStateException("desk/templates/" + template + ": " + e.getMessage(), e);
        }
    }
}
