package adjutant.validator.diplomacy.scan;

import boofcv.struct.image.GrayU8;

/** One page image to read: where it came from ({@code scan.pdf p.2}) and its grey pixels. */
public record ScanImage(String name, GrayU8 gray) {}
