package adjutant.generator.rulebook;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The index prints page numbers ({@code target-counter}) of a term's defining use and its significant
 * uses, and a term used twice on one page would print that page twice. Only a layout knows the pages: each use's anchor is
 * an element with its id (a named destination of the PDF, {@code -fs-named-destination} in the
 * template), whose page the layout tells, and each term keeps its first use on each page. The index
 * comes last, so shortening it moves no page it points to.
 */
final class IndexPages {
    private IndexPages() {}

    /**
     * Whether {@code kept} (a shortened index) still holds on the pages of a later layout: each term
     * printing every page it is used on, each once.
     */
    static boolean holds(List<?> uses, List<?> kept, Map<String, Integer> pages) {
        List<Map<String, Object>> right = onePerPage(uses, pages);
        for (int i = 0; i < right.size(); i++) {
            List<Integer> want = pagesOf(right.get(i), pages), got = pagesOf((Map<?, ?>) kept.get(i), pages);
            if (!want.equals(got)) return false;
        }
        return true;
    }

    private static List<Integer> pagesOf(Map<?, ?> term, Map<String, Integer> pages) {
        List<Integer> out = new ArrayList<>();
        for (Object r : (List<?>) term.get("refs"))
            out.add(pages.get(((Map<?, ?>) r).get("anchor").toString()));
        return out;
    }

    /** Pages an index entry lists at most: the defining one and the significant uses, not every page a word is on. */
    static final int MAX_PAGES = 6;

    /**
     * The index with each term's references: the page of its defining use first (printed bold), then the pages
     * where the text marks the term ({@code [[term|…]]}, its significant uses) in page order, one per page, up to
     * {@link #MAX_PAGES} in all. A use whose page is unknown is kept (it prints its own page, last), so nothing
     * is lost when a name is missing.
     */
    static List<Map<String, Object>> onePerPage(List<?> index, Map<String, Integer> pages) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Object i : index) {
            Map<?, ?> term = (Map<?, ?>) i;
            Object defining = null;
            List<Object> marked = new ArrayList<>();
            for (Object r : (List<?>) term.get("refs")) {
                Map<?, ?> ref = (Map<?, ?>) r;
                if (Boolean.TRUE.equals(ref.get("defining"))) defining = r;
                else if (Boolean.TRUE.equals(ref.get("marked"))) marked.add(r);
            }
            if (defining == null) defining = ((List<?>) term.get("refs")).get(0);
            // In page order: an example moved past the text after it (ExampleFloats) puts its uses after that text's.
            marked.sort(Comparator.comparingInt(r -> page(r, pages)));
            Set<Integer> seen = new HashSet<>();
            List<Object> kept = new ArrayList<>(List.of(defining));
            seen.add(page(defining, pages));
            for (Object r : marked) {
                if (kept.size() >= MAX_PAGES) break;
                int p = page(r, pages);
                if (p == Integer.MAX_VALUE || seen.add(p)) kept.add(r);
            }
            Map<String, Object> t = new LinkedHashMap<>();
            term.forEach((key, v) -> t.put(key.toString(), v));
            t.put("refs", kept);
            out.add(t);
        }
        return out;
    }

    private static int page(Object ref, Map<String, Integer> pages) {
        Integer page = pages.get(((Map<?, ?>) ref).get("anchor").toString());
        return page == null || page < 0 ? Integer.MAX_VALUE : page;
    }
}
