package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSObject;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * Two PDFs the same in substance: the same pages, each with the same text, the same content
 * and the same resources by value (every form, graphics state, pattern and font with its
 * embedded subset, compared object by object, however the objects are numbered), and the same
 * pixels at a low resolution where a page places a form (a figure). What may differ: the file's /ID, dates and object numbers.
 */
final class SamePdf {
    private SamePdf() {}

    /** How many form XObjects the pages place, counted once each. */
    static int forms(byte[] pdf) {
        try (PDDocument d = Loader.loadPDF(pdf)) {
            int n = 0;
            for (var page : d.getPages()) {
                for (COSName name : page.getResources().getXObjectNames()) {
                    if (page.getResources().getXObject(name) instanceof PDFormXObject) n++;
                }
            }
            return n;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void assertSame(byte[] want, byte[] got, String what, float dpi) {
        try (PDDocument a = Loader.loadPDF(want);
                PDDocument b = Loader.loadPDF(got)) {
            assertEquals(a.getNumberOfPages(), b.getNumberOfPages(), what + ": pages");
            PDFRenderer ra = new PDFRenderer(a), rb = new PDFRenderer(b);
            for (int i = 0; i < a.getNumberOfPages(); i++) {
                String page = what + ", page " + (i + 1);
                assertEquals(text(a, i), text(b, i), page + ": text");
                same(
                        a.getPage(i).getCOSObject().getDictionaryObject(COSName.RESOURCES),
                        b.getPage(i).getCOSObject().getDictionaryObject(COSName.RESOURCES),
                        page + " /Resources",
                        new IdentityHashMap<>());
                assertArrayEquals(
                        bytes(a.getPage(i).getContents()), bytes(b.getPage(i).getContents()), page + ": content");
                if (!drawsForms(a.getPage(i))) continue; // the rest is text and lines, compared above
                BufferedImage pa = ra.renderImageWithDPI(i, dpi, ImageType.RGB),
                        pb = rb.renderImageWithDPI(i, dpi, ImageType.RGB);
                assertArrayEquals(
                        pa.getRGB(0, 0, pa.getWidth(), pa.getHeight(), null, 0, pa.getWidth()),
                        pb.getRGB(0, 0, pb.getWidth(), pb.getHeight(), null, 0, pb.getWidth()),
                        page + ": pixels at " + dpi + " dpi");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean drawsForms(PDPage page) throws IOException {
        for (COSName name : page.getResources().getXObjectNames()) {
            if (page.getResources().getXObject(name) instanceof PDFormXObject) return true;
        }
        return false;
    }

    private static String text(PDDocument d, int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        return s.getText(d);
    }

    private static byte[] bytes(InputStream in) throws IOException {
        try (in) {
            return in.readAllBytes();
        }
    }

    /** By value, following references; each pair of objects compared once (resources are shared between pages). */
    private static void same(COSBase x, COSBase y, String path, Map<COSBase, COSBase> seen) throws IOException {
        COSBase a = x instanceof COSObject o ? o.getObject() : x, b = y instanceof COSObject o ? o.getObject() : y;
        if (a == null || b == null) {
            assertTrue(a == b, path + ": one is missing");
            return;
        }
        if (seen.get(a) == b) return;
        seen.put(a, b);
        assertEquals(a.getClass(), b.getClass(), path);
        if (a instanceof COSStream sa)
            assertArrayEquals(
                    bytes(sa.createInputStream()), bytes(((COSStream) b).createInputStream()), path + ": stream");
        if (a instanceof COSDictionary da) {
            COSDictionary db = (COSDictionary) b;
            assertEquals(keys(da), keys(db), path + ": keys");
            for (COSName k : da.keySet()) {
                if (k.equals(COSName.PARENT) || k.equals(COSName.LENGTH)) continue;
                same(da.getItem(k), db.getItem(k), path + "/" + k.getName(), seen);
            }
        } else if (a instanceof COSArray aa) {
            COSArray ab = (COSArray) b;
            assertEquals(aa.size(), ab.size(), path + ": length");
            for (int i = 0; i < aa.size(); i++) same(aa.get(i), ab.get(i), path + "[" + i + "]", seen);
        } else if (!(a instanceof COSStream)) {
            if (!a.equals(b)) fail(path + ": " + a + " ≠ " + b);
        }
    }

    private static Set<COSName> keys(COSDictionary d) {
        Set<COSName> k = new TreeSet<>(Comparator.comparing(COSName::getName));
        k.addAll(d.keySet());
        k.remove(COSName.LENGTH);
        return k;
    }
}
