package adjutant.generator.diplomacy;

/**
 * How a colour looks under a colour-vision deficiency or in grey-scale print, and how far apart
 * two colours look (CIEDE2000). The deficiencies are Machado, Oliveira and Fernandes (2009),
 * "A physiologically-based model for simulation of color vision deficiency", severity 1.0,
 * applied in linear sRGB; grey is the luminance (Rec. 709) a grey-scale printer keeps.
 */
enum ColourVision {
    NORMAL(null),
    PROTANOPIA(new double[][] {
        {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}
    }),
    DEUTERANOPIA(new double[][] {
        {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}
    }),
    TRITANOPIA(new double[][] {
        {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}
    }),
    GREY(new double[][] {{0.2126, 0.7152, 0.0722}, {0.2126, 0.7152, 0.0722}, {0.2126, 0.7152, 0.0722}});

    private final double[][] matrix;

    ColourVision(double[][] matrix) {
        this.matrix = matrix;
    }

    /** CIELAB (D65) of {@code colour} as this vision sees it. */
    double[] lab(String colour) {
        int[] c = Colours.rgb(colour);
        double[] lin = {lin(c[0]), lin(c[1]), lin(c[2])};
        double[] v = lin;
        if (matrix != null) {
            v = new double[3];
            for (int i = 0; i < 3; i++)
                v[i] = clamp(matrix[i][0] * lin[0] + matrix[i][1] * lin[1] + matrix[i][2] * lin[2]);
        }
        double x = (0.4124564 * v[0] + 0.3575761 * v[1] + 0.1804375 * v[2]) / 0.95047;
        double y = 0.2126729 * v[0] + 0.7151522 * v[1] + 0.0721750 * v[2];
        double z = (0.0193339 * v[0] + 0.1191920 * v[1] + 0.9503041 * v[2]) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    /** How different two colours look to this vision: CIEDE2000 (Sharma, Wu and Dalal 2005). */
    double difference(String a, String b) {
        return ciede2000(lab(a), lab(b));
    }

    static double ciede2000(double[] p, double[] q) {
        double c1 = Math.hypot(p[1], p[2]), c2 = Math.hypot(q[1], q[2]), cm = (c1 + c2) / 2;
        double g = 0.5 * (1 - Math.sqrt(Math.pow(cm, 7) / (Math.pow(cm, 7) + Math.pow(25, 7))));
        double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
        double c1p = Math.hypot(a1, p[2]), c2p = Math.hypot(a2, q[2]);
        double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
        double dl = q[0] - p[0], dc = c2p - c1p, dh = 0;
        if (c1p * c2p != 0) {
            dh = h2 - h1;
            if (dh > 180) dh -= 360;
            else if (dh < -180) dh += 360;
        }
        double dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dh / 2));
        double lm = (p[0] + q[0]) / 2, cmp = (c1p + c2p) / 2, hm;
        if (c1p * c2p == 0) hm = h1 + h2;
        else if (Math.abs(h1 - h2) <= 180) hm = (h1 + h2) / 2;
        else hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
        double t = 1 - 0.17 * cos(hm - 30) + 0.24 * cos(2 * hm) + 0.32 * cos(3 * hm + 6) - 0.20 * cos(4 * hm - 63);
        double dTheta = 30 * Math.exp(-Math.pow((hm - 275) / 25, 2));
        double rc = 2 * Math.sqrt(Math.pow(cmp, 7) / (Math.pow(cmp, 7) + Math.pow(25, 7)));
        double sl = 1 + 0.015 * (lm - 50) * (lm - 50) / Math.sqrt(20 + (lm - 50) * (lm - 50));
        double sc = 1 + 0.045 * cmp, sh = 1 + 0.015 * cmp * t, rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        return Math.sqrt(
                Math.pow(dl / sl, 2) + Math.pow(dc / sc, 2) + Math.pow(dH / sh, 2) + rt * (dc / sc) * (dH / sh));
    }

    private static double hue(double b, double a) {
        return b == 0 && a == 0 ? 0 : (Math.toDegrees(Math.atan2(b, a)) + 360) % 360;
    }

    private static double cos(double degrees) {
        return Math.cos(Math.toRadians(degrees));
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }
}
