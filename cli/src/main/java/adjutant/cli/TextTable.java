package adjutant.cli;

import java.io.PrintWriter;
import java.util.List;

/** Prints rows of cells as columns: the first row is the header, later cells right-aligned. */
final class TextTable {
    private TextTable() {}

    static void print(PrintWriter out, List<String[]> rows) {
        int cols = rows.get(0).length;
        int[] width = new int[cols];
        for (String[] r : rows) for (int c = 0; c < cols; c++) width[c] = Math.max(width[c], r[c].length());
        for (int i = 0; i < rows.size(); i++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                if (c > 0) sb.append("  ");
                String cell = rows.get(i)[c];
                boolean last = c == cols - 1;
                String pad = " ".repeat(width[c] - cell.length());
                sb.append(i == 0 || last ? cell + (last ? "" : pad) : pad + cell);
            }
            out.println(sb.toString().stripTrailing());
        }
    }
}
