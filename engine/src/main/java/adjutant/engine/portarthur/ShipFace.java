package adjutant.engine.portarthur;

/**
 * One side of a ship counter. Defence is printed only on the damaged side (the hits the
 * ship absorbs when it is sunk); the intact side has 0.
 */
public record ShipFace(int firepower, int speed, int defence) {}
