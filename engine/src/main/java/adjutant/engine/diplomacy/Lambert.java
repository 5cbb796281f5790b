package adjutant.engine.diplomacy;

/**
 * The board's projection: Lambert conformal conic on a sphere (conformal, so coasts keep
 * their shapes), followed by the board frame. Board units run right and down from the
 * frame's top-left corner, {@code kmPerUnit} kilometres each.
 *
 * @param lon0 central meridian, degrees east
 * @param lat0 latitude of the origin
 * @param lat1 first standard parallel
 * @param lat2 second standard parallel
 * @param left x of the board's left edge, km from the origin
 * @param top y of the board's top edge, km north of the origin
 * @param kmPerUnit kilometres per board unit
 */
public record Lambert(double lon0, double lat0, double lat1, double lat2, double left, double top, double kmPerUnit) {
    private static final double EARTH_KM = 6371;

    /** Board units [x, y] of a point given in degrees. */
    public double[] board(double lon, double lat) {
        double f1 = Math.toRadians(lat1), f2 = Math.toRadians(lat2);
        double n = lat1 == lat2 ? Math.sin(f1) : Math.log(Math.cos(f1) / Math.cos(f2)) / Math.log(t(lat2) / t(lat1));
        double f = Math.cos(f1) * Math.pow(t(lat1), n) / n;
        double r0 = EARTH_KM * f / Math.pow(t(lat0), n), r = EARTH_KM * f / Math.pow(t(lat), n);
        double theta = n * Math.toRadians(lon - lon0);
        double x = r * Math.sin(theta), y = r0 - r * Math.cos(theta);
        return new double[] {(x - left) / kmPerUnit, (top - y) / kmPerUnit};
    }

    private static double t(double lat) {
        return Math.tan(Math.PI / 4 + Math.toRadians(lat) / 2);
    }
}
