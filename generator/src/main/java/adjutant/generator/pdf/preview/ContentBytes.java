package adjutant.generator.pdf.preview;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.io.RandomAccessReadView;

/**
 * A content stream's decoded bytes for PDFBox's content parser, which peeks at nearly every byte:
 * its own buffer answers a peek by reading and seeking back through its chunks, which took a
 * tenth of a preview's time; here a peek is an array read.
 */
final class ContentBytes implements RandomAccessRead {
    private final byte[] bytes;
    private int pos;
    private boolean closed;

    ContentBytes(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The decoded content of one stream, or of an array of streams joined as PDFBox joins them (a space between). */
    static ContentBytes of(COSBase contents) throws IOException {
        if (contents instanceof COSStream s) return new ContentBytes(decoded(s));
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        if (contents instanceof COSArray a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.getObject(i) instanceof COSStream s) {
                    all.write(decoded(s));
                    all.write('\n');
                }
            }
        }
        return new ContentBytes(all.toByteArray());
    }

    /** A form's decoded content, decoded once for all its uses in {@code kept} (a document's). */
    static ContentBytes of(COSStream form, Map<COSStream, byte[]> kept) throws IOException {
        byte[] bytes = kept.get(form);
        if (bytes == null) {
            bytes = decoded(form);
            kept.put(form, bytes);
        }
        return new ContentBytes(bytes);
    }

    private static byte[] decoded(COSStream s) throws IOException {
        byte[] inflated = inflated(s);
        if (inflated != null) return inflated;
        try (InputStream in = s.createInputStream()) {
            return in.readAllBytes();
        }
    }

    /**
     * A stream only deflated (nearly every content stream), inflated straight into an array: the
     * same bytes as PDFBox's filter gives, without its buffers of buffers. Null for anything else,
     * and for damaged data (PDFBox's filter reads what it can of it, its own way).
     */
    private static byte[] inflated(COSStream s) throws IOException {
        COSBase filter = s.getFilters();
        if (filter instanceof COSArray a && a.size() == 1) filter = a.getObject(0);
        if (!COSName.FLATE_DECODE.equals(filter) || s.getDictionaryObject(COSName.DECODE_PARMS, COSName.DP) != null)
            return null;
        Inflater inflater = new Inflater();
        try (InputStream raw = s.createRawInputStream()) {
            byte[] chunk = new byte[8192];
            byte[] out = new byte[4 * (int) Math.min(s.getLength(), 1 << 24) + 64];
            int n = 0;
            while (!inflater.finished()) {
                if (inflater.needsInput()) {
                    int k = raw.read(chunk);
                    if (k < 0) return null;
                    inflater.setInput(chunk, 0, k);
                }
                if (n == out.length) out = Arrays.copyOf(out, 2 * n);
                int k = inflater.inflate(out, n, out.length - n);
                if (k == 0 && inflater.needsDictionary()) return null;
                n += k;
            }
            return Arrays.copyOf(out, n);
        } catch (DataFormatException e) {
            return null;
        } finally {
            inflater.end();
        }
    }

    /** The whole content (not a copy: read only). */
    byte[] bytes() {
        return bytes;
    }

    int position() {
        return pos;
    }

    @Override
    public int read() {
        return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int peek() {
        return pos < bytes.length ? bytes[pos] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (pos >= bytes.length) return -1;
        int n = Math.min(len, bytes.length - pos);
        System.arraycopy(bytes, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public long getPosition() {
        return pos;
    }

    @Override
    public void seek(long position) throws IOException {
        if (position < 0) throw new IOException("Invalid position " + position);
        pos = (int) Math.min(position, bytes.length);
    }

    /** Stands at {@code position}, within the content (the tokens' reader moving past what it read). */
    void moveTo(int position) {
        pos = position;
    }

    @Override
    public void rewind(int n) throws IOException {
        seek(pos - n);
    }

    @Override
    public long length() {
        return bytes.length;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public boolean isEOF() {
        return pos >= bytes.length;
    }

    @Override
    public int available() {
        return bytes.length - pos;
    }

    @Override
    public RandomAccessReadView createView(long start, long length) {
        return new RandomAccessReadView(this, start, length);
    }

    @Override
    public void close() {
        closed = true;
    }
}
