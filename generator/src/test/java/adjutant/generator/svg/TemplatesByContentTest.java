package adjutant.generator.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A parsed template is kept while its text stays the same: a changed text is parsed again, whatever its file's time. */
class TemplatesByContentTest {
    @TempDir
    Path dir;

    /** Writes {@code text} to {@code name} and gives the file back its former time (an edit a clock would miss). */
    private void write(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        FileTime before = Files.exists(f) ? Files.getLastModifiedTime(f) : FileTime.fromMillis(1_000_000_000_000L);
        Files.writeString(f, text);
        Files.setLastModifiedTime(f, before);
    }

    @Test
    void theSameTextIsParsedOnce() throws Exception {
        write("a.svg.ftl", "<g>${x}</g>");
        Templates t = Templates.from(dir);
        assertEquals("<g>1</g>", t.render("a.svg.ftl", Map.of("x", 1)));
        var first = t.parsed("a.svg.ftl");
        write("a.svg.ftl", "<g>${x}</g>");
        assertEquals("<g>2</g>", t.render("a.svg.ftl", Map.of("x", 2)));
        assertSame(first, t.parsed("a.svg.ftl"));
    }

    @Test
    void aChangedTextIsParsedAgainThoughItsTimeIsTheSame() throws Exception {
        write("a.svg.ftl", "<g>${x}</g>");
        Templates t = Templates.from(dir);
        var before = t.parsed("a.svg.ftl");
        assertEquals("<g>1</g>", t.render("a.svg.ftl", Map.of("x", 1)));
        write("a.svg.ftl", "<h>${x}</h>");
        assertEquals("<h>1</h>", Templates.from(dir).render("a.svg.ftl", Map.of("x", 1)));
        assertNotSame(before, t.parsed("a.svg.ftl"));
        assertEquals(
                "<h>1</h>", t.render("a.svg.ftl", Map.of("x", 1)), "a Templates made before the change sees it too");
    }

    @Test
    void aChangedIncludeIsSeen() throws Exception {
        write("part.ftl", "<i>${x}</i>");
        write("whole.svg.ftl", "<g><#include \"part.ftl\"></g>");
        assertEquals("<g><i>1</i></g>", Templates.from(dir).render("whole.svg.ftl", Map.of("x", 1)));
        write("part.ftl", "<b>${x}</b>");
        assertEquals("<g><b>1</b></g>", Templates.from(dir).render("whole.svg.ftl", Map.of("x", 1)));
    }

    @Test
    void aRemovedTemplateIsMissed() throws Exception {
        write("a.svg.ftl", "<g/>");
        assertEquals("<g/>", Templates.from(dir).render("a.svg.ftl", Map.of()));
        Files.delete(dir.resolve("a.svg.ftl"));
        var e = assertThrows(
                Templates.TemplateFailure.class, () -> Templates.from(dir).render("a.svg.ftl", Map.of()));
        assertEquals("templates/a.svg.ftl: no such template", e.getMessage());
    }

    @Test
    void aFaultIsReportedAtItsPlaceAfterAGoodVersion() throws Exception {
        write("a.svg.ftl", "<g/>");
        assertEquals("<g/>", Templates.from(dir).render("a.svg.ftl", Map.of()));
        write("a.svg.ftl", "<g>\n<#if></g>");
        var e = assertThrows(
                Templates.TemplateFailure.class, () -> Templates.from(dir).render("a.svg.ftl", Map.of()));
        assertEquals(
                "templates/a.svg.ftl:2:",
                e.getMessage().substring(0, "templates/a.svg.ftl:2:".length()),
                e.getMessage());
    }
}
