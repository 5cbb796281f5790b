package adjutant.generator.pdf.preview;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The previews' PNG encoder: what ImageIO decodes is every pixel of the image, whatever its layout in memory. */
class QuickPngTest {
    @Test
    void everyPixelComesBackForEveryImageLayout() throws IOException {
        Random random = new Random(20);
        for (int type :
                new int[] {BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_3BYTE_BGR, BufferedImage.TYPE_INT_ARGB}) {
            for (int[] size : new int[][] {{1, 1}, {97, 53}, {640, 3}}) {
                BufferedImage img = new BufferedImage(size[0], size[1], type);
                for (int y = 0; y < size[1]; y++)
                    for (int x = 0; x < size[0]; x++) img.setRGB(x, y, 0xff000000 | random.nextInt(1 << 24));
                BufferedImage back = ImageIO.read(new ByteArrayInputStream(QuickPng.write(img)));
                assertEquals(size[0], back.getWidth());
                assertEquals(size[1], back.getHeight());
                assertArrayEquals(
                        img.getRGB(0, 0, size[0], size[1], null, 0, size[0]),
                        back.getRGB(0, 0, size[0], size[1], null, 0, size[0]),
                        "type " + type + ", " + size[0] + " × " + size[1]);
            }
        }
    }
}
