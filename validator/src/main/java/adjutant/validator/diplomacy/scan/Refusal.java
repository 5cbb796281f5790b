package adjutant.validator.diplomacy.scan;

import adjutant.validator.diplomacy.Messages;
import java.util.List;

/**
 * Why a page or an image was not read, in no language yet: a key under {@code scan.refused} of
 * the game's strings and its arguments as name/value pairs, said in the reader's language by
 * {@link #text}. A {@link Corners} argument is said as the corner squares' names.
 */
record Refusal(String key, Object... args) {
    String text(Messages m) {
        Object[] said = args.clone();
        for (int i = 1; i < said.length; i += 2)
            if (said[i] instanceof Corners c)
                said[i] = String.join(
                        ", ",
                        c.which().stream()
                                .map(k -> m.text("scan.corner." + NAMES[k]))
                                .toList());
        return m.text("scan.refused." + key, said);
    }

    /** Corner squares by index: top left, top right, bottom left, bottom right (the layout's order). */
    record Corners(List<Integer> which) {}

    private static final String[] NAMES = {"top_left", "top_right", "bottom_left", "bottom_right"};
}
