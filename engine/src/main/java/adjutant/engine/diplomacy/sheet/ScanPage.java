package adjutant.engine.diplomacy.sheet;

import adjutant.engine.geometry.Box;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One printed page of a power's scannable sheet: paper size, the four corner fiducials
 * (solid squares whose centres fix the page's geometry in a scan), the QR code's square, the
 * header captions, the rows of boxes, the free-text area and (from layout version 2) the small
 * reference marks down both edges, which let a reader follow a folded or curled sheet piece by piece.
 */
public record ScanPage(
        SheetCode code,
        double width,
        double height,
        List<Box> fiducials,
        Box qr,
        List<Caption> header,
        List<ScanRow> rows,
        Box freeText,
        List<Box> marks) {
    public ScanPage {
        fiducials = List.copyOf(fiducials);
        marks = List.copyOf(marks);
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    /** Every box of the page, row by row. */
    public List<ScanBox> boxes() {
        return rows.stream().flatMap(r -> r.boxes().stream()).toList();
    }

    /** A short hash of everything a reader measures: boxes, meanings, fiducials, paper. */
    static String layoutHash(
            double width,
            double height,
            List<Box> fiducials,
            Box qr,
            List<ScanRow> rows,
            Box freeText,
            List<Box> marks) {
        StringBuilder s = new StringBuilder();
        s.append(width).append('x').append(height).append(spelt(fiducials)).append(spelt(qr));
        s.append(spelt(freeText));
        if (!marks.isEmpty()) s.append(spelt(marks)); // version 1 had none: its hashes stay as printed
        for (ScanRow r : rows) {
            s.append('|').append(r.id()).append(r.kind()).append(r.unit()).append(r.site());
            for (ScanBox b : r.boxes())
                s.append(b.id()).append(spelt(b.square())).append(b.meaning());
        }
        return hash(s.toString());
    }

    /**
     * A box spelt as the hashes of printed sheets spell it: the record was called Rect then, and
     * its {@code toString} went into the hash. Spelt out here so a renamed class cannot change a printed code.
     */
    static String spelt(Box b) {
        return b == null ? "null" : "Rect[x=" + b.x() + ", y=" + b.y() + ", w=" + b.w() + ", h=" + b.h() + "]";
    }

    private static String spelt(List<Box> boxes) {
        return boxes.stream().map(ScanPage::spelt).collect(Collectors.joining(", ", "[", "]"));
    }

    /** The first 12 hex digits of the SHA-256 of a text. */
    public static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
