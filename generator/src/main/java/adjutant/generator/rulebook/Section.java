package adjutant.generator.rulebook;

/**
 * A numbered heading of the rulebook: {@code number} is "3", "3.2" or "3.2.1" for a
 * {@code ##}, {@code ###} or {@code ####} heading; {@code title} is its plain text in the book's language.
 */
record Section(String id, String number, String title, int level) {
    /** How a cross reference shows it: "§ 3.2 Cutting support". */
    String reference() {
        return "§\u00a0" + number + "\u00a0" + title;
    }
}
