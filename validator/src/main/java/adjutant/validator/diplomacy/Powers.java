package adjutant.validator.diplomacy;

import java.util.List;
import java.util.Set;

/** Reads power names ("England", "Anglie", "Russian", "Rakousko-Uhersko", "E") at the cursor. */
final class Powers {
    private final NameIndex names;

    Powers(NameIndex names) {
        this.names = names;
    }

    /** Tokens taken by the longest power name here (0 when none); one-letter initials only when {@code letters}. */
    int exactLength(Tokens t, boolean letters) {
        return t.phrase(k -> names.powers(k, letters).size() == 1, true, names.longestName());
    }

    /** The power named by the {@code len} tokens at the cursor (after {@link #exactLength}). */
    String id(Tokens t, int len, boolean letters) {
        String k = t.key(len);
        Set<String> s = names.powers(k, letters);
        if (s.isEmpty()) s = names.powers(Normalize.joined(k), letters);
        return s.iterator().next();
    }

    /** Powers whose names are within typo distance of {@code key}, closest first. */
    List<String> closest(String key) {
        return Places.closestIds(
                names.powerTypos().within(key, Math.max(1, key.length() / 3)), k -> names.powers(k, false));
    }
}
