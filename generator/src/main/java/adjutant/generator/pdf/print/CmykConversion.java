package adjutant.generator.pdf.print;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.DeflaterOutputStream;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdfwriter.ContentStreamWriter;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.color.PDColorSpace;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceCMYK;
import org.apache.pdfbox.pdmodel.graphics.color.PDPattern;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDShadingPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;

/**
 * Rewrites a finished PDF's colours into CMYK for the press: every RGB colour set in a content
 * stream (the page's, every form's: the drawings, the text documents) becomes the press's CMYK
 * ({@link CmykInk}), RGB colour spaces become DeviceCMYK, and RGB images are converted pixel by
 * pixel. What it cannot convert (an RGB gradient, an inline image) it lists; the preflight then
 * refuses the file.
 */
final class CmykConversion {
    private final PDDocument doc;
    private final List<String> unconverted = new ArrayList<>();
    private final Set<COSBase> done = new HashSet<>();

    private CmykConversion(PDDocument doc) {
        this.doc = doc;
    }

    /** Converts {@code doc} in place; returns what could not be converted. */
    static List<String> convert(PDDocument doc) throws IOException {
        CmykConversion c = new CmykConversion(doc);
        int n = 0;
        for (PDPage page : doc.getPages()) {
            n++;
            PDResources res = page.getResources();
            byte[] content = c.rewrite(page.getContents().readAllBytes(), res, "page " + n);
            PDStream s = new PDStream(doc);
            try (OutputStream out = s.createOutputStream(COSName.FLATE_DECODE)) {
                out.write(content);
            }
            page.setContents(s);
            c.resources(res, "page " + n);
            COSDictionary group = page.getCOSObject().getCOSDictionary(COSName.GROUP);
            if (group != null) group.setItem(COSName.CS, COSName.DEVICECMYK);
        }
        return c.unconverted;
    }

    private void resources(PDResources res, String where) throws IOException {
        if (res == null) return;
        for (COSName name : res.getXObjectNames()) {
            COSBase key = res.getCOSObject().getCOSDictionary(COSName.XOBJECT).getDictionaryObject(name);
            if (!done.add(key)) continue;
            PDXObject x = res.getXObject(name);
            if (x instanceof PDFormXObject form) {
                COSStream s = form.getCOSObject();
                byte[] content = rewrite(
                        form.getContentStream().toByteArray(),
                        form.getResources() != null ? form.getResources() : res,
                        where);
                try (OutputStream out = s.createOutputStream(COSName.FLATE_DECODE)) {
                    out.write(content);
                }
                COSDictionary group = s.getCOSDictionary(COSName.GROUP);
                if (group != null) group.setItem(COSName.CS, COSName.DEVICECMYK);
                resources(form.getResources(), where);
            } else if (x instanceof PDImageXObject img && isRgb(img.getColorSpace())) {
                res.put(name, cmykImage(img));
            }
        }
        for (COSName name : res.getShadingNames()) {
            if (isRgb(res.getShading(name).getColorSpace()))
                unconverted.add(where + ": an RGB gradient (" + name.getName() + ")");
        }
        for (COSName name : res.getPatternNames()) {
            PDAbstractPattern p = res.getPattern(name);
            if (!done.add(p.getCOSObject())) continue;
            if (p instanceof PDTilingPattern tp) {
                COSStream s = (COSStream) tp.getCOSObject();
                PDResources own = tp.getResources() != null ? tp.getResources() : res;
                byte[] content = rewrite(tp.getContentStream().toByteArray(), own, where);
                try (OutputStream out = s.createOutputStream(COSName.FLATE_DECODE)) {
                    out.write(content);
                }
                resources(tp.getResources(), where);
            } else if (p instanceof PDShadingPattern sp && isRgb(sp.getShading().getColorSpace())) {
                unconverted.add(where + ": an RGB gradient pattern (" + name.getName() + ")");
            }
        }
    }

    static boolean isRgb(PDColorSpace cs) throws IOException {
        return cs != null
                && !(cs instanceof PDPattern)
                && cs.getNumberOfComponents() == 3
                && !"Lab".equals(cs.getName());
    }

