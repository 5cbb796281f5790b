package adjutant.generator.rulebook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.action.PDActionGoTo;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;

/**
 * The index prints page numbers ({@code target-counter}), and a term used in two sections on one
 * page would print that page twice. Only the laid-out PDF knows the pages, so the index's links
 * (the document's last links, one per reference, in order) are read back and each term keeps
 * one reference per page. The index comes last, so shortening it moves no page it points to.
 */
final class IndexPages {
    private IndexPages() {}

    /** The model with each term's references one per page, or null when no page repeats (or the links cannot be matched). */
    static Map<String, Object> onePerPage(Map<String, Object> model, byte[] pdf) {
        List<?> index = (List<?>) model.get("index");
        int refs = 0;
        for (Object i : index) refs += ((List<?>) ((Map<?, ?>) i).get("refs")).size();
        List<Integer> pages = linkTargets(pdf);
        if (pages.size() < refs) return null;
        pages = pages.subList(pages.size() - refs, pages.size());
        if (pages.contains(-1)) return null;
        List<Map<String, Object>> out = new ArrayList<>();
        boolean dropped = false;
        int k = 0;
        for (Object i : index) {
            Map<?, ?> term = (Map<?, ?>) i;
            Set<Integer> seen = new HashSet<>();
            List<Object> kept = new ArrayList<>();
            for (Object r : (List<?>) term.get("refs")) {
                if (seen.add(pages.get(k++))) kept.add(r);
                else dropped = true;
            }
            Map<String, Object> t = new LinkedHashMap<>();
            term.forEach((key, v) -> t.put(key.toString(), v));
            t.put("refs", kept);
            out.add(t);
        }
        if (!dropped) return null;
        Map<String, Object> m = new LinkedHashMap<>(model);
        m.put("index", out);
        return m;
    }

    /** The page every internal link goes to, in document order (-1: not to a page). */
    private static List<Integer> linkTargets(byte[] pdf) {
        List<Integer> out = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            for (PDPage page : doc.getPages()) {
                for (PDAnnotation a : page.getAnnotations()) {
                    if (!(a instanceof PDAnnotationLink l)) continue;
                    PDDestination d = l.getDestination();
                    if (d == null && l.getAction() instanceof PDActionGoTo g) d = g.getDestination();
                    out.add(d instanceof PDPageDestination p ? (p.getPage() != null ? doc.getPages().indexOf(p.getPage()) : p.getPageNumber()) : -1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
