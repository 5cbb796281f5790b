package adjutant.engine.hunt;

import java.util.Locale;

/** The two players, and the two decks (a card without a flag has a copy in each). */
public enum Side {
    GERMAN,
    BRITISH;

    /** The id used in data and i18n keys: {@code german}, {@code british}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
