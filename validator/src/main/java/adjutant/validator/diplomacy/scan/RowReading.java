package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanRow;
import java.util.List;

/**
 * A row as read: its boxes, and either the order it says ({@code order}, in the notation the
 * order reader takes; null when nothing is marked) or, when unsure, why a person must look
 * ({@code question}, a message key under {@code scan.ask.}, with the boxes it is about in
 * {@code detail}) and the crop of the row written for them ({@code crop}, may be null).
 */
public record RowReading(
        String page, ScanRow row, List<BoxReading> boxes, String order, String question, String detail, String crop) {
    public RowReading {
        boxes = List.copyOf(boxes);
    }

    public boolean sure() {
        return question == null;
    }

    public RowReading withCrop(String file) {
        return new RowReading(page, row, boxes, order, question, detail, file);
    }

    /** The boxes read as marked. */
    public List<BoxReading> marked() {
        return boxes.stream().filter(BoxReading::marked).toList();
    }

    /** How sure the reading is: the smallest distance of any box's ink from the nearest threshold. */
    public double margin() {
        double m = 1;
        for (BoxReading b : boxes) {
            m = Math.min(
                    m,
                    b.state() == BoxReading.State.MARKED
                            ? b.ink() - InkMeter.MARKED
                            : b.state() == BoxReading.State.BLANK ? InkMeter.BLANK - b.ink() : 0);
        }
        return m;
    }
}
