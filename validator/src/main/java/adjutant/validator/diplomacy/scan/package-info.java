/**
 * Reading scanned or photographed scannable order sheets: find the page's QR code and corner
 * fiducials (BoofCV), map the engine's sheet layout onto the image, measure the ink in every
 * box, and turn each row's marks into an order, or into a question for the game master when
 * the marks are faint, crossed out or contradict each other. What is read becomes an
 * {@link adjutant.validator.diplomacy.OrderSheet}, checked like a typed one.
 *
 * <p>May use: {@code engine.data}, {@code engine.diplomacy}, {@code engine.diplomacy.sheet},
 * {@code engine.geometry}, {@code validator.diplomacy}; BoofCV, Java's imaging, PDFBox.
 */
package adjutant.validator.diplomacy.scan;
