package adjutant.generator.pdf.print;

import adjutant.generator.pdf.SvgPainter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.color.PDColorSpace;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDShadingPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;

/**
 * A print shop's preflight of a PDF/X-4 file, read back from its bytes: the OutputIntent (CMYK
 * profile embedded), no RGB anywhere (colour operators, colour spaces, images, gradients), the
 * highest total ink of any colour painted, black text as 100 % K alone, TrimBox and BleedBox on
 * every page, every font embedded, the XMP and Info entries of PDF/X-4, the file's ID.
 */
public final class Preflight {
    /** The highest total ink a press takes, percent. */
    public static final double INK_LIMIT = 300;

    /** What was checked, and every failure. */
    public record Report(
            int pages,
            Set<String> trimSizes,
            double bleed,
            String colour,
            double maxInk,
            int blackTexts,
            Set<String> fonts,
            List<String> failures) {
        public boolean ok() {
            return failures.isEmpty();
        }

        /** One line per file, as a print shop's preflight prints it. */
        public String summary() {
            return String.format(
                    Locale.ROOT,
                    "%d page%s, trim %s mm, bleed %.1f mm, %s, max ink %.0f %%, black text 100 %% K (%d runs), fonts %d embedded (%s)",
                    pages,
                    pages == 1 ? "" : "s",
                    String.join(" / ", trimSizes),
                    bleed,
                    colour,
                    maxInk,
                    blackTexts,
                    fonts.size(),
                    String.join(", ", fonts));
        }
    }

    private final Set<String> failures = new LinkedHashSet<>();
    private final Set<COSBase> seen = new HashSet<>();
    private final Set<String> fonts = new TreeSet<>();
    private double maxInk;
    private int blackTexts;

    private Preflight() {}

