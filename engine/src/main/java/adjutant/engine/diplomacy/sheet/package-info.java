/**
 * The scannable order sheet as geometry: where each box, caption, fiducial and the QR code
 * stand on the page (millimetres from the top-left corner) and what each box means. Computed
 * once from the map and the position; the generator draws it and the validator reads marks
 * against it, so the two can never disagree. No rendering here.
 *
 * <p>May use: {@code engine.diplomacy}, {@code engine.diplomacy.adjudication}, {@code engine.geometry}.
 */
package adjutant.engine.diplomacy.sheet;
