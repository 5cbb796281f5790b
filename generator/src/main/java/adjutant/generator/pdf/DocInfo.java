package adjutant.generator.pdf;

/**
 * What a PDF says of itself: title, language (BCP 47, e.g. {@code cs}), and whether it
 * is meant for long-edge duplex printing (viewers then preset the print dialog so).
 */
public record DocInfo(String title, String lang, boolean duplex) {}
