package adjutant.generator.pod;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.InflaterInputStream;

/** A PNG file's chunks as written (type → data; the first of each type), read without decoding the image. */
record PngChunks(Map<String, byte[]> chunks) {
    static PngChunks of(byte[] png) {
        Map<String, byte[]> m = new LinkedHashMap<>();
        ByteBuffer b = ByteBuffer.wrap(png);
        b.position(8);
        while (b.remaining() >= 12) {
            int n = b.getInt();
            byte[] type = new byte[4];
            b.get(type);
            byte[] data = new byte[n];
            b.get(data);
            b.getInt(); // CRC
            m.putIfAbsent(new String(type, StandardCharsets.ISO_8859_1), data);
        }
        return new PngChunks(m);
    }

    int width() {
        return ByteBuffer.wrap(chunks.get("IHDR")).getInt(0);
    }

    int height() {
        return ByteBuffer.wrap(chunks.get("IHDR")).getInt(4);
    }

    int bitDepth() {
        return chunks.get("IHDR")[8];
    }

    int colourType() {
        return chunks.get("IHDR")[9];
    }

    /** Pixels per metre along x ({@code pHYs}), 0 when unset. */
    int pixelsPerMetre() {
        byte[] p = chunks.get("pHYs");
        return p == null || p[8] != 1 ? 0 : ByteBuffer.wrap(p).getInt(0);
    }

    /** The embedded ICC profile ({@code iCCP}, inflated), or null. */
    byte[] iccProfile() throws IOException {
        byte[] c = chunks.get("iCCP");
        if (c == null) return null;
        int nul = 0;
        while (c[nul] != 0) nul++;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InflaterInputStream in =
                new InflaterInputStream(new ByteArrayInputStream(c, nul + 2, c.length - nul - 2))) {
            in.transferTo(out);
        }
        return out.toByteArray();
    }
}
