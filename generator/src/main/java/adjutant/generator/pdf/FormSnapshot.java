package adjutant.generator.pdf;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSBoolean;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNull;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.cos.COSObject;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A form XObject taken out of the document it was painted in: its dictionary, its stream as
 * stored (still compressed) and everything its resources hold (graphics states, colour spaces,
 * patterns with their own streams, images), as plain values that no document owns, so any
 * number of threads may write it into documents of their own ({@link #writeInto}). A form that
 * uses a font is not taken ({@link #of} gives null): a font belongs to its document, which
 * embeds a subset of the glyphs its pages show, and another document must draw with its own.
 */
final class FormSnapshot {
    private sealed interface Node permits Dict, Arr, Stream, Leaf {}

    private record Dict(Map<COSName, Node> items) implements Node {}

    private record Arr(List<Node> items) implements Node {}

    private record Stream(Dict dict, byte[] raw) implements Node {}

    /** A name, number, boolean or null: never changed once made, so shared by every copy. */
    private record Leaf(COSBase value) implements Node {}

    private static final class NotTaken extends Exception {
        NotTaken() {
            super(null, null, false, false);
        }
    }

    private final Stream form;
    private final long bytes;

    private FormSnapshot(Stream form, long bytes) {
        this.form = form;
        this.bytes = bytes;
    }

    /** The form as it stands in its document, or null for one this cannot carry (one with text in a font). */
    static FormSnapshot of(COSStream form) throws IOException {
        long[] bytes = {0};
        try {
            Node n = take(form, new IdentityHashMap<>(), bytes);
            return new FormSnapshot((Stream) n, bytes[0]);
        } catch (NotTaken e) {
            return null;
        }
    }

    /** About how much memory the copy holds (its streams' bytes and ~32 bytes a value). */
    long bytes() {
        return bytes;
    }

    /**
     * Makes {@code target}, a form of {@code doc}, this one: the same dictionary and the same
     * stored stream, with fresh copies of everything its resources hold.
     */
    void writeInto(PDDocument doc, COSStream target) throws IOException {
        Map<Node, COSBase> made = new IdentityHashMap<>();
        for (COSName key : new ArrayList<>(target.keySet())) target.removeItem(key);
        fill(target, form.dict(), doc, made);
        write(target, form.raw());
    }

    private static Node take(COSBase b, Map<COSBase, Node> seen, long[] bytes) throws IOException, NotTaken {
        COSBase v = b instanceof COSObject o ? o.getObject() : b;
        if (v == null || v instanceof COSNull) return new Leaf(COSNull.NULL);
        Node known = seen.get(v);
        if (known != null) return known;
        bytes[0] += 32;
        Node n;
        if (v instanceof COSStream s) {
            byte[] raw;
            try (InputStream in = s.createRawInputStream()) {
                raw = in.readAllBytes();
            }
            bytes[0] += raw.length;
            n = new Stream(dict(s, seen, bytes), raw);
        } else if (v instanceof COSDictionary d) {
            n = dict(d, seen, bytes);
        } else if (v instanceof COSArray a) {
            List<Node> items = new ArrayList<>(a.size());
            for (int i = 0; i < a.size(); i++) items.add(take(a.get(i), seen, bytes));
            n = new Arr(List.copyOf(items));
        } else if (v instanceof COSName || v instanceof COSNumber || v instanceof COSBoolean) {
            n = new Leaf(v);
        } else if (v instanceof COSString str) {
            n = new Leaf(new COSString(str.getBytes().clone()));
        } else {
            throw new NotTaken();
        }
        seen.put(v, n);
        return n;
    }

    private static Dict dict(COSDictionary d, Map<COSBase, Node> seen, long[] bytes) throws IOException, NotTaken {
        if (COSName.FONT.equals(d.getCOSName(COSName.TYPE)) || d.containsKey(COSName.FONT)) throw new NotTaken();
        Map<COSName, Node> items = new LinkedHashMap<>();
        for (Map.Entry<COSName, COSBase> e : d.entrySet()) {
            items.put(e.getKey(), take(e.getValue(), seen, bytes));
        }
        return new Dict(items);
    }

    private static COSBase make(Node n, PDDocument doc, Map<Node, COSBase> made) throws IOException {
        if (n instanceof Leaf l) return copy(l.value());
        COSBase known = made.get(n);
        if (known != null) return known;
        COSBase b;
        if (n instanceof Stream s) {
            COSStream stream = doc.getDocument().createCOSStream();
            made.put(n, stream);
            fill(stream, s.dict(), doc, made);
            write(stream, s.raw());
            b = stream;
        } else if (n instanceof Dict d) {
            COSDictionary dict = new COSDictionary();
            made.put(n, dict);
            fill(dict, d, doc, made);
            b = dict;
        } else {
            COSArray arr = new COSArray();
            made.put(n, arr);
            for (Node item : ((Arr) n).items()) arr.add(make(item, doc, made));
            b = arr;
        }
        return b;
    }

    /** A fresh string or number (the writer may mark what it writes); names, booleans and null are shared by PDFBox itself. */
    private static COSBase copy(COSBase v) {
        if (v instanceof COSString s) return new COSString(s.getBytes());
        if (v instanceof COSFloat f) return new COSFloat(f.floatValue());
        if (v instanceof COSInteger i) return COSInteger.get(i.longValue());
        return v;
    }

    private static void fill(COSDictionary into, Dict d, PDDocument doc, Map<Node, COSBase> made) throws IOException {
        for (Map.Entry<COSName, Node> e : d.items().entrySet()) into.setItem(e.getKey(), make(e.getValue(), doc, made));
    }

    private static void write(COSStream stream, byte[] raw) throws IOException {
        try (OutputStream out = stream.createRawOutputStream()) {
            out.write(raw);
        }
    }
}
