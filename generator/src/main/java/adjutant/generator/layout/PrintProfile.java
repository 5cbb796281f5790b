package adjutant.generator.layout;

/**
 * How a kit is printed: the paper, bleed, margins and gutters, crop marks, the back offset
 * of duplex sheets, and whether it goes to a print shop (one item per page with its bleed,
 * TrimBox and BleedBox set, no marks). Start from a preset and adjust:
 * {@code PrintProfile.home(Paper.LETTER).withBackOffset(new Offset(1, 0))}.
 *
 * @param margin      what a home printer cannot reach at the sheet's edge, mm
 * @param gutter      space between neighbouring items of an n-up grid, mm
 * @param overlap     how much neighbouring tiles of a big board repeat, mm
 * @param shop        for a print shop (see {@link #printShop()})
 */
public record PrintProfile(
        Paper paper,
        double bleed,
        double margin,
        double gutter,
        boolean cropMarks,
        Offset backOffset,
        double overlap,
        boolean shop) {
    public static final double DEFAULT_BLEED = 3;

    public PrintProfile {
        if (bleed < 0 || margin < 0 || gutter < 0 || overlap < 0)
            throw new IllegalArgumentException("negative size in " + paper);
    }

    /** A home printer: crop marks, gutters as wide as two bleeds, 6 mm unprintable margin, 12 mm tile overlap. */
    public static PrintProfile home(Paper paper) {
        return new PrintProfile(paper.portrait(), DEFAULT_BLEED, 6, 2 * DEFAULT_BLEED, true, Offset.NONE, 12, false);
    }

    /** A print shop: one item per page with 3 mm bleed, boxes set, no marks. */
    public static PrintProfile printShop() {
        return new PrintProfile(Paper.A4, DEFAULT_BLEED, 0, 0, false, Offset.NONE, 0, true);
    }

    public PrintProfile withPaper(Paper p) {
        return new PrintProfile(p.portrait(), bleed, margin, gutter, cropMarks, backOffset, overlap, shop);
    }

    public PrintProfile withBackOffset(Offset o) {
        return new PrintProfile(paper, bleed, margin, gutter, cropMarks, o, overlap, shop);
    }

    public PrintProfile withBleed(double b) {
        return new PrintProfile(paper, b, margin, Math.max(gutter, b), cropMarks, backOffset, overlap, shop);
    }

    /** A short name for progress lines and file metadata. */
    public String describe() {
        return shop
                ? "print shop (one item per page, " + bleed + " mm bleed)"
                : paper.name() + ", home printer"
                        + (backOffset.equals(Offset.NONE) ? "" : ", back offset " + backOffset + " mm");
    }
}
