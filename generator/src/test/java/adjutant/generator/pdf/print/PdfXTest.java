package adjutant.generator.pdf.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.WrittenFile;
import adjutant.generator.layout.PrintProfile;
import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.function.PDFunctionType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.color.PDColorSpace;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.pdfbox.pdmodel.graphics.color.PDPattern;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;
import org.apache.pdfbox.pdmodel.graphics.shading.PDShading;
import org.apache.pdfbox.pdmodel.graphics.shading.PDShadingType2;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every PDF of {@code build --print-shop --pdfx} for every game (English, rulebooks included),
 * read back here without the preflight's code: OutputIntent with a CMYK profile, no RGB operator,
 * colour space or image anywhere (pages, forms, patterns), every CMYK colour painted within 300 %
 * total ink, TrimBox and BleedBox on every page, every font embedded, the PDF/X-4 XMP keys; and every
 * page rendered in CMYK at 150 dpi by Ghostscript within 300 % total ink in every pixel.
 */
class PdfXTest {
    @TempDir
    static Path out;

    static final List<Path> files = new ArrayList<>();

    @BeforeAll
    static void build() {
        KitRequest request = KitRequest.of(Games.home(), List.of("en"), PrintProfile.printShop(), null);
        KitBuilder builder = new KitBuilder(out, 2, false).finishing(new PdfXFinish());
        for (KitMaker m : Kits.all()) {
            // PDF/X is for the PDFs; the kit's other files (Diplomacy's board.svg) are left as they are.
            for (WrittenFile w : builder.build(m, request, msg -> {}))
                if (w.file().toString().endsWith(".pdf")) files.add(w.file());
        }
    }

