package adjutant.generator;

import java.util.function.Supplier;

/**
 * One file of a kit, not yet made: {@code out/<game>/<lang>/<name>.pdf}. The supplier makes
 * the PDF bytes; it runs once, on a worker thread.
 */
public record KitFile(String lang, String name, Supplier<byte[]> make) {}
