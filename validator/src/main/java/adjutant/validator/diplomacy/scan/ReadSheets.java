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
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The scans as typed order sheets, one per power ({@code england.txt}, its pages in order): the
 * header, each order read, and each question as a comment line starting {@code # ?} with its
 * crop, so the game master only types the orders asked about (the desk and the command line
 * take the file as any typed sheet).
 */
public final class ReadSheets {
    /** How a line that asks the game master something begins. */
    public static final String QUESTION = "# ?";

    private ReadSheets() {}

    /** Writes one text sheet per power into {@code dir}; returns the files written. */
    public static List<Path> write(ScanResult r, Path dir, DipMap map, Messages m) {
        List<Path> out = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, String> e : texts(r, map, m).entrySet()) {
                Path f = dir.resolve(e.getKey() + ".txt");
                Path tmp = dir.resolve(f.getFileName() + ".tmp");
                Files.writeString(tmp, e.getValue(), StandardCharsets.UTF_8);
                Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                out.add(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The sheet text of each power read, by power id, in the order the pages were read. */
    public static Map<String, String> texts(ScanResult r, DipMap map, Messages m) {
        Map<String, List<PageReading>> byPower = new LinkedHashMap<>();
        for (PageReading p : r.pages())
            byPower.computeIfAbsent(p.page().code().power(), k -> new ArrayList<>())
                    .add(p);
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<PageReading>> e : byPower.entrySet()) {
            List<PageReading> pages = new ArrayList<>(e.getValue());
            pages.sort(Comparator.comparingInt(p -> p.page().code().page()));
            StringBuilder sb = new StringBuilder();
            sb.append(header(pages.get(0).page().code(), map) + "\n");
            for (PageReading p : pages) {
                sb.append("# " + ScanText.pageHeading(m, p) + "\n");
                for (RowReading row : p.rows()) {
                    if (row.order() != null) sb.append(row.order() + "\n");
                    if (!row.sure())
                        sb.append(QUESTION + " " + row.row().captions().get(0).text() + ": " + ScanText.question(m, row)
                                + "\n");
                }
                if (p.freeTextWritten()) sb.append(QUESTION + " " + ScanText.freeText(m, p) + "\n");
            }
            for (SheetCode c : r.missing()) {
                if (c.power().equals(e.getKey())) sb.append("# " + ScanText.missing(m, c) + "\n");
            }
            out.put(e.getKey(), sb.toString());
        }
        return out;
    }

    /** The header the order-sheet reader takes: "England Fall 1901 retreats". */
    static String header(SheetCode c, DipMap map) {
        String season =
                c.season().name().charAt(0) + c.season().name().substring(1).toLowerCase(Locale.ROOT);
        String phase = c.phase() == Phase.RETREAT ? " retreats" : c.phase() == Phase.ADJUSTMENT ? " adjustments" : "";
        return map.power(c.power()).name("en") + " " + season + " " + c.year() + phase;
    }
}