    @Test
    void everyFileIsPdfX4InCmyk() throws Exception {
        assertTrue(files.size() >= 18, "files: " + files);
        for (Path f : files) {
            try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(f))) {
                String name = out.relativize(f).toString();
                List<PDOutputIntent> ois = doc.getDocumentCatalog().getOutputIntents();
                assertEquals(1, ois.size(), name);
                assertEquals(
                        COSName.getPDFName("GTS_PDFX"),
                        ois.get(0).getCOSObject().getCOSName(COSName.S),
                        name);
                ICC_Profile icc = ICC_Profile.getInstance(
                        ois.get(0).getDestOutputIntent().createInputStream().readAllBytes());
                assertEquals(
                        ColorSpace.TYPE_CMYK, icc.getColorSpaceType(), name + ": the OutputIntent's profile is CMYK");
                String xmp = new String(doc.getDocumentCatalog().getMetadata().toByteArray(), StandardCharsets.UTF_8);
                for (String key : List.of(
                        "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>",
                        "<xmpMM:DocumentID>uuid:",
                        "<xmpMM:VersionID>",
                        "<xmpMM:RenditionClass>default<",
                        "<pdf:Trapped>False<",
                        "<xmp:CreateDate>",
                        "<xmp:ModifyDate>")) {
                    assertTrue(xmp.contains(key), name + ": XMP has " + key);
                }
                assertEquals("False", doc.getDocumentInformation().getTrapped(), name);
                assertNotNull(doc.getDocument().getDocumentID(), name + ": trailer ID");
                assertTrue(doc.getVersion() <= 1.6f + 1e-6, name + ": PDF " + doc.getVersion());
                assertTrue(
                        new String(Files.readAllBytes(f), 0, 8, StandardCharsets.ISO_8859_1).startsWith("%PDF-1.6"),
                        name + ": header");
                Scan scan = new Scan(name);
                int n = 0;
                for (PDPage page : doc.getPages()) {
                    n++;
                    assertTrue(
                            page.getCOSObject().containsKey(COSName.TRIM_BOX)
                                    && page.getCOSObject().containsKey(COSName.BLEED_BOX),
                            name + " page " + n);
                    PDRectangle t = page.getTrimBox(), b = page.getBleedBox(), m = page.getMediaBox();
                    assertTrue(contains(b, t) && contains(m, b), name + " page " + n + ": media ⊇ bleed ⊇ trim");
                    scan.stream(page.getContents().readAllBytes());
                    scan.resources(page.getResources());
                }
                assertTrue(scan.maxInk <= 3.0 + 1e-3, name + ": total ink " + scan.maxInk * 100 + " %");
                assertTrue(scan.cmykColours > 0, name + ": CMYK colours found");
                assertTrue(scan.fonts > 0 || name.contains("calibration"), name + ": fonts checked");
            }
        }
    }

    /** Each channel of the render is rounded to 8 bits (±0.5/255), so four of them may add up to 2/255 over. */
    static final double RENDER_INK_LIMIT = 300 + 200.0 / 255;

    @Test
    void everyPageRenderedAt150DpiStaysWithin300PercentInk() throws Exception {
        requireGhostscript();
        List<String> over = new ArrayList<>();
        for (Path f : files) {
            String name = out.relativize(f).toString();
            List<Double> pages = InkRender.maxInkPerPage(f, 150, out);
            try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(f))) {
                assertEquals(doc.getNumberOfPages(), pages.size(), name + ": pages rendered");
            }
            double max = 0;
            for (int i = 0; i < pages.size(); i++) {
                max = Math.max(max, pages.get(i));
                if (pages.get(i) > RENDER_INK_LIMIT)
                    over.add(String.format("%s page %d: %.1f %% ink", name, i + 1, pages.get(i)));
            }
            System.out.printf("render ink %s: %d pages, max %.1f %%%n", name, pages.size(), max);
        }
        assertTrue(over.isEmpty(), "over 300 % total ink on the 150-dpi render: " + over);
    }

    /** The render reads back the inks a page was painted with: 255 is full ink, paper is none, grey is black only. */
    @Test
    void theInkRenderReadsKnownInksBack() throws Exception {
        requireGhostscript();
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        try (PDDocument doc = new PDDocument()) {
            inkPage(doc, 0, 0, 0, 1);
            inkPage(doc, 0.2f, 0.3f, 0.4f, 0.5f);
            doc.save(o);
        }
        // Through the real finish (OutputIntent and all), then a page the preflight would refuse.
        byte[] pdf = new PdfXFinish().apply(Path.of("calibration.pdf"), o.toByteArray(), msg -> {});
        o.reset();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            inkPage(doc, 0.8f, 0.8f, 0.8f, 0.8f);
            doc.save(o);
        }
        pdf = o.toByteArray();
        Path f = Files.write(out.resolve("ink-calibration.pdf"), pdf);
        List<Double> pages = InkRender.maxInkPerPage(f, 150, out);
        assertEquals(3, pages.size());
        assertEquals(100, pages.get(0), 0.5, "100 % K (and the 40 % grey as 60 % K)");
        assertEquals(140, pages.get(1), 0.5, "20/30/40/50 %");
        assertEquals(320, pages.get(2), 0.5, "4 × 80 %: a page over the limit is seen");
    }

    /** A page with a square of the given CMYK and one of 40 % grey. */
    private static void inkPage(PDDocument doc, float c, float m, float y, float k) throws Exception {
        PDPage page = new PDPage(PDRectangle.A6);
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            cs.setNonStrokingColor(c, m, y, k);
            cs.addRect(20, 20, 100, 100);
            cs.fill();
            cs.setNonStrokingColor(0.4f);
            cs.addRect(150, 20, 100, 100);
            cs.fill();
        }
    }

    /** Under CI a missing Ghostscript fails the build; elsewhere the render checks are skipped. */
    private static void requireGhostscript() {
        if (InkRender.available()) return;
        String ci = System.getenv("CI");
        if (ci != null && !ci.isBlank())
            fail("CI is set but Ghostscript is missing (apt-get install ghostscript; .ci/run installs it)");
        Assumptions.abort(
                "Ghostscript (gs) not installed: the 150-dpi ink render is skipped (it runs, and must pass, where CI is set)");
    }

    @Test
    void thePreflightPassesEveryFileItLetThrough() throws Exception {
        for (Path f : files) {
            Preflight.Report r = Preflight.check(Files.readAllBytes(f));
            assertTrue(r.ok(), f + ": " + r.failures());
            assertTrue(r.maxInk() <= Preflight.INK_LIMIT, f + ": " + r.summary());
            assertTrue(r.blackTexts() > 0, f + ": black text as 100 % K: " + r.summary());
        }
    }

    @Test
    void anRgbFileFailsThePreflight() throws Exception {
        KitRequest request = KitRequest.of(Games.home(), List.of("en"), PrintProfile.printShop(), null);
        byte[] rgb = Kits.of("hunt").orElseThrow().plan(request).stream()
                .filter(k -> k.name().equals("cards"))
                .findFirst()
                .orElseThrow()
                .make()
                .get();
        Preflight.Report r = Preflight.check(withRgbImage(rgb));
        assertFalse(r.ok());
        assertTrue(
                r.failures().stream().anyMatch(s -> s.contains("RGB colour space in use")),
                r.failures().toString());
        assertTrue(
                r.failures().stream().anyMatch(s -> s.contains("RGB image")),
                r.failures().toString());
        assertTrue(r.failures().contains("no OutputIntent"), r.failures().toString());
    }

    /** The PDF with an RGB picture added on its first page (the kits draw none of their own today). */
    private static byte[] withRgbImage(byte[] pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            BufferedImage bi = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
            bi.setRGB(1, 1, 0xc04020);
            PDImageXObject img = org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory.createFromImage(doc, bi);
            try (PDPageContentStream cs =
                    new PDPageContentStream(doc, doc.getPage(0), PDPageContentStream.AppendMode.APPEND, true)) {
                cs.drawImage(img, 10, 10, 20, 20);
            }
            ByteArrayOutputStream o = new ByteArrayOutputStream();
            doc.save(o);
            return o.toByteArray();
        }
    }

    /** A page with an RGB gradient, which the conversion cannot turn into CMYK. */
    private static byte[] gradient() throws Exception {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.A6);
            doc.addPage(page);
            PDShadingType2 sh = new PDShadingType2(new COSDictionary());
            sh.setColorSpace(PDDeviceRGB.INSTANCE);
            sh.setShadingType(PDShading.SHADING_TYPE2);
            COSArray coords = new COSArray();
            for (float v : new float[] {0, 0, 100, 0}) coords.add(new COSFloat(v));
            sh.setCoords(coords);
            PDFunctionType2 fn = new PDFunctionType2(new COSDictionary());
            COSDictionary d = fn.getCOSObject();
            d.setInt(COSName.FUNCTION_TYPE, 2);
            COSArray domain = new COSArray();
            domain.add(new COSFloat(0));
            domain.add(new COSFloat(1));
            d.setItem(COSName.DOMAIN, domain);
            COSArray c0 = new COSArray(), c1 = new COSArray();
            for (int i = 0; i < 3; i++) {
                c0.add(new COSFloat(1));
                c1.add(new COSFloat(0));
            }
            d.setItem(COSName.C0, c0);
            d.setItem(COSName.C1, c1);
            d.setInt(COSName.N, 1);
            sh.setFunction(fn);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                cs.shadingFill(sh);
            }
            ByteArrayOutputStream o = new ByteArrayOutputStream();
            doc.save(o);
            return o.toByteArray();
        }
    }

    @Test
    void aFileThatCannotBeConvertedIsRefusedWithItsReason() throws Exception {
        byte[] pdf = gradient();
        BadInputException e = assertThrows(
                BadInputException.class, () -> new PdfXFinish().apply(Path.of("hunt/en/gradient.pdf"), pdf, msg -> {}));
        assertTrue(
                e.getMessage().contains("hunt/en/gradient.pdf")
                        && e.getMessage().contains("RGB gradient"),
                e.getMessage());
    }

    private static boolean contains(PDRectangle outer, PDRectangle inner) {
        float e = 0.01f;
        return inner.getLowerLeftX() >= outer.getLowerLeftX() - e
                && inner.getLowerLeftY() >= outer.getLowerLeftY() - e
                && inner.getUpperRightX() <= outer.getUpperRightX() + e
                && inner.getUpperRightY() <= outer.getUpperRightY() + e;
    }

    /** Every content stream, colour space, image and font reachable from a page. */
    private static final class Scan {
        final String name;
        final Set<COSBase> seen = new HashSet<>();
        double maxInk;
        int cmykColours, fonts;

        Scan(String name) {
            this.name = name;
        }

        void stream(byte[] content) throws Exception {
            PDFStreamParser p = new PDFStreamParser(content);
            List<COSBase> ops = new ArrayList<>();
            for (Object t = p.parseNextToken(); t != null; t = p.parseNextToken()) {
                if (!(t instanceof Operator op)) {
                    ops.add((COSBase) t);
                    continue;
                }
                String o = op.getName();
                assertFalse(o.equals("rg") || o.equals("RG") || o.equals("BI"), name + ": operator " + o);
                for (COSBase b : ops) assertFalse(COSName.DEVICERGB.equals(b), name + ": DeviceRGB in " + o);
                if (List.of("k", "K", "sc", "scn", "SC", "SCN").contains(o) && ops.size() == 4) {
                    double sum = 0;
                    for (COSBase b : ops) sum += ((COSNumber) b).floatValue();
                    maxInk = Math.max(maxInk, sum);
                    cmykColours++;
                }
                ops.clear();
            }
        }

        void resources(PDResources res) throws Exception {
            if (res == null || !seen.add(res.getCOSObject())) return;
            for (COSName n : res.getColorSpaceNames()) rgbFree(res.getColorSpace(n), "colour space " + n.getName());
            for (COSName n : res.getShadingNames())
                rgbFree(res.getShading(n).getColorSpace(), "shading " + n.getName());
            for (COSName n : res.getFontNames()) {
                PDFont f = res.getFont(n);
                assertTrue(f.isEmbedded(), name + ": font " + f.getName() + " embedded");
                fonts++;
            }
            for (COSName n : res.getPatternNames()) {
                PDAbstractPattern pat = res.getPattern(n);
                if (pat instanceof PDTilingPattern tp && seen.add(tp.getCOSObject())) {
                    stream(tp.getContentStream().toByteArray());
                    resources(tp.getResources());
                }
            }
            for (COSName n : res.getXObjectNames()) {
                PDXObject x = res.getXObject(n);
                if (x instanceof PDFormXObject form && seen.add(form.getCOSObject())) {
                    stream(form.getContentStream().toByteArray());
                    resources(form.getResources());
                } else if (x instanceof PDImageXObject img) {
                    rgbFree(img.getColorSpace(), "image " + n.getName());
                    byte[] px = img.getStream().toByteArray();
                    if (img.getColorSpace().getNumberOfComponents() == 4) {
                        for (int i = 0; i + 3 < px.length; i += 4) {
                            maxInk = Math.max(
                                    maxInk,
                                    ((px[i] & 255) + (px[i + 1] & 255) + (px[i + 2] & 255) + (px[i + 3] & 255))
                                            / 255.0);
                        }
                    }
                }
            }
        }

        void rgbFree(PDColorSpace cs, String what) throws Exception {
            if (cs == null || cs instanceof PDPattern) return;
            assertTrue(cs.getNumberOfComponents() != 3, name + ": " + what + " is " + cs.getName());
        }
    }
}