    private boolean isRgb(COSName name, PDResources res) throws IOException {
        if (COSName.DEVICERGB.equals(name) || COSName.getPDFName("RGB").equals(name)) return true;
        if (COSName.DEVICECMYK.equals(name) || COSName.DEVICEGRAY.equals(name) || COSName.PATTERN.equals(name))
            return false;
        return res != null && res.hasColorSpace(name) && isRgb(res.getColorSpace(name));
    }

    /** The content stream with every RGB colour operator turned into its CMYK twin. */
    private byte[] rewrite(byte[] content, PDResources res, String where) throws IOException {
        PDFStreamParser parser = new PDFStreamParser(content);
        List<Object> out = new ArrayList<>();
        List<COSBase> operands = new ArrayList<>();
        boolean fillRgb = false, strokeRgb = false;
        Deque<boolean[]> saved = new ArrayDeque<>();
        for (Object t = parser.parseNextToken(); t != null; t = parser.parseNextToken()) {
            if (!(t instanceof Operator op)) {
                operands.add((COSBase) t);
                continue;
            }
            String name = op.getName();
            switch (name) {
                case "q" -> saved.push(new boolean[] {fillRgb, strokeRgb});
                case "Q" -> {
                    if (!saved.isEmpty()) {
                        boolean[] s = saved.pop();
                        fillRgb = s[0];
                        strokeRgb = s[1];
                    }
                }
                case "rg", "RG" -> {
                    operands = cmyk(operands);
                    op = Operator.getOperator(name.equals("rg") ? "k" : "K");
                }
                case "cs", "CS" -> {
                    boolean rgb = !operands.isEmpty() && operands.get(0) instanceof COSName n && isRgb(n, res);
                    if (rgb) operands = List.of(COSName.DEVICECMYK);
                    if (name.equals("cs")) fillRgb = rgb;
                    else strokeRgb = rgb;
                }
                case "sc", "scn" -> {
                    if (fillRgb) operands = cmyk(operands);
                }
                case "SC", "SCN" -> {
                    if (strokeRgb) operands = cmyk(operands);
                }
                case "BI" -> unconverted.add(where + ": an inline image");
                default -> {}
            }
            out.addAll(operands);
            out.add(op);
            operands = new ArrayList<>();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new ContentStreamWriter(bytes).writeTokens(out);
        return bytes.toByteArray();
    }

    private static List<COSBase> cmyk(List<COSBase> rgb) {
        if (rgb.size() != 3 || !rgb.stream().allMatch(o -> o instanceof COSNumber)) return rgb;
        float[] c = CmykInk.of(
                ((COSNumber) rgb.get(0)).floatValue(),
                ((COSNumber) rgb.get(1)).floatValue(),
                ((COSNumber) rgb.get(2)).floatValue());
        List<COSBase> out = new ArrayList<>(4);
        for (float v : c) out.add(new COSFloat(v));
        return out;
    }

    /** The image in DeviceCMYK, 8 bits per ink, its soft mask kept. */
    private PDImageXObject cmykImage(PDImageXObject img) throws IOException {
        BufferedImage rgb = img.getOpaqueImage(null, 1);
        int w = rgb.getWidth(), h = rgb.getHeight();
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(raw)) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int p = rgb.getRGB(x, y);
                    float[] c = CmykInk.of(((p >> 16) & 255) / 255f, ((p >> 8) & 255) / 255f, (p & 255) / 255f);
                    for (float v : c) z.write(Math.round(v * 255));
                }
            }
        }
        PDImageXObject out = new PDImageXObject(
                doc, new ByteArrayInputStream(raw.toByteArray()), COSName.FLATE_DECODE, w, h, 8, PDDeviceCMYK.INSTANCE);
        COSBase mask = img.getCOSObject().getDictionaryObject(COSName.SMASK);
        if (mask != null) out.getCOSObject().setItem(COSName.SMASK, mask);
        return out;
    }
}
