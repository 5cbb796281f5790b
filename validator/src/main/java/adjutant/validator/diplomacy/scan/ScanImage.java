package adjutant.validator.diplomacy.scan;

import boofcv.struct.image.GrayU8;

/**
 * One page image to read: where it came from ({@code scan.pdf p.2}), its grey pixels as read
 * ({@code gray}, averaged down to at most {@link ScanFiles#MAX_SIDE}), and the image at its own
 * size ({@code full}, the same when it was not made smaller): a sheet filling a third of a phone's
 * frame has a QR code found only there.
 */
public record ScanImage(String name, GrayU8 gray, GrayU8 full) {
    public ScanImage(String name, GrayU8 gray) {
        this(name, gray, gray);
    }
}