    public static Report check(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new Preflight().run(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Report run(PDDocument doc) throws IOException {
        String colour = outputIntent(doc);
        metadata(doc);
        Set<String> trims = new TreeSet<>();
        double bleed = Double.MAX_VALUE;
        int n = 0;
        for (PDPage page : doc.getPages()) {
            n++;
            String where = "page " + n;
            if (!page.getCOSObject().containsKey(COSName.TRIM_BOX)) failures.add(where + ": no TrimBox");
            if (!page.getCOSObject().containsKey(COSName.BLEED_BOX)) failures.add(where + ": no BleedBox");
            if (page.getCOSObject().containsKey(COSName.ANNOTS)
                    && !page.getAnnotations().isEmpty()) failures.add(where + ": annotations");
            PDRectangle t = page.getTrimBox(), b = page.getBleedBox();
            trims.add(String.format(Locale.ROOT, "%.1f × %.1f", mm(t.getWidth()), mm(t.getHeight())));
            bleed = Math.min(
                    bleed,
                    mm(Math.min(
                            Math.min(t.getLowerLeftX() - b.getLowerLeftX(), t.getLowerLeftY() - b.getLowerLeftY()),
                            Math.min(
                                    b.getUpperRightX() - t.getUpperRightX(),
                                    b.getUpperRightY() - t.getUpperRightY()))));
            content(page.getContents().readAllBytes(), page.getResources(), where);
            resources(page.getResources(), where);
        }
        if (maxInk > INK_LIMIT + 0.5)
            failures.add(String.format(Locale.ROOT, "total ink %.0f %% over the %.0f %% limit", maxInk, INK_LIMIT));
        return new Report(n, trims, n == 0 ? 0 : bleed, colour, maxInk, blackTexts, fonts, List.copyOf(failures));
    }

    private String outputIntent(PDDocument doc) throws IOException {
        List<PDOutputIntent> ois = doc.getDocumentCatalog().getOutputIntents();
        if (ois.isEmpty()) {
            failures.add("no OutputIntent");
            return "no output intent";
        }
        PDOutputIntent oi = ois.get(0);
        if (!COSName.getPDFName("GTS_PDFX").equals(oi.getCOSObject().getCOSName(COSName.S)))
            failures.add("the OutputIntent is not GTS_PDFX");
        COSStream icc = oi.getDestOutputIntent();
        if (icc == null || icc.getInt(COSName.N) != 4) failures.add("the OutputIntent's profile is not CMYK");
        return "CMYK (OutputIntent " + oi.getOutputConditionIdentifier() + ")";
    }

    private void metadata(PDDocument doc) throws IOException {
        var meta = doc.getDocumentCatalog().getMetadata();
        String xmp = meta == null ? "" : new String(meta.toByteArray(), StandardCharsets.UTF_8);
        for (String key : List.of(
                "<pdfxid:GTS_PDFXVersion>PDF/X-4<",
                "<xmpMM:DocumentID>",
                "<xmpMM:VersionID>",
                "<xmpMM:RenditionClass>",
                "<pdf:Trapped>",
                "<xmp:CreateDate>",
                "<xmp:ModifyDate>",
                "<dc:title>")) {
            if (!xmp.contains(key))
                failures.add("XMP metadata without " + key.replace("<", "").replace(">", " "));
        }
        String trapped = doc.getDocumentInformation().getTrapped();
        if (!"True".equals(trapped) && !"False".equals(trapped)) failures.add("Info without Trapped True or False");
        if (doc.getDocument().getDocumentID() == null) failures.add("no file ID in the trailer");
        if (doc.getVersion() > 1.6f + 1e-6) failures.add("PDF " + doc.getVersion() + ", PDF/X-4 is at most 1.6");
    }

    private void resources(PDResources res, String where) throws IOException {
        if (res == null || !seen.add(res.getCOSObject())) return;
        for (COSName name : res.getColorSpaceNames()) {
            if (rgb(res.getColorSpace(name))) failures.add(where + ": RGB colour space " + name.getName());
        }
        for (COSName name : res.getShadingNames()) {
            if (rgb(res.getShading(name).getColorSpace())) failures.add(where + ": RGB gradient " + name.getName());
        }
        for (COSName name : res.getFontNames()) {
            PDFont f = res.getFont(name);
            fonts.add(f.getName().replaceFirst("^[A-Z]{6}\\+", ""));
            if (!f.isEmbedded()) failures.add(where + ": font " + f.getName() + " not embedded");
        }
        for (COSName name : res.getPatternNames()) {
            PDAbstractPattern p = res.getPattern(name);
            if (p instanceof PDTilingPattern tp && seen.add(tp.getCOSObject())) {
                content(
                        tp.getContentStream().toByteArray(),
                        tp.getResources() != null ? tp.getResources() : res,
                        where);
                resources(tp.getResources(), where);
            } else if (p instanceof PDShadingPattern sp && rgb(sp.getShading().getColorSpace())) {
                failures.add(where + ": RGB gradient pattern " + name.getName());
            }
        }
        for (COSName name : res.getXObjectNames()) {
            PDXObject x = res.getXObject(name);
            if (x instanceof PDFormXObject form) {
                if (seen.add(form.getCOSObject()))
                    content(
                            form.getContentStream().toByteArray(),
                            form.getResources() != null ? form.getResources() : res,
                            where);
                resources(form.getResources(), where);
            } else if (x instanceof PDImageXObject img) {
                image(img, where);
            }
        }
    }

    private void image(PDImageXObject img, String where) throws IOException {
        PDColorSpace cs = img.getColorSpace();
        if (rgb(cs)) {
            failures.add(where + ": RGB image");
            return;
        }
        if (cs.getNumberOfComponents() == 4 && img.getBitsPerComponent() == 8) {
            byte[] px = img.getStream().toByteArray();
            for (int i = 0; i + 3 < px.length; i += 4) {
                ink(((px[i] & 255) + (px[i + 1] & 255) + (px[i + 2] & 255) + (px[i + 3] & 255)) / 2.55);
            }
        }
    }

    private static boolean rgb(PDColorSpace cs) throws IOException {
        return CmykConversion.isRgb(cs);
    }

    /** Walks a content stream: RGB operators, the ink of every colour set, the colour of every text shown. */
    private void content(byte[] content, PDResources res, String where) throws IOException {
        PDFStreamParser parser = new PDFStreamParser(content);
        List<COSBase> ops = new ArrayList<>();
        float[] fill = {0, 0, 0, 1};
        boolean fillCmyk = false;
        for (Object t = parser.parseNextToken(); t != null; t = parser.parseNextToken()) {
            if (!(t instanceof Operator op)) {
                ops.add((COSBase) t);
                continue;
            }
            float[] v = numbers(ops);
            switch (op.getName()) {
                case "rg", "RG" -> failures.add(where + ": DeviceRGB colour (" + op.getName() + ")");
                case "k" -> {
                    fill = v;
                    fillCmyk = true;
                    ink(sum(v) * 100);
                }
                case "K" -> ink(sum(v) * 100);
                case "g" -> {
                    fill = new float[] {0, 0, 0, v.length == 1 ? 1 - v[0] : 0};
                    fillCmyk = true;
                    ink(fill[3] * 100);
                }
                case "G" -> ink(v.length == 1 ? (1 - v[0]) * 100 : 0);
                case "cs", "CS" -> {
                    COSName name = ops.isEmpty() || !(ops.get(0) instanceof COSName n) ? null : n;
                    boolean rgb = COSName.DEVICERGB.equals(name)
                            || (name != null && res != null && res.hasColorSpace(name) && rgb(res.getColorSpace(name)));
                    if (rgb) failures.add(where + ": RGB colour space in use (" + op.getName() + ")");
                    if (op.getName().equals("cs")) fillCmyk = COSName.DEVICECMYK.equals(name);
                }
                case "sc", "scn", "SC", "SCN" -> {
                    if (v.length == 4) ink(sum(v) * 100);
                    if (op.getName().startsWith("s") && v.length == 4 && fillCmyk) fill = v;
                }
                case "Tj", "TJ", "'", "\"" -> text(fill, where);
                case "BI" -> failures.add(where + ": inline image");
                default -> {}
            }
            ops.clear();
        }
    }

    /** Black text must be 100 % K and nothing else: a four-colour black blurs when the plates are off register. */
    private void text(float[] fill, String where) {
        if (fill.length != 4 || fill[3] < 0.8f) return;
        if (fill[0] > 0 || fill[1] > 0 || fill[2] > 0 || fill[3] < 0.999f) {
            failures.add(String.format(
                    Locale.ROOT,
                    "%s: black text in C %.0f M %.0f Y %.0f K %.0f, not 100 %% K",
                    where,
                    fill[0] * 100,
                    fill[1] * 100,
                    fill[2] * 100,
                    fill[3] * 100));
        } else {
            blackTexts++;
        }
    }

    private void ink(double percent) {
        maxInk = Math.max(maxInk, percent);
    }

    private static float[] numbers(List<COSBase> ops) {
        List<Float> v = new ArrayList<>();
        for (COSBase o : ops) if (o instanceof COSNumber n) v.add(n.floatValue());
        float[] out = new float[v.size()];
        for (int i = 0; i < out.length; i++) out[i] = v.get(i);
        return out;
    }

    private static double sum(float[] v) {
        double s = 0;
        for (float f : v) s += f;
        return s;
    }

    private static double mm(float pt) {
        return pt / SvgPainter.PT_PER_MM;
    }
}
