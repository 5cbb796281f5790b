package adjutant.engine.hunt;

/** The British strategy track: one space further, and off its end onto the map at the exit hex (06). */
public final class StrategyTrack {
    private StrategyTrack() {}

    public static ForcePlace next(HuntGame game, ForcePlace.OnTrack on) {
        Track t = game.track(Track.STRATEGY).orElseThrow();
        int i = t.spaces().indexOf(on.space());
        if (i < 0) throw new IllegalArgumentException("no space '" + on.space() + "' on the strategy track");
        if (i + 1 < t.spaces().size()) return new ForcePlace.OnTrack(t.spaces().get(i + 1));
        return new ForcePlace.OnHex(t.exitHex().orElseThrow());
    }

    /** Advances a force on {@code space} needs before it is on the map. */
    public static int advancesToEnter(HuntGame game, String space) {
        Track t = game.track(Track.STRATEGY).orElseThrow();
        int i = t.spaces().indexOf(space);
        if (i < 0) throw new IllegalArgumentException("no space '" + space + "' on the strategy track");
        return t.spaces().size() - i;
    }
}
