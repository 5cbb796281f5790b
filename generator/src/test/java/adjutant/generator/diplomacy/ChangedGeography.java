package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.Province;
import java.util.List;
import java.util.Map;

/** A board geography with one part changed, every other field kept (what the cache-key and path tests vary). */
final class ChangedGeography {
    private ChangedGeography() {}

    static BoardGeography seeds(BoardGeography g, Map<String, List<Province.Point>> seeds) {
        return of(g, g.land(), seeds);
    }

    static BoardGeography land(BoardGeography g, List<List<List<Province.Point>>> land) {
        return of(g, land, g.seeds());
    }

    private static BoardGeography of(
            BoardGeography g, List<List<List<Province.Point>>> land, Map<String, List<Province.Point>> seeds) {
        return new BoardGeography(
                g.projection(),
                g.width(),
                g.height(),
                land,
                g.swiss(),
                seeds,
                g.neutral(),
                g.bridges(),
                g.canals(),
                g.room(),
                g.apart(),
                g.swell(),
                g.polygons());
    }
}
