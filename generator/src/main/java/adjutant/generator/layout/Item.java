package adjutant.generator.layout;

/** A printed item: its front and, for double-sided items, its back (null when blank). */
public record Item(Drawing front, Drawing back) {
    public Item {
        if (back != null
                && (Math.abs(back.width() - front.width()) > 1e-6 || Math.abs(back.height() - front.height()) > 1e-6)) {
            throw new IllegalArgumentException("back " + back.id() + " differs in size from front " + front.id());
        }
    }

    public static Item single(Drawing front) {
        return new Item(front, null);
    }
}
