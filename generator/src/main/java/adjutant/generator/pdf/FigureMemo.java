package adjutant.generator.pdf;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The documents' figures as painted, kept for the life of the process (a warm build server
 * paints each figure once, not in every build): each by the digest of everything that decides
 * how it is painted ({@link MemoSvgDrawer#key}), so a figure that differs in anything is painted
 * anew and none can be served stale. The least recently used go first once the figures kept
 * hold more than {@link #LIMIT} bytes (the kit's 85 rulebook figures on A4 hold 3.5 MB, their
 * streams kept compressed as the PDF stores them).
 */
final class FigureMemo {
    /** Bytes kept at most: a few times the kit's figures, a small part of a build's heap. */
    static final long LIMIT = 32L << 20;

    private static final Map<String, FormSnapshot> FIGURES = new LinkedHashMap<>(64, 0.75f, true);
    private static long held;
    /** Figures Batik has painted in this process (each is painted once until it is dropped). */
    private static final AtomicLong PAINTS = new AtomicLong();

    private FigureMemo() {}

    static synchronized FormSnapshot get(String key) {
        return FIGURES.get(key);
    }

    static synchronized void put(String key, FormSnapshot figure) {
        FormSnapshot before = FIGURES.put(key, figure);
        if (before != null) held -= before.bytes();
        held += figure.bytes();
        for (Iterator<FormSnapshot> it = FIGURES.values().iterator(); held > LIMIT && it.hasNext(); ) {
            FormSnapshot old = it.next();
            if (old == figure) continue;
            held -= old.bytes();
            it.remove();
        }
    }

    static void painted() {
        PAINTS.incrementAndGet();
    }

    static long paints() {
        return PAINTS.get();
    }

    static synchronized long held() {
        return held;
    }

    static synchronized int size() {
        return FIGURES.size();
    }

    static synchronized void clear() {
        FIGURES.clear();
        held = 0;
    }
}
