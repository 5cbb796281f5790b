package adjutant.generator.pdf.preview;

import org.apache.pdfbox.contentstream.operator.Operator;

/**
 * Content operators by their bytes (up to 7, packed with their length into a long), looked up with
 * no string or boxed key made: a page's content is mostly operators, a few dozen kinds.
 */
final class OperatorTable {
    private long[] keys = new long[64];
    private Operator[] values = new Operator[64];
    private int size;

    /** The operator of these bytes, or null if none stored (or longer than 7 bytes). */
    Operator get(byte[] b, int start, int length) {
        if (length > 7) return null;
        long k = key(b, start, length);
        for (int i = slot(k, keys.length); keys[i] != 0; i = (i + 1) & (keys.length - 1)) {
            if (keys[i] == k) return values[i];
        }
        return null;
    }

    void put(byte[] b, int start, int length, Operator op) {
        if (length > 7) return;
        if (2 * (size + 1) > keys.length) grow();
        insert(key(b, start, length), op);
    }

    private void insert(long k, Operator op) {
        int i = slot(k, keys.length);
        while (keys[i] != 0 && keys[i] != k) i = (i + 1) & (keys.length - 1);
        if (keys[i] == 0) size++;
        keys[i] = k;
        values[i] = op;
    }

    private void grow() {
        long[] oldKeys = keys;
        Operator[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new Operator[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) insert(oldKeys[i], oldValues[i]);
        }
    }

    /** Never 0: the length stands in the top byte. */
    private static long key(byte[] b, int start, int length) {
        long k = length;
        for (int i = 0; i < length; i++) k = k << 8 | (b[start + i] & 0xff);
        return k;
    }

    private static int slot(long k, int capacity) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & (capacity - 1);
    }
}
