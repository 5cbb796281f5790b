package adjutant.generator.layout;

/**
 * A component drawn once as SVG. Its canvas is {@code width + 2·bleed} by
 * {@code height + 2·bleed} millimetres; the trimmed item is the canvas inset by the bleed.
 * The {@code id} names the drawing in the PDF, so one drawing placed many times is stored
 * once, and tests can find where each item went.
 */
public record Drawing(String id, String svg, double width, double height, double bleed) {
    public Drawing {
        if (width <= 0 || height <= 0 || bleed < 0) throw new IllegalArgumentException("bad size of drawing " + id);
    }

    public double canvasWidth() {
        return width + 2 * bleed;
    }

    public double canvasHeight() {
        return height + 2 * bleed;
    }
}
