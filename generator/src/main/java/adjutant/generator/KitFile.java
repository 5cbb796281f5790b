package adjutant.generator;

import java.util.function.Supplier;

/**
 * One file of a kit, not yet made: {@code out/<game>/<lang>/<name>.<ext>}. The supplier makes
 * its bytes; it runs once, on a worker thread. Most files are PDFs (with page previews); a
 * file of another kind ({@link #svg}) is written as made.
 */
public record KitFile(String lang, String name, Supplier<byte[]> make, String ext) {
    public static final String PDF = "pdf";

    public KitFile(String lang, String name, Supplier<byte[]> make) {
        this(lang, name, make, PDF);
    }

    /** An SVG drawing beside the PDFs (e.g. the board, to restyle or to read its geometry). */
    public static KitFile svg(String lang, String name, Supplier<byte[]> make) {
        return new KitFile(lang, name, make, "svg");
    }

    public boolean pdf() {
        return ext.equals(PDF);
    }

    /** The file name, e.g. {@code board.pdf}. */
    public String fileName() {
        return name + "." + ext;
    }
}
