package adjutant.engine.portarthur;

import java.util.List;

/** A cardboard marker: its faces and where it is kept (a track, a sea area, beside the board). */
public record Marker(String id, List<String> faces, String placedOn) {
    public Marker {
        faces = List.copyOf(faces);
    }
}
