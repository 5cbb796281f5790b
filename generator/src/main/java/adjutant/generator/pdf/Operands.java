package adjutant.generator.pdf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;

/**
 * An operator's operands as read: plain numbers kept as values, made into PDFBox's objects only
 * when an operator is handed to PDFBox (a path's coordinates, most of a drawing, never are).
 */
final class Operands {
    private static final byte OBJECT = 0, WHOLE = 1, REAL = 2;
    private byte[] kinds = new byte[16];
    private float[] values = new float[16];
    private long[] wholes = new long[16];
    private COSBase[] objects = new COSBase[16];
    private int size;
    /** Every operand is a plain number. */
    private boolean numbers = true;
    private final List<COSBase> list = new ArrayList<>();

    /** Adds the number {@code tokens} just read as {@link ContentTokens#NUMBER}. */
    void addNumber(ContentTokens tokens) {
        room();
        if (tokens.integer()) {
            kinds[size] = WHOLE;
            wholes[size] = tokens.wholeValue();
        } else {
            kinds[size] = REAL;
        }
        values[size++] = tokens.value();
    }

    void add(COSBase operand) {
        room();
        kinds[size] = OBJECT;
        objects[size++] = operand;
        numbers = false;
    }

    int size() {
        return size;
    }

    /** Every operand is a plain number (so {@link #value} reads each). */
    boolean numbers() {
        return numbers;
    }

    /** Operand {@code i}, a plain number, as PDFBox's {@code floatValue()} gives it. */
    float value(int i) {
        return values[i];
    }

    /** The operands as PDFBox's objects (the same list each time: PDFBox reads it before the next operator). */
    List<COSBase> list() {
        list.clear();
        for (int i = 0; i < size; i++) {
            list.add(switch (kinds[i]) {
                case WHOLE -> COSInteger.get(wholes[i]);
                case REAL -> new COSFloat(values[i]);
                default -> objects[i];
            });
        }
        return list;
    }

    void clear() {
        if (!numbers) Arrays.fill(objects, 0, size, null);
        size = 0;
        numbers = true;
    }

    private void room() {
        if (size < kinds.length) return;
        int n = kinds.length * 2;
        kinds = Arrays.copyOf(kinds, n);
        values = Arrays.copyOf(values, n);
        wholes = Arrays.copyOf(wholes, n);
        objects = Arrays.copyOf(objects, n);
    }
}
