package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.validator.diplomacy.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The scans as typed order sheets ({@code england-p1.txt}): the header, each order read, and
 * each question as a comment line with its crop, so the game master only types the orders
 * asked about and validates the folder with {@code --orders}.
 */
public final class ReadSheets {
    private ReadSheets() {}

    /** Writes one text sheet per page into {@code dir}; returns the files written. */
    public static List<Path> write(ScanResult r, Path dir, DipMap map, Messages m) {
        List<Path> out = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            for (PageReading p : r.pages()) {
                SheetCode c = p.page().code();
                StringBuilder sb = new StringBuilder();
                sb.append("# ").append(m.text("scan.report.page", "power", m.power(c.power()), "page", c.page(), "pages", c.pages(), "file", p.image())).append('\n');
                sb.append(header(c, map)).append('\n');
                for (RowReading row : p.rows()) {
                    if (row.order() != null) sb.append(row.order()).append('\n');
                    if (!row.sure()) {
                        sb.append("# ? ").append(row.row().captions().get(0).text()).append(": ")
                                .append(m.text("scan.ask." + row.question(), "boxes", row.detail() == null ? "" : row.detail()));
                        if (row.crop() != null) sb.append(" — ").append(m.text("scan.report.see", "file", row.crop()));
                        sb.append('\n');
                    }
                }
                if (p.freeTextWritten()) sb.append("# ").append(m.text("scan.report.free_text")).append(p.freeTextCrop() == null ? "" : " — " + p.freeTextCrop()).append('\n');
                Path f = dir.resolve(c.power() + "-p" + c.page() + ".txt");
                Path tmp = dir.resolve(f.getFileName() + ".tmp");
                Files.writeString(tmp, sb.toString(), StandardCharsets.UTF_8);
                Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                out.add(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The header the order-sheet reader takes: "England Fall 1901 retreats". */
    static String header(SheetCode c, DipMap map) {
        String season = c.season().name().charAt(0) + c.season().name().substring(1).toLowerCase(Locale.ROOT);
        String phase = c.phase() == Phase.RETREAT ? " retreats" : c.phase() == Phase.ADJUSTMENT ? " adjustments" : "";
        return map.power(c.power()).name("en") + " " + season + " " + c.year() + phase;
    }
}
