package adjutant.engine.portarthur;

import java.util.Map;

/**
 * A space of the Manchuria track: it can take an army once the space it comes
 * {@code after} holds one (null for the first space). {@code effect} is null for none.
 */
public record ManchuriaSpace(
        String id, Map<String, String> names, String after, SpaceEffect effect, Provenance provenance) {
    public ManchuriaSpace {
        names = Map.copyOf(names);
    }

    public String name(String lang) {
        return LocalName.pick(names, lang, id);
    }
}
