package adjutant.generator.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
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

    private static byte[] decoded(COSStream s) throws IOException {
        try (InputStream in = s.createInputStream()) {
            return in.readAllBytes();
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
