package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanPage;
import java.util.List;

/**
 * One scanned page as read: which image, which sheet page it is, every row, and how much was
 * written on the free-text line ({@code freeTextCrop} names the crop shown to the game master
 * when anything was, else null).
 */
public record PageReading(String image, ScanPage page, List<RowReading> rows, double freeTextInk, String freeTextCrop) {
    public PageReading {
        rows = List.copyOf(rows);
    }

    /** Something is written on the free-text line: the game master must read it. */
    public boolean freeTextWritten() {
        return freeTextInk >= ScanReader.FREE_TEXT_INK;
    }
}
