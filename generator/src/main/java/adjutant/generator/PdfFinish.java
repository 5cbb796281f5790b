package adjutant.generator;

import java.nio.file.Path;

/** A last step on each PDF of a kit before it is written (PDF/X conversion and preflight); it may refuse the file. */
public interface PdfFinish {
    PdfFinish NONE = (file, pdf, progress) -> pdf;

    /** The bytes to write for {@code file} (relative to the output folder). */
    byte[] apply(Path file, byte[] pdf, Progress progress);
}
