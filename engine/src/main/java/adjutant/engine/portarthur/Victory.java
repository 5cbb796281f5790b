package adjutant.engine.portarthur;

/**
 * The end of the game: without an army on every space required for victory (Mukden),
 * Japan loses whatever the score; otherwise the side on whose half the DP marker stands
 * wins, and the centre is a draw.
 */
public final class Victory {
    private Victory() {}

    public static GameResult decide(PortArthurGame game, WarState end) {
        for (ManchuriaSpace s : game.manchuria().spaces()) {
            if (s.effect() instanceof SpaceEffect.RequiredForVictory
                    && !end.manchuria().contains(s.id())) {
                return new GameResult(Side.RUSSIA, GameResult.Why.REQUIRED_SPACE_NOT_HELD);
            }
        }
        Side leader = game.dpTrack().leader(end.dp());
        return new GameResult(leader, leader == null ? GameResult.Why.DRAW : GameResult.Why.DP_MARKER);
    }
}
