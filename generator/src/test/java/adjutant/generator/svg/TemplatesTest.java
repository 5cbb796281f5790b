package adjutant.generator.svg;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TemplatesTest {
    static Templates sample() {
        try {
            return Templates.from(
                    Path.of(TemplatesTest.class.getResource("/templates").toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void rendersAndEscapesText() {
        String svg = sample().render(
                        "sample/counter.svg.ftl",
                        Map.of("size", 16, "bleed", 3, "colour", "#abc", "label", "Řím & <Ůl>", "side", "líc"));
        assertTrue(svg.contains("Řím &amp; &lt;Ůl&gt;"), svg);
        assertTrue(svg.contains("width=\"22mm\""), svg);
    }

    @Test
    void refusesNewBuiltin() {
        var e = assertThrows(
                Templates.TemplateFailure.class, () -> sample().render("sample/evil-new.svg.ftl", Map.of()));
        assertTrue(e.getMessage().startsWith("templates/sample/evil-new.svg.ftl:1:"), e.getMessage());
    }

    @Test
    void refusesApiBuiltin() {
        assertThrows(
                Templates.TemplateFailure.class,
                () -> sample().render("sample/evil-api.svg.ftl", Map.of("map", Map.of("a", 1))));
    }

    @Test
    void exposesNoMethodsOfJavaObjects() {
        // A record or bean reaching a template shows nothing of its class.
        assertThrows(
                Templates.TemplateFailure.class,
                () -> sample().render("sample/evil-class.svg.ftl", Map.of("thing", new Date())));
        assertThrows(
                Templates.TemplateFailure.class,
                () -> sample().render("sample/evil-class.svg.ftl", Map.of("thing", List.of(1))));
    }

    @Test
    void loadsOnlyFromItsFolder() {
        assertThrows(Templates.TemplateFailure.class, () -> sample().render("../../../../pom.xml", Map.of()));
        assertThrows(Templates.TemplateFailure.class, () -> sample().render("/etc/passwd", Map.of()));
    }
}
