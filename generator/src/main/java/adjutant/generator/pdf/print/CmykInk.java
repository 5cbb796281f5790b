package adjutant.generator.pdf.print;

import java.awt.color.ICC_ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The offset press's colours: sRGB converted through Adjutant's CMYK output profile (built from
 * the FOGRA39 characterisation with a 300 % total ink limit, see {@code icc/README.md}); neutral
 * greys print with black ink alone, and near-black (text) as 100 % K, so no grey or black text
 * is a mix of four inks that would blur when the plates are off register.
 */
public final class CmykInk {
    /** The output profile's resource and the name the OutputIntent gives its condition. */
    public static final String PROFILE = "/icc/adjutant-fogra39-300.icc";

    public static final String CONDITION = "FOGRA39";
    public static final String CONDITION_INFO =
            "Offset, coated paper (ISO 12647-2:2004/Amd 1, FOGRA39), total ink 300 %";
    /** Neutral: within this of grey, printed with K alone. */
    private static final float NEUTRAL = 2.5f / 255;
    /** Near-black (the warm dark browns of body text included): at most this light and this far from grey, printed as 100 % K. */
    private static final float BLACK = 0.2f, BLACKISH = 0.08f;

    private static final byte[] ICC = read();
    private static final ICC_ColorSpace SPACE = new ICC_ColorSpace(ICC_Profile.getInstance(ICC));

    private CmykInk() {}

    public static byte[] profile() {
        return ICC.clone();
    }

    /** C, M, Y, K from 0 to 1 for an sRGB colour with components from 0 to 1. */
    public static float[] of(float r, float g, float b) {
        // to 8 bits a channel first: a colour written 0.2 or 0.2001 prints with the same inks
        r = Math.round(r * 255) / 255f;
        g = Math.round(g * 255) / 255f;
        b = Math.round(b * 255) / 255f;
        float max = Math.max(r, Math.max(g, b)), min = Math.min(r, Math.min(g, b));
        float v = (r + g + b) / 3;
        if (v <= BLACK && max - min <= BLACKISH) return new float[] {0, 0, 0, 1};
        if (max - min <= NEUTRAL) return new float[] {0, 0, 0, round(1 - v)};
        float[] c;
        synchronized (SPACE) {
            c = SPACE.fromRGB(new float[] {r, g, b});
        }
        for (int i = 0; i < 4; i++) c[i] = round(c[i]);
        return c;
    }

    private static float round(float v) {
        return Math.round(Math.max(0, Math.min(1, v)) * 1000) / 1000f;
    }

    private static byte[] read() {
        try (InputStream in = CmykInk.class.getResourceAsStream(PROFILE)) {
            if (in == null)
                throw new IllegalStateException("the CMYK output profile is missing from the jar: " + PROFILE);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
