package adjutant.generator.pdf;

import adjutant.engine.data.Inputs;
import adjutant.engine.data.ProcessMemo;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The documents' figures as painted, kept for the life of the process (a warm build server
 * paints each figure once, not in every build): each by the digest of everything that decides
 * how it is painted ({@link MemoSvgDrawer#key}), so a figure that differs in anything is painted
 * anew and none can be served stale. The least used go first once the figures kept hold more than
 * {@link #LIMIT} bytes (the kit's 85 rulebook figures on A4 hold 3.5 MB, their streams kept
 * compressed as the PDF stores them).
 */
final class FigureMemo {
    /** Bytes kept at most: a few times the kit's figures, a small part of a build's heap. */
    static final long LIMIT = 32L << 20;

    private static final ProcessMemo<String, FormSnapshot> FIGURES =
            ProcessMemo.weighed("painted figures", LIMIT, f -> (int) f.bytes());
    /** Figures Batik has painted in this process (each is painted once until it is dropped). */
    private static final AtomicLong PAINTS = new AtomicLong();

    private FigureMemo() {}

    static FormSnapshot get(String key) {
        return FIGURES.peek(key);
    }

    /** Keeps a figure painted (its key says all it depends on: painting it reads no input of its own). */
    static void put(String key, FormSnapshot figure) {
        FIGURES.put(key, figure, new Inputs.Read());
    }

    static void painted() {
        PAINTS.incrementAndGet();
    }

    static long paints() {
        return PAINTS.get();
    }

    static long held() {
        return FIGURES.weight();
    }

    static long size() {
        return FIGURES.size();
    }

    static void clear() {
        FIGURES.clear();
    }
}
