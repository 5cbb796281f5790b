package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ProcessMemoTest {
    @Test
    void aValueKeptRecordsForEveryUserWhatMakingItRead() {
        ProcessMemo<String, String> memo = ProcessMemo.entries("test reads", 8);
        Path data = Path.of("data/x/map.yaml");
        Inputs.Read first = new Inputs.Read(), second = new Inputs.Read();
        assertEquals(
                "made",
                Inputs.recording(
                        first,
                        () -> memo.get("k", k -> {
                            Inputs.file(data);
                            return "made";
                        })));
        assertEquals("made", Inputs.recording(second, () -> memo.get("k", k -> "made again")), "kept, not made again");
        assertEquals(first.files(), second.files());
        assertTrue(second.files().contains(data.toAbsolutePath().normalize()));
        Inputs.Read third = new Inputs.Read();
        assertEquals("made", Inputs.recording(third, () -> memo.peek("k")));
        assertEquals(first.files(), third.files());
    }

    @Test
    void boundedByEntriesAndByWeight() {
        ProcessMemo<Integer, Integer> few = ProcessMemo.entries("test few", 3);
        for (int i = 0; i < 100; i++) few.get(i, k -> k);
        assertTrue(few.size() <= 3, few.size() + " kept");
        ProcessMemo<Integer, byte[]> heavy = ProcessMemo.weighed("test heavy", 1000, b -> b.length);
        for (int i = 0; i < 50; i++) heavy.get(i, k -> new byte[300]);
        assertTrue(heavy.weight() <= 1000, heavy.weight() + " bytes kept");
        assertTrue(heavy.size() <= 3);
    }

    @Test
    void aFailedComputationIsNotKept() {
        ProcessMemo<String, String> memo = ProcessMemo.entries("test failing", 8);
        assertThrows(
                IllegalStateException.class,
                () -> memo.get("k", k -> {
                    throw new IllegalStateException("no font has this glyph");
                }));
        assertNull(memo.peek("k"));
        assertEquals("second try", memo.get("k", k -> "second try"));
    }

    @Test
    void clearAllEmptiesEveryMemo() {
        ProcessMemo<String, String> a = ProcessMemo.entries("test a", 8),
                b = ProcessMemo.weighed("test b", 100, String::length);
        a.get("x", k -> "1");
        b.get("y", k -> "2");
        ProcessMemo.clearAll();
        assertEquals(0, a.size());
        assertEquals(0, b.size());
    }

    @Test
    void oneKeyIsMadeOnceWhileManyAsk() throws Exception {
        ProcessMemo<String, Integer> memo = ProcessMemo.entries("test many", 8);
        AtomicInteger made = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> got = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                got.add(pool.submit(() -> {
                    start.await();
                    return memo.get("k", k -> {
                        made.incrementAndGet();
                        try {
                            Thread.sleep(50);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return 42;
                    });
                }));
            }
            start.countDown();
            for (Future<Integer> f : got) assertEquals(42, f.get(10, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, made.get());
    }
}
