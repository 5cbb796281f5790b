package adjutant.generator.pdf.print;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * 8-bit RGB PNG with the sRGB ICC profile embedded (an {@code iCCP} chunk) and its resolution
 * ({@code pHYs}), as print-on-demand services want: without a profile some assume another
 * colour space and the colours shift.
 */
public final class SrgbPng {
    /** The profile's name in the chunk. */
    public static final String PROFILE_NAME = "sRGB IEC61966-2.1";

    private static final byte[] PROFILE =
            deflate(ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData());

    private SrgbPng() {}

    public static byte[] write(BufferedImage img, int dpi) {
        if (img.getType() != BufferedImage.TYPE_INT_RGB)
            throw new IllegalArgumentException("expected an RGB image without alpha");
        ImageWriter w = ImageIO.getImageWritersByFormatName("png").next();
        try {
            IIOMetadata meta = w.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(img), null);
            String format = "javax_imageio_png_1.0";
            IIOMetadataNode root = new IIOMetadataNode(format);
            IIOMetadataNode iccp = new IIOMetadataNode("iCCP");
            iccp.setAttribute("profileName", PROFILE_NAME);
            iccp.setAttribute("compressionMethod", "deflate");
            iccp.setUserObject(PROFILE);
            root.appendChild(iccp);
            IIOMetadataNode phys = new IIOMetadataNode("pHYs");
            String perMetre = Integer.toString((int) Math.round(dpi / 0.0254));
            phys.setAttribute("pixelsPerUnitXAxis", perMetre);
            phys.setAttribute("pixelsPerUnitYAxis", perMetre);
            phys.setAttribute("unitSpecifier", "meter");
            root.appendChild(phys);
            meta.mergeTree(format, root);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
                w.setOutput(ios);
                w.write(new IIOImage(img, null, meta));
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            w.dispose();
        }
    }

    private static byte[] deflate(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream d = new DeflaterOutputStream(out, new Deflater(Deflater.BEST_COMPRESSION))) {
            d.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
